import type { FlagRecord } from '../../core/permissions';
import { LOGIN_NETWORK_ERROR, LOGIN_REJECTED, type SignedInUser, type SignInOutcome } from '../../core/api/sign-in';
import { callApi, INVALID_REPLY, type ApiResult } from './client';

export { LOGIN_NETWORK_ERROR, LOGIN_REJECTED, type SignedInUser, type SignInOutcome };

interface LoginBody {
  user_id?: unknown;
  name?: unknown;
}

/** login.php: e-mail and password sent as entered; success is head.msg "success". */
export async function login(email: string, password: string): Promise<SignInOutcome> {
  const reply = await callApi<LoginBody | null>('login.php', { email, password });
  if (!reply.ok) {
    if (reply.network) return { ok: false, message: LOGIN_NETWORK_ERROR };
    return { ok: false, message: reply.msg || LOGIN_REJECTED };
  }
  if (reply.msg !== 'success') return { ok: false, message: reply.msg || LOGIN_REJECTED };
  const userId = reply.body?.user_id;
  if (userId === undefined || userId === null || userId === '') return { ok: false, message: INVALID_REPLY };
  return { ok: true, user: { userId: String(userId), name: String(reply.body?.name ?? '') } };
}

export function logout(): Promise<ApiResult<null>> {
  return callApi<null>('logout.php', {});
}

export type PrivilegeRecord = Partial<FlagRecord> & { user_id?: string; is_owner?: string };

/** employee_login_previllage.php: body is a list whose first entry is the permission record. */
export function fetchPrivileges(userId: string): Promise<ApiResult<PrivilegeRecord[] | null>> {
  return callApi<PrivilegeRecord[] | null>('employee_login_previllage.php', { user_id: userId });
}
