// What a call's request may carry, checked before anything of it is held or used: where it comes from (a page of
// another origin is refused), its content type (JSON; multipart only for the upload calls), its size while it
// streams (hono's bodyLimit reads a chunked body against the limit, not whole first), and no NUL character in any
// text (PostgreSQL cannot store one; SQLite would, so both refuse it alike), and JSON no deeper than MAX_JSON_DEPTH
// (checked on the raw text, iteratively, before JSON.parse, so no recursive walk ever meets a deeper body).
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isTrusted, socketAddress, type TrustedProxies } from './client-address';
import { ApiError } from './envelope';

export const JSON_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 64 * 1024 * 1024;
export const UPLOAD_CALLS = new Set([
  'import_excell.php',
  'retail_import_excell.php',
  'import_excell_customer.php',
  'banner_add.php',
  'banner_detail_update.php',
]);

/** The deepest nesting of arrays and objects a JSON body may have (no call needs more than a few levels). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP = `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, counting [ and { outside
 * strings (a backslash inside a string escapes the next character). Malformed text is left to JSON.parse.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

export const CROSS_ORIGIN = 'Refused: this request came from a page of another site. Nothing was saved.';

/**
 * A browser says where a request comes from: Sec-Fetch-Site (which a page cannot forge) or, in older browsers,
 * Origin. Same-origin passes; a page on another host or port (same-site included) is refused. A request with
 * neither header comes from no browser page (a script, a test) and cannot ride a user's cookie.
 */
export function refuseCrossOrigin(c: Context, proxies: TrustedProxies): void {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return;
    throw new ApiError(403, CROSS_ORIGIN);
  }
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, CROSS_ORIGIN);
  }
  const hosts = [c.req.header('host')];
  const peer = socketAddress(c);
  if (peer && isTrusted(proxies, peer)) hosts.push(c.req.header('x-forwarded-host')?.split(',')[0]?.trim());
  if (!hosts.includes(originHost)) throw new ApiError(403, CROSS_ORIGIN);
}

/** The first path (e.g. "productdetails.0.name") of a text holding a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (value instanceof File) return value.name.includes('\u0000') ? [...path, 'name'].join('.') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key].join('.');
      const found = nulPath(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function refuseNul(value: unknown): void {
  const path = nulPath(value);
  if (path !== null) throw new ApiError(400, `${path}: must not contain a NUL character`);
}

/** The call's body: JSON (or nothing), multipart for the upload calls; never more than the call's limit in memory. */
export async function readBody(c: Context, path: string): Promise<unknown> {
  const upload = UPLOAD_CALLS.has(path);
  const limit = upload ? UPLOAD_LIMIT : JSON_LIMIT;
  const tooLarge = new ApiError(413, `Request body is larger than ${Math.round(limit / 1024)} KB`);
  await bodyLimit({
    maxSize: limit,
    onError: () => {
      // The rest of an over-long body is never read: the connection closes after the answer.
      c.header('Connection', 'close');
      throw tooLarge;
    },
  })(c, async () => {});
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    if (!upload) throw new ApiError(400, 'Request body must be JSON (content-type application/json)');
    const form = await c.req.parseBody({ all: false });
    refuseNul(form);
    return form;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // Only JSON (or an empty body) is taken: a cross-site form cannot send application/json without a preflight.
  if (!type.startsWith('application/json')) throw new ApiError(400, 'Request body must be JSON (content-type application/json)');
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, TOO_DEEP);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON');
  }
  refuseNul(parsed);
  return parsed;
}
