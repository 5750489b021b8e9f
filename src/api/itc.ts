// itc_register.php (issue 30): the ITC register of one month ("11-2026").
import type { ItcRegisterBody } from '../../core/itc-register';
import { callApi, type ApiResult } from './client';

export type ItcRegisterRow = ItcRegisterBody['rows'][number];

export function fetchItcRegister(month: string): Promise<ApiResult<ItcRegisterBody>> {
  return callApi('itc_register.php', { month });
}
