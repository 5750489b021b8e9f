// Payments (back-office §7): the cash book, the pending and paid reports, the payment on a pending report, receipts.
import type { ModeFields, PaymentMode } from '../../core/payment-mode';
import type { Party, PaidRow, PendingRow } from '../../core/api/payments';
import { callApi, type ApiResult } from './client';
import type { SellerDetail } from './print';

export type { Party, PaidRow, PendingRow };

export interface PaymentDetailRow {
  id: string;
  added_date: string;
  name: string;
  payment_sent: string;
  payment_method: 'credit' | 'debit';
  amount: string;
  description: string;
  /** Not in the spec (issue 29 item 6): how the money came or went (core/payment-mode.ts paymentModeWire). */
  mode?: PaymentMode;
  payment_mode?: string;
  cheque_no?: string;
  cheque_date?: string;
  reference?: string;
}

export interface NewPaymentDetail {
  name: string;
  amount: string;
  payment_method: 'credit' | 'debit';
  payment_sent: string;
  description: string;
  mode: PaymentMode;
  cheque_no: string;
  cheque_date: string;
  reference: string;
}

export const fetchPaymentDetails = (): Promise<ApiResult<PaymentDetailRow[]>> => callApi('payment_details_list.php', {});
/** A cheque's number and date go only with the cheque mode (core's rule refuses them on any other). */
export const addPaymentDetail = (entry: NewPaymentDetail): Promise<ApiResult<PaymentDetailRow>> =>
  callApi('payment_details_add.php', entry.mode === 'cheque' ? entry : { ...entry, cheque_no: '', cheque_date: '' });
export const deletePaymentDetail = (id: string): Promise<ApiResult<null>> => callApi('payment_details_delete.php', { id });

export interface PartyOption {
  id: string;
  name: string;
}

interface PartyListItem {
  user_id?: string;
  name?: string;
  supplier_id?: string;
  supplier_name?: string;
}

const partyOptions = (list: readonly PartyListItem[] | undefined): PartyOption[] =>
  (list ?? []).map((p) => ({ id: String(p.user_id ?? p.supplier_id ?? ''), name: String(p.name ?? p.supplier_name ?? '') }));

export const billIdOf = (row: PendingRow): string => row.order_id ?? row.purchase_id ?? '';
export const partyIdOf = (row: PendingRow): string => row.user_id ?? row.supplier_id ?? '';

export interface PartyReport<Row> {
  rows: Row[];
  parties: PartyOption[];
  /** Customers' credit kept from credit notes (issue 21): what the shop owes back, by customer id. */
  credits?: Readonly<Record<string, string>>;
}

const PENDING_PATH: Record<Party, string> = { customer: 'pos_api/pos_report_payment.php', supplier: 'pos_api/pos_report_supplier_payment.php' };
const UPDATE_PATH: Record<Party, string> = { customer: 'pos_api/pos_update_payment.php', supplier: 'pos_api/pos_update_supplier_payment.php' };
const PAID_PATH: Record<Party, string> = { customer: 'pos_api/pos_paid_report_payment.php', supplier: 'pos_api/pos_paid_report_payment_supplier.php' };
const RECEIPT_PATH: Record<Party, string> = { customer: 'pos_api/paid_report_print_detail.php', supplier: 'pos_api/paid_report_print_detail_supplier.php' };

export async function fetchPending(party: Party): Promise<ApiResult<PartyReport<PendingRow>>> {
  const reply = await callApi<
    Array<{
      pending_list?: PendingRow[];
      user_list?: PartyListItem[];
      supplier_list?: PartyListItem[];
      credit_list?: Array<{ user_id: string; credit: string }>;
    }>
  >(PENDING_PATH[party], {});
  if (!reply.ok) return reply;
  const first = Array.isArray(reply.body) ? reply.body[0] : undefined;
  const credits = Object.fromEntries((first?.credit_list ?? []).map((c) => [String(c.user_id), c.credit]));
  return { ...reply, body: { rows: first?.pending_list ?? [], parties: partyOptions(first?.user_list ?? first?.supplier_list), credits } };
}

export async function fetchPaid(party: Party): Promise<ApiResult<PartyReport<PaidRow>>> {
  const reply = await callApi<Array<{ paid_list?: PaidRow[]; user_list?: PartyListItem[] }>>(PAID_PATH[party], {});
  if (!reply.ok) return reply;
  const first = Array.isArray(reply.body) ? reply.body[0] : undefined;
  return { ...reply, body: { rows: first?.paid_list ?? [], parties: partyOptions(first?.user_list) } };
}

/** mode: how the money came or went (not in the spec; the server books cash when none is sent). */
/** paidBy: the mode's fields (issue 29 item 6; machines/payment.ts modeFieldsOf), cash when not given. */
export function updatePayment(party: Party, partyId: string, paidAmount: string, paidBy: ModeFields = { mode: 'cash' }): Promise<ApiResult<unknown>> {
  return callApi(
    UPDATE_PATH[party],
    party === 'customer' ? { user_id: partyId, paid_amount: paidAmount, ...paidBy } : { supplier_id: partyId, paid_amount: paidAmount, ...paidBy },
  );
}

export interface ReceiptData {
  order_id: string;
  paid_id: string;
  order_date: string;
  payment_date: string;
  actual_amount: string;
  buyer_detail: { name: string; phone: string; address: string; tax_number: string };
  seller_detail: SellerDetail;
  paid_history: Array<{ paid_id: string; last_paid_amt: string; balance: string; last_payment_date: string; payment_mode?: string }>;
  /** Not in the spec (issue 22): the receipt's own number, the bill number the party knows, this payment in figures and words, and its mode. */
  receipt_no?: string;
  bill_no?: string;
  amount?: string;
  amount_in_words?: string;
  payment_mode?: string;
}

export function fetchReceipt(party: Party, orderId: string, paidId: string): Promise<ApiResult<ReceiptData>> {
  return callApi(RECEIPT_PATH[party], { order_id: orderId, paid_id: paidId });
}

/** Not in the spec (issue 21 follow-up): the customer's kept credit taken off their oldest pending bills. */
export interface CreditApplied {
  applied: string;
  credit_left: string;
  bills: Array<{ order_id: string; bill_no: string; amount: string; pending_balance: string }>;
}

export function applyCredit(userId: string, requestId: string): Promise<ApiResult<CreditApplied>> {
  return callApi('pos_api/pos_apply_credit.php', { user_id: userId, request_id: requestId });
}
