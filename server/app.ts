import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { privilegesNeeded } from '../core/screen-access';
import { isAllowed, ruleFor, type ApiBase, type CallRule } from './access';
import type { Insertable } from 'kysely';
import type { AuditEntry, CallContext, CallResult, RegisteredCall, ServerEnv } from './call';
import { unreachableReason } from './db/connect';
import type { AuditLogTable, RequestLogTable } from './db/types';
import { DATABASE_UNREACHABLE, describeDatabaseError, isConnectionLost } from './db/connection-lost';
import { ApiError, envelope, send, sendJson, success, type Envelope } from './envelope';
import { SESSION_COOKIE, userForToken, type SessionUser } from './session';
import { readBody, refuseCrossOrigin, refuseNul } from './request-body';
import { staticApp } from './static-files';

export interface AppOptions {
  /** The built web app (dist/); omitted in API tests. */
  staticRoot?: string;
}

/** PostgreSQL refusing a value SQLite would take (a number past its column's range, bad text): bad input, not a fault. */
function isPostgresDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22/.test(code);
}

function requestIdOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'request_id' in raw) {
    const id = (raw as { request_id: unknown }).request_id;
    if (typeof id === 'string' && id.length > 0 && id.length <= 100) return id;
  }
  return null;
}

function guard(rule: CallRule, user: SessionUser | null): void {
  if (rule.access.kind === 'public') return;
  if (!user) throw new ApiError(401, 'Please sign in again: your session has ended.');
  if (!isAllowed(rule.access, user)) {
    if (rule.access.kind === 'owner' && rule.access.refusal) throw new ApiError(403, rule.access.refusal);
    const needs = rule.access.kind === 'flags' ? privilegesNeeded(rule.access.any) : 'the owner privilege';
    throw new ApiError(403, `Permission denied: this needs ${needs}.`);
  }
}

type AuditRow = Insertable<AuditLogTable>;
type RequestRow = Insertable<RequestLogTable>;

/**
 * A write call's audit rows and its request record, written at the end of its transaction in one statement on
 * PostgreSQL (a data-modifying WITH: issue 35, fewer round trips a bill) and in one insert each on SQLite, where a
 * statement is a function call, not a round trip.
 */
async function writeLogs(trx: ServerEnv['db'], dialect: ServerEnv['dialect'], audits: readonly AuditRow[], request: RequestRow | null): Promise<void> {
  if (audits.length > 0 && request && dialect === 'postgres') {
    await trx
      .with('audited', (db) => db.insertInto('audit_log').values([...audits]))
      .insertInto('request_log')
      .values(request)
      .execute();
    return;
  }
  if (audits.length > 0)
    await trx
      .insertInto('audit_log')
      .values([...audits])
      .execute();
  if (request) await trx.insertInto('request_log').values(request).execute();
}

async function runCall(env: ServerEnv, call: RegisteredCall, raw: unknown, c: Context, user: SessionUser | null): Promise<CallResult | Response> {
  const now = env.clock.now();
  const auditRow = (entry: AuditEntry): AuditRow => ({
    at: now.toISOString(),
    user_id: user?.userId ?? null,
    call: call.path,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
  // `pending`: inside a write's transaction, the audit rows wait for its end (writeLogs); outside one (a read, a
  // write's prepare, whose rows are kept whatever the call then does) each is written at once.
  const context = (db: ServerEnv['db'], pending?: AuditRow[]): Omit<CallContext<unknown>, 'body'> => ({
    env,
    db,
    user,
    c,
    now,
    audit: async (entry) => {
      if (pending) pending.push(auditRow(entry));
      else await db.insertInto('audit_log').values(auditRow(entry)).execute();
    },
  });
  if (!call.write) return (await call.begin(raw, context(env.db)))(context(env.db));

  const requestId = user ? requestIdOf(raw) : null;
  const earlier = async () =>
    requestId && user
      ? env.db
          .selectFrom('request_log')
          .select('reply_json')
          .where('user_id', '=', user.userId)
          .where('call', '=', call.path)
          .where('request_id', '=', requestId)
          .executeTakeFirst()
      : undefined;
  const first = await earlier();
  if (first) return JSON.parse(first.reply_json) as CallResult;
  // Before the transaction: what the call's prepare writes is kept when the call is refused.
  const work = await call.begin(raw, context(env.db));
  try {
    return await env.writes.run(async (trx) => {
      const audits: AuditRow[] = [];
      const result = await work(context(trx, audits));
      const request =
        requestId && user && !(result instanceof Response)
          ? { request_id: requestId, user_id: user.userId, call: call.path, reply_json: JSON.stringify(result), created_at: now.toISOString() }
          : null;
      await writeLogs(trx, env.dialect, audits, request);
      return result;
    });
  } catch (error) {
    // Two identical saves raced: the loser answers with the winner's result, whatever refusal it met itself.
    const winner = await earlier();
    if (winner) return JSON.parse(winner.reply_json) as CallResult;
    throw error;
  }
}

export function createApp(env: ServerEnv, calls: readonly RegisteredCall[], options: AppOptions = {}): Hono {
  const app = new Hono();
  const byKey = new Map(calls.map((call) => [`${call.base}/${call.path}`, call]));

  app.use('*', compress());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      referrerPolicy: 'same-origin',
    }),
  );

  app.get('/healthz', async (c) => {
    const reason = await unreachableReason(env.db);
    return reason === null ? sendJson(c, { ok: true }) : sendJson(c, { ok: false, reason }, 503);
  });

  const api = async (c: Context, base: ApiBase): Promise<Response> => {
    const path = c.req.path.slice(base.length + 2);
    try {
      const rule = ruleFor(base, path);
      if (!rule || rule.method !== c.req.method) throw new ApiError(404, `No such call: ${base}/${path}`);
      if (rule.method === 'POST') refuseCrossOrigin(c, env.trustedProxies);
      const token = getCookie(c, SESSION_COOKIE);
      const user = token ? await userForToken(env.db, token, env.clock.now(), env.sessionIdleMs) : null;
      guard(rule, user);
      const call = byKey.get(`${base}/${path}`);
      if (!call) throw new ApiError(501, `${path} is not available in this version of kulir yet.`);
      const raw = rule.method === 'POST' ? await readBody(c, path) : Object.fromEntries(new URL(c.req.url).searchParams);
      if (rule.method !== 'POST') refuseNul(raw);
      const result = await runCall(env, call, raw, c, user);
      if (result instanceof Response) return result;
      return send(c, success(result.body, result.msg));
    } catch (error) {
      if (error instanceof ApiError) return send(c, envelope(error.code, error.message, null));
      if (isPostgresDataError(error)) return send(c, envelope(400, 'A value in the request is out of range or not valid text. Nothing was saved.', null));
      // The database ended the call's connection or cannot be reached: its transaction is rolled back by the database.
      if (isConnectionLost(error)) {
        console.error(`[kulir] ${base}/${path}: the database connection was lost (${describeDatabaseError(error)}); answered 503`);
        return send(c, envelope(503, DATABASE_UNREACHABLE, null));
      }
      console.error(`[kulir] ${base}/${path} failed:`, error);
      const failure: Envelope<null> = envelope(500, 'Something went wrong on the server. Nothing was saved.', null);
      return send(c, failure);
    }
  };
  app.all('/api/*', (c) => api(c, 'api'));
  app.all('/adminapi/*', (c) => api(c, 'adminapi'));

  if (options.staticRoot) {
    app.get('*', staticApp(options.staticRoot));
  }
  return app;
}
