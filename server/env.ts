import type { ServerEnv } from './call';
import { systemClock, type Clock } from './clock';
import type { OpenDatabase } from './db/connect';
import { writeRunner } from './db/write-batch';
import { FailureLimiter } from './rate-limit';

export interface EnvOptions {
  clock?: Clock;
  sessionIdleHours?: number;
  secureCookies?: boolean;
}

export function serverEnv(database: OpenDatabase, options: EnvOptions = {}): ServerEnv {
  return {
    db: database.db,
    dialect: database.dialect,
    writes: writeRunner(database.db, database.dialect),
    clock: options.clock ?? systemClock,
    sessionIdleMs: (options.sessionIdleHours ?? 12) * 3_600_000,
    secureCookies: options.secureCookies ?? false,
    // Five wrong passwords for one e-mail from one address lock that pair out for 15 minutes.
    loginLimiter: new FailureLimiter(5, 15 * 60_000),
  };
}
