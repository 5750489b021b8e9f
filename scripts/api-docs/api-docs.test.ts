// docs/api.md lists every call with its payload and reply; it is written by `npm run api-docs` from the schemas, so
// a call added or changed without regenerating it fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../server/calls';
import { MARKER, renderApiDoc } from './render';

const root = join(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/api.md'), 'utf8');

describe('docs/api.md', () => {
  it('is what npm run api-docs writes from the schemas today', () => {
    expect(doc.includes(MARKER), 'docs/api.md has lost its marker line').toBe(true);
    // A failure here: run `npm run api-docs` and commit docs/api.md.
    expect(renderApiDoc(root, doc)).toBe(doc);
  }, 120_000);

  it('has a section for every call of the call table', () => {
    for (const call of CALLS) expect(doc).toContain(` /${call.base}/${call.path}\``);
  });
});
