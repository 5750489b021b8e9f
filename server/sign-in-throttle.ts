// The sign-in throttle (docs/operations.md, "Sign-in throttle"). Counts live in the database (sign_in_attempts), so every kulir
// process on one database shares them. Three holds, none of which a stranger can turn into a long lockout of the owner:
// - per address: 20 failed sign-ins in 15 minutes hold that address until the oldest of them is 15 minutes old;
// - per e-mail, across addresses: from the 5th failure in 15 minutes each failure closes the e-mail for a wait that
//   doubles (1 s, 2 s, 4 s … at most 60 s);
// - server-wide: 100 failures in a minute hold every address.
// An address that has signed in as the e-mail in the last 30 days (a known address: the shop's own tills) is held by
// none of them, whatever others do from there or elsewhere (issue 28: strangers sharing the tills' address locked the
// owner out): only by the failures at that e-mail from that address, with the same doubling wait (at most 60 s).
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { SIGN_INS_HELD } from '../core/credit-limit';
import type { Database } from './db/types';
import { ApiError } from './envelope';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  addressFailures: 20,
  emailFreeFailures: 4,
  emailMaxWaitMs: 60_000,
  serverWindowMs: 60_000,
  serverFailures: 100,
  knownAddressMs: 30 * 86_400_000,
} as const;

export type Hold = { held: false } | { held: true; by: 'address' | 'e-mail' | 'server'; retryAfterMs: number };

function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The 429 a held attempt answers (login.php, and the owner's approval of a bill over the credit limit). */
export const heldMessage = (retryAfterMs: number) => `${SIGN_INS_HELD} Try again in ${waitInWords(retryAfterMs)}.`;

const iso = (ms: number) => new Date(ms).toISOString();

/** Attempts written before attempt `before` (its id), or all of them. */
type Before = number | null;

/** The `n`-th newest failure (1-based) at or after `since`, as epoch ms; null when there are fewer. */
async function nthFailure(db: Kysely<Database>, before: Before, since: number, n: number, where: { address?: string; email?: string }): Promise<number | null> {
  let query = db.selectFrom('sign_in_attempts').select('at').where('succeeded', '=', 0).where('at', '>=', iso(since));
  if (before !== null) query = query.where('id', '<', before);
  if (where.address !== undefined) query = query.where('address', '=', where.address);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  const row = await query
    .orderBy('at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row ? Date.parse(row.at) : null;
}

/** Failures at `email` since `since` (from `address` only, when given). */
async function failuresOfEmail(
  db: Kysely<Database>,
  before: Before,
  email: string,
  since: number,
  address?: string,
): Promise<{ count: number; last: number | null }> {
  let query = db
    .selectFrom('sign_in_attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
    .where('email', '=', email)
    .where('succeeded', '=', 0)
    .where('at', '>=', iso(since));
  if (before !== null) query = query.where('id', '<', before);
  if (address !== undefined) query = query.where('address', '=', address);
  const row = await query.executeTakeFirst();
  return { count: Number(row?.n ?? 0), last: row?.last ? Date.parse(row.last) : null };
}

async function isKnownAddress(db: Kysely<Database>, email: string, address: string, nowMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select('at')
    .where('email', '=', email)
    .where('succeeded', '=', 1)
    .where('address', '=', address)
    .where('at', '>=', iso(nowMs - THROTTLE.knownAddressMs))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The wait an e-mail's failures impose after its last failure: 0 up to the free failures, then 1 s doubling to the cap. */
export function emailWaitMs(failures: number): number {
  if (failures <= THROTTLE.emailFreeFailures) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - THROTTLE.emailFreeFailures - 1, 16), THROTTLE.emailMaxWaitMs);
}

/**
 * Whether a sign-in for `email` from `address` may be checked now, counting the attempts written before attempt
 * `before` (startSignIn's id), or all attempts when null.
 */
export async function signInHold(db: Kysely<Database>, email: string, address: string, now: Date, before: Before = null): Promise<Hold> {
  const nowMs = now.getTime();
  if (await isKnownAddress(db, email, address, nowMs)) {
    const own = await failuresOfEmail(db, before, email, nowMs - THROTTLE.windowMs, address);
    const opensAt = own.last === null ? 0 : own.last + emailWaitMs(own.count);
    return opensAt > nowMs ? { held: true, by: 'e-mail', retryAfterMs: opensAt - nowMs } : { held: false };
  }
  const byAddress = await nthFailure(db, before, nowMs - THROTTLE.windowMs, THROTTLE.addressFailures, { address });
  if (byAddress !== null) return { held: true, by: 'address', retryAfterMs: Math.max(1000, byAddress + THROTTLE.windowMs - nowMs) };
  const { count, last } = await failuresOfEmail(db, before, email, nowMs - THROTTLE.windowMs);
  const emailOpensAt = last === null ? 0 : last + emailWaitMs(count);
  const serverHold = await nthFailure(db, before, nowMs - THROTTLE.serverWindowMs, THROTTLE.serverFailures, {});
  if (emailOpensAt <= nowMs && serverHold === null) return { held: false };
  if (emailOpensAt > nowMs) return { held: true, by: 'e-mail', retryAfterMs: emailOpensAt - nowMs };
  return { held: true, by: 'server', retryAfterMs: (serverHold ?? nowMs) + THROTTLE.serverWindowMs - nowMs };
}

/**
 * Writes the attempt before its password is checked, as a failure (markSignedIn turns it into a success), so attempts
 * sent at once each count those written before them. Older rows are dropped as new ones come: failures matter for
 * 15 minutes, successes (known addresses) for 30 days.
 */
export async function startSignIn(db: Kysely<Database>, email: string, address: string, now: Date): Promise<number> {
  const row = await db.insertInto('sign_in_attempts').values({ at: now.toISOString(), email, address, succeeded: 0 }).returning('id').executeTakeFirstOrThrow();
  await db
    .deleteFrom('sign_in_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('succeeded', '=', 0), eb('at', '<', iso(now.getTime() - THROTTLE.windowMs))]),
        eb.and([eb('succeeded', '=', 1), eb('at', '<', iso(now.getTime() - THROTTLE.knownAddressMs))]),
      ]),
    )
    .execute();
  return row.id;
}

export async function markSignedIn(db: Kysely<Database>, attempt: number): Promise<void> {
  await db.updateTable('sign_in_attempts').set({ succeeded: 1 }).where('id', '=', attempt).execute();
}

/** A held attempt was never checked: it is no failure, and must not lengthen the hold. */
async function forgetAttempt(db: Kysely<Database>, attempt: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', attempt).execute();
}

/**
 * One sign-in attempt at `email` from `address` (login.php, and the owner's approval typed at the counter): written,
 * and its id returned for markSignedIn; or, when the address or e-mail is held, forgotten and answered 429 with
 * Retry-After and the held message.
 */
export async function beginSignIn(db: Kysely<Database>, c: Context, email: string, address: string, now: Date): Promise<number> {
  const attempt = await startSignIn(db, email, address, now);
  const hold = await signInHold(db, email, address, now, attempt);
  if (!hold.held) return attempt;
  await forgetAttempt(db, attempt);
  c.header('Retry-After', String(Math.ceil(hold.retryAfterMs / 1000)));
  throw new ApiError(429, heldMessage(hold.retryAfterMs));
}

/** Writes one sign-in event to the audit trail: its result, and the wait when the failure started a hold. */
export type RecordSignIn = (result: string, retryAfterSeconds?: number) => Promise<void>;

/** A failed attempt (it stays written as a failure): audited with its result, and the hold it started, if any. */
export async function recordFailedSignIn(db: Kysely<Database>, email: string, address: string, now: Date, result: string, record: RecordSignIn): Promise<void> {
  await record(result);
  const after = await signInHold(db, email, address, now);
  if (after.held) await record(`held (${after.by})`, Math.ceil(after.retryAfterMs / 1000));
}
