// party_ledger.php (issue 29 item 2): a customer's or supplier's statement of account.
import type { LedgerRowView, PartyLedgerReply } from '../../core/api/ledger';
import type { LedgerParty } from '../../core/ledger/documents';
import { callApi, type ApiResult } from './client';

export type { LedgerParty, LedgerRowView, PartyLedgerReply };

export interface LedgerQuery {
  party: LedgerParty;
  id: string;
  /** dd-mm-yyyy, or absent. */
  from?: string | undefined;
  to?: string | undefined;
}

export const fetchLedger = (query: LedgerQuery): Promise<ApiResult<PartyLedgerReply>> =>
  callApi('party_ledger.php', {
    party: query.party,
    id: query.id,
    ...(query.from ? { from_date: query.from } : {}),
    ...(query.to ? { to_date: query.to } : {}),
  });
