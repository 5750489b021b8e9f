// What every call of the web app's API client answers (DESIGN §4): the body, the server's refusal with its exact
// message, or no reply at all. Here in core/ so that machines/ and src/ read one type.

export type ApiResult<T> =
  /** total: a paged list's count of every matching row (header X-Total-Count), when the server sent it. */
  { ok: true; body: T; msg: string; total?: number } | { ok: false; code: number; msg: string; network?: undefined } | { ok: false; network: true };
