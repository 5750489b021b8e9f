// unit_serial.php (issue 33 item 4): a unit's story by its unit serial: the purchase it came in on, each bill that sold
// it (number, customer, warranty start = the bill's date), and the return or cancel that freed it; a unit sent back to
// the supplier names the debit note on its purchase.
import { z } from 'zod';
import type { UnitSerialStory } from '../../core/api/unit-serial';
import { billNumber, orderSeries } from '../../core/bill-series';
import { toDmy } from '../../core/dates';
import { unitSerialsField, UNIT_SERIAL_MESSAGES } from '../../core/unit-serials';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { debitNoteNumber } from '../purchases/returns';
import { creditNoteNumber } from '../sales/credit-notes';

const body = z.object({
  unit_serial: z
    .string({ error: 'is required' })
    .transform((s) => [s])
    .pipe(unitSerialsField())
    .transform((list) => list[0]),
});

export const unitSerialCall = defineCall({
  path: 'unit_serial.php',
  schema: body,
  async run({ db, body: { unit_serial } }) {
    const rows = await db
      .selectFrom('unit_serials as u')
      .leftJoin('products as p', 'p.product_id', 'u.product_id')
      .leftJoin('retail_products as rp', 'rp.product_id', 'u.retail_product_id')
      .leftJoin('purchases as pu', 'pu.purchase_id', 'u.purchase_id')
      .leftJoin('orders as o', 'o.order_id', 'u.order_id')
      .leftJoin('customers as c', 'c.user_id', 'o.customer_id')
      .leftJoin('credit_notes as cn', 'cn.credit_note_id', 'u.credit_note_id')
      .leftJoin('debit_notes as dn', 'dn.debit_note_id', 'u.debit_note_id')
      .select([
        'u.movement',
        'u.sold',
        'u.product_id',
        'p.product_name',
        'u.retail_product_id',
        'rp.product_name as retail_product_name',
        'u.purchase_id',
        'pu.order_date as purchase_date',
        'pu.supplier_id',
        'pu.supplier_name',
        'pu.supplier_invoice_no',
        'pu.supplier_invoice_date',
        'u.order_id',
        'o.bill_no',
        'o.kind',
        'o.order_date',
        'o.cancelled',
        'o.customer_id',
        'c.name as customer_name',
        'c.mobile',
        'u.credit_note_id',
        'cn.cn_no',
        'cn.cn_date',
        'u.debit_note_id',
        'dn.dn_no',
        'dn.dn_date',
      ])
      .where('u.unit_serial', '=', unit_serial)
      .orderBy('u.unit_serial_id')
      .execute();
    const first = rows[0];
    if (!first) throw new ApiError(404, UNIT_SERIAL_MESSAGES.unknown(unit_serial));
    const story: UnitSerialStory = {
      unit_serial,
      // A unit is of a GST product or of a retail product (migration 2026-12-08T21).
      product_kind: first.retail_product_id === null ? 'product' : 'retail',
      product_id: String(first.product_id ?? first.retail_product_id),
      product_name: first.product_name ?? first.retail_product_name ?? '',
      sold: rows.some((r) => r.sold === 1),
      purchases: rows.flatMap((r) =>
        r.movement === 'purchase' && r.purchase_id !== null
          ? [
              {
                purchase_id: String(r.purchase_id),
                purchase_date: r.purchase_date ? toDmy(r.purchase_date, '-') : '',
                supplier_id: r.supplier_id === null ? '' : String(r.supplier_id),
                supplier_name: r.supplier_name ?? '',
                supplier_invoice_no: r.supplier_invoice_no ?? '',
                supplier_invoice_date: r.supplier_invoice_date ? toDmy(r.supplier_invoice_date, '-') : '',
                returned_to_supplier:
                  r.debit_note_id !== null && r.dn_no !== null && r.dn_date
                    ? { debit_note_id: String(r.debit_note_id), debit_note_no: debitNoteNumber(r.dn_no), date: toDmy(r.dn_date, '-') }
                    : null,
              },
            ]
          : [],
      ),
      sales: rows.flatMap((r) =>
        r.movement === 'sale' && r.order_id !== null && r.order_date
          ? [
              {
                order_id: String(r.order_id),
                bill_no: billNumber(orderSeries(r.kind ?? 'gst'), r.bill_no ?? 0),
                order_date: toDmy(r.order_date, '-'),
                customer_id: String(r.customer_id ?? ''),
                customer_name: r.customer_name ?? '',
                mobile: r.mobile ?? '',
                warranty_start: toDmy(r.order_date, '-'),
                cancelled: r.cancelled === 1,
                returned:
                  r.credit_note_id !== null && r.cn_no !== null && r.cn_date
                    ? { credit_note_id: String(r.credit_note_id), credit_note_no: creditNoteNumber(r.cn_no), date: toDmy(r.cn_date, '-') }
                    : null,
              },
            ]
          : [],
      ),
    };
    return { body: story };
  },
});
