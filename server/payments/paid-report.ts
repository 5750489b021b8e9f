// pos_paid_report_payment(_supplier) (the Paid row of spec §3) and the PAYMENT RECEIPT's data (Receipt detail).
import type { Kysely } from 'kysely';
import type { PaidRow } from '../../core/api/payments';
import { toDmy } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { describePaymentMode, paymentModeWire } from '../../core/payment-mode';
import { amountInWords } from '../../core/words';
import type { Database, Settings } from '../db/types';
import { sellerDetail } from '../sales/print-invoice';
import { paidEntries, partyDetail, shownBillNo, type PaidEntry, type Party } from './party-books';

/** An entry on the opening balance has no bill id ('' on the wire; the receipt call takes 0 for it). */
const billIdText = (entry: PaidEntry): string => (entry.billId === null ? '' : String(entry.billId));

function paidRow(party: Party, entry: PaidEntry): PaidRow {
  return {
    ...(party === 'customer'
      ? { order_id: billIdText(entry), bill_no: shownBillNo(entry), user_id: String(entry.partyId) }
      : {
          order_id: billIdText(entry),
          purchase_id: billIdText(entry),
          ...(entry.billId === null ? { bill_no: shownBillNo(entry) } : {}),
          supplier_id: String(entry.partyId),
        }),
    doc_kind: entry.billId === null ? 'opening' : 'bill',
    paid_id: String(entry.paidId),
    paid_date: toDmy(entry.paidDate),
    order_date: toDmy(entry.billDate),
    user_name: entry.partyName,
    mobile: entry.mobile,
    actual_amount: formatRupees(entry.billTotal),
    paid_amount: formatRupees(entry.amount),
    pending_balance: formatRupees(entry.balanceAfter),
    ...paymentModeWire(entry.paidBy),
  };
}

/** body[0]: paid_list (newest first) and the parties that appear in it. */
export async function paidReport(db: Kysely<Database>, party: Party) {
  const entries = await paidEntries(db, party);
  const parties = new Map<number, string>();
  for (const entry of entries) parties.set(entry.partyId, entry.partyName);
  const sorted = [...parties].sort((a, b) => a[1].localeCompare(b[1]));
  const list =
    party === 'customer'
      ? { user_list: sorted.map(([id, name]) => ({ user_id: String(id), name })) }
      : { user_list: sorted.map(([id, name]) => ({ supplier_id: String(id), supplier_name: name })) };
  return [{ paid_list: entries.map((e) => paidRow(party, e)), ...list }];
}

/** A customer's receipt (RC-) and a payment made to a supplier (PV-, a payment voucher) are numbered by their paid entry. */
export function receiptNumber(party: Party, paidId: number): string {
  return `${party === 'customer' ? 'RC' : 'PV'}-${paidId}`;
}

/**
 * One paid entry's receipt: the bill, the buyer (or supplier), the seller, and the payments on that bill up to it.
 * billId null: an entry on the party's opening balance (its history is the payments on that opening).
 */
export async function receiptDetail(db: Kysely<Database>, party: Party, billId: number | null, paidId: number, settings: Settings) {
  const own = (await paidEntries(db, party, { paidId }))[0];
  if (!own || own.billId !== billId) return null;
  const history = await paidEntries(db, party, { billId, partyId: own.partyId, upToPaidId: paidId });
  const entry = history.find((e) => e.paidId === paidId);
  if (!entry) return null;
  const detail = await partyDetail(db, party, entry.partyId);
  return {
    order_id: billId === null ? '' : String(billId),
    paid_id: String(paidId),
    // Not in the spec (issue 22): the receipt's own number, the bill number the party knows, the amount in words and the mode.
    receipt_no: receiptNumber(party, paidId),
    bill_no: shownBillNo(entry),
    amount: formatRupees(entry.amount),
    amount_in_words: amountInWords(entry.amount),
    payment_mode: describePaymentMode(entry.paidBy),
    // Not in the spec (issue 29 item 6): the mode's own fields, as the paid report gives them.
    mode: entry.paidBy.mode,
    cheque_no: paymentModeWire(entry.paidBy).cheque_no,
    cheque_date: paymentModeWire(entry.paidBy).cheque_date,
    reference: entry.paidBy.reference,
    order_date: toDmy(entry.billDate),
    payment_date: toDmy(entry.paidDate),
    actual_amount: formatRupees(entry.billTotal),
    buyer_detail: {
      name: detail?.name ?? entry.partyName,
      phone: detail?.phone ?? entry.mobile,
      address: detail?.address ?? '',
      tax_number: detail?.taxNumber ?? '',
    },
    seller_detail: sellerDetail(settings),
    // Oldest first, as a receipt reads; the last row is this payment.
    paid_history: [...history].reverse().map((e) => ({
      paid_id: String(e.paidId),
      last_paid_amt: formatRupees(e.amount),
      balance: formatRupees(e.balanceAfter),
      last_payment_date: toDmy(e.paidDate),
      payment_mode: describePaymentMode(e.paidBy),
    })),
  };
}

export type ReceiptDetail = NonNullable<Awaited<ReturnType<typeof receiptDetail>>>;
