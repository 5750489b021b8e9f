// A stored sales bill (GST or retail) or credit note as the portal exports read it (e-way bill bulk JSON, e-invoice
// schema 1.1), and its per-line figures: the document's taxable value (a bill's net rounded to a rupee, on which its
// GST was charged: core/billing.ts; a credit note's stored taxable value, core/credit-note.ts) and its stored CGST/SGST
// shared over the lines by their totals with the invoice's HSN summary rule (core/hsn-summary.ts shareOut), so every
// column adds up to the stored document to the paisa.
import { billTaxable, lineTaxShares, rateHalves, storedRateBreakdown, type RateTotals, type TaxSplit } from './billing';
import type { IsoDate } from './dates';
import { shareOut } from './share-out';
import type { Paise } from './money';
import type { BasisPoints } from './percent';
import { taxColumns } from './tax-columns';

export interface ExportParty {
  /** '' for an unregistered buyer. */
  gstin: string;
  name: string;
  address: string;
  /** City or town; the state's name when blank. */
  place: string;
  /** 6 digits, or '' (refused by the exports that need one). */
  pincode: string;
  /** The GST state table's 2-digit code; '' when unknown. */
  stateCode: string;
  phone: string;
  email: string;
}

export interface ExportLine {
  name: string;
  hsn: string;
  qty: number;
  unit: string;
  rate: Paise;
  /** rate × qty less the line's own discount: the stored line total. */
  total: Paise;
  /** The line's own GST rate (order_lines.gst_bp, issue 31 item 4); absent, the bill's gstBp. */
  gstBp?: BasisPoints;
}

/** The invoice a credit note is against: its printed number and date. */
export interface PrecedingInvoice {
  docNo: string;
  date: IsoDate;
}

export interface ExportBill {
  /** As printed on the invoice (or the credit note). */
  docNo: string;
  date: IsoDate;
  seller: ExportParty;
  buyer: ExportParty;
  /** The place of supply's 2-digit code. */
  placeOfSupply: string;
  split: TaxSplit;
  lines: readonly ExportLine[];
  subtotal: Paise;
  discount: Paise;
  commission: Paise;
  packing: Paise;
  gstBp: BasisPoints;
  cgstBp: BasisPoints;
  sgstBp: BasisPoints;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
  /** A credit note's stored taxable value (what its GST was reckoned on); a bill's is figured from its net. */
  taxable?: Paise;
  /** The bill's stored GST-on-packing rule (issue 31 item 5): its packing is part of the taxable value. */
  gstOnPacking?: boolean;
  /** Only on a credit note: the invoice it is against. */
  precedingInvoice?: PrecedingInvoice;
  /** A credit note's figures rate by rate (core/credit-note byRate); a bill's are figured from its lines (storedRateBreakdown). */
  byRate?: readonly RateTotals[];
}

/** A stored credit note's own number, date, returned lines and figures (credit_notes, credit_note_lines). */
export interface StoredCreditNote {
  docNo: string;
  date: IsoDate;
  /** The bill's lines as returned: the quantity given back and the credit note line's stored total. */
  lines: readonly ExportLine[];
  subtotal: Paise;
  discount: Paise;
  commission: Paise;
  packing: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
  /** Its figures rate by rate, when figured from the bill (core/credit-note byRate). */
  byRate?: readonly RateTotals[];
}

/**
 * A credit note as the exports read it: the bill's parties, place of supply, tax split and rates, with the credit
 * note's own number, date, lines and stored figures, and the bill as the preceding invoice.
 */
export function creditNoteExport(bill: ExportBill, note: StoredCreditNote): ExportBill {
  return {
    ...bill,
    docNo: note.docNo,
    date: note.date,
    lines: note.lines,
    subtotal: note.subtotal,
    discount: note.discount,
    commission: note.commission,
    packing: note.packing,
    taxable: note.taxable,
    cgst: note.cgst,
    sgst: note.sgst,
    total: note.total,
    byRate: note.byRate,
    precedingInvoice: { docNo: bill.docNo, date: bill.date },
  };
}

export interface ExportLineFigures {
  /** The line's own GST rate. */
  gstBp: BasisPoints;
  /** The line's share of its rate's taxable value. */
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** One rate's figures as the exports show them: CGST and SGST, or IGST on an inter-state supply. */
export interface ExportRateFigures {
  gstBp: BasisPoints;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface ExportFigures {
  lines: ExportLineFigures[];
  /** Each rate's figures in the order the rates first appear; they add up to the document's. */
  byRate: ExportRateFigures[];
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** total − taxable − tax: packing (unless taxed) less commission plus the round-off, so the figures end at the stored total. */
  other: Paise;
}

/**
 * The document's taxable value: a credit note's as stored; a bill's net (sub total less discount) rounded to a rupee,
 * plus its packing when it was made under GST on packing, as core/billing.ts salesTotals taxes it.
 */
export function taxableValue(bill: Pick<ExportBill, 'subtotal' | 'discount' | 'packing' | 'taxable' | 'gstOnPacking'>): Paise {
  if (bill.taxable !== undefined) return bill.taxable;
  return billTaxable({ net: bill.subtotal - bill.discount, packing: bill.packing, gstOnPacking: bill.gstOnPacking === true });
}

/** Packing charged after tax (the spec's arithmetic); 0 when the bill was made under GST on packing (it is in the taxable value). */
export function packingAfterTax(bill: Pick<ExportBill, 'packing' | 'gstOnPacking'>): Paise {
  return bill.gstOnPacking === true ? 0 : bill.packing;
}

/** The document's lines with their own rates, as core/billing's rate rules read them. */
export function ratedLines(bill: Pick<ExportBill, 'lines' | 'gstBp'>) {
  return bill.lines.map((l) => ({ total: l.total, gstBp: l.gstBp ?? bill.gstBp }));
}

/** The document's figures rate by rate: a credit note's as given back, a bill's from its lines, held to the stored tax. */
export function exportRates(bill: ExportBill): readonly RateTotals[] {
  return bill.byRate ?? storedRateBreakdown(ratedLines(bill), { taxable: taxableValue(bill), cgst: bill.cgst, sgst: bill.sgst });
}

/**
 * Each line's figures: its rate's taxable value, CGST and SGST shared over that rate's lines by their totals
 * (core/billing lineTaxShares), IGST the rate's whole tax shared the same way; so lines add up to their rate and rates
 * to the document, to the paisa, and a one-rate document comes out as the bill's figures shared over its lines.
 */
export function exportFigures(bill: ExportBill): ExportFigures {
  const rated = ratedLines(bill);
  const byRate = exportRates(bill);
  const shares = lineTaxShares(rated, byRate);
  const igstOf = new Map<number, Paise>();
  for (const rate of byRate) {
    const indexes = rated.flatMap((line, i) => (line.gstBp === rate.gstBp ? [i] : []));
    const parts = shareOut(
      bill.split === 'intra' ? 0 : rate.cgst + rate.sgst,
      indexes.map((i) => rated[i].total),
    );
    indexes.forEach((lineIndex, k) => igstOf.set(lineIndex, parts[k]));
  }
  const taxable = taxableValue(bill);
  const columns = taxColumns(bill.split, bill.cgst, bill.sgst);
  return {
    lines: shares.map((share, i) => {
      const split = taxColumns(bill.split, share.cgst, share.sgst);
      return { gstBp: share.gstBp, taxable: share.taxable, cgst: split.cgst, sgst: split.sgst, igst: igstOf.get(i) ?? 0 };
    }),
    byRate: byRate.map((rate) => ({ gstBp: rate.gstBp, taxable: rate.taxable, ...taxColumns(bill.split, rate.cgst, rate.sgst) })),
    taxable,
    ...columns,
    other: bill.total - taxable - columns.cgst - columns.sgst - columns.igst,
  };
}

/** A line's CGST and SGST rates: the bill's printed halves for the bill's own rate, else the rate halved. */
export function lineRateHalves(bill: Pick<ExportBill, 'gstBp' | 'cgstBp' | 'sgstBp'>, gstBp: BasisPoints): { cgstBp: BasisPoints; sgstBp: BasisPoints } {
  return gstBp === bill.gstBp ? { cgstBp: bill.cgstBp, sgstBp: bill.sgstBp } : rateHalves(gstBp);
}

/** Paise → rupees as a JSON number with at most 2 decimals (123456 → 1234.56). */
export function rupeeNumber(paise: Paise): number {
  return Number((paise / 100).toFixed(2));
}

/** Basis points → a percent number (900 → 9). */
export function rateNumber(bp: BasisPoints): number {
  return Number((bp / 100).toFixed(2));
}

// The GST portal's unit quantity codes (UQC) for the units a shop writes; anything else is OTH ("others").
const UQC: Readonly<Record<string, string>> = {
  nos: 'NOS',
  no: 'NOS',
  number: 'NOS',
  numbers: 'NOS',
  '': 'NOS',
  pcs: 'PCS',
  pc: 'PCS',
  piece: 'PCS',
  pieces: 'PCS',
  box: 'BOX',
  boxes: 'BOX',
  set: 'SET',
  sets: 'SET',
  pair: 'PRS',
  pairs: 'PRS',
  prs: 'PRS',
  kg: 'KGS',
  kgs: 'KGS',
  kilogram: 'KGS',
  g: 'GMS',
  gm: 'GMS',
  gms: 'GMS',
  gram: 'GMS',
  m: 'MTR',
  mtr: 'MTR',
  metre: 'MTR',
  meter: 'MTR',
  mtrs: 'MTR',
  ltr: 'LTR',
  l: 'LTR',
  litre: 'LTR',
  liter: 'LTR',
  roll: 'ROL',
  rolls: 'ROL',
  rol: 'ROL',
  doz: 'DOZ',
  dozen: 'DOZ',
  pkt: 'PAC',
  pack: 'PAC',
  packet: 'PAC',
  pac: 'PAC',
  bundle: 'BDL',
  bdl: 'BDL',
  coil: 'ROL',
  unit: 'UNT',
  units: 'UNT',
  unt: 'UNT',
};

export function uqcOf(unit: string): string {
  return UQC[unit.trim().toLowerCase().replace(/\.$/, '')] ?? 'OTH';
}

/** What an export cannot do without, checked before anything is built: the first gap, or null. */
export function missingForExport(bill: ExportBill, parties: ReadonlyArray<'seller' | 'buyer'>): string | null {
  for (const side of parties) {
    const party = bill[side];
    // The supplier's GSTIN is the portal's key (fromGstin, SellerDtls.Gstin): neither takes a blank one.
    if (side === 'seller' && party.gstin.trim() === '') return 'The shop has no GSTIN: add its GST Number in Settings first.';
    if (party.pincode === '') {
      return side === 'buyer'
        ? `The customer ${party.name} has no pincode: add the 6-digit pincode to the customer first.`
        : 'The shop has no pincode: add the 6-digit pincode in Settings first.';
    }
    if (party.stateCode === '') {
      return side === 'buyer'
        ? `The customer ${party.name} has no GST state: add the state to the customer first.`
        : 'The shop has no GST state: set it in Settings first.';
    }
  }
  const noHsn = bill.lines.find((l) => l.hsn.trim() === '');
  if (noHsn) return `The product ${noHsn.name} has no HSN code: add its HSN code to the product first.`;
  return null;
}

/** The address as the portals' lines of at most `width` characters each. */
export function addressLines(address: string, width = 100): [string, string] {
  const flat = address.replace(/\s+/g, ' ').trim();
  return [flat.slice(0, width), flat.slice(width, width * 2)];
}
