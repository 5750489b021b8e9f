// ageing_report.php (issue 29 item 3): every customer's or supplier's account aged on a date.
import type { AgeingFigures, AgeingReply, AgeingRowView } from '../../core/api/ageing';
import type { LedgerParty } from '../../core/ledger/documents';
import { callApi, type ApiResult } from './client';

export type { AgeingFigures, AgeingReply, AgeingRowView };

/** as_of: dd-mm-yyyy, or absent for today. */
export const fetchAgeing = (party: LedgerParty, asOf?: string): Promise<ApiResult<AgeingReply>> =>
  callApi('ageing_report.php', { party, ...(asOf ? { as_of: asOf } : {}) });
