// A stored GST or retail bill read for the portal exports (core/export-bill.ts): the seller from the settings row, the
// buyer from the bill and its customer, the place of supply and the tax split as the invoice decides them, the lines as
// stored, the number as the bill prints it ("28", "R-31"). A credit note reads as its bill with its own number, date,
// returned lines and stored figures (core/export-bill.ts creditNoteExport).
import type { Kysely } from 'kysely';
import { billNumber, orderSeries } from '../../core/bill-series';
import { DEFAULT_SELLER_STATE } from '../../core/billing';
import { creditNoteExport, type ExportBill, type ExportParty } from '../../core/export-bill';
import { resolveState } from '../../core/gst-states';
import { salePlace } from '../../core/tax-columns';
import type { CreditNoteTable, Database, Settings } from '../db/types';
import type { Selectable } from 'kysely';
import { printedRates } from './print-invoice';
import type { OrderRecord } from './order-record';
import { billingBlock, billSplit } from './order-views';
import { storedLineGstBp } from './amount-columns';
import { creditNoteRates } from './credit-note-rates';

function stateCode(state: string): string {
  return resolveState(state)?.code ?? '';
}

export function sellerParty(settings: Settings): ExportParty {
  const state = settings.state || DEFAULT_SELLER_STATE;
  return {
    gstin: settings.gst_no,
    name: settings.shop_name || settings.user_name,
    address: settings.address,
    place: settings.city || state,
    pincode: settings.pincode,
    stateCode: stateCode(state),
    phone: settings.phone,
    email: settings.email,
  };
}

/** The product's HSN code today, for a line saved before it had one. */
async function currentHsn(db: Kysely<Database>, record: OrderRecord): Promise<Map<number, string>> {
  const ids = record.lines.filter((l) => l.hsn_code.trim() === '' && l.product_id !== null).map((l) => l.product_id as number);
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['product_id', 'hsn_code']).where('product_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.product_id, r.hsn_code]));
}

export async function exportBill(db: Kysely<Database>, record: OrderRecord, settings: Settings): Promise<ExportBill> {
  const { order, lines } = record;
  const billing = billingBlock(order);
  const sellerState = settings.state || DEFAULT_SELLER_STATE;
  const place = salePlace(billing.billing_state, order.customer_tax_number);
  const { cgstBp, sgstBp } = printedRates(order.gst_bp, settings);
  const hsnNow = await currentHsn(db, record);
  return {
    docNo: billNumber(orderSeries(order.kind), order.bill_no),
    date: order.order_date,
    seller: sellerParty(settings),
    buyer: {
      gstin: order.customer_tax_number,
      name: billing.billing_name,
      address: billing.billing_address,
      place: order.customer_city || place,
      pincode: order.customer_pincode,
      stateCode: stateCode(order.customer_state) || stateCode(place),
      phone: billing.mobile,
      email: order.customer_email,
    },
    placeOfSupply: stateCode(place),
    split: billSplit(order, sellerState),
    lines: lines.map((line) => ({
      name: line.product_name,
      hsn: line.hsn_code.trim() || (line.product_id !== null ? (hsnNow.get(line.product_id) ?? '') : ''),
      qty: line.qty,
      unit: line.unit,
      rate: Number(line.rate),
      total: Number(line.total),
      gstBp: storedLineGstBp(line, order),
    })),
    subtotal: Number(order.subtotal),
    discount: Number(order.discount_amt),
    commission: Number(order.commission_amt),
    packing: Number(order.packing_amt),
    gstOnPacking: Number(order.gst_on_packing) === 1,
    gstBp: order.gst_bp,
    cgstBp,
    sgstBp,
    cgst: Number(order.cgst_amt),
    sgst: Number(order.sgst_amt),
    total: Number(order.total),
  };
}

/** The credit note as the exports read it: its bill (`record`, read by exportBill) with the note's own lines and figures. */
export async function exportCreditNote(db: Kysely<Database>, note: Selectable<CreditNoteTable>, record: OrderRecord, settings: Settings): Promise<ExportBill> {
  const bill = await exportBill(db, record, settings);
  const billLines = new Map(record.lines.map((line, i) => [line.od_id, bill.lines[i]]));
  const returned = await db.selectFrom('credit_note_lines').selectAll().where('credit_note_id', '=', note.credit_note_id).orderBy('line_no').execute();
  return creditNoteExport(bill, {
    docNo: billNumber('credit_note', note.cn_no),
    date: note.cn_date,
    lines: returned.flatMap((r) => {
      const line = billLines.get(r.od_id);
      return line ? [{ ...line, qty: r.qty, total: Number(r.total) }] : [];
    }),
    subtotal: Number(note.subtotal),
    discount: Number(note.discount_amt),
    commission: Number(note.commission_amt),
    packing: Number(note.packing_amt),
    taxable: Number(note.taxable),
    cgst: Number(note.cgst_amt),
    sgst: Number(note.sgst_amt),
    total: Number(note.total),
    byRate: await creditNoteRates(db, note, record.order, record.lines),
  });
}
