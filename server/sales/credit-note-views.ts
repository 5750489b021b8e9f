// credit_note_list.php, credit_note_details.php and the return screen's bill (sales_return_detail.php).
import { irnOf, irnView } from './irn';
import { sql, type Kysely } from 'kysely';
import { billName, billNumber } from '../../core/bill-series';
import { DEFAULT_SELLER_STATE } from '../../core/billing';
import { toDmy } from '../../core/dates';
import { hsnRateSummary } from '../../core/hsn-summary';
import { storedRateBreakdown } from '../../core/billing';
import { storedLineGstBp } from './amount-columns';
import { creditNoteRates } from './credit-note-rates';
import { formatIndian, formatRupees } from '../../core/money';
import { formatPercent } from '../../core/percent';
import { taxColumns } from '../../core/tax-columns';
import type { Database, Settings } from '../db/types';
import { ApiError } from '../envelope';
import { customersMatching } from './customer-search';
import { billBalance, creditNoteNumber, numeric, returnableBill, returnedByLine } from './credit-notes';
import { containsPattern, type ListFilter } from './fields';
import type { CreditNoteListRow } from '../../core/api/credit-notes';
import { findOrder, linesOf } from './order-record';
import { heldUnitSerialsOfOrder } from './unit-serials';
import { billingBlock, billSplit } from './order-views';
import { countOf, pageOf, type Page } from './paging';
import { printedRates, sellerDetail, taxByRate } from './print-invoice';

export type { CreditNoteListRow };

function notes(db: Kysely<Database>) {
  return db.selectFrom('credit_notes as n').innerJoin('orders as o', 'o.order_id', 'n.order_id');
}

/** Newest first; Search matches the customer's name or mobile, the CN number ("CN-3" or 3) or the bill number ("GST 28", "R-28" or 28). */
export async function listCreditNotes(db: Kysely<Database>, filter: ListFilter): Promise<Page<CreditNoteListRow>> {
  let matching = notes(db);
  if (filter.from) matching = matching.where('n.cn_date', '>=', filter.from);
  if (filter.to) matching = matching.where('n.cn_date', '<=', filter.to);
  if (filter.search !== '') {
    const numberText = filter.search.replace(/^((cn|r)-?|gst\s*)/i, '');
    const number = /^\d{1,9}$/.test(numberText) ? Number(numberText) : null;
    const customers = customersMatching(db, filter.search, { taxNumber: false });
    const byCn = /^cn-?/i.test(filter.search);
    matching = matching.where((eb) =>
      eb.or([
        eb('n.customer_id', 'in', customers),
        sql<boolean>`lower(${eb.ref('n.reason')}) like ${containsPattern(filter.search)} escape '\\'`,
        ...(number === null ? [] : byCn ? [eb('n.cn_no', '=', number)] : [eb('n.cn_no', '=', number), eb('o.bill_no', '=', number)]),
      ]),
    );
  }
  const rows = (query: typeof matching) =>
    query
      .innerJoin('customers as c', 'c.user_id', 'n.customer_id')
      .select([
        'n.credit_note_id',
        'n.cn_no',
        'n.cn_date',
        'n.order_id',
        'o.bill_no',
        'o.kind',
        'o.order_date',
        'o.billing_name',
        'c.name',
        'c.mobile',
        'n.reason',
        'n.total',
      ])
      .orderBy('n.cn_date', 'desc')
      .orderBy('n.credit_note_id', 'desc');
  return pageOf(
    filter.page,
    {
      all: () => rows(matching).execute(),
      page: (limit, offset) => rows(matching).limit(limit).offset(offset).execute(),
      count: () => countOf(matching),
    },
    (r) => ({
      credit_note_id: String(r.credit_note_id),
      credit_note_no: creditNoteNumber(r.cn_no),
      cn_date: toDmy(r.cn_date),
      order_id: String(r.order_id),
      // Bills of both series meet in this column: each named with its series (issue 32), "GST 103" or "R-31".
      bill_no: billName(r.kind === 'retail' ? 'retail' : 'gst', r.bill_no),
      bill_type: r.kind,
      bill_date: toDmy(r.order_date),
      name: r.billing_name || r.name,
      mobile: r.mobile,
      reason: r.reason,
      amount: formatIndian(Number(r.total)),
    }),
  );
}

/** One credit note as its details screen and its print (A4, 80 mm) show it. */
export async function creditNoteDetail(db: Kysely<Database>, creditNoteId: number, settings: Settings) {
  const found = await db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', creditNoteId).executeTakeFirst();
  if (!found) throw new ApiError(404, `No credit note with credit_note_id ${creditNoteId}`);
  const note = numeric(found);
  const order = await findOrder(db, note.order_id, ['gst', 'retail']);
  if (!order) throw new ApiError(404, `No bill with order_id ${note.order_id}`);
  const orderLines = await linesOf(db, order.order_id);
  const billLines = new Map(orderLines.map((l) => [l.od_id, l]));
  const returned = await db.selectFrom('credit_note_lines').selectAll().where('credit_note_id', '=', creditNoteId).orderBy('line_no').execute();
  const lines = returned.flatMap((r) => {
    const line = billLines.get(r.od_id);
    return line ? [{ line, qty: r.qty, total: Number(r.total) }] : [];
  });
  const split = billSplit(order, settings.state || DEFAULT_SELLER_STATE);
  const columns = taxColumns(split, note.cgst_amt, note.sgst_amt);
  const { cgstBp, sgstBp } = printedRates(order.gst_bp, settings);
  const billing = billingBlock(order);
  // Kept credit later taken off the customer's bills (pos_apply_credit.php), bill by bill.
  const used = await db
    .selectFrom('credit_applications as a')
    .innerJoin('orders as o', 'o.order_id', 'a.order_id')
    .select(['a.order_id', 'o.kind', 'o.bill_no', 'a.amount', 'a.applied_date'])
    .where('a.credit_note_id', '=', creditNoteId)
    .orderBy('a.id')
    .execute();
  const irn = await irnOf(db, { credit_note_id: creditNoteId });
  // Issue 31 item 4: each returned line at its bill line's rate; the note's figures rate by rate as given back.
  const rated = lines.map(({ line, total }) => ({ hsn: line.hsn_code, total, gstBp: storedLineGstBp(line, order) }));
  const stored = { taxable: note.taxable, cgst: note.cgst_amt, sgst: note.sgst_amt };
  const byRate = (await creditNoteRates(db, found, order, orderLines)) ?? storedRateBreakdown(rated, stored);
  return {
    credit_note_id: String(note.credit_note_id),
    credit_note_no: creditNoteNumber(note.cn_no),
    cn_date: toDmy(note.cn_date),
    irn: irn ? irnView(irn) : null,
    reason: note.reason,
    order_id: String(order.order_id),
    bill_no: billNumber(order.kind === 'retail' ? 'retail' : 'gst', order.bill_no),
    bill_type: order.kind,
    bill_date: toDmy(order.order_date),
    seller_detail: sellerDetail(settings),
    buyer_detail: {
      name: billing.billing_name,
      tax_number: order.customer_tax_number,
      address: billing.billing_address,
      state: billing.billing_state,
      telephone: billing.mobile,
    },
    lines: lines.map(({ line, qty, total }, i) => ({
      order_detail_id: String(line.od_id),
      product_name: line.product_name,
      brand_name: line.brand_name,
      serial_no: line.serial_no,
      product_code: line.product_code,
      hsn_code: line.hsn_code,
      unit: line.unit,
      amount_per_product: formatRupees(Number(line.rate)),
      qty,
      discount_percentage: formatPercent(line.discount_bp),
      total_per_product: formatRupees(total),
      gst_percentage: formatPercent(rated[i].gstBp),
    })),
    final_billing: {
      subtotal: formatRupees(note.subtotal),
      discount_percentage: formatPercent(order.discount_bp),
      discount_amt: formatRupees(note.discount_amt),
      commission_percentage: formatPercent(order.commission_bp),
      commission_amt: formatRupees(note.commission_amt),
      packing_percentage: formatPercent(order.packing_bp),
      packing_amt: formatRupees(note.packing_amt),
      taxable: formatRupees(note.taxable),
      gst_percentage: formatPercent(order.gst_bp),
      cgst_percentage: formatPercent(cgstBp),
      sgst_percentage: formatPercent(sgstBp),
      tax_split: split,
      cgst: formatRupees(columns.cgst),
      sgst: formatRupees(columns.sgst),
      igst: formatRupees(columns.igst),
      gst_total: formatRupees(note.gst_amt),
      round_off: formatRupees(note.round_off),
      total: formatRupees(note.total),
    },
    settlement: { applied: formatRupees(note.applied), refund: formatRupees(note.refund), kept_credit: formatRupees(note.kept_credit) },
    credit_used: used.map((u) => ({
      order_id: String(u.order_id),
      bill_no: billNumber(u.kind === 'retail' ? 'retail' : 'gst', u.bill_no),
      amount: formatRupees(Number(u.amount)),
      applied_date: toDmy(u.applied_date),
    })),
    /** Not in the spec (issue 31 item 4): the note's taxable value and tax rate by rate; they add up to final_billing. */
    tax_by_rate: taxByRate(byRate, order.gst_bp, { cgstBp, sgstBp }, split),
    hsn_summary: hsnRateSummary(rated, stored, byRate).map((row) => ({
      hsn_code: row.hsn,
      gst_percentage: formatPercent(row.gstBp),
      taxable_value: formatRupees(row.taxable),
      cgst: formatRupees(row.cgst),
      sgst: formatRupees(row.sgst),
      tax_total: formatRupees(row.cgst + row.sgst),
    })),
  };
}

/** The return screen's bill: each line with how many were sold, returned before and can still come back. */
export async function salesReturnDetail(db: Kysely<Database>, orderId: number) {
  const order = await returnableBill(db, orderId);
  const [lines, returned, held, earlier] = await Promise.all([
    linesOf(db, orderId),
    returnedByLine(db, orderId),
    heldUnitSerialsOfOrder(db, orderId),
    db.selectFrom('credit_notes').select(['credit_note_id', 'cn_no', 'cn_date', 'total']).where('order_id', '=', orderId).orderBy('credit_note_id').execute(),
  ]);
  return {
    order_id: String(order.order_id),
    bill_no: billNumber(order.kind === 'retail' ? 'retail' : 'gst', order.bill_no),
    bill_type: order.kind,
    order_date: toDmy(order.order_date),
    name: billingBlock(order).billing_name,
    total: formatRupees(Number(order.total)),
    balance: formatRupees(billBalance(order)),
    lines: lines.map((l) => {
      const back = returned.get(l.od_id) ?? 0;
      return {
        order_detail_id: String(l.od_id),
        product_name: l.product_name,
        serial_no: l.serial_no || l.product_code,
        amount_per_product: formatRupees(Number(l.rate)),
        discount_percentage: formatPercent(l.discount_bp),
        qty: l.qty,
        returned: back,
        returnable: l.qty - back,
        total_per_product: formatRupees(Number(l.total)),
        /** The units this line still holds (issue 33 item 4): a return of this line picks from them. */
        unit_serials: held.get(l.od_id) ?? [],
      };
    }),
    credit_notes: earlier.map((n) => ({
      credit_note_id: String(n.credit_note_id),
      credit_note_no: creditNoteNumber(n.cn_no),
      cn_date: toDmy(n.cn_date),
      total: formatRupees(Number(n.total)),
    })),
  };
}
