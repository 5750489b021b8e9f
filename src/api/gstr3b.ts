// GSTR-3B working and filed months (issue 30): gstr3b.php, gst_filed_months.php, and the owner's gstr1_filed.php and
// gstr1_unfiled.php. Amounts are rupees as numbers, as the portal's JSON has them.
import type { FiledMonthWire } from '../../core/gst-filed';
import type { Gstr3b } from '../../core/gstr3b';
import { callApi, type ApiResult } from './client';

export type FiledMonth = FiledMonthWire;

export type Gstr3bWorking = Gstr3b & { month: string; filed: FiledMonth | null; filed_months: FiledMonth[] };

export function fetchGstr3b(month: string): Promise<ApiResult<Gstr3bWorking>> {
  return callApi('gstr3b.php', { month });
}

export function fetchFiledMonths(): Promise<ApiResult<{ filed_months: FiledMonth[] }>> {
  return callApi('gst_filed_months.php', {});
}

export function markGstr1Filed(filing: { month: string; filedOn: string; arn: string; requestId: string }): Promise<ApiResult<{ filed_months: FiledMonth[] }>> {
  return callApi('gstr1_filed.php', { month: filing.month, filed_on: filing.filedOn, arn: filing.arn, request_id: filing.requestId });
}

export function undoGstr1Filed(undo: { month: string; reason: string; requestId: string }): Promise<ApiResult<{ filed_months: FiledMonth[] }>> {
  return callApi('gstr1_unfiled.php', { month: undo.month, reason: undo.reason, request_id: undo.requestId });
}
