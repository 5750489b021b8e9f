import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAX_RECORD_ID } from '../../core/payloads';
import { flagRecordOf } from '../../core/permissions';
import { defineCall } from '../call';
import { clientAddress } from '../client-address';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { DUMMY_HASH, verifyPassword } from '../password';
import { SESSION_COOKIE, createSession, destroySession, flagsOf } from '../session';
import { beginSignIn, markSignedIn, recordFailedSignIn } from '../sign-in-throttle';

const loginBody = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
});

const WRONG = 'Invalid email or password';

/** Sign-in events go to the audit trail with who (when known), the e-mail typed and the address it came from. */
async function auditSignIn(
  db: Kysely<Database>,
  now: Date,
  entry: { userId: number | null; email: string; address: string; result: string; retryAfterSeconds?: number },
) {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      user_id: entry.userId,
      call: 'login.php',
      entity: 'sign_in',
      entity_id: entry.email,
      before_json: null,
      after_json: JSON.stringify({
        result: entry.result,
        address: entry.address,
        ...(entry.retryAfterSeconds ? { retry_after_seconds: entry.retryAfterSeconds } : {}),
      }),
    })
    .execute();
}

export const login = defineCall({
  path: 'login.php',
  schema: loginBody,
  async run({ env, db, body, c, now }) {
    const email = body.email.trim().toLowerCase();
    if (email === '' || body.password === '') throw new ApiError(400, 'Please enter your e-mail and password.');
    const address = clientAddress(c, env.trustedProxies);
    const attempt = await beginSignIn(db, c, email, address, now);
    const employee = await db.selectFrom('employees').selectAll().where('email', '=', email).executeTakeFirst();
    const matches = await verifyPassword(body.password, employee?.password_hash ?? DUMMY_HASH);
    // A disabled login answers exactly as a wrong password does: the reply never tells which.
    const disabled = employee !== undefined && employee.user_status !== 1 && employee.is_owner !== 1;
    if (!employee || !matches || disabled) {
      const userId = employee?.user_id ?? null;
      await recordFailedSignIn(db, email, address, now, matches && disabled ? 'disabled login' : 'wrong password', (result, retryAfterSeconds) =>
        auditSignIn(db, now, { userId, email, address, result, retryAfterSeconds }),
      );
      throw new ApiError(401, WRONG);
    }
    await markSignedIn(db, attempt);
    await auditSignIn(db, now, { userId: employee.user_id, email, address, result: 'signed in' });
    const token = await createSession(db, employee.user_id, now);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: env.secureCookies,
      path: '/',
    });
    return { msg: 'success', body: { user_id: String(employee.user_id), name: employee.name } };
  },
});

export const logout = defineCall({
  path: 'logout.php',
  schema: z.object({}).passthrough(),
  async run({ env, db, c, user, audit }) {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await destroySession(db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    if (user) await audit({ entity: 'sign_out', entityId: user.email, after: { result: 'signed out', address: clientAddress(c, env.trustedProxies) } });
    return { msg: 'Logged out', body: null };
  },
});

const userIdField = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const id = Number(String(v).replace(/^"+|"+$/g, ''));
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_RECORD_ID) {
    ctx.addIssue({ code: 'custom', message: 'must be a positive whole number' });
    return z.NEVER;
  }
  return id;
});

export const employeeLoginPrivilege = defineCall({
  path: 'employee_login_previllage.php',
  schema: z.object({ user_id: userIdField }),
  async run({ db, body, user }) {
    if (!user) throw new ApiError(401, 'Please sign in again: your session has ended.');
    if (body.user_id !== user.userId && !user.isOwner && !user.flags.has('employee')) {
      throw new ApiError(403, 'Permission denied: you may read only your own privileges.');
    }
    const employee = await db.selectFrom('employees').selectAll().where('user_id', '=', body.user_id).executeTakeFirst();
    if (!employee) throw new ApiError(404, `No employee with user_id ${body.user_id}`);
    const record = flagRecordOf(flagsOf(employee));
    // is_owner lets the app show the owner's own screens (the audit trail); the server still checks it on every call.
    return { body: [{ user_id: String(employee.user_id), ...record, is_owner: employee.is_owner === 1 ? '1' : '0' }] };
  },
});
