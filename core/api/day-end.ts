// day_end_report.php and day_end_close.php (issue 22): the reply both answer, shared by the server and /dayend.
// Money is rupees with two decimals, as every reply of the API.

export interface DayEndBill {
  order_id: string;
  bill_no: string;
  kind: 'gst' | 'retail';
  customer: string;
  cashier: string;
  total: string;
  cash: string;
  upi: string;
  card: string;
  /** Not in the call (issue 29 item 6): bank transfers and cheques taken on the bill that day. */
  bank: string;
  cheque: string;
  credit: string;
}

export interface DayEndClosed {
  /** '' when the whole shop's day was closed. */
  user_id: string;
  /** The drawer's float the day was closed with. */
  opening_cash: string;
  cash_expected: string;
  cash_counted: string;
  difference: string;
  closed_by: string;
  closed_at: string;
}

export interface DayEndReport {
  date: string;
  user_id: string;
  bills: DayEndBill[];
  total: string;
  /** bank and cheque: not in the call (issue 29 item 6), payments received against bills by bank transfer or cheque. */
  by_mode: { cash: string; upi: string; card: string; bank: string; cheque: string; credit: string };
  /** Not in the call: cash paid back on the day's credit notes (issue 21); cash_expected is cash less it. */
  cash_refunded: string;
  /** Not in the call: the drawer's float (the request's opening_cash, or a closed day's own); 0.00 when none. */
  opening_cash: string;
  /** opening_cash + by_mode.cash − cash_refunded (core/forms/day-end.ts cashExpected). */
  cash_expected: string;
  closed: DayEndClosed | null;
  cashiers: Array<{ user_id: string; name: string }>;
}
