import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FLAGS, type Flag } from '../core/permissions';
import type { Database, Employee } from './db/types';

export const SESSION_COOKIE = 'kulir_session';

export interface SessionUser {
  userId: number;
  name: string;
  email: string;
  isOwner: boolean;
  flags: ReadonlySet<Flag>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function flagsOf(employee: Employee): Set<Flag> {
  if (employee.is_owner) return new Set(FLAGS);
  return new Set(FLAGS.filter((f) => employee[`perm_${f}`] === 1));
}

export function sessionUserOf(employee: Employee): SessionUser {
  return {
    userId: employee.user_id,
    name: employee.name,
    email: employee.email,
    isOwner: employee.is_owner === 1,
    flags: flagsOf(employee),
  };
}

export async function createSession(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: at, last_seen_at: at })
    .execute();
  return token;
}

/** Ends every session of `userId` but the one holding `keepToken` (a password change keeps the changer signed in). */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepToken: string | undefined): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
}

export async function destroySession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/**
 * The signed-in employee for a session token, read fresh on every call so a changed privilege or a disabled login
 * takes effect on the very next call. An idle session past its limit is ended.
 */
export async function userForToken(db: Kysely<Database>, token: string, now: Date, idleLimitMs: number): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  // One round trip for the session and its employee (issue 35: every call pays it); a session whose employee is gone
  // reads as none.
  const employee = await db
    .selectFrom('sessions as s')
    .innerJoin('employees as e', 'e.user_id', 's.user_id')
    .selectAll('e')
    .select('s.last_seen_at as session_last_seen_at')
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!employee) return null;
  const idleMs = now.getTime() - Date.parse(employee.session_last_seen_at);
  if (idleMs > idleLimitMs) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (employee.user_status !== 1 && employee.is_owner !== 1) return null;
  // Touch at most once a minute: a busy till should not write on every scan.
  if (idleMs > 60_000) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
  }
  return sessionUserOf(employee);
}
