// Issue 21: the portal exports of a GST or retail bill (e-way bill bulk JSON, e-invoice schema 1.1) and what its details
// screen shows about them; issue 31: the same for retail bills, and a credit note as an e-invoice (CRN). Nothing here is
// written: each call reads the stored bill or credit note and answers the JSON as the body.
import { z } from 'zod';
import { eInvoiceJson } from '../../core/e-invoice';
import { checkTransportDocument, ewayBillJson, ewayTransportFields } from '../../core/eway-bill';
import { billName, billNumber, orderSeries } from '../../core/bill-series';
import { missingForExport, type ExportBill } from '../../core/export-bill';
import { formatRupees } from '../../core/money';
import { toDmy } from '../../core/dates';
import { defineCall } from '../call';
import { ewayBillOf, ewayBillView, irnOf, irnView } from '../sales/irn';
import { ApiError } from '../envelope';
import { readSettings } from '../sales/catalogue';
import { exportBill, exportCreditNote } from '../sales/export-bill';
import { idField } from '../../core/forms/fields';
import { dateRangeBody, orderIdBody } from '../sales/fields';
import { loadOrder, type OrderRecord } from '../sales/order-record';
import { loadBills } from '../sales/export-bills';
import type { Kysely } from 'kysely';
import type { Database, Settings } from '../db/types';

export const NOT_B2B = "An e-invoice is for a B2B bill: this bill's customer has no GSTIN.";

/** A credit note is reported to the IRP only against a B2B invoice. */
export function creditNoteNotB2b(cnNo: string, bill: string): string {
  return `A credit note is e-invoiced only on a B2B bill: ${cnNo} is on ${bill}, whose customer has no GSTIN.`;
}

/** The bills the exports take: both sales series (a quotation is no supply). */
const SALES_BILLS = ['gst', 'retail'] as const;

function noSuchBill(orderId: number): ApiError {
  return new ApiError(404, `No GST or retail bill with order_id ${orderId}`);
}

export function printedNo(record: OrderRecord): string {
  return billNumber(orderSeries(record.order.kind), record.order.bill_no);
}

export async function liveSalesBill(db: Kysely<Database>, orderId: number): Promise<OrderRecord> {
  const record = await loadOrder(db, orderId, SALES_BILLS);
  if (!record) throw noSuchBill(orderId);
  if (record.order.cancelled === 1) throw new ApiError(409, `Bill no. ${printedNo(record)} is cancelled: it has no e-way bill or e-invoice.`);
  return record;
}

function refuseGaps(bill: ExportBill): void {
  const gap = missingForExport(bill, ['seller', 'buyer']);
  if (gap) throw new ApiError(409, gap);
}

function isB2b(record: OrderRecord): boolean {
  return record.order.customer_tax_number.trim() !== '';
}

function needsEwayBill(record: OrderRecord, settings: Settings): boolean {
  return Number(record.order.total) > Number(settings.ewaybill_threshold);
}

/** What the bill's details screen shows: whether it needs an e-way bill and may have an e-invoice. */
export const complianceDetail = defineCall({
  path: 'compliance_detail.php',
  schema: orderIdBody,
  async run({ db, body }) {
    const record = await loadOrder(db, body.order_id, SALES_BILLS);
    if (!record) throw noSuchBill(body.order_id);
    const settings = await readSettings(db);
    const irnRow = await irnOf(db, { order_id: body.order_id });
    const ewayRow = await ewayBillOf(db, body.order_id);
    return {
      body: {
        order_id: String(body.order_id),
        ewaybill_needed: needsEwayBill(record, settings) && record.order.cancelled === 0,
        ewaybill_threshold: formatRupees(Number(settings.ewaybill_threshold)),
        einvoice: isB2b(record) && record.order.cancelled === 0,
        books_locked_until: settings.books_locked_until === '' ? '' : toDmy(settings.books_locked_until, '-'),
        irn: irnRow ? irnView(irnRow) : null,
        ewaybill: ewayRow ? ewayBillView(ewayRow) : null,
      },
    };
  },
});

export const ewaybillJson = defineCall({
  path: 'ewaybill_json.php',
  schema: z.object({ order_id: idField(), ...ewayTransportFields }).superRefine(checkTransportDocument),
  async run({ db, body }) {
    const record = await liveSalesBill(db, body.order_id);
    const bill = await exportBill(db, record, await readSettings(db));
    refuseGaps(bill);
    return { body: ewayBillJson(bill, body) };
  },
});

export const optionalDocumentId = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), idField().optional());

/** A bill (order_id) or a credit note (credit_note_id): one of the two. */
const einvoiceBody = z
  .object({ order_id: optionalDocumentId(), credit_note_id: optionalDocumentId() })
  .refine((b) => b.order_id !== undefined || b.credit_note_id !== undefined, { error: 'is required (or a credit_note_id)', path: ['order_id'] })
  .refine((b) => b.order_id === undefined || b.credit_note_id === undefined, {
    error: 'give an order_id or a credit_note_id, not both',
    path: ['credit_note_id'],
  })
  .transform((b): { order_id: number } | { credit_note_id: number } =>
    b.order_id !== undefined ? { order_id: b.order_id } : { credit_note_id: b.credit_note_id ?? 0 },
  );

export async function billEInvoice(db: Kysely<Database>, orderId: number): Promise<ExportBill> {
  const record = await liveSalesBill(db, orderId);
  if (!isB2b(record)) throw new ApiError(409, NOT_B2B);
  return exportBill(db, record, await readSettings(db));
}

/** A credit note as the IRP takes it: a CRN with its bill as the preceding invoice, refused unless the bill is B2B. */
export async function creditNoteEInvoice(db: Kysely<Database>, creditNoteId: number): Promise<ExportBill> {
  const note = await db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', creditNoteId).executeTakeFirst();
  if (!note) throw new ApiError(404, `No credit note with credit_note_id ${creditNoteId}`);
  const record = await loadOrder(db, note.order_id, SALES_BILLS);
  if (!record) throw noSuchBill(note.order_id);
  if (!isB2b(record))
    throw new ApiError(409, creditNoteNotB2b(billNumber('credit_note', note.cn_no), billName(orderSeries(record.order.kind), record.order.bill_no)));
  return exportCreditNote(db, note, record, await readSettings(db));
}

export const einvoiceJson = defineCall({
  path: 'einvoice_json.php',
  schema: einvoiceBody,
  async run({ db, body }) {
    const bill = 'order_id' in body ? await billEInvoice(db, body.order_id) : await creditNoteEInvoice(db, body.credit_note_id);
    refuseGaps(bill);
    return { body: eInvoiceJson(bill) };
  },
});

/**
 * Every live B2B GST and retail bill dated in the range, as one JSON array of e-invoices: the IRP's bulk upload takes an array of
 * documents. A bill that cannot be exported refuses the whole batch with its bill number, so nothing goes half-filed.
 */
export const einvoiceBatchJson = defineCall({
  path: 'einvoice_batch_json.php',
  schema: dateRangeBody,
  async run({ db, body }) {
    if (!body.from || !body.to) throw new ApiError(400, 'from_date and to_date: both are required');
    const settings = await readSettings(db);
    const documents = [];
    for (const record of await loadBills(db, body.from, body.to)) {
      if (!isB2b(record)) continue;
      const bill = await exportBill(db, record, settings);
      const gap = missingForExport(bill, ['seller', 'buyer']);
      if (gap) throw new ApiError(409, `Bill no. ${printedNo(record)}: ${gap}`);
      documents.push(eInvoiceJson(bill));
    }
    return { body: documents };
  },
});
