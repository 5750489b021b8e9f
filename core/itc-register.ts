// Issue 30 item 3: the ITC register of a month, the input tax credit the month's purchases carry, as an accountant
// matches it with GSTR-2B: supplier, GSTIN, the supplier's invoice number and date, taxable value, IGST, CGST, SGST,
// with totals. One pure function for the screen, its CSV and itc_register.php. Goods sent back to a supplier reverse
// credit: `less.debitNotes` takes the month's debit notes (server/reports/itc-register.ts), each a negative row.
import { purchaseTaxable, type TaxSplit } from './billing';
import { toDmy, type IsoDate } from './dates';
import { formatRupees, type Paise } from './money';
import { taxColumns } from './tax-columns';

/** One purchase as stored: its GST (cgst_amt + sgst_amt) goes where its supplier's place of supply puts it. */
export interface ItcPurchase {
  purchaseId: number;
  purchaseDate: IsoDate;
  supplierName: string;
  gstin: string;
  invoiceNo: string | null;
  invoiceDate: IsoDate | null;
  split: TaxSplit;
  subtotal: Paise;
  cgstAmt: Paise;
  sgstAmt: Paise;
}

/** A document that reverses credit (a debit note to a supplier): its own figures, as positive amounts. */
export interface ItcDebitNote {
  documentNo: string;
  date: IsoDate;
  supplierName: string;
  gstin: string;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface ItcRow {
  kind: 'purchase' | 'debit_note';
  /** The purchase's id, or the debit note's number. */
  reference: string;
  date: IsoDate;
  supplierName: string;
  gstin: string;
  invoiceNo: string;
  invoiceDate: IsoDate | null;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface ItcFigures {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  /** IGST + CGST + SGST: the credit. */
  itc: Paise;
}

export interface ItcRegister {
  rows: ItcRow[];
  totals: ItcFigures;
}

export function itcRegister(purchases: readonly ItcPurchase[], less: { debitNotes?: readonly ItcDebitNote[] } = {}): ItcRegister {
  const rows: ItcRow[] = purchases.map((p) => ({
    kind: 'purchase',
    reference: String(p.purchaseId),
    date: p.purchaseDate,
    supplierName: p.supplierName,
    gstin: p.gstin,
    invoiceNo: p.invoiceNo ?? '',
    invoiceDate: p.invoiceDate,
    taxable: purchaseTaxable(p.subtotal),
    ...taxColumns(p.split, p.cgstAmt, p.sgstAmt),
  }));
  for (const note of less.debitNotes ?? []) {
    rows.push({
      kind: 'debit_note',
      reference: note.documentNo,
      date: note.date,
      supplierName: note.supplierName,
      gstin: note.gstin,
      invoiceNo: note.documentNo,
      invoiceDate: note.date,
      taxable: -note.taxable,
      igst: -note.igst,
      cgst: -note.cgst,
      sgst: -note.sgst,
    });
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const totals: ItcFigures = { taxable: 0, igst: 0, cgst: 0, sgst: 0, itc: 0 };
  for (const row of rows) {
    totals.taxable += row.taxable;
    totals.igst += row.igst;
    totals.cgst += row.cgst;
    totals.sgst += row.sgst;
  }
  totals.itc = totals.igst + totals.cgst + totals.sgst;
  return { rows, totals };
}

/** itc_register.php's body: amounts as rupees ("1234.50"), dates dd-mm-yyyy ('' for a purchase without an invoice). */
export interface ItcRegisterBody {
  month: string;
  rows: Array<{
    kind: ItcRow['kind'];
    reference: string;
    date: string;
    supplier_name: string;
    gst_number: string;
    supplier_invoice_no: string;
    supplier_invoice_date: string;
    taxable_amt: string;
    igst: string;
    cgst: string;
    sgst: string;
  }>;
  totals: { taxable_amt: string; igst: string; cgst: string; sgst: string; itc: string };
}

export function itcRegisterBody(month: { month: number; year: number }, register: ItcRegister): ItcRegisterBody {
  return {
    month: `${String(month.month).padStart(2, '0')}-${month.year}`,
    rows: register.rows.map((row) => ({
      kind: row.kind,
      reference: row.reference,
      date: toDmy(row.date),
      supplier_name: row.supplierName,
      gst_number: row.gstin,
      supplier_invoice_no: row.invoiceNo,
      supplier_invoice_date: row.invoiceDate ? toDmy(row.invoiceDate) : '',
      taxable_amt: formatRupees(row.taxable),
      igst: formatRupees(row.igst),
      cgst: formatRupees(row.cgst),
      sgst: formatRupees(row.sgst),
    })),
    totals: {
      taxable_amt: formatRupees(register.totals.taxable),
      igst: formatRupees(register.totals.igst),
      cgst: formatRupees(register.totals.cgst),
      sgst: formatRupees(register.totals.sgst),
      itc: formatRupees(register.totals.itc),
    },
  };
}

export const ITC_CSV_HEADER = [
  'S.No',
  'Purchase ID',
  'Date',
  'Supplier Name',
  'GSTIN',
  'Supplier Invoice No',
  'Supplier Invoice Date',
  'Taxable Value',
  'IGST',
  'CGST',
  'SGST',
] as const;

/** The register's CSV rows (amounts as plain rupees) and its totals row. */
export function itcCsv(body: ItcRegisterBody): { header: string[]; rows: Array<Array<string | number>>; totals: Array<string | number> } {
  return {
    header: [...ITC_CSV_HEADER],
    rows: body.rows.map((row, index) => [
      index + 1,
      row.reference,
      row.date,
      row.supplier_name,
      row.gst_number,
      row.supplier_invoice_no,
      row.supplier_invoice_date,
      row.taxable_amt,
      row.igst,
      row.cgst,
      row.sgst,
    ]),
    totals: ['Total', '', '', '', '', '', '', body.totals.taxable_amt, body.totals.igst, body.totals.cgst, body.totals.sgst],
  };
}
