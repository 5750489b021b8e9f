// The day-end close's calls (issue 22): day_end_report.php and day_end_close.php; (issue 32) day_end_reopen.php.
import type { DayEndReport } from '../../core/api/day-end';
import { callApi, type ApiResult } from './client';

export type { DayEndReport };

/** date as dd-mm-yyyy; userId '' for every cashier; openingCash (rupees) the drawer's float, when one is typed. */
export function fetchDayEnd(date: string, userId: string, openingCash = ''): Promise<ApiResult<DayEndReport>> {
  return callApi('day_end_report.php', { date, ...(userId ? { user_id: userId } : {}), ...(openingCash ? { opening_cash: openingCash } : {}) });
}

export interface DayEndClose {
  date: string;
  /** '' for every cashier. */
  userId: string;
  /** Rupees, as day_end_close.php takes them. */
  cashCounted: string;
  openingCash: string;
  requestId: string;
}

export function closeDayEnd(close: DayEndClose): Promise<ApiResult<DayEndReport>> {
  const { date, userId, cashCounted, openingCash, requestId } = close;
  return callApi('day_end_close.php', {
    date,
    ...(userId ? { user_id: userId } : {}),
    cash_counted: cashCounted,
    opening_cash: openingCash,
    request_id: requestId,
  });
}

/** The owner reopens a closed day; userId '' reopens the whole shop's close. */
export function reopenDayEnd(reopen: { date: string; userId: string; reason: string; requestId: string }): Promise<ApiResult<DayEndReport>> {
  const { date, userId, reason, requestId } = reopen;
  return callApi('day_end_reopen.php', { date, ...(userId ? { user_id: userId } : {}), reason, request_id: requestId });
}
