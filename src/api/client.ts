// The one door to the server: every call is a POST of JSON, every reply { head: { code, msg }, body }.
import { labelledMessage } from '../../core/field-labels';
export type ApiBase = 'api' | 'adminapi';

export type ApiResult<T> =
  /** total: a paged list's count of every matching row (header X-Total-Count), when the server sent it. */
  | { ok: true; body: T; msg: string; total?: number }
  | { ok: false; code: number; msg: string; network?: undefined }
  | { ok: false; network: true };


/** The spec's words for a reply that is not an envelope. */
export const INVALID_REPLY = 'Invalid response from server.';

const BASES: Record<ApiBase, string> = {
  api: import.meta.env.VITE_API_BASE ?? '/api',
  adminapi: import.meta.env.VITE_ADMIN_API_BASE ?? '/adminapi',
};

/** A call's full URL, for the few requests that are not a JSON POST (file uploads, the price list download). */
export function apiUrl(path: string, base: ApiBase = 'api'): string {
  return `${BASES[base]}/${path}`;
}

let onUnauthorized: () => void = () => {};

/** What happens when a signed-in call answers 401: the app clears the stored user and goes to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

interface Envelope {
  head: { code: number; msg: string };
  body: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object' || !('head' in value)) return false;
  const head = (value as { head: unknown }).head;
  return !!head && typeof head === 'object' && 'code' in head;
}

/** A reply may carry a test-data prefix before the JSON (spec §7, login.php): read from the first '{'. */
export function parseReply(text: string): Envelope | null {
  let value: unknown = text;
  // The reply may also be a JSON string holding the (prefixed) envelope: unwrap a few layers at most.
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth += 1) {
    const trimmed = value.trim();
    const start = trimmed.startsWith('"') ? 0 : trimmed.indexOf('{');
    if (start < 0) return null;
    try {
      value = JSON.parse(trimmed.slice(start));
    } catch {
      return null;
    }
  }
  return isEnvelope(value) ? value : null;
}

export async function callApi<T>(path: string, body: object = {}, options: { base?: ApiBase } = {}): Promise<ApiResult<T>> {
  const sent = await post(path, body, options.base ?? 'api', {});
  return sent.network ? { ok: false, network: true } : readResult<T>(path, sent.response, sent.text);
}

/**
 * A call whose answer carries an ETag (the POS product lists): with the tag of the answer already held, the server
 * may answer 304 and send nothing, and this says 'unchanged'; otherwise the reply as callApi reads it, with its tag.
 */
export async function callApiTagged<T>(path: string, body: object, heldTag: string | null): Promise<{ result: ApiResult<T> | 'unchanged'; tag: string | null }> {
  const sent = await post(path, body, 'api', heldTag ? { 'if-none-match': heldTag } : {});
  if (sent.network) return { result: { ok: false, network: true }, tag: null };
  const tag = sent.response.headers.get('ETag');
  if (sent.response.status === 304 && heldTag) return { result: 'unchanged', tag: heldTag };
  return { result: readResult<T>(path, sent.response, sent.text), tag };
}

async function post(path: string, body: object, base: ApiBase, headers: Record<string, string>): Promise<{ network: true } | { network?: undefined; response: Response; text: string }> {
  try {
    const response = await fetch(`${BASES[base]}/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { response, text: await response.text() };
  } catch {
    return { network: true };
  }
}

function readResult<T>(path: string, response: Response, text: string): ApiResult<T> {
  const reply = parseReply(text);
  if (!reply) return { ok: false, code: response.status, msg: INVALID_REPLY };
  const code = Number(reply.head.code);
  const msg = String(reply.head.msg ?? '');
  if (code === 401 && path !== 'login.php') onUnauthorized();
  // A 400 names the wire field; the screens show it under their own label (core/field-labels.ts).
  if (code !== 200) return { ok: false, code, msg: code === 400 ? labelledMessage(path, msg) : msg };
  const total = Number(response.headers.get('X-Total-Count') ?? Number.NaN);
  return { ok: true, body: reply.body as T, msg, ...(Number.isSafeInteger(total) && total >= 0 ? { total } : {}) };
}
