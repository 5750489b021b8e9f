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

export interface CallDefinition<S extends z.ZodType> {
  path: string;
  base?: ApiBase;
  /** Writes run in one transaction with their audit rows and their request_id record. */
  write?: boolean;
  schema: S;
  run(ctx: CallContext<z.output<S>>): Promise<CallResult | Response>;
}

/** A call with its body type erased, ready for the app's call table. */
export interface RegisteredCall {
  path: string;
  base: ApiBase;
  write: boolean;
  /** The body's zod schema, which handle() parses; scripts/api-docs.ts writes docs/api.md from it and the field-label test walks every field of it. */
  schema: z.ZodType;
  handle(raw: unknown, ctx: Omit<CallContext<unknown>, 'body'>): Promise<CallResult | Response>;
}

export function defineCall<S extends z.ZodType>(def: CallDefinition<S>): RegisteredCall {
  return {
    path: def.path,
    base: def.base ?? 'api',
    write: def.write ?? false,
    schema: def.schema,
    async handle(raw, ctx) {
      const parsed = def.schema.safeParse(raw ?? {});
      if (!parsed.success) throw new ApiError(400, describeZodError(parsed.error));
      return def.run({ ...ctx, body: parsed.data });
    },
  };
}
