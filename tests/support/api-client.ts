import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { FLAGS, type Flag } from '../../core/permissions';
import { createApp } from '../../server/app';
import { bootstrap } from '../../server/bootstrap';
import type { RegisteredCall } from '../../server/call';
import { CALLS } from '../../server/calls';
import type { Clock } from '../../server/clock';
import type { Database } from '../../server/db/types';
import { serverEnv } from '../../server/env';
import { hashPassword } from '../../server/password';
import { freshDatabase, type TestDatabase, type TestDialect } from './database';

export const OWNER = { email: 'owner@shop.test', password: 'owner-pass-1234' };

export interface Reply<B = unknown> {
  status: number;
  head: { code: number; msg: string };
  body: B;
  setCookie: string | null;
  /** The Retry-After header of a held reply (429). */
  retryAfter: string | null;
}

/** A settable clock, so tests can move time past a session's idle limit. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-21T06:30:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  /** Moves "now" to this instant (a bill can only be dated up to today). */
  set(iso: string): void {
    this.current = new Date(iso);
  }
}

export interface TestApi {
  app: Hono;
  db: Kysely<Database>;
  clock: TestClock;
  /** POST a JSON body (or raw text with a content type) to /api/<path> (or /adminapi/<path>). */
  call<B = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Reply<B>>;
  /** Signs in and answers the session cookie header to pass as `cookie`. */
  signIn(email: string, password: string): Promise<string>;
  signInOwner(): Promise<string>;
  /** Test setup: an employee with exactly these flags (as an owner would create on /addusers). */
  addEmployee(options: {
    flags?: readonly Flag[];
    status?: 0 | 1;
    email?: string;
    password?: string;
    name?: string;
  }): Promise<{ userId: number; email: string; password: string }>;
  dispose(): Promise<void>;
}

export interface CallOptions {
  cookie?: string;
  base?: 'api' | 'adminapi';
  method?: 'POST' | 'GET';
  rawBody?: string;
  contentType?: string;
  /** More request headers (Origin, Sec-Fetch-Site, X-Forwarded-For, …). */
  headers?: Record<string, string>;
  /** The socket's peer address the server sees (default 127.0.0.1). */
  address?: string;
}

let employeeCounter = 0;

/** What @hono/node-server hands the app for a request from `address` (c.env.incoming.socket). */
export function socketFrom(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

export async function startApi(
  dialect: TestDialect,
  options: { calls?: readonly RegisteredCall[]; sessionIdleHours?: number; trustedProxies?: string } = {},
): Promise<TestApi> {
  const database: TestDatabase = await freshDatabase(dialect);
  const clock = new TestClock();
  await bootstrap(database.db, clock.now(), OWNER);
  const env = serverEnv(database, { clock, sessionIdleHours: options.sessionIdleHours ?? 12, trustedProxies: options.trustedProxies });
  const app = createApp(env, options.calls ?? CALLS);

  const call = async <B>(path: string, body?: unknown, opts: CallOptions = {}): Promise<Reply<B>> => {
    const method = opts.method ?? 'POST';
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let payload: string | undefined;
    if (method === 'POST') {
      payload = opts.rawBody ?? JSON.stringify(body ?? {});
      headers['content-type'] ??= opts.contentType ?? 'application/json';
    }
    const response = await app.request(`/${opts.base ?? 'api'}/${path}`, { method, headers, body: payload }, socketFrom(opts.address ?? '127.0.0.1'));
    const text = await response.text();
    // A file reply (the price list PDF) has no envelope: its status stands for the code.
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      return {
        status: response.status,
        head: { code: response.status, msg: '' },
        body: text as B,
        setCookie: response.headers.get('set-cookie'),
        retryAfter: response.headers.get('retry-after'),
      };
    }
    const parsed = JSON.parse(text) as { head: { code: number; msg: string }; body: B };
    return {
      status: response.status,
      head: parsed.head,
      body: parsed.body,
      setCookie: response.headers.get('set-cookie'),
      retryAfter: response.headers.get('retry-after'),
    };
  };

  const signIn = async (email: string, password: string) => {
    const reply = await call('login.php', { email, password });
    if (reply.status !== 200 || !reply.setCookie) throw new Error(`sign-in failed: ${reply.status} ${reply.head.msg}`);
    return reply.setCookie.split(';')[0];
  };

  return {
    app,
    db: database.db,
    clock,
    call,
    signIn,
    signInOwner: () => signIn(OWNER.email, OWNER.password),
    async addEmployee({ flags = [], status = 1, email, password = 'staff-pass-1234', name = 'staff member' }) {
      employeeCounter += 1;
      const address = email ?? `staff${employeeCounter}@shop.test`;
      const at = clock.now().toISOString();
      const perms = Object.fromEntries(FLAGS.map((f) => [`perm_${f}`, flags.includes(f) ? 1 : 0]));
      const row = await database.db
        .insertInto('employees')
        .values({
          name,
          email: address,
          phone: '9876543210',
          password_hash: await hashPassword(password),
          user_status: status,
          is_owner: 0,
          ...perms,
          created_at: at,
          updated_at: at,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      return { userId: row.user_id, email: address, password };
    },
    dispose: () => database.dispose(),
  };
}
