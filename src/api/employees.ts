// The employee screens' calls (back-office §7): list, login status, delete, detail, edit, register, privileges.
import type { EmployeePrivileges, EmployeeRecord } from '../../core/api/admin';
import type { FlagRecord } from '../../core/permissions';
import { callApi, type ApiResult } from './client';

export type { EmployeeRecord };

export type PrivilegeRecord = EmployeePrivileges;

export function fetchEmployees(): Promise<ApiResult<EmployeeRecord[]>> {
  return callApi<EmployeeRecord[]>('employe_list.php', {});
}

export function updateLoginStatus(userId: string, status: '1' | '0'): Promise<ApiResult<EmployeeRecord>> {
  return callApi<EmployeeRecord>('employe_list_update.php', { user_id: userId, user_status: status });
}

export function deleteEmployee(userId: string): Promise<ApiResult<unknown>> {
  return callApi('employe_list_delete.php', { user_id: userId });
}

/** employe_detail.php answers an array; the record is its first entry. */
export function fetchEmployee(userId: string): Promise<ApiResult<EmployeeRecord[]>> {
  return callApi<EmployeeRecord[]>('employe_detail.php', { user_id: userId });
}

export function updateEmployee(change: { user_id: string; name: string; email: string; phone: string; password: string }): Promise<ApiResult<unknown>> {
  return callApi('employe_detail_update.php', change);
}

export function registerEmployee(employee: { name: string; phone: string; email: string; password: string }): Promise<ApiResult<EmployeeRecord>> {
  return callApi<EmployeeRecord>('register.php', employee);
}

/** employe_previllage_list.php: body[0] holds the flags. */
export function fetchPrivileges(employeeId: string): Promise<ApiResult<PrivilegeRecord[]>> {
  return callApi<PrivilegeRecord[]>('employe_previllage_list.php', { employee_id: employeeId });
}

export function updatePrivileges(employeeId: string, flags: FlagRecord): Promise<ApiResult<unknown>> {
  return callApi('employe_previllage_update.php', { employee_id: employeeId, ...flags });
}
