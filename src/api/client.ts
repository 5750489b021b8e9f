// The one door to the server: an ofetch instance (base URL, session cookie, JSON bodies, no retries: a save is never
// sent twice by the client) and ONE reader of the reply envelope { head: { code, msg }, body } that every call goes
// through: JSON posts, the POS lists' tagged posts, file uploads and the price list download's refusals.
import { ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import { labelledMessage } from '../../core/field-labels';
export type ApiBase = 'api' | 'adminapi';

import type { ApiResult } from '../../core/api/result';

export type { ApiResult };

/** The spec's words for a reply that is not an envelope. */
export const INVALID_REPLY = 'Invalid response from server.';

const BASES: Record<ApiBase, string> = {
  api: import.meta.env.VITE_API_BASE ?? '/api',
  adminapi: import.meta.env.VITE_ADMIN_API_BASE ?? '/adminapi',
};

/** A call's full URL. */
export function apiUrl(path: string, base: ApiBase = 'api'): string {
  return `${BASES[base]}/${path}`;
}

let onUnauthorized: () => void = () => {};

/** What happens when a signed-in call answers 401: the app clears the stored user and goes to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * Every request: POST unless told otherwise, the session cookie, the reply kept as text for the envelope reader (it may
 * carry a prefix, spec §7 login.php), and no throwing on 4xx/5xx: a refusal is an envelope like any other.
 */
const http = ofetch.create({
  method: 'POST',
  credentials: 'same-origin',
  retry: 0,
  ignoreResponseError: true,
  responseType: 'text',
  headers: { accept: 'application/json' },
});

interface Envelope {
  head: { code: number; msg: string };
  body: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object' || !('head' in value)) return false;
  const head = (value as { head: unknown }).head;
  return !!head && typeof head === 'object' && 'code' in head;
}

/** An envelope, or why the text is not one: not JSON at all, or JSON of another shape (spec §8 tells them apart). */
export type EnvelopeParse = { ok: true; envelope: Envelope } | { ok: false; why: 'not-json' | 'not-envelope' };

/** A reply may carry a test-data prefix before the JSON (spec §7, login.php): read from the first '{'. */
export function readEnvelope(text: string): EnvelopeParse {
  let value: unknown = text;
  // The reply may also be a JSON string holding the (prefixed) envelope: unwrap a few layers at most.
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth += 1) {
    const trimmed = value.trim();
    const start = trimmed.startsWith('"') ? 0 : trimmed.indexOf('{');
    if (start < 0) return { ok: false, why: 'not-json' };
    try {
      value = JSON.parse(trimmed.slice(start));
    } catch {
      return { ok: false, why: 'not-json' };
    }
  }
  return isEnvelope(value) ? { ok: true, envelope: value } : { ok: false, why: 'not-envelope' };
}

export function parseReply(text: string): Envelope | null {
  const parsed = readEnvelope(text);
  return parsed.ok ? parsed.envelope : null;
}

/** What came back: an envelope read into a result (its body kept, refusals may carry detail), no envelope, or no reply. */
export type Reply<T> =
  { kind: 'envelope'; result: ApiResult<T>; body: unknown } | { kind: 'unreadable'; status: number; why: 'not-json' | 'not-envelope' } | { kind: 'network' };

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** THE envelope reader: 401 sends the user to sign in (except from login.php), a refusal names fields by their labels. */
export function readReply<T>(path: string, answer: Answer): Reply<T> {
  const parsed = readEnvelope(answer.text);
  if (!parsed.ok) return { kind: 'unreadable', status: answer.status, why: parsed.why };
  const { head, body } = parsed.envelope;
  const code = Number(head.code);
  const msg = String(head.msg ?? '');
  if (code === 401 && path !== 'login.php') onUnauthorized();
  // A refusal names wire fields ("productdetails.1.od_id: …", "No GST bill with order_id 5"); the screens show them under
  // their own labels (core/field-labels.ts), whatever the code.
  if (code !== 200) return { kind: 'envelope', result: { ok: false, code, msg: labelledMessage(path, msg) }, body };
  const total = Number(answer.headers.get('X-Total-Count') ?? Number.NaN);
  return { kind: 'envelope', result: { ok: true, body: body as T, msg, ...(Number.isSafeInteger(total) && total >= 0 ? { total } : {}) }, body };
}

/** A reply as the screens take it: no envelope is the spec's "Invalid response from server.", no reply is network. */
export function resultOf<T>(reply: Reply<T>): ApiResult<T> {
  if (reply.kind === 'network') return { ok: false, network: true };
  if (reply.kind === 'unreadable') return { ok: false, code: reply.status, msg: INVALID_REPLY };
  return reply.result;
}

export type RequestOptions = FetchOptions<'text' | 'blob'> & {
  base?: ApiBase;
  /** For uploads: the fraction of the body sent so far (0…1), as the browser reports it. */
  onUploadProgress?: (sent: number) => void;
};

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The client's transport for uploads: fetch cannot report how much of a body has been sent, XMLHttpRequest can. It
 * answers a Response like fetch, so the upload goes through the same ofetch options and the same envelope reader.
 */
function fetchWithUploadProgress(onProgress: (sent: number) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', input instanceof Request ? input.url : String(input));
      xhr.withCredentials = init?.credentials !== 'omit';
      new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status < 200) {
          reject(new TypeError('Network request failed'));
          return;
        }
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** What a request gave: its reply read by the envelope reader, and the response itself (null when none came). */
export interface Sent<T> {
  reply: Reply<T>;
  response: FetchResponse<unknown> | null;
}

/** Sends one request through the client and reads its reply; `options` may change the method, body, headers or transport. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Sent<T>> {
  const { base = 'api', onUploadProgress, ...rest } = options;
  const client = onUploadProgress ? http.create({}, { fetch: fetchWithUploadProgress(onUploadProgress) }) : http;
  let response: FetchResponse<unknown>;
  try {
    response = (await client.raw(apiUrl(path, base), rest)) as FetchResponse<unknown>;
  } catch {
    return { reply: { kind: 'network' }, response: null };
  }
  const data = response._data;
  // A download (a Blob) that is not the file asked for may be a refusal: its text is read as an envelope.
  const isFile = data instanceof Blob && response.ok && !/json|text/.test(response.headers.get('content-type') ?? '');
  const text = typeof data === 'string' ? data : data instanceof Blob && !isFile ? await data.text() : '';
  return { reply: readReply<T>(path, { status: response.status, headers: response.headers, text }), response };
}

export async function callApi<T>(path: string, body: object = {}, options: { base?: ApiBase } = {}): Promise<ApiResult<T>> {
  const { reply } = await request<T>(path, { body: body as Record<string, unknown>, base: options.base });
  return resultOf(reply);
}

/**
 * A call whose answer carries an ETag (the POS product lists): with the tag of the answer already held, the server
 * may answer 304 and send nothing, and this says 'unchanged'; otherwise the reply as callApi reads it, with its tag.
 */
export async function callApiTagged<T>(
  path: string,
  body: object,
  heldTag: string | null,
): Promise<{ result: ApiResult<T> | 'unchanged'; tag: string | null }> {
  const { reply, response } = await request<T>(path, { body: body as Record<string, unknown>, headers: heldTag ? { 'if-none-match': heldTag } : {} });
  if (!response) return { result: { ok: false, network: true }, tag: null };
  const tag = response.headers.get('ETag');
  if (response.status === 304 && heldTag) return { result: 'unchanged', tag: heldTag };
  return { result: resultOf(reply), tag };
}
