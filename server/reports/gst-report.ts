// pos_report_gst and pos_report_gst_purchase (spec §3 GST report row): one row per bill with its stored GST and
// total, and the totals of the rows. Sales: issued GST and retail bills (quotations and cancelled bills are no sale).
// Each bill's GST (cgst_amt + sgst_amt as stored) is shown where its place of supply puts it: CGST and SGST within the
// seller's state, IGST from or to another (core/tax-columns.ts, through core/billing.ts taxSplit).
import { storedBillTaxable, storedLineGstBp } from '../sales/amount-columns';
import { creditNoteRates } from '../sales/credit-note-rates';
import { linesOf as billLines } from '../sales/order-record';
import type { Kysely } from 'kysely';
import { purchaseTaxable, storedRatesOrWhole, type RateTotals, type TaxSplit } from '../../core/billing';
import type { BasisPoints } from '../../core/percent';
import { formatPercent } from '../../core/percent';
import { billNumber } from '../../core/bill-series';
import type { DateRange } from '../../core/dates';
import { toDmy } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { purchaseSplit, salePlace, saleSplit, taxColumns, type TaxColumns } from '../../core/tax-columns';
import type { Database } from '../db/types';
import { sellerState } from '../sales/catalogue';
import { creditNoteNumber } from '../sales/credit-notes';

export interface GstBill extends TaxColumns {
  id: number;
  /** Sales: the bill number with its series ("28", "R-28"); purchases: null. */
  billNo: string | null;
  /** Sales: 'gst', 'retail' or 'credit_note' (a sales return, its figures negative); purchases: null. */
  kind: string | null;
  /** A credit note's own id (its row's order_id is the bill it returns from). */
  creditNoteId?: number;
  date: string;
  partyName: string;
  gstin: string;
  /** The place of supply as the bill or purchase keeps it. */
  place: string;
  split: TaxSplit;
  taxable: number;
  gst: number;
  total: number;
  /** Purchases (issue 30): the supplier's invoice number and date; null when not entered. */
  supplierInvoice?: { no: string | null; date: string | null };
  /**
   * Sales (issue 31 item 4): the bill's stored figures rate by rate, in its place of supply's columns; they add up to
   * the row's taxable value and tax to the paisa, and a one-rate bill's one rate is the row itself. Purchases: absent.
   */
  byRate?: RateColumns[];
}

/** One GST rate's share of a bill as the report shows it. */
export interface RateColumns extends TaxColumns {
  gstBp: BasisPoints;
  taxable: number;
}

/** A document's rates (core/billing storedRateBreakdown) in its split's columns, signed as its row is. */
function rateColumns(byRate: readonly RateTotals[], split: TaxSplit, sign: 1 | -1): RateColumns[] {
  return byRate.map((r) => ({ gstBp: r.gstBp, taxable: sign * r.taxable, ...taxColumns(split, sign * r.cgst, sign * r.sgst) }));
}

/** The lines of the range's bills (their totals and own rates), by bill: what the rate breakdown is read from. */
async function ratedLinesOf(db: Kysely<Database>, range: DateRange | null): Promise<Map<number, Array<{ total: number; gstBp: BasisPoints }>>> {
  let query = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.order_id', 'l.order_id')
    .where('o.kind', '!=', 'estimate')
    .where('o.cancelled', '=', 0);
  if (range) query = query.where('o.order_date', '>=', range.from).where('o.order_date', '<=', range.to);
  const rows = await query.select(['l.order_id', 'l.total', 'l.gst_bp', 'o.gst_bp as bill_gst_bp']).orderBy('l.order_id').orderBy('l.line_no').execute();
  const byBill = new Map<number, Array<{ total: number; gstBp: BasisPoints }>>();
  for (const row of rows) {
    const list = byBill.get(row.order_id) ?? [];
    list.push({ total: Number(row.total), gstBp: storedLineGstBp(row, { gst_bp: row.bill_gst_bp }) });
    byBill.set(row.order_id, list);
  }
  return byBill;
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
    .select([
      'o.order_id as id',
      'o.kind',
      'o.bill_no as billNo',
      'o.order_date as date',
      'c.name as partyName',
      'c.tax_number as gstin',
      'o.billing_state as billingState',
      'c.state as customerState',
      'o.subtotal',
      'o.discount_amt',
      'o.packing_amt',
      'o.gst_on_packing',
      'o.gst_bp',
      'o.gst_amt',
      'o.cgst_amt',
      'o.sgst_amt',
      'o.total',
    ])
    .orderBy('o.order_date')
    .orderBy('o.order_id');
}

/** A year's report repeats a few hundred parties: each party's place and split is worked out once. */
function memo<T>(work: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) {
      value = work(key);
      seen.set(key, value);
    }
    return value;
  };
}

/** Credit notes dated in the range, with their bill's place of supply (issue 21). */
function creditNoteQuery(db: Kysely<Database>, range: DateRange | null) {
  let query = db.selectFrom('credit_notes as n').innerJoin('orders as o', 'o.order_id', 'n.order_id').innerJoin('customers as c', 'c.user_id', 'n.customer_id');
  if (range) query = query.where('n.cn_date', '>=', range.from).where('n.cn_date', '<=', range.to);
  return query
    .select([
      'n.credit_note_id',
      'n.cn_no',
      'n.cn_date',
      'o.order_id',
      'c.name as partyName',
      'c.tax_number as gstin',
      'o.billing_state as billingState',
      'c.state as customerState',
      'n.taxable',
      'n.gst_amt',
      'n.cgst_amt',
      'n.sgst_amt',
      'n.total',
    ])
    .orderBy('n.cn_date')
    .orderBy('n.credit_note_id');
}

export async function salesGstBills(db: Kysely<Database>, range: DateRange | null): Promise<GstBill[]> {
  const [seller, rows, notes, linesOf] = await Promise.all([
    sellerState(db),
    salesGstQuery(db, range).execute(),
    creditNoteQuery(db, range).execute(),
    ratedLinesOf(db, range),
  ]);
  const places = new Map<string, { place: string; split: TaxSplit }>();
  const placeOf = (state: string, gstin: string) => {
    const key = `${state}\u0000${gstin}`;
    let found = places.get(key);
    if (found === undefined) {
      found = { place: salePlace(state, gstin), split: saleSplit(state, gstin, seller) };
      places.set(key, found);
    }
    return found;
  };
  const bills: GstBill[] = rows.map((r) => {
    // The bill's own state, else its customer's (as the bill's details show it), else the GSTIN's.
    const { place, split } = placeOf(r.billingState || r.customerState, r.gstin);
    const { cgst, sgst, igst } = taxColumns(split, Number(r.cgst_amt), Number(r.sgst_amt));
    // The bill's rates as it was made (its lines' stored rates), held to its stored taxable value, CGST and SGST.
    const stored = { taxable: storedBillTaxable(r), cgst: Number(r.cgst_amt), sgst: Number(r.sgst_amt) };
    const byRate = storedRatesOrWhole(linesOf.get(r.id) ?? [], stored, r.gst_bp);
    return {
      id: r.id,
      billNo: billNumber(r.kind === 'retail' ? 'retail' : 'gst', r.billNo),
      kind: r.kind,
      date: r.date,
      partyName: r.partyName,
      gstin: r.gstin,
      place,
      split,
      // The taxable value GST was reckoned on (DESIGN §5, the bill's own GST-on-packing rule), as the invoice prints it.
      taxable: stored.taxable,
      gst: Number(r.gst_amt),
      cgst,
      sgst,
      igst,
      total: Number(r.total),
      byRate: rateColumns(byRate, split, 1),
    };
  });
  if (notes.length === 0) return bills;
  const noteRates = await creditNoteRatesOf(db, notes);
  // A credit note is a negative row on its own date, taxed where its bill was (the stored figures, sign turned).
  const credits: GstBill[] = notes.map((n) => {
    const { place, split } = placeOf(n.billingState || n.customerState, n.gstin);
    const { cgst, sgst, igst } = taxColumns(split, -Number(n.cgst_amt), -Number(n.sgst_amt));
    return {
      id: n.order_id,
      creditNoteId: n.credit_note_id,
      billNo: creditNoteNumber(n.cn_no),
      kind: 'credit_note',
      date: n.cn_date,
      partyName: n.partyName,
      gstin: n.gstin,
      place,
      split,
      taxable: -Number(n.taxable),
      gst: -Number(n.gst_amt),
      cgst,
      sgst,
      igst,
      total: -Number(n.total),
      byRate: rateColumns(noteRates.get(n.credit_note_id) ?? [], split, -1),
    };
  });
  return [...bills, ...credits].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Each credit note's figures rate by rate, as its print and GSTR-1 read them (server/sales/credit-note-rates.ts), else
 * its own lines' rates held to its stored figures; a note with no lines keeps its stored figures at its bill's rate.
 */
async function creditNoteRatesOf(
  db: Kysely<Database>,
  notes: ReadonlyArray<{ credit_note_id: number; order_id: number; taxable: number | string; cgst_amt: number | string; sgst_amt: number | string }>,
): Promise<Map<number, RateTotals[]>> {
  const found = new Map<number, RateTotals[]>();
  for (const n of notes) {
    const order = await db.selectFrom('orders').selectAll().where('order_id', '=', n.order_id).executeTakeFirstOrThrow();
    const lines = await billLines(db, n.order_id);
    const stored = { taxable: Number(n.taxable), cgst: Number(n.cgst_amt), sgst: Number(n.sgst_amt) };
    const fromBill = await creditNoteRates(db, n, order, lines);
    if (fromBill) {
      found.set(n.credit_note_id, fromBill);
      continue;
    }
    const returned = await db
      .selectFrom('credit_note_lines as r')
      .innerJoin('order_lines as l', 'l.od_id', 'r.od_id')
      .where('r.credit_note_id', '=', n.credit_note_id)
      .select(['r.total', 'l.gst_bp'])
      .orderBy('r.line_no')
      .execute();
    const rated = returned.map((r) => ({ total: Number(r.total), gstBp: storedLineGstBp(r, order) }));
    found.set(n.credit_note_id, storedRatesOrWhole(rated, stored, order.gst_bp));
  }
  return found;
}

export async function purchaseGstBills(db: Kysely<Database>, range: DateRange | null): Promise<GstBill[]> {
  let query = db.selectFrom('purchases as p').innerJoin('suppliers as s', 's.id', 'p.supplier_id');
  if (range) query = query.where('p.order_date', '>=', range.from).where('p.order_date', '<=', range.to);
  const [seller, rows] = await Promise.all([
    sellerState(db),
    query
      .select([
        'p.purchase_id as id',
        'p.order_date as date',
        'p.supplier_name as partyName',
        's.supplier_name as currentName',
        's.gst_number as gstin',
        'p.supplier_state as place',
        'p.supplier_invoice_no',
        'p.supplier_invoice_date',
        'p.subtotal',
        'p.gst_amt',
        'p.cgst_amt',
        'p.sgst_amt',
        'p.total',
      ])
      .orderBy('p.order_date')
      .orderBy('p.purchase_id')
      .execute(),
  ]);
  const splitOf = memo((place) => purchaseSplit(place, seller));
  return rows.map((r) => {
    const split = splitOf(r.place);
    return {
      id: r.id,
      billNo: null,
      kind: null,
      date: r.date,
      partyName: r.partyName || r.currentName,
      gstin: r.gstin,
      place: r.place,
      split,
      // The rounded subtotal GST was charged on (issue 30), so taxable + GST = total on every row.
      taxable: purchaseTaxable(Number(r.subtotal)),
      gst: Number(r.gst_amt),
      ...taxColumns(split, Number(r.cgst_amt), Number(r.sgst_amt)),
      total: Number(r.total),
      supplierInvoice: { no: r.supplier_invoice_no, date: r.supplier_invoice_date },
    };
  });
}

/** A year's report formats 600,000 amounts, a third of them 0 (the taxes a bill's split leaves empty). */
const rupees = (paise: number): string => (paise === 0 ? '0.00' : formatRupees(paise));

/** A rate's figures on the wire: the rate in percent ("18.00"), amounts in rupees. */
function rateFields(r: RateColumns) {
  return { gst_percentage: formatPercent(r.gstBp), taxable_amt: rupees(r.taxable), cgst: rupees(r.cgst), sgst: rupees(r.sgst), igst: rupees(r.igst) };
}

/** The range's figures rate by rate (every row's rates summed), lowest rate first. */
export function rateSummary(bills: readonly GstBill[]): RateColumns[] {
  const sums = new Map<BasisPoints, RateColumns>();
  for (const bill of bills) {
    for (const r of bill.byRate ?? []) {
      const sum = sums.get(r.gstBp) ?? { gstBp: r.gstBp, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      sums.set(r.gstBp, { gstBp: r.gstBp, taxable: sum.taxable + r.taxable, cgst: sum.cgst + r.cgst, sgst: sum.sgst + r.sgst, igst: sum.igst + r.igst });
    }
  }
  return [...sums.values()].sort((a, b) => a.gstBp - b.gstBp);
}

export function gstReportBody(party: 'customer' | 'supplier', bills: readonly GstBill[]) {
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, gst: 0, total: 0 };
  // A year's report has 100,000 rows over 365 dates: each date is formatted once.
  const dmy = memo((iso) => toDmy(iso));
  const list = bills.map((b) => {
    totals.taxable += b.taxable;
    totals.cgst += b.cgst;
    totals.sgst += b.sgst;
    totals.igst += b.igst;
    totals.gst += b.gst;
    totals.total += b.total;
    const head =
      party === 'customer'
        ? {
            order_id: String(b.id),
            bill_no: b.billNo ?? '',
            bill_type: b.kind ?? '',
            order_date: dmy(b.date),
            customer_name: b.partyName,
            ...(b.creditNoteId === undefined ? {} : { credit_note_id: String(b.creditNoteId) }),
          }
        : {
            order_id: String(b.id),
            purchase_id: String(b.id),
            order_date: dmy(b.date),
            supplier_name: b.partyName,
            supplier_invoice_no: b.supplierInvoice?.no ?? '',
            supplier_invoice_date: b.supplierInvoice?.date ? dmy(b.supplierInvoice.date) : '',
          };
    return Object.assign(head, {
      gst_number: b.gstin,
      place_of_supply: b.place,
      tax_split: b.split,
      taxable_amt: rupees(b.taxable),
      cgst: rupees(b.cgst),
      sgst: rupees(b.sgst),
      igst: rupees(b.igst),
      gst_amt: rupees(b.gst),
      total: rupees(b.total),
      // Not in the spec (issue 31 item 4): the sales row's figures rate by rate; they add up to the row.
      ...(b.byRate === undefined ? {} : { tax_by_rate: b.byRate.map(rateFields) }),
    });
  });
  return {
    list_of_gst: list,
    gst_total: formatRupees(totals.gst),
    product_total: formatRupees(totals.total),
    taxable_total: formatRupees(totals.taxable),
    cgst_total: formatRupees(totals.cgst),
    sgst_total: formatRupees(totals.sgst),
    igst_total: formatRupees(totals.igst),
    // Not in the spec (issue 31 item 4): the sales report's rows summed rate by rate.
    ...(party === 'customer' ? { gst_by_rate: rateSummary(bills).map(rateFields) } : {}),
  };
}
