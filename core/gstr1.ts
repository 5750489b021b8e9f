// GSTR-1 for one month in the layout of the GST portal's offline tool JSON: b2b invoices by recipient GSTIN (inv,
// itms by rate), b2cl (inter-state B2C invoices above ₹1,00,000), b2cs by supply type, place of supply and rate,
// the HSN summary split into hsn_b2b and hsn_b2c, and the documents issued (doc_issue, Table 13). Credit notes of sales
// returns (issue 21): cdnr for registered buyers, cdnur for unregistered inter-state returns of a B2CL invoice, and
// netted into b2cs (and the HSN summary) otherwise. Amounts are rupees with 2 decimals; rates are percents.
import { storedRatesOrWhole, taxSplit, type RateTotals } from './billing';
import { docIssue, type IssuedBill } from './doc-issue';
import { resolveState } from './gst-states';
import { validateGstin } from './gstin';
import { hsnRateSummary } from './hsn-summary';
import type { Paise } from './money';
import type { BasisPoints } from './percent';
import { salePlace } from './tax-columns';

/** Inter-state B2C invoices above this value are reported one by one (b2cl). */
export const B2CL_LIMIT: Paise = 10_000_000;

export interface Gstr1Line {
  hsn: string;
  description: string;
  qty: number;
  /** The line's own total before bill-level discount: the weight its HSN gets of the bill's figures. */
  total: Paise;
  /** The line's own GST rate (issue 31 item 4); absent, the document's rateBp. */
  gstBp?: BasisPoints;
}

export interface Gstr1Invoice {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  buyerGstin: string;
  buyerState: string;
  value: Paise;
  taxable: Paise;
  rateBp: BasisPoints;
  cgst: Paise;
  sgst: Paise;
  lines: readonly Gstr1Line[];
  /** A credit note's figures rate by rate as given back (core/credit-note byRate); a bill's are figured from its lines. */
  byRate?: readonly RateTotals[];
}

/** A credit note in the period: its own figures (positive), its bill's buyer and the value of that bill. */
export interface Gstr1CreditNote extends Gstr1Invoice {
  /** The value of the invoice the goods came back from: over B2CL_LIMIT, an unregistered inter-state return is cdnur. */
  invoiceValue: Paise;
}

export interface Gstr1Input {
  gstin: string;
  sellerState: string;
  /** 'MMYYYY', the return period. */
  period: string;
  invoices: readonly Gstr1Invoice[];
  creditNotes?: readonly Gstr1CreditNote[];
  /** Every bill numbered in the period, cancelled ones included (Table 13). */
  issued: readonly IssuedBill[];
}

const money = (paise: Paise): number => Math.round(paise) / 100;
const rate = (bp: BasisPoints): number => bp / 100;
const dmy = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** The GST state code of a state ("Tamil Nadu", "TN", "33"), '' when unknown. */
export function gstStateCode(state: string): string {
  return resolveState(state)?.code ?? '';
}

/**
 * Where a bill or credit note is reported (GSTR-1 and GSTR-3B alike): whether its buyer is registered, its place of
 * supply as a state code, and whether the supply is inter-state.
 */
export function supplyPlace(invoice: Pick<Gstr1Invoice, 'buyerGstin' | 'buyerState'>, seller: Pick<Gstr1Input, 'gstin' | 'sellerState'>) {
  const sellerCode = gstStateCode(seller.sellerState) || seller.gstin.slice(0, 2);
  const registered = validateGstin(invoice.buyerGstin).ok;
  // The place of supply the invoice, the details and the GST report show (core/tax-columns.ts salePlace).
  const place = salePlace(invoice.buyerState, invoice.buyerGstin);
  const placeCode = gstStateCode(place);
  // A bill whose state the table does not know has no place of supply to report but the seller's own.
  const pos = placeCode || sellerCode;
  const inter = placeCode !== '' && taxSplit(place, seller.sellerState) === 'inter';
  return { registered, pos, inter };
}

/** A document's lines, each with its own rate. */
function ratedLines(invoice: Gstr1Invoice) {
  return invoice.lines.map((l) => ({ ...l, gstBp: l.gstBp ?? invoice.rateBp }));
}

/**
 * A document's figures rate by rate (issue 31 item 4): as given (a credit note's), else core/billing
 * storedRatesOrWhole over its lines, held to its stored tax; a document without lines is its figures at its rate.
 */
export function gstr1Rates(invoice: Gstr1Invoice): readonly RateTotals[] {
  if (invoice.byRate) return invoice.byRate;
  return storedRatesOrWhole(ratedLines(invoice), { taxable: invoice.taxable, cgst: invoice.cgst, sgst: invoice.sgst }, invoice.rateBp);
}

type Tax = { iamt: number; csamt: number } | { camt: number; samt: number; csamt: number };

/** The portal's tax keys: IGST alone on an inter-state supply, CGST and SGST on an intra-state one. */
function taxOf(inter: boolean, cgst: Paise, sgst: Paise): Tax {
  return inter ? { iamt: money(cgst + sgst), csamt: 0 } : { camt: money(cgst), samt: money(sgst), csamt: 0 };
}

interface HsnTotal {
  hsn: string;
  desc: string;
  rateBp: BasisPoints;
  qty: number;
  txval: Paise;
  iamt: Paise;
  camt: Paise;
  samt: Paise;
}

export function buildGstr1(input: Gstr1Input) {
  const b2b = new Map<string, unknown[]>();
  const b2cl = new Map<string, unknown[]>();
  const b2cs = new Map<string, { sply_ty: string; pos: string; typ: string; rt: number; txval: Paise; iamt: Paise; camt: Paise; samt: Paise }>();
  const hsn = { b2b: new Map<string, HsnTotal>(), b2c: new Map<string, HsnTotal>() };
  const cdnr = new Map<string, unknown[]>();
  const cdnur: unknown[] = [];

  const placeOf = (invoice: Gstr1Invoice) => {
    const { registered, pos, inter } = supplyPlace(invoice, input);
    // One item per rate (num: the rate's own, as the offline tool numbers them).
    const items = gstr1Rates(invoice).map((r) => ({
      num: Math.max(1, Math.round(r.gstBp / 100)) * 100 + 1,
      itm_det: { txval: money(r.taxable), rt: rate(r.gstBp), ...taxOf(inter, r.cgst, r.sgst) },
    }));
    return { registered, pos, inter, items };
  };
  /** Adds (sign 1) or nets off (sign -1) a document's figures into b2cs and into the HSN summary. */
  const addB2cs = (invoice: Gstr1Invoice, pos: string, inter: boolean, sign: 1 | -1) => {
    for (const r of gstr1Rates(invoice)) {
      const key = `${inter ? 'INTER' : 'INTRA'}|${pos}|${r.gstBp}`;
      const row = b2cs.get(key) ?? { sply_ty: inter ? 'INTER' : 'INTRA', pos, typ: 'OE', rt: rate(r.gstBp), txval: 0, iamt: 0, camt: 0, samt: 0 };
      row.txval += sign * r.taxable;
      if (inter) row.iamt += sign * (r.cgst + r.sgst);
      else {
        row.camt += sign * r.cgst;
        row.samt += sign * r.sgst;
      }
      b2cs.set(key, row);
    }
  };
  const addHsn = (invoice: Gstr1Invoice, registered: boolean, inter: boolean, sign: 1 | -1) => {
    const rated = ratedLines(invoice);
    const book = registered ? hsn.b2b : hsn.b2c;
    // Rows per HSN code and rate: each rate's figures shared over its codes, as the invoice's HSN summary prints them.
    const groups = hsnRateSummary(rated, { taxable: invoice.taxable, cgst: invoice.cgst, sgst: invoice.sgst }, invoice.byRate);
    for (const group of groups) {
      const key = `${group.hsn}|${group.gstBp}`;
      const lines = rated.filter((l) => l.hsn.trim() === group.hsn && l.gstBp === group.gstBp);
      const row = book.get(key) ?? { hsn: group.hsn, desc: lines[0]?.description ?? '', rateBp: group.gstBp, qty: 0, txval: 0, iamt: 0, camt: 0, samt: 0 };
      row.qty += sign * lines.reduce((s, l) => s + l.qty, 0);
      row.txval += sign * group.taxable;
      if (inter) row.iamt += sign * (group.cgst + group.sgst);
      else {
        row.camt += sign * group.cgst;
        row.samt += sign * group.sgst;
      }
      book.set(key, row);
    }
  };

  for (const invoice of input.invoices) {
    const { registered, pos, inter, items } = placeOf(invoice);
    if (registered) {
      const inv = { inum: invoice.number, idt: dmy(invoice.date), val: money(invoice.value), pos, rchrg: 'N', inv_typ: 'R', itms: items };
      const ctin = invoice.buyerGstin.toUpperCase();
      b2b.set(ctin, [...(b2b.get(ctin) ?? []), inv]);
    } else if (inter && invoice.value > B2CL_LIMIT) {
      const inv = { inum: invoice.number, idt: dmy(invoice.date), val: money(invoice.value), itms: items };
      b2cl.set(pos, [...(b2cl.get(pos) ?? []), inv]);
    } else {
      addB2cs(invoice, pos, inter, 1);
    }
    // The bill's taxable value and tax shared over its HSN codes, as the invoice's HSN summary prints them.
    addHsn(invoice, registered, inter, 1);
  }

  for (const note of input.creditNotes ?? []) {
    const { registered, pos, inter, items } = placeOf(note);
    const nt = { ntty: 'C', nt_num: note.number, nt_dt: dmy(note.date), pos, val: money(note.value) };
    if (registered) {
      const ctin = note.buyerGstin.toUpperCase();
      cdnr.set(ctin, [...(cdnr.get(ctin) ?? []), { ...nt, rchrg: 'N', inv_typ: 'R', itms: items }]);
    } else if (inter && note.invoiceValue > B2CL_LIMIT) {
      cdnur.push({ typ: 'B2CL', ...nt, itms: items });
    } else {
      addB2cs(note, pos, inter, -1);
    }
    addHsn(note, registered, inter, -1);
  }

  const hsnRows = (book: Map<string, HsnTotal>) =>
    [...book.values()].map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn,
      desc: row.desc.slice(0, 30),
      uqc: 'NOS',
      qty: row.qty,
      rt: rate(row.rateBp),
      txval: money(row.txval),
      iamt: money(row.iamt),
      camt: money(row.camt),
      samt: money(row.samt),
      csamt: 0,
    }));

  return {
    gstin: input.gstin,
    fp: input.period,
    version: 'GST3.2.1',
    hash: 'hash',
    b2b: [...b2b].map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl].map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()].map(({ sply_ty, pos, typ, rt, txval, iamt, camt, samt }) => ({
      sply_ty,
      pos,
      typ,
      rt,
      txval: money(txval),
      ...(sply_ty === 'INTER' ? { iamt: money(iamt), csamt: 0 } : { camt: money(camt), samt: money(samt), csamt: 0 }),
    })),
    // Only a month with credit notes has these sections, as the offline tool writes them.
    ...(cdnr.size > 0 ? { cdnr: [...cdnr].map(([ctin, nt]) => ({ ctin, nt })) } : {}),
    ...(cdnur.length > 0 ? { cdnur } : {}),
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: docIssue(input.issued),
  };
}

export type Gstr1 = ReturnType<typeof buildGstr1>;
