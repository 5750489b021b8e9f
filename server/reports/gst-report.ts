// pos_report_gst and pos_report_gst_purchase (spec §3 GST report row): one row per bill with its stored GST and
// total, and the totals of the rows. Sales: issued GST and retail bills (quotations and cancelled bills are no sale).
import type { Kysely } from 'kysely';
import type { DateRange } from '../../core/dates';
import { toDmy } from '../../core/dates';
import { formatRupees, roundToRupee } from '../../core/money';
import type { Database } from '../db/types';

export interface GstBill {
  id: number;
  /** Sales: 'gst' or 'retail'; purchases: null. */
  kind: string | null;
  billNo: number | null;
  date: string;
  partyName: string;
  gstin: string;
  state: string;
  subtotal: number;
  gst: number;
  cgst: number;
  sgst: number;
  total: number;
}

/** The sales GST report's query (bench/gst-report.ts times it bare). */
export function salesGstQuery(db: Kysely<Database>, range: DateRange | null) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
    // "Not a quotation" rather than "in (gst, retail)": the same bills, but it leaves the date range to pick the
    // index, and orders_gst_report (migration 2026-11-22T0700) then serves the whole report in date order.
    .where('o.kind', '!=', 'estimate')
    .where('o.cancelled', '=', 0);
  if (range) query = query.where('o.order_date', '>=', range.from).where('o.order_date', '<=', range.to);
  return query
    .select(['o.order_id as id', 'o.kind', 'o.bill_no as billNo', 'o.order_date as date', 'c.name as partyName', 'c.tax_number as gstin', 'o.billing_state as state',
      'o.subtotal', 'o.discount_amt', 'o.gst_amt', 'o.cgst_amt', 'o.sgst_amt', 'o.total'])
    .orderBy('o.order_date')
    .orderBy('o.order_id');
}

export async function salesGstBills(db: Kysely<Database>, range: DateRange | null): Promise<GstBill[]> {
  const rows = await salesGstQuery(db, range).execute();
  return rows.map((r) => ({
    id: r.id, kind: r.kind, billNo: r.billNo, date: r.date, partyName: r.partyName, gstin: r.gstin, state: r.state,
    // The taxable value GST was reckoned on (DESIGN §5), as the invoice prints it: R(subtotal − discount).
    subtotal: roundToRupee(Number(r.subtotal) - Number(r.discount_amt)),
    gst: Number(r.gst_amt), cgst: Number(r.cgst_amt), sgst: Number(r.sgst_amt), total: Number(r.total),
  }));
}

export async function purchaseGstBills(db: Kysely<Database>, range: DateRange | null): Promise<GstBill[]> {
  let query = db.selectFrom('purchases as p').innerJoin('suppliers as s', 's.id', 'p.supplier_id');
  if (range) query = query.where('p.order_date', '>=', range.from).where('p.order_date', '<=', range.to);
  const rows = await query
    .select(['p.purchase_id as id', 'p.order_date as date', 's.supplier_name as partyName', 's.gst_number as gstin', 's.state',
      'p.subtotal', 'p.gst_amt', 'p.cgst_amt', 'p.sgst_amt', 'p.total'])
    .orderBy('p.order_date')
    .orderBy('p.purchase_id')
    .execute();
  return rows.map((r) => ({
    id: r.id, kind: null, billNo: null, date: r.date, partyName: r.partyName, gstin: r.gstin, state: r.state,
    subtotal: Number(r.subtotal), gst: Number(r.gst_amt), cgst: Number(r.cgst_amt), sgst: Number(r.sgst_amt), total: Number(r.total),
  }));
}

export function gstReportBody(party: 'customer' | 'supplier', bills: readonly GstBill[]) {
  let gstTotal = 0;
  let productTotal = 0;
  // A year's report has 100,000 rows over 365 dates: each date is formatted once.
  const dates = new Map<string, string>();
  const dmy = (iso: string) => {
    let text = dates.get(iso);
    if (text === undefined) {
      text = toDmy(iso);
      dates.set(iso, text);
    }
    return text;
  };
  const list = bills.map((b) => {
    gstTotal += b.gst;
    productTotal += b.total;
    const figures = {
      gst_number: b.gstin,
      taxable_amt: formatRupees(b.subtotal),
      cgst: formatRupees(b.cgst),
      sgst: formatRupees(b.sgst),
      gst_amt: formatRupees(b.gst),
      total: formatRupees(b.total),
    };
    return party === 'customer'
      ? { order_id: String(b.id), bill_no: String(b.billNo), bill_type: b.kind ?? '', order_date: dmy(b.date), customer_name: b.partyName, ...figures }
      : { order_id: String(b.id), order_date: dmy(b.date), supplier_name: b.partyName, ...figures };
  });
  return { list_of_gst: list, gst_total: formatRupees(gstTotal), product_total: formatRupees(productTotal) };
}
