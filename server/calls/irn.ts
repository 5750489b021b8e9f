// Issue 31 item 3: the IRP's answer to a bill's or credit note's e-invoice (irn_attach.php) and a bill's e-way bill
// (ewaybill_attach.php), kept as the owner attaches them; the rules in core/irn.ts. Owner only (server/access.ts):
// an IRN locks the bill against edits, re-dating and cancelling in kulir, which only the owner should bring about.
// The signed QR's signature is not verified, only that its fields name this document (see core/irn.ts).
import { z } from 'zod';
import { billName, orderSeries } from '../../core/bill-series';
import { toDmy } from '../../core/dates';
import type { ExportBill } from '../../core/export-bill';
import { ackNoField, dateTimeField, ewbNoField, irnField, readSignedQr, signedQrField, signedQrMismatch, type IrnDocument } from '../../core/irn';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { idField } from '../../core/forms/fields';
import { signedIn } from './sales-bill-calls';
import { billEInvoice, creditNoteEInvoice, liveSalesBill, optionalDocumentId, printedNo } from './compliance';
import { ewayBillOf, ewayBillView, irnOf, irnView } from '../sales/irn';

const irnBody = z
  .object({
    order_id: optionalDocumentId(),
    credit_note_id: optionalDocumentId(),
    irn: irnField(),
    ack_no: ackNoField(),
    ack_date: dateTimeField(),
    signed_qr: signedQrField(),
  })
  .refine((b) => b.order_id !== undefined || b.credit_note_id !== undefined, { error: 'is required (or a credit_note_id)', path: ['order_id'] })
  .refine((b) => b.order_id === undefined || b.credit_note_id === undefined, {
    error: 'give an order_id or a credit_note_id, not both',
    path: ['credit_note_id'],
  });

function irnDocument(bill: ExportBill, name: string): IrnDocument {
  return { name, sellerGstin: bill.seller.gstin, docNo: bill.docNo, docDate: toDmy(bill.date, '/'), total: bill.total };
}

export const irnAttach = defineCall({
  path: 'irn_attach.php',
  write: true,
  schema: irnBody,
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user).userId;
    const doc: { order_id: number } | { credit_note_id: number } =
      body.order_id !== undefined ? { order_id: body.order_id } : { credit_note_id: body.credit_note_id ?? 0 };
    const bill = 'order_id' in doc ? await billEInvoice(db, doc.order_id) : await creditNoteEInvoice(db, doc.credit_note_id);
    const name = 'order_id' in doc ? `Bill no. ${bill.docNo}` : `Credit note ${bill.docNo}`;
    const answered = 'order_id' in doc ? { order_id: String(doc.order_id) } : { credit_note_id: String(doc.credit_note_id) };
    const read = readSignedQr(body.signed_qr);
    if (!read.ok) throw new ApiError(400, `signed_qr: ${read.reason}`);
    const mismatch = signedQrMismatch(read.data, irnDocument(bill, name), body.irn);
    if (mismatch) throw new ApiError(400, mismatch);

    const existing = await irnOf(db, doc);
    if (existing) {
      if (existing.irn !== body.irn) throw new ApiError(409, `${name} already has IRN ${existing.irn}: a document has one IRN.`);
      return { body: { ...answered, ...irnView(existing) } };
    }
    const elsewhere = await db.selectFrom('irns').select(['order_id', 'credit_note_id']).where('irn', '=', body.irn).executeTakeFirst();
    if (elsewhere) throw new ApiError(409, `IRN ${body.irn} is already attached to another document.`);
    const row = {
      order_id: 'order_id' in doc ? doc.order_id : null,
      credit_note_id: 'credit_note_id' in doc ? doc.credit_note_id : null,
      irn: body.irn,
      ack_no: body.ack_no,
      ack_date: body.ack_date,
      signed_qr: body.signed_qr,
      created_by: by,
      created_at: now.toISOString(),
    };
    const saved = await db.insertInto('irns').values(row).returning('id').executeTakeFirstOrThrow();
    await audit({ entity: 'irn', entityId: saved.id, after: row });
    return { body: { ...answered, ...irnView(row) } };
  },
});

export const ewaybillAttach = defineCall({
  path: 'ewaybill_attach.php',
  write: true,
  schema: z.object({ order_id: idField(), ewb_no: ewbNoField(), ewb_date: dateTimeField() }),
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user).userId;
    const record = await liveSalesBill(db, body.order_id);
    const name = billName(orderSeries(record.order.kind), record.order.bill_no);
    const existing = await ewayBillOf(db, body.order_id);
    if (existing) {
      if (existing.ewb_no !== body.ewb_no || existing.ewb_date !== body.ewb_date) {
        throw new ApiError(409, `Bill no. ${printedNo(record)} already has e-way bill ${existing.ewb_no}: a bill has one e-way bill.`);
      }
      return { body: { order_id: String(body.order_id), ...ewayBillView(existing) } };
    }
    const elsewhere = await db.selectFrom('eway_bills').select('order_id').where('ewb_no', '=', body.ewb_no).executeTakeFirst();
    if (elsewhere) throw new ApiError(409, `E-way bill ${body.ewb_no} is already attached to another bill.`);
    const row = { order_id: body.order_id, ewb_no: body.ewb_no, ewb_date: body.ewb_date, created_by: by, created_at: now.toISOString() };
    await db.insertInto('eway_bills').values(row).execute();
    await audit({ entity: 'eway_bill', entityId: body.order_id, after: { ...row, bill: name } });
    return { body: { order_id: String(body.order_id), ...ewayBillView(row) } };
  },
});
