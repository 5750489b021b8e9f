// ageing_report.php's reply (issue 29 item 3): each party with something unpaid on the as-of date, what it owes (a
// supplier: what the shop owes it) bucketed by days past due. Amounts are rupees with 2 decimals, negative for credit
// the party has beyond what it owes; oldest_date is dd-mm-yyyy ('' when nothing is unpaid).
import type { LedgerParty } from '../ledger/documents';
import type { SellerDetail } from './print-document';

export interface AgeingFigures {
  total: string;
  b0_30: string;
  b31_60: string;
  b61_90: string;
  b90_plus: string;
}

export interface AgeingRowView extends AgeingFigures {
  id: string;
  name: string;
  mobile: string;
  oldest_date: string;
}

export interface AgeingReply {
  party: LedgerParty;
  /** dd-mm-yyyy: the day the ageing is taken on. */
  as_of: string;
  rows: AgeingRowView[];
  totals: AgeingFigures;
  /** The shop's header for the A4 print. */
  seller_detail: SellerDetail;
}
