import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(path: string): Promise<Buffer | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

/** Serves the built web app from `root`; any other path gets index.html so the client router can answer it. */
export function staticApp(root: string) {
  return async (c: Context): Promise<Response> => {
    const requested = normalize(decodeURIComponent(c.req.path)).replace(/^([/\\])+/, '');
    const target = join(root, requested);
    const inside = target === root || target.startsWith(root + sep);
    const file = inside && requested ? await fileAt(target) : null;
    if (file) {
      const type = TYPES[extname(target)] ?? 'application/octet-stream';
      // Vite fingerprints everything under assets/, so those may be cached for good.
      const cache = requested.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(new Uint8Array(file), 200, { 'content-type': type, 'cache-control': cache });
    }
    const index = await fileAt(join(root, 'index.html'));
    if (!index) return c.text('The web app is not built. Run `npm run build` (or `npm start`, which builds it).', 503);
    return c.body(new Uint8Array(index), 200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
  };
}
