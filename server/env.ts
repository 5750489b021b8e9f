import type { ServerEnv } from './call';
import { systemClock, type Clock } from './clock';
import type { OpenDatabase } from './db/connect';
import { writeRunner } from './db/write-batch';
import { parseTrustedProxies } from './client-address';

export interface EnvOptions {
  clock?: Clock;
  sessionIdleHours?: number;
  secureCookies?: boolean;
  /** KULIR_TRUSTED_PROXIES: addresses or CIDRs, comma-separated. */
  trustedProxies?: string;
}

export function serverEnv(database: OpenDatabase, options: EnvOptions = {}): ServerEnv {
  return {
    db: database.db,
    dialect: database.dialect,
    writes: writeRunner(database.db, database.dialect),
    clock: options.clock ?? systemClock,
    sessionIdleMs: (options.sessionIdleHours ?? 12) * 3_600_000,
    secureCookies: options.secureCookies ?? false,
    trustedProxies: parseTrustedProxies(options.trustedProxies),
  };
}
