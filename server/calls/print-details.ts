// The print screens' calls (spec §7): print_detail.php (tax invoice), print_estimate_detail.php (quotation),
// retail_print_detail.php (retail invoice and 80 mm receipt).
import type { Kysely } from 'kysely';
import { isTenderMode } from '../../core/tender';
import type { Database } from '../db/types';
import { unitSerialsOfOrder } from '../sales/unit-serials';
import { defineCall, type RegisteredCall } from '../call';
import { ApiError } from '../envelope';
import { orderIdBody } from '../sales/fields';
import type { OrderKind } from '../sales/order-list';
import { loadOrder } from '../sales/order-record';
import { ewayBillOf, ewayBillView, irnOf, irnView } from '../sales/irn';
import { invoicePayload } from '../sales/print-invoice';
import { notFound } from './sales-bill-calls';

/** One stored bill's print payload: the figures of the print screens, the receipt printer and the bill PDF; 404 when none. */
export async function invoiceOf(db: Kysely<Database>, orderId: number, kinds: readonly [OrderKind, ...OrderKind[]]) {
  const record = await loadOrder(db, orderId, kinds);
  if (!record) throw notFound(kinds[0], orderId);
  const settings = await db.selectFrom('settings').selectAll().orderBy('id').executeTakeFirst();
  if (!settings) throw new ApiError(500, 'The shop settings are missing: open /settings and save them.');
  const buyer = await db.selectFrom('customers').select('tax_number').where('user_id', '=', record.order.customer_id).executeTakeFirst();
  // The paid entries booked with the bill at the counter (in its save, so at its very time): the receipt's tender.
  const payments = await db
    .selectFrom('customer_payments')
    .select(['mode', 'amount'])
    .where('order_id', '=', record.order.order_id)
    .where('created_at', '=', record.order.created_at)
    .orderBy('paid_id')
    .execute();
  const returns = await db.selectFrom('credit_notes').select('credit_note_id').where('order_id', '=', record.order.order_id).limit(1).execute();
  // Booked with the bill, they are all the counter's tender modes (cash, UPI, card).
  const counter = payments.flatMap((p) => (isTenderMode(p.mode) ? [{ mode: p.mode, amount: Number(p.amount) }] : []));
  const tender = { payments: counter, returned: returns.length > 0 };
  const irn = await irnOf(db, { order_id: record.order.order_id });
  const eway = await ewayBillOf(db, record.order.order_id);
  return {
    ...invoicePayload(record, settings, buyer?.tax_number ?? '', tender, await unitSerialsOfOrder(db, record.order.order_id)),
    irn: irn ? irnView(irn) : null,
    ewaybill: eway ? ewayBillView(eway) : null,
  };
}

function printCall(path: string, kinds: readonly [OrderKind, ...OrderKind[]]): RegisteredCall {
  return defineCall({
    path,
    schema: orderIdBody,
    async run({ db, body }) {
      return { body: await invoiceOf(db, body.order_id, kinds) };
    },
  });
}

// A cancelled bill's print link (/cancelorderdetails) goes to /invoice whatever its kind, so the tax invoice call
// also answers retail bills: both are sales bills under the same flags.
export const printDetail = printCall('print_detail.php', ['gst', 'retail']);
export const printEstimateDetail = printCall('print_estimate_detail.php', ['estimate']);
export const retailPrintDetail = printCall('retail_print_detail.php', ['retail']);
