// Issue 21: the portal exports of a GST bill (e-way bill bulk JSON, e-invoice schema 1.1) and what its details screen
// shows about them. Nothing here is written: each call reads the stored bill and answers the JSON as the body.
import { z } from 'zod';
import { eInvoiceJson } from '../../core/e-invoice';
import { checkTransportDocument, ewayBillJson, ewayTransportFields } from '../../core/eway-bill';
import { missingForExport, type ExportBill } from '../../core/export-bill';
import { formatRupees } from '../../core/money';
import { toDmy } from '../../core/dates';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { readSettings } from '../sales/catalogue';
import { exportBill } from '../sales/export-bill';
import { idField } from '../../core/forms/fields';
import { dateRangeBody, orderIdBody } from '../sales/fields';
import { loadOrder, type OrderRecord } from '../sales/order-record';
import { loadBills } from '../sales/export-bills';
import type { Kysely } from 'kysely';
import type { Database, Settings } from '../db/types';

export const NOT_B2B = "An e-invoice is for a B2B bill: this bill's customer has no GSTIN.";

async function liveGstBill(db: Kysely<Database>, orderId: number): Promise<OrderRecord> {
  const record = await loadOrder(db, orderId, ['gst']);
  if (!record) throw new ApiError(404, `No GST bill with order_id ${orderId}`);
  if (record.order.cancelled === 1) throw new ApiError(409, `Bill no. ${record.order.bill_no} is cancelled: it has no e-way bill or e-invoice.`);
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
    const record = await loadOrder(db, body.order_id, ['gst']);
    if (!record) throw new ApiError(404, `No GST bill with order_id ${body.order_id}`);
    const settings = await readSettings(db);
    return {
      body: {
        order_id: String(body.order_id),
        ewaybill_needed: needsEwayBill(record, settings) && record.order.cancelled === 0,
        ewaybill_threshold: formatRupees(Number(settings.ewaybill_threshold)),
        einvoice: isB2b(record) && record.order.cancelled === 0,
        books_locked_until: settings.books_locked_until === '' ? '' : toDmy(settings.books_locked_until, '-'),
      },
    };
  },
});

export const ewaybillJson = defineCall({
  path: 'ewaybill_json.php',
  schema: z.object({ order_id: idField(), ...ewayTransportFields }).superRefine(checkTransportDocument),
  async run({ db, body }) {
    const record = await liveGstBill(db, body.order_id);
    const bill = await exportBill(db, record, await readSettings(db));
    refuseGaps(bill);
    return { body: ewayBillJson(bill, body) };
  },
});

export const einvoiceJson = defineCall({
  path: 'einvoice_json.php',
  schema: orderIdBody,
  async run({ db, body }) {
    const record = await liveGstBill(db, body.order_id);
    if (!isB2b(record)) throw new ApiError(409, NOT_B2B);
    const bill = await exportBill(db, record, await readSettings(db));
    refuseGaps(bill);
    return { body: eInvoiceJson(bill) };
  },
});

/**
 * Every live B2B GST bill dated in the range, as one JSON array of e-invoices: the IRP's bulk upload takes an array of
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
      if (gap) throw new ApiError(409, `Bill no. ${record.order.bill_no}: ${gap}`);
      documents.push(eInvoiceJson(bill));
    }
    return { body: documents };
  },
});
