import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { flagRecordOf } from '../../core/permissions';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { verifyPassword } from '../password';
import { SESSION_COOKIE, createSession, destroySession, flagsOf } from '../session';

const loginBody = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
});

// A hash to verify against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86);

export const login = defineCall({
  path: 'login.php',
  schema: loginBody,
  async run({ env, db, body, c, now }) {
    const email = body.email.trim().toLowerCase();
    const ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local';
    const key = `${ip}|${email}`;
    const wait = env.loginLimiter.retryAfter(key, now.getTime());
    if (wait > 0) {
      throw new ApiError(429, `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60_000)} minute(s).`);
    }
    if (email === '' || body.password === '') throw new ApiError(400, 'Please enter your e-mail and password.');
    const employee = await db.selectFrom('employees').selectAll().where('email', '=', email).executeTakeFirst();
    const matches = await verifyPassword(body.password, employee?.password_hash ?? DUMMY_HASH);
    if (!employee || !matches) {
      env.loginLimiter.fail(key, now.getTime());
      throw new ApiError(401, 'Invalid email or password');
    }
    if (employee.user_status !== 1 && employee.is_owner !== 1) {
      throw new ApiError(403, 'Your login is disabled. Please ask the owner to enable it.');
    }
    env.loginLimiter.clear(key);
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
  async run({ db, c }) {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await destroySession(db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return { msg: 'Logged out', body: null };
  },
});

const userIdField = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const id = Number(String(v).replace(/^"+|"+$/g, ''));
  if (!Number.isSafeInteger(id) || id <= 0) {
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


