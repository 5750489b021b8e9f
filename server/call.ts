import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ApiBase } from './access';
import type { Clock } from './clock';
import type { Dialect } from './db/dialect';
import type { Database } from './db/types';
import type { WriteRunner } from './db/write-batch';
import { ApiError, describeZodError } from './envelope';
import type { TrustedProxies } from './client-address';
import type { SessionUser } from './session';

export interface ServerEnv {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Gives each write call its transaction (group commit on SQLite). */
  writes: WriteRunner;
  clock: Clock;
  sessionIdleMs: number;
  secureCookies: boolean;
  /** Peers whose X-Forwarded-For names the client (KULIR_TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
}

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface CallContext<T> {
  env: ServerEnv;
  /** The call's transaction for writes, the plain database for reads. */
  db: Kysely<Database>;
  body: T;
  user: SessionUser | null;
  c: Context;
  now: Date;
  audit(entry: AuditEntry): Promise<void>;
}

export interface CallResult {
  msg?: string;
  body: unknown;
}

export interface CallDefinition<S extends z.ZodType, P = undefined> {
  path: string;
  base?: ApiBase;
  /** Writes run in one transaction with their audit rows and their request_id record. */
  write?: boolean;
  schema: S;
  /**
   * What a write call must do before its transaction, on the plain database: what it writes (and audits) is kept
   * whatever the call then does (a guess at the owner's password counted by the sign-in throttle). Its answer reaches
   * run as `prepared`.
   */
  prepare?(ctx: CallContext<z.output<S>>): Promise<P>;
  run(ctx: CallContext<z.output<S>> & { prepared: P | undefined }): Promise<CallResult | Response>;
}

/** The part of a call that runs in its transaction (a write) or on the plain database (a read). */
export type CallWork = (ctx: Omit<CallContext<unknown>, 'body'>) => Promise<CallResult | Response>;

/** A call with its body type erased, ready for the app's call table. */
export interface RegisteredCall {
  path: string;
  base: ApiBase;
  write: boolean;
  /** The body's zod schema, which begin() parses; scripts/api-docs.ts writes docs/api.md from it and the field-label test walks every field of it. */
  schema: z.ZodType;
  /**
   * Parses the body (400 on a bad one) and runs the call's prepare on `outside` (the plain database); answers the
   * rest of the call, which the app runs in the call's transaction.
   */
  begin(raw: unknown, outside: Omit<CallContext<unknown>, 'body'>): Promise<CallWork>;
}

export function defineCall<S extends z.ZodType, P = undefined>(def: CallDefinition<S, P>): RegisteredCall {
  return {
    path: def.path,
    base: def.base ?? 'api',
    write: def.write ?? false,
    schema: def.schema,
    async begin(raw, outside) {
      const parsed = def.schema.safeParse(raw ?? {});
      if (!parsed.success) throw new ApiError(400, describeZodError(parsed.error));
      const body = parsed.data;
      const prepared = def.prepare ? await def.prepare({ ...outside, body }) : undefined;
      return (ctx) => def.run({ ...ctx, body, prepared });
    },
  };
}
