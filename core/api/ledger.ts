// party_ledger.php's reply (issue 29 item 2): a party's statement of account. Amounts are rupees with 2 decimals;
// balance is what the customer owes the shop (a supplier: what the shop owes them), negative the other way.
import type { LedgerKind, LedgerParty } from '../ledger/documents';
import type { SellerDetail } from './print-document';

export interface LedgerPartyView {
  type: LedgerParty;
  id: string;
  name: string;
  mobile: string;
  address: string;
  state: string;
  gst_number: string;
}

export interface LedgerRowView {
  date: string;
  kind: LedgerKind;
  number: string;
  narration: string;
  debit: string;
  credit: string;
  balance: string;
}

export interface PartyLedgerReply {
  party: LedgerPartyView;
  /** The shop's header for the printed statement. */
  seller_detail: SellerDetail;
  /** dd-mm-yyyy, or '' when not given. */
  from_date: string;
  to_date: string;
  /** The balance brought forward: everything dated before from_date. */
  opening: string;
  rows: LedgerRowView[];
  closing: string;
}
