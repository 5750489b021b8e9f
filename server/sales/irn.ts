// Issue 31 item 3: a document's attached IRN and a bill's e-way bill as the screens and prints read them. A bill reported
// to the IRP (an IRN attached) is what the IRP holds: kulir no longer edits, re-dates or cancels it; refuseReturnedBill
// (server/sales/credit-notes.ts), the guard every such write passes, asks refuseIrnBill first.
import type { Kysely, Selectable } from 'kysely';
import { billNumber } from '../../core/bill-series';
import { showDateTime } from '../../core/irn';
import type { Database, EwayBillTable, IrnTable } from '../db/types';
import { ApiError } from '../envelope';

export function irnLockedMessage(printedNo: string): string {
  return `Bill no. ${printedNo} has an IRN: it can no longer be edited, re-dated or cancelled in kulir. Cancel it on the IRP within 24 hours or issue a credit note.`;
}

export async function refuseIrnBill(db: Kysely<Database>, order: { order_id: number; kind: string; bill_no: number }): Promise<void> {
  const found = await db.selectFrom('irns').select('id').where('order_id', '=', order.order_id).executeTakeFirst();
  if (found) throw new ApiError(409, irnLockedMessage(billNumber(order.kind === 'retail' ? 'retail' : 'gst', order.bill_no)));
}

/** An attached IRN as the screens and prints read it. */
export function irnView(row: Pick<Selectable<IrnTable>, 'irn' | 'ack_no' | 'ack_date' | 'signed_qr'>) {
  return { irn: row.irn, ack_no: row.ack_no, ack_date: showDateTime(row.ack_date), signed_qr: row.signed_qr };
}

export function ewayBillView(row: Pick<Selectable<EwayBillTable>, 'ewb_no' | 'ewb_date'>) {
  return { ewb_no: row.ewb_no, ewb_date: showDateTime(row.ewb_date) };
}

export async function irnOf(db: Kysely<Database>, doc: { order_id: number } | { credit_note_id: number }) {
  const query = db.selectFrom('irns').selectAll();
  return ('order_id' in doc ? query.where('order_id', '=', doc.order_id) : query.where('credit_note_id', '=', doc.credit_note_id)).executeTakeFirst();
}

export async function ewayBillOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('eway_bills').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}
