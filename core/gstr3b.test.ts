import { describe, expect, it } from 'vitest';
import { makeGstin } from './gstin';
import { buildGstr1, type Gstr1CreditNote, type Gstr1Input, type Gstr1Invoice } from './gstr1';
import { buildGstr3b, gstr1Supplies, gstr3bPortalJson, GSTR3B_TEMPLATE, outwardSupplies, suppliesDifferences, taxPayable, UNREG_ROW_KEYS } from './gstr3b';

const TN_BUYER = '33AAACR5055K1ZE';
const KA_BUYER = makeGstin(29, 'AAHCC1234K');

const invoice = (over: Partial<Gstr1Invoice>): Gstr1Invoice => ({
  number: '1',
  date: '2026-11-02',
  buyerGstin: '',
  buyerState: 'Tamil Nadu',
  value: 118_000,
  taxable: 100_000,
  rateBp: 1800,
  cgst: 9_000,
  sgst: 9_000,
  lines: [{ hsn: '841451', description: 'Ceiling fan', qty: 1, total: 100_000 }],
  ...over,
});
const note = (over: Partial<Gstr1CreditNote>): Gstr1CreditNote => ({ ...invoice({ number: 'CN-1', date: '2026-11-20' }), invoiceValue: 118_000, ...over });

// A Tamil Nadu shop's November: bills to registered buyers in and out of the state, small and large B2C bills in and
// out of the state, and a credit note of each kind GSTR-1 knows (cdnr, b2cs netting, cdnur).
const supplies: Gstr1Input = {
  gstin: '33AABCK1234L1ZT',
  sellerState: 'Tamil Nadu',
  period: '112026',
  invoices: [
    invoice({ number: '1', buyerGstin: TN_BUYER }),
    invoice({ number: '2', buyerGstin: KA_BUYER, buyerState: 'Karnataka' }),
    invoice({ number: '3', value: 59_000, taxable: 50_000, cgst: 4_500, sgst: 4_500 }),
    invoice({ number: '4', buyerState: 'Kerala', value: 236_000, taxable: 200_000, cgst: 18_000, sgst: 18_000 }),
    invoice({ number: '5', buyerState: 'Kerala', value: 23_600_000, taxable: 20_000_000, cgst: 1_800_000, sgst: 1_800_000 }),
    invoice({ number: '6', buyerState: 'Karnataka', value: 35_400, taxable: 30_000, cgst: 2_700, sgst: 2_700 }),
  ],
  creditNotes: [
    note({ number: 'CN-1', buyerGstin: TN_BUYER, value: 59_000, taxable: 50_000, cgst: 4_500, sgst: 4_500 }),
    note({ number: 'CN-2', buyerState: 'Kerala', value: 118_000, taxable: 100_000, cgst: 9_000, sgst: 9_000, invoiceValue: 236_000 }),
    note({ number: 'CN-3', buyerState: 'Kerala', value: 1_180_000, taxable: 1_000_000, cgst: 90_000, sgst: 90_000, invoiceValue: 23_600_000 }),
  ],
  issued: [],
};
const purchases = [
  { igst: 0, cgst: 500_000, sgst: 500_000 },
  { igst: 2_000_000, cgst: 0, sgst: 0 },
  { igst: 0, cgst: 100_000, sgst: 100_000 },
];
const reversals = [
  { igst: 200_000, cgst: 0, sgst: 0 },
  { igst: 0, cgst: 50_000, sgst: 50_000 },
];

describe('3.1(a) and 3.2 from the month’s bills and credit notes', () => {
  it('nets credit notes off the outward taxable supplies, worked by hand', () => {
    // Taxable: 1,000 + 1,000 + 500 + 2,000 + 2,00,000 + 300 − (500 + 1,000 + 10,000) = ₹1,93,300.
    // CGST/SGST (within Tamil Nadu): 90 + 45 − 45 = ₹90 each. IGST: 180 + 360 + 36,000 + 54 − (180 + 1,800) = ₹34,614.
    const own = outwardSupplies(supplies);
    expect(own).toMatchObject({ taxable: 19_330_000, cgst: 9_000, sgst: 9_000, igst: 3_461_400 });
    // 3.2: unregistered and inter-state only, net of their credit notes (b2cs netting and cdnur alike), by state code.
    expect(own.unregistered).toEqual([
      { pos: '29', taxable: 30_000, igst: 5_400 },
      { pos: '32', taxable: 19_100_000, igst: 3_438_000 },
    ]);
  });

  it('reads the same figures back out of the GSTR-1 export of those documents', () => {
    const gstr1 = gstr1Supplies(buildGstr1(supplies));
    expect(gstr1).toEqual(outwardSupplies(supplies));
    expect(suppliesDifferences(outwardSupplies(supplies), gstr1)).toEqual([]);
  });

  it('names each figure that differs from GSTR-1', () => {
    const own = outwardSupplies(supplies);
    const other = { ...own, taxable: own.taxable + 100, unregistered: [{ pos: '29', taxable: 30_000, igst: 5_400 }] };
    expect(suppliesDifferences(own, other)).toEqual([
      '3.1(a) taxable value: 193300.00 here, 193301.00 in GSTR-1',
      '3.2 place of supply 32: 191000.00 / IGST 34380.00 here, 0.00 / IGST 0.00 in GSTR-1',
    ]);
  });
});

describe('tax payable: credit used in the law’s order', () => {
  it('IGST credit above the IGST liability goes to CGST, then SGST; CGST credit left over is carried', () => {
    const result = taxPayable({ igst: 100_000, cgst: 300_000, sgst: 300_000 }, { igst: 500_000, cgst: 50_000, sgst: 20_000 });
    expect(result.used).toEqual({
      igst: { igst: 100_000, cgst: 300_000, sgst: 100_000 },
      // No CGST or IGST is left for the CGST credit: it is never set against SGST.
      cgst: { igst: 0, cgst: 0, sgst: 0 },
      sgst: { igst: 0, cgst: 0, sgst: 20_000 },
    });
    expect(result.cash).toEqual({ igst: 0, cgst: 0, sgst: 180_000 });
    expect(result.carried).toEqual({ igst: 0, cgst: 50_000, sgst: 0 });
  });

  it('IGST credit above every liability pays all of it and the rest is carried', () => {
    const result = taxPayable({ igst: 10_000, cgst: 20_000, sgst: 20_000 }, { igst: 100_000, cgst: 5_000, sgst: 0 });
    expect(result.used.igst).toEqual({ igst: 10_000, cgst: 20_000, sgst: 20_000 });
    expect(result.cash).toEqual({ igst: 0, cgst: 0, sgst: 0 });
    expect(result.carried).toEqual({ igst: 50_000, cgst: 5_000, sgst: 0 });
  });

  it('CGST and SGST credit go to their own head first, then to IGST; never across to each other', () => {
    const result = taxPayable({ igst: 60_000, cgst: 10_000, sgst: 40_000 }, { igst: 0, cgst: 50_000, sgst: 30_000 });
    expect(result.used.cgst).toEqual({ igst: 40_000, cgst: 10_000, sgst: 0 });
    // SGST credit is used up on SGST: 10,000 of SGST and 20,000 of IGST are paid in cash.
    expect(result.used.sgst).toEqual({ igst: 0, cgst: 0, sgst: 30_000 });
    expect(result.cash).toEqual({ igst: 20_000, cgst: 0, sgst: 10_000 });
    expect(result.carried).toEqual({ igst: 0, cgst: 0, sgst: 0 });
    const noCross = taxPayable({ igst: 0, cgst: 0, sgst: 10_000 }, { igst: 0, cgst: 10_000, sgst: 0 });
    expect(noCross.cash).toEqual({ igst: 0, cgst: 0, sgst: 10_000 });
    expect(noCross.carried).toEqual({ igst: 0, cgst: 10_000, sgst: 0 });
  });

  it('a negative credit (reversed above available) is added to the tax; a negative liability is none', () => {
    const result = taxPayable({ igst: -5_000, cgst: 1_000, sgst: 1_000 }, { igst: -2_000, cgst: 0, sgst: 0 });
    expect(result.liability).toEqual({ igst: 2_000, cgst: 1_000, sgst: 1_000 });
    expect(result.cash).toEqual({ igst: 2_000, cgst: 1_000, sgst: 1_000 });
  });
});

describe('gstr3b.php’s answer for the fixed month', () => {
  const body = buildGstr3b({ supplies, gstr1: buildGstr1(supplies), purchases, reversals });

  it('fills 3.1(a), 3.2 and table 4 in the portal’s field names, worked by hand', () => {
    expect(body.gstin).toBe('33AABCK1234L1ZT');
    expect(body.ret_period).toBe('112026');
    expect(body.sup_details.osup_det).toEqual({ txval: 193_300, iamt: 34_614, camt: 90, samt: 90, csamt: 0 });
    expect(body.inter_sup.unreg_details).toEqual([
      { pos: '29', txval: 300, iamt: 54 },
      { pos: '32', txval: 191_000, iamt: 34_380 },
    ]);
    // 4(A)(5): ₹20,000 IGST, ₹6,000 CGST and SGST; 4(B)(2): ₹2,000 IGST, ₹500 CGST and SGST; 4(C) the difference.
    expect(body.itc_elg.itc_avl.find((r) => r.ty === 'OTH')).toEqual({ ty: 'OTH', iamt: 20_000, camt: 6_000, samt: 6_000, csamt: 0 });
    expect(body.itc_elg.itc_rev.find((r) => r.ty === 'OTH')).toEqual({ ty: 'OTH', iamt: 2_000, camt: 500, samt: 500, csamt: 0 });
    expect(body.itc_elg.itc_net).toEqual({ iamt: 18_000, camt: 5_500, samt: 5_500, csamt: 0 });
  });

  it('works the tax payable from 3.1(a) and 4(C): IGST credit, then CGST and SGST credit against IGST', () => {
    // IGST 34,614 − 18,000 (IGST credit) − 5,410 (CGST credit after CGST 90) − 5,410 (SGST credit after SGST 90) = 5,794 cash.
    expect(body.tax_payable).toEqual({
      liability: { iamt: 34_614, camt: 90, samt: 90 },
      itc_used: { igst: { iamt: 18_000, camt: 0, samt: 0 }, cgst: { camt: 90, iamt: 5_410 }, sgst: { samt: 90, iamt: 5_410 } },
      cash: { iamt: 5_794, camt: 0, samt: 0 },
      itc_carried: { iamt: 0, camt: 0, samt: 0 },
    });
  });

  it('shows GSTR-1’s own 3.1(a) and 3.2 beside, with no difference', () => {
    expect(body.gstr1.osup_det).toEqual(body.sup_details.osup_det);
    expect(body.gstr1.unreg_details).toEqual(body.inter_sup.unreg_details);
    expect(body.differences).toEqual([]);
  });

  it('downloads exactly the portal offline utility’s layout (frappe/erpnext gstr_3b_report_template.json)', () => {
    const portal = gstr3bPortalJson(body);
    const shape = (value: unknown, template: unknown, at: string): string[] => {
      if (Array.isArray(template)) {
        if (!Array.isArray(value)) return [`${at}: not an array`];
        if (template.length === 0)
          return value.flatMap((row, i) => shape(row, Object.fromEntries(UNREG_ROW_KEYS.map((k) => [k, k === 'pos' ? '' : 0])), `${at}.${i}`));
        if (value.length !== template.length) return [`${at}: ${value.length} rows, not ${template.length}`];
        return template.flatMap((row, i) => shape(value[i], row, `${at}.${i}`));
      }
      if (template !== null && typeof template === 'object') {
        if (value === null || typeof value !== 'object') return [`${at}: not an object`];
        const want = Object.keys(template).sort();
        const got = Object.keys(value).sort();
        if (want.join() !== got.join()) return [`${at}: keys ${got.join()} not ${want.join()}`];
        return want.flatMap((k) => shape((value as Record<string, unknown>)[k], (template as Record<string, unknown>)[k], `${at}.${k}`));
      }
      if (typeof value !== typeof template) return [`${at}: ${typeof value}, not ${typeof template}`];
      // The row types (ty) are the template's own, in its order.
      if (at.endsWith('.ty') && value !== template) return [`${at}: ${String(value)}, not ${String(template)}`];
      return [];
    };
    expect(shape(portal, GSTR3B_TEMPLATE, '')).toEqual([]);
    expect(Object.keys(portal)).not.toContain('tax_payable');
  });
});
