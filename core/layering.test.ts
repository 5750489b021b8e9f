// The house's arrows (DESIGN §1, issue 34 item 2): core/ imports only core/ and libraries; machines/ imports only
// machines/, core/ and libraries. A screen, an API module or the server may use them, never the other way round; and
// the server never imports from src/ (the browser's side): what both print or show is a pure rule in core/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

const under = (landed: string, top: string) => landed === top || landed.startsWith(`${top}/`);

/** Every relative import of the files under `folder` that lands where `refused` says it may not. */
function importsWhere(folder: string, refused: (landed: string) => boolean): string[] {
  const stray: string[] = [];
  for (const file of sourcesUnder(folder)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = match[1] ?? match[2];
      if (!target.startsWith('.')) continue;
      const landed = relative(ROOT, resolve(ROOT, dirname(file), target));
      if (refused(landed)) stray.push(`${file} → ${target}`);
    }
  }
  return stray;
}

/** Every relative import of the files under `folder` that lands outside the folders it may use. */
function strayImports(folder: string, allowed: readonly string[]): string[] {
  return importsWhere(folder, (landed) => !allowed.some((top) => under(landed, top)));
}

describe('layering', () => {
  it('core/ imports nothing outside core/', () => {
    expect(strayImports('core', ['core'])).toEqual([]);
  });

  it('machines/ imports only machines/ and core/', () => {
    expect(strayImports('machines', ['machines', 'core'])).toEqual([]);
  });

  it('server/ imports nothing from src/', () => {
    expect(importsWhere('server', (landed) => under(landed, 'src'))).toEqual([]);
  });

  it('the check sees a stray import', () => {
    const text = "import type { X } from '../src/api/client';\nimport { y } from './y';";
    expect([...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2])).toEqual(['../src/api/client', './y']);
  });
});
