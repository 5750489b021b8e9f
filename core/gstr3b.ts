// GSTR-3B working for one month (issue 30 item 4), in the field names of the GST portal's GSTR-3B JSON:
// 3.1(a) sup_details.osup_det, the month's outward taxable supplies net of credit notes; 3.2 inter_sup.unreg_details,
// inter-state supplies to unregistered persons by place of supply; table 4 itc_elg, ITC from purchases (4(A)(5), "OTH"),
// reversed (4(B)(2), "OTH": debit notes of purchase returns) and net (4(C)); and kulir's own tax_payable block, the
// credit used in the order the law sets and the cash to pay.
//
// 3.1(a) and 3.2 are taken from the same documents GSTR-1 reports (core/gstr1.ts, the same Gstr1Input and the same
// place of supply, supplyPlace); gstr1Supplies reads the same figures back out of the GSTR-1 export itself, so the
// screen shows both and flags any difference (since the July-2025 period the portal fills 3.1 and 3.2 from GSTR-1).
//
// The layout of the portal's offline utility JSON: frappe/erpnext,
// erpnext/regional/doctype/gstr_3b_report/gstr_3b_report_template.json (commit c83cc3903135f69fe43e63c0a5239c663c6b0d4c),
// the template ERPNext fills and its test_gstr_3b_report.py checks: gstin, ret_period, inward_sup.isup_details [GST,
// NONGST], sup_details {osup_zero, osup_nil_exmp, osup_det, isup_rev, osup_nongst}, inter_sup {unreg_details,
// comp_details, uin_details}, itc_elg {itc_avl [IMPG, IMPS, ISRC, ISD, OTH], itc_rev [RUL, OTH], itc_net, itc_inelg
// [RUL, OTH]}. GSTR3B_TEMPLATE below is that layout; core/gstr3b.test.ts checks every answer against it.
import { supplyPlace, type Gstr1, type Gstr1Input } from './gstr1';
import type { Paise } from './money';
import type { TaxColumns } from './tax-columns';

/** A figure by tax head, in paise (cess is always 0 in kulir). */
export type TaxHeads = TaxColumns;

export interface OutwardSupplies {
  /** 3.1(a): taxable value and tax of the month's outward taxable supplies, net of credit notes. */
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  /** 3.2: inter-state supplies to unregistered persons, by place of supply (state code), in code order. */
  unregistered: Array<{ pos: string; taxable: Paise; igst: Paise }>;
}

const NONE: TaxHeads = { igst: 0, cgst: 0, sgst: 0 };
const paise = (rupees: number): Paise => Math.round(rupees * 100);
const rupees = (amount: Paise): number => Math.round(amount) / 100;

function byPos(rows: Map<string, { taxable: Paise; igst: Paise }>): OutwardSupplies['unregistered'] {
  return [...rows]
    .filter(([, row]) => row.taxable !== 0 || row.igst !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([pos, row]) => ({ pos, taxable: row.taxable, igst: row.igst }));
}

/** 3.1(a) and 3.2 from the month's bills and credit notes, exactly as GSTR-1 is given them (Gstr1Input). */
export function outwardSupplies(input: Pick<Gstr1Input, 'gstin' | 'sellerState' | 'invoices' | 'creditNotes'>): OutwardSupplies {
  const total = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  const unregistered = new Map<string, { taxable: Paise; igst: Paise }>();
  const add = (document: Gstr1Input['invoices'][number], sign: 1 | -1) => {
    const { registered, pos, inter } = supplyPlace(document, input);
    total.taxable += sign * document.taxable;
    if (inter) total.igst += sign * (document.cgst + document.sgst);
    else {
      total.cgst += sign * document.cgst;
      total.sgst += sign * document.sgst;
    }
    if (inter && !registered) {
      const row = unregistered.get(pos) ?? { taxable: 0, igst: 0 };
      row.taxable += sign * document.taxable;
      row.igst += sign * (document.cgst + document.sgst);
      unregistered.set(pos, row);
    }
  };
  for (const invoice of input.invoices) add(invoice, 1);
  for (const note of input.creditNotes ?? []) add(note, -1);
  return { ...total, unregistered: byPos(unregistered) };
}

interface ItemDetail {
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
}

/** The same figures read back out of the GSTR-1 export: b2b + b2cl + b2cs less cdnr and cdnur (3.1(a)); b2cl, INTER b2cs less cdnur by pos (3.2). */
export function gstr1Supplies(gstr1: Gstr1): OutwardSupplies {
  const total = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  const unregistered = new Map<string, { taxable: Paise; igst: Paise }>();
  const add = (detail: ItemDetail, sign: 1 | -1, unregisteredPos?: string) => {
    total.taxable += sign * paise(detail.txval);
    total.igst += sign * paise(detail.iamt ?? 0);
    total.cgst += sign * paise(detail.camt ?? 0);
    total.sgst += sign * paise(detail.samt ?? 0);
    if (unregisteredPos !== undefined) {
      const row = unregistered.get(unregisteredPos) ?? { taxable: 0, igst: 0 };
      row.taxable += sign * paise(detail.txval);
      row.igst += sign * paise(detail.iamt ?? 0);
      unregistered.set(unregisteredPos, row);
    }
  };
  const itemsOf = (document: unknown): ItemDetail[] => ((document as { itms: Array<{ itm_det: ItemDetail }> }).itms ?? []).map((i) => i.itm_det);
  for (const party of gstr1.b2b) for (const inv of party.inv) for (const item of itemsOf(inv)) add(item, 1);
  for (const place of gstr1.b2cl) for (const inv of place.inv) for (const item of itemsOf(inv)) add(item, 1, place.pos);
  for (const row of gstr1.b2cs) add(row, 1, row.sply_ty === 'INTER' ? row.pos : undefined);
  for (const party of gstr1.cdnr ?? []) for (const note of party.nt) for (const item of itemsOf(note)) add(item, -1);
  for (const note of gstr1.cdnur ?? []) for (const item of itemsOf(note)) add(item, -1, (note as { pos: string }).pos);
  return { ...total, unregistered: byPos(unregistered) };
}

/** The differences between 3B's own figures and GSTR-1's, one line each ("3.1(a) taxable value: ₹… here, ₹… in GSTR-1"); [] when they agree. */
export function suppliesDifferences(own: OutwardSupplies, gstr1: OutwardSupplies): string[] {
  const out: string[] = [];
  const heads: Array<[keyof Omit<OutwardSupplies, 'unregistered'>, string]> = [
    ['taxable', 'taxable value'],
    ['igst', 'integrated tax'],
    ['cgst', 'central tax'],
    ['sgst', 'state/UT tax'],
  ];
  for (const [key, name] of heads) {
    if (own[key] !== gstr1[key]) out.push(`3.1(a) ${name}: ${rupees(own[key]).toFixed(2)} here, ${rupees(gstr1[key]).toFixed(2)} in GSTR-1`);
  }
  const places = new Set([...own.unregistered.map((r) => r.pos), ...gstr1.unregistered.map((r) => r.pos)]);
  for (const pos of [...places].sort()) {
    const a = own.unregistered.find((r) => r.pos === pos) ?? { taxable: 0, igst: 0 };
    const b = gstr1.unregistered.find((r) => r.pos === pos) ?? { taxable: 0, igst: 0 };
    if (a.taxable !== b.taxable || a.igst !== b.igst) {
      out.push(
        `3.2 place of supply ${pos}: ${rupees(a.taxable).toFixed(2)} / IGST ${rupees(a.igst).toFixed(2)} here, ` +
          `${rupees(b.taxable).toFixed(2)} / IGST ${rupees(b.igst).toFixed(2)} in GSTR-1`,
      );
    }
  }
  return out;
}

/** Credit used against each liability, by the credit's head. */
export interface ItcUse {
  /** IGST credit against IGST, then CGST, then SGST. */
  igst: TaxHeads;
  /** CGST credit against CGST, then IGST (never SGST). */
  cgst: TaxHeads;
  /** SGST credit against SGST, then IGST (never CGST). */
  sgst: TaxHeads;
}

export interface TaxPayable {
  liability: TaxHeads;
  credit: TaxHeads;
  used: ItcUse;
  /** What is left to pay in cash, by head. */
  cash: TaxHeads;
  /** Credit left over, carried to the next month. */
  carried: TaxHeads;
}

/**
 * The law's order of using input tax credit (CGST Act s.49(5), rule 88A): IGST credit first, against IGST, then CGST,
 * then SGST; then CGST credit against CGST, then IGST; then SGST credit against SGST, then IGST. CGST credit is never
 * set against SGST nor SGST credit against CGST. What no credit covers is paid in cash; unused credit is carried.
 * A negative liability (credit notes above the month's bills) is none; a negative credit (reversals above what was
 * available) is added to the liability of its head, as the portal adds a negative 4(C) to the tax payable.
 */
export function taxPayable(liabilityIn: TaxHeads, creditIn: TaxHeads): TaxPayable {
  const heads = ['igst', 'cgst', 'sgst'] as const;
  const liability = { ...NONE };
  const credit = { ...NONE };
  for (const head of heads) {
    liability[head] = Math.max(0, liabilityIn[head]) + Math.max(0, -creditIn[head]);
    credit[head] = Math.max(0, creditIn[head]);
  }
  const due = { ...liability };
  const left = { ...credit };
  const used: ItcUse = { igst: { ...NONE }, cgst: { ...NONE }, sgst: { ...NONE } };
  const use = (from: keyof ItcUse, against: keyof TaxHeads) => {
    const amount = Math.min(left[from], due[against]);
    used[from][against] += amount;
    left[from] -= amount;
    due[against] -= amount;
  };
  use('igst', 'igst');
  use('igst', 'cgst');
  use('igst', 'sgst');
  use('cgst', 'cgst');
  use('cgst', 'igst');
  use('sgst', 'sgst');
  use('sgst', 'igst');
  return { liability, credit, used, cash: due, carried: left };
}

export interface Gstr3bInput {
  /** The month's bills and credit notes, exactly as GSTR-1 is built from them. */
  supplies: Gstr1Input;
  /** The GSTR-1 export of the same month (buildGstr1 of `supplies`), to compare 3.1(a) and 3.2 with. */
  gstr1: Gstr1;
  /** The ITC of each purchase of the month (4(A)(5)). */
  purchases: readonly TaxHeads[];
  /** The ITC reversed by each debit note of the month (4(B)(2)). */
  reversals: readonly TaxHeads[];
}

const sum = (rows: readonly TaxHeads[]): TaxHeads =>
  rows.reduce((t, r) => ({ igst: t.igst + r.igst, cgst: t.cgst + r.cgst, sgst: t.sgst + r.sgst }), { ...NONE });

const amounts = (t: TaxHeads) => ({ iamt: rupees(t.igst), camt: rupees(t.cgst), samt: rupees(t.sgst), csamt: 0 });
const zeroItc = (ty: string) => ({ ty, iamt: 0, camt: 0, samt: 0, csamt: 0 });
const unregDetails = (rows: OutwardSupplies['unregistered']) => rows.map((r) => ({ pos: r.pos, txval: rupees(r.taxable), iamt: rupees(r.igst) }));

/** The portal's GSTR-3B JSON of the month (GSTR3B_TEMPLATE's layout), filled from the figures. */
function portalJson(input: Gstr3bInput, own: OutwardSupplies, available: TaxHeads, reversed: TaxHeads, net: TaxHeads) {
  return {
    gstin: input.supplies.gstin,
    ret_period: input.supplies.period,
    inward_sup: {
      isup_details: [
        { ty: 'GST', intra: 0, inter: 0 },
        { ty: 'NONGST', inter: 0, intra: 0 },
      ],
    },
    sup_details: {
      osup_zero: { csamt: 0, txval: 0, iamt: 0 },
      osup_nil_exmp: { txval: 0 },
      osup_det: { txval: rupees(own.taxable), ...amounts(own) },
      isup_rev: { samt: 0, csamt: 0, txval: 0, camt: 0, iamt: 0 },
      osup_nongst: { txval: 0 },
    },
    inter_sup: { unreg_details: unregDetails(own.unregistered), comp_details: [], uin_details: [] },
    itc_elg: {
      itc_avl: [zeroItc('IMPG'), zeroItc('IMPS'), zeroItc('ISRC'), zeroItc('ISD'), { ty: 'OTH', ...amounts(available) }],
      itc_rev: [zeroItc('RUL'), { ty: 'OTH', ...amounts(reversed) }],
      itc_net: amounts(net),
      itc_inelg: [zeroItc('RUL'), zeroItc('OTH')],
    },
  };
}

export type Gstr3bPortal = ReturnType<typeof portalJson>;

/** The keys of the portal's JSON: what the download keeps of gstr3b.php's answer. */
export const PORTAL_KEYS = ['gstin', 'ret_period', 'inward_sup', 'sup_details', 'inter_sup', 'itc_elg'] as const;

/** The download: gstr3b.php's answer without kulir's own blocks. */
export function gstr3bPortalJson(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PORTAL_KEYS.map((key) => [key, body[key]]));
}

const headsOut = (t: TaxHeads) => ({ iamt: rupees(t.igst), camt: rupees(t.cgst), samt: rupees(t.sgst) });

/** The answer of gstr3b.php: the portal's JSON, kulir's tax_payable, and GSTR-1's own 3.1(a) and 3.2 beside them. */
export function buildGstr3b(input: Gstr3bInput) {
  const own = outwardSupplies(input.supplies);
  const fromGstr1 = gstr1Supplies(input.gstr1);
  const available = sum(input.purchases);
  const reversed = sum(input.reversals);
  const net = { igst: available.igst - reversed.igst, cgst: available.cgst - reversed.cgst, sgst: available.sgst - reversed.sgst };
  const payable = taxPayable({ igst: own.igst, cgst: own.cgst, sgst: own.sgst }, net);
  return {
    ...portalJson(input, own, available, reversed, net),
    tax_payable: {
      liability: headsOut(payable.liability),
      itc_used: {
        igst: headsOut(payable.used.igst),
        cgst: { camt: rupees(payable.used.cgst.cgst), iamt: rupees(payable.used.cgst.igst) },
        sgst: { samt: rupees(payable.used.sgst.sgst), iamt: rupees(payable.used.sgst.igst) },
      },
      cash: headsOut(payable.cash),
      itc_carried: headsOut(payable.carried),
    },
    gstr1: {
      osup_det: { txval: rupees(fromGstr1.taxable), ...amounts(fromGstr1) },
      unreg_details: unregDetails(fromGstr1.unregistered),
    },
    differences: suppliesDifferences(own, fromGstr1),
  };
}

export type Gstr3b = ReturnType<typeof buildGstr3b>;

/** The portal offline utility's GSTR-3B layout (see the head of this file): every key, with each array's row types. */
export const GSTR3B_TEMPLATE = {
  gstin: '',
  ret_period: '',
  inward_sup: {
    isup_details: [
      { ty: 'GST', intra: 0, inter: 0 },
      { ty: 'NONGST', inter: 0, intra: 0 },
    ],
  },
  sup_details: {
    osup_zero: { csamt: 0, txval: 0, iamt: 0 },
    osup_nil_exmp: { txval: 0 },
    osup_det: { samt: 0, csamt: 0, txval: 0, camt: 0, iamt: 0 },
    isup_rev: { samt: 0, csamt: 0, txval: 0, camt: 0, iamt: 0 },
    osup_nongst: { txval: 0 },
  },
  inter_sup: { unreg_details: [], comp_details: [], uin_details: [] },
  itc_elg: {
    itc_avl: [
      { csamt: 0, samt: 0, ty: 'IMPG', camt: 0, iamt: 0 },
      { csamt: 0, samt: 0, ty: 'IMPS', camt: 0, iamt: 0 },
      { samt: 0, csamt: 0, ty: 'ISRC', camt: 0, iamt: 0 },
      { ty: 'ISD', iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { samt: 0, csamt: 0, ty: 'OTH', camt: 0, iamt: 0 },
    ],
    itc_rev: [
      { ty: 'RUL', iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 },
    ],
    itc_net: { samt: 0, csamt: 0, camt: 0, iamt: 0 },
    itc_inelg: [
      { ty: 'RUL', iamt: 0, camt: 0, samt: 0, csamt: 0 },
      { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 },
    ],
  },
} as const;

/**
 * A 3.2 row: the template's unreg_details is empty; its rows are {pos, txval, iamt} in the same repository's
 * test_gstr_3b_report.py ("unreg_details": [{"iamt": 19.98, "pos": "06", "txval": 111.0}]).
 */
export const UNREG_ROW_KEYS = ['pos', 'txval', 'iamt'] as const;
