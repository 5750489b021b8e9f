// Reply shapes of the pending and paid reports (back-office §3 Pending and Paid rows), shared by the server that
// builds them and the app. Ids travel as text and money as rupees with two decimals, as the legacy API did.
import type { PaymentMode } from '../payment-mode';

/** Whose bills a report or payment is about: customers' sales bills or suppliers' purchases. */
export type Party = 'customer' | 'supplier';

/** A pending or paid row with its party's id and name in one shape for both reports. */
export interface PendingRow {
  order_id?: string;
  /** Not in the spec (issue 32): a sales bill's printed number with its series ("103", "R-31"), what people read and type. */
  bill_no?: string;
  purchase_id?: string;
  user_id?: string;
  supplier_id?: string;
  order_date: string;
  user_name: string;
  mobile: string;
  actual_amount: string;
  paid_amount: string;
  /** Not in the spec (issue 29 item 7): what credit notes and applied credit took off the bill, so that Actual − Paid − Credit = Pending. */
  credit_amount?: string;
  pending_balance: string;
  /** Not in the spec (issue 29 item 1): 'opening' on a party's opening balance row (bill_no "Opening", no order_id). */
  doc_kind?: 'opening' | 'bill';
}

export interface PaidRow extends PendingRow {
  /** '' on an entry booked on the party's opening balance. */
  order_id: string;
  paid_id: string;
  paid_date: string;
  /** Not in the spec (issue 29 item 6): how it was paid (core/payment-mode.ts paymentModeWire). */
  mode?: PaymentMode;
  /** The mode as people read it: "Cheque 123456 dated 05-12-2026", "UPI, ref 4339…". */
  payment_mode?: string;
  cheque_no?: string;
  /** dd-mm-yyyy, '' when not a cheque. */
  cheque_date?: string;
  reference?: string;
}
