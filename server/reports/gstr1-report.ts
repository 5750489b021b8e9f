// GSTR-1 for one month from the stored sales bills (issued GST and retail bills), their lines' HSN codes and the
// shop's GSTIN and state (settings). Retail bills have their own number series: they are numbered "R-{bill_no}"
// (core/bill-series.ts) so every invoice number in the return is unique. Table 13 (doc_issue) counts every bill
// numbered in the month, cancelled ones included, and the numbers a restore skipped (issued after its backup, lost
// with it, never issued again: core/number-floors.ts) as cancelled in the month of the restore.
import { storedBillTaxable, storedLineGstBp } from '../sales/amount-columns';
import type { Kysely } from 'kysely';
import { DEFAULT_SELLER_STATE } from '../../core/billing';
import { billNumber, type SalesBillKind } from '../../core/bill-series';
import { buildGstr1, type Gstr1CreditNote, type Gstr1Input, type Gstr1Invoice } from '../../core/gstr1';
import type { IssuedBill } from '../../core/doc-issue';
import { creditNoteNumber } from '../sales/credit-notes';
import type { Database } from '../db/types';
import { readSettings } from '../sales/catalogue';
import { creditNoteRates } from '../sales/credit-note-rates';
import { linesOf as billLines } from '../sales/order-record';
import type { RateTotals } from '../../core/billing';

export async function gstr1ForMonth(db: Kysely<Database>, year: number, month: number) {
  return buildGstr1(await gstr1Input(db, year, month));
}

/** The month's documents as GSTR-1 takes them (and GSTR-3B's 3.1(a) and 3.2, server/reports/gstr3b-report.ts). */
export async function gstr1Input(db: Kysely<Database>, year: number, month: number): Promise<Gstr1Input> {
  const mm = String(month).padStart(2, '0');
  const from = `${year}-${mm}-01`;
  const to = `${year}-${mm}-31`;
  const [settings, numbered, lines] = await Promise.all([
    readSettings(db),
    db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
      .where('o.kind', 'in', ['gst', 'retail'])
      .where('o.order_date', '>=', from)
      .where('o.order_date', '<=', to)
      .select([
        'o.order_id',
        'o.kind',
        'o.fy',
        'o.bill_no',
        'o.cancelled',
        'o.order_date',
        'o.billing_state',
        'c.state as customer_state',
        'c.tax_number',
        'o.subtotal',
        'o.discount_amt',
        'o.packing_amt',
        'o.gst_on_packing',
        'o.gst_bp',
        'o.cgst_amt',
        'o.sgst_amt',
        'o.total',
      ])
      .orderBy('o.order_date')
      .orderBy('o.order_id')
      .execute(),
    db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.order_id', 'l.order_id')
      .where('o.kind', 'in', ['gst', 'retail'])
      .where('o.cancelled', '=', 0)
      .where('o.order_date', '>=', from)
      .where('o.order_date', '<=', to)
      .select(['l.order_id', 'l.hsn_code', 'l.product_name', 'l.qty', 'l.total', 'l.gst_bp', 'o.gst_bp as bill_gst_bp'])
      .orderBy('l.order_id')
      .orderBy('l.line_no')
      .execute(),
  ]);
  const linesOf = new Map<number, Gstr1Invoice['lines'][number][]>();
  for (const line of lines) {
    const list = linesOf.get(line.order_id) ?? [];
    list.push({
      hsn: line.hsn_code,
      description: line.product_name,
      qty: line.qty,
      total: Number(line.total),
      gstBp: storedLineGstBp(line, { gst_bp: line.bill_gst_bp }),
    });
    linesOf.set(line.order_id, list);
  }
  const creditNotes = await creditNotesOfMonth(db, from, to);
  const skipped = await skippedInMonth(db, from, to);
  const kindOf = (kind: string): SalesBillKind => (kind === 'retail' ? 'retail' : 'gst');
  const invoices: Gstr1Invoice[] = numbered
    .filter((b) => b.cancelled === 0 && (Number(b.cgst_amt) + Number(b.sgst_amt) > 0 || b.gst_bp > 0))
    .map((b) => ({
      number: billNumber(kindOf(b.kind), b.bill_no),
      date: b.order_date,
      buyerGstin: b.tax_number.trim().toUpperCase(),
      // The bill's own state, else its customer's, as the bill's details and invoice show it.
      buyerState: b.billing_state || b.customer_state,
      value: Number(b.total),
      taxable: storedBillTaxable(b),
      rateBp: b.gst_bp,
      cgst: Number(b.cgst_amt),
      sgst: Number(b.sgst_amt),
      lines: linesOf.get(b.order_id) ?? [],
    }));
  const issued: IssuedBill[] = [
    ...numbered.map((b) => ({ kind: kindOf(b.kind), fy: b.fy, billNo: b.bill_no, cancelled: b.cancelled === 1 })),
    ...creditNotes.map((n) => ({ kind: 'credit_note' as const, fy: n.fy, billNo: n.cnNo, cancelled: false })),
  ];
  const held = new Set(issued.map((b) => `${b.kind}/${b.fy}/${b.billNo}`));
  issued.push(...skipped.filter((b) => !held.has(`${b.kind}/${b.fy}/${b.billNo}`)));
  return {
    gstin: settings.gst_no,
    sellerState: settings.state || DEFAULT_SELLER_STATE,
    period: `${mm}${year}`,
    invoices,
    issued,
    // As with invoices, a note of a bill that carried no GST has nothing to report but its number (doc_issue).
    creditNotes: creditNotes.filter((n) => n.note.rateBp > 0 || n.note.cgst + n.note.sgst > 0).map((n) => n.note),
  };
}

/** The month's credit notes (by their own date), each with its returned lines and its bill's buyer and value. */
async function creditNotesOfMonth(db: Kysely<Database>, from: string, to: string) {
  const [notes, lines] = await Promise.all([
    db
      .selectFrom('credit_notes as n')
      .innerJoin('orders as o', 'o.order_id', 'n.order_id')
      .innerJoin('customers as c', 'c.user_id', 'n.customer_id')
      .where('n.cn_date', '>=', from)
      .where('n.cn_date', '<=', to)
      .select([
        'n.credit_note_id',
        'n.order_id',
        'n.fy',
        'n.cn_no',
        'n.cn_date',
        'o.billing_state',
        'c.state as customer_state',
        'c.tax_number',
        'o.gst_bp',
        'o.total as bill_total',
        'n.taxable',
        'n.cgst_amt',
        'n.sgst_amt',
        'n.total',
      ])
      .orderBy('n.cn_date')
      .orderBy('n.credit_note_id')
      .execute(),
    db
      .selectFrom('credit_note_lines as r')
      .innerJoin('credit_notes as n', 'n.credit_note_id', 'r.credit_note_id')
      .innerJoin('order_lines as l', 'l.od_id', 'r.od_id')
      .innerJoin('orders as o', 'o.order_id', 'n.order_id')
      .where('n.cn_date', '>=', from)
      .where('n.cn_date', '<=', to)
      .select(['r.credit_note_id', 'l.hsn_code', 'l.product_name', 'r.qty', 'r.total', 'l.gst_bp', 'o.gst_bp as bill_gst_bp'])
      .orderBy('r.credit_note_id')
      .orderBy('r.line_no')
      .execute(),
  ]);
  const linesOf = new Map<number, Gstr1Invoice['lines'][number][]>();
  for (const line of lines) {
    const list = linesOf.get(line.credit_note_id) ?? [];
    list.push({
      hsn: line.hsn_code,
      description: line.product_name,
      qty: line.qty,
      total: Number(line.total),
      gstBp: storedLineGstBp(line, { gst_bp: line.bill_gst_bp }),
    });
    linesOf.set(line.credit_note_id, list);
  }
  // Each note's figures rate by rate as its bill gave them back (server/sales/credit-note-rates.ts).
  const byRateOf = new Map<number, RateTotals[] | undefined>();
  for (const n of notes) {
    const order = await db.selectFrom('orders').selectAll().where('order_id', '=', n.order_id).executeTakeFirstOrThrow();
    byRateOf.set(n.credit_note_id, await creditNoteRates(db, n, order, await billLines(db, n.order_id)));
  }
  return notes.map((n) => ({
    fy: n.fy,
    cnNo: n.cn_no,
    note: {
      number: creditNoteNumber(n.cn_no),
      date: n.cn_date,
      buyerGstin: n.tax_number.trim().toUpperCase(),
      buyerState: n.billing_state || n.customer_state,
      value: Number(n.total),
      taxable: Number(n.taxable),
      rateBp: n.gst_bp,
      cgst: Number(n.cgst_amt),
      sgst: Number(n.sgst_amt),
      lines: linesOf.get(n.credit_note_id) ?? [],
      invoiceValue: Number(n.bill_total),
      byRate: byRateOf.get(n.credit_note_id),
    } satisfies Gstr1CreditNote,
  }));
}

/** The GST bill, retail bill and credit note numbers a restore in this month skipped, each as a cancelled document. */
async function skippedInMonth(db: Kysely<Database>, from: string, to: string): Promise<IssuedBill[]> {
  const ranges = await db
    .selectFrom('skipped_numbers')
    .select(['series', 'fy', 'from_no', 'to_no'])
    .where('series', 'in', ['gst', 'retail', 'credit_note'])
    .where('skip_date', '>=', from)
    .where('skip_date', '<=', to)
    .execute();
  return ranges.flatMap((r) =>
    Array.from({ length: r.to_no - r.from_no + 1 }, (_, i) => ({
      kind: r.series === 'credit_note' ? ('credit_note' as const) : r.series === 'retail' ? ('retail' as const) : ('gst' as const),
      fy: r.fy,
      billNo: r.from_no + i,
      cancelled: true,
    })),
  );
}
