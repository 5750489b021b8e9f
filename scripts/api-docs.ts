// Writes docs/api.md's list of calls from the server's call table and the calls' zod schemas (`npm run api-docs`).
// The part above the marker line is hand-written and kept; scripts/api-docs/api-docs.test.ts fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from './api-docs/render';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'docs/api.md');
const before = readFileSync(file, 'utf8');
const after = renderApiDoc(root, before);
writeFileSync(file, after);
console.log(before === after ? 'docs/api.md is up to date' : 'docs/api.md written');
