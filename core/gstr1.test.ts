import { describe, expect, it } from 'vitest';
import { makeGstin } from './gstin';
import { buildGstr1, type Gstr1CreditNote, type Gstr1Invoice } from './gstr1';

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

describe('GSTR-1 JSON for a month', () => {
  const gstr1 = buildGstr1({
    gstin: '33AABCK1234L1ZT',
    sellerState: 'Tamil Nadu',
    period: '112026',
    invoices: [
      invoice({
        number: '7',
        buyerGstin: TN_BUYER,
        lines: [
          { hsn: '841451', description: 'Fan', qty: 2, total: 60_000 },
          { hsn: '847960', description: 'Cooler', qty: 1, total: 40_000 },
        ],
      }),
      invoice({ number: '8', buyerGstin: KA_BUYER, buyerState: 'Karnataka', date: '2026-11-03' }),
      invoice({ number: '9' }),
      invoice({ number: '10', buyerState: 'Kerala' }),
      invoice({ number: '11', buyerState: 'Kerala', value: 23_600_000, taxable: 20_000_000, cgst: 1_800_000, sgst: 1_800_000 }),
      invoice({ number: '12' }),
    ],
    issued: [],
  });

  it('puts registered buyers in b2b by GSTIN with one item per rate; intra CGST+SGST, inter IGST', () => {
    expect(gstr1).toMatchObject({ gstin: '33AABCK1234L1ZT', fp: '112026' });
    expect(gstr1.b2b).toEqual([
      {
        ctin: TN_BUYER,
        inv: [
          {
            inum: '7',
            idt: '02-11-2026',
            val: 1180,
            pos: '33',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: KA_BUYER,
        inv: [
          {
            inum: '8',
            idt: '03-11-2026',
            val: 1180,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('sums unregistered buyers in b2cs by supply type, place of supply and rate; big inter-state ones go to b2cl', () => {
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 2000, camt: 180, samt: 180, csamt: 0 },
      { sply_ty: 'INTER', pos: '32', typ: 'OE', rt: 18, txval: 1000, iamt: 180, csamt: 0 },
    ]);
    expect(gstr1.b2cl).toEqual([{ pos: '32', inv: [expect.objectContaining({ inum: '11', val: 236000 })] }]);
  });

  it('splits the HSN summary into B2B and B2C, sharing each bill over its HSN codes by line totals', () => {
    expect(gstr1.hsn.hsn_b2b).toEqual([
      { num: 1, hsn_sc: '841451', desc: 'Fan', uqc: 'NOS', qty: 3, rt: 18, txval: 1600, iamt: 180, camt: 54, samt: 54, csamt: 0 },
      { num: 2, hsn_sc: '847960', desc: 'Cooler', uqc: 'NOS', qty: 1, rt: 18, txval: 400, iamt: 0, camt: 36, samt: 36, csamt: 0 },
    ]);
    const b2c = gstr1.hsn.hsn_b2c;
    expect(b2c).toHaveLength(1);
    expect(b2c[0]).toMatchObject({ hsn_sc: '841451', qty: 4, txval: 203000 });
    const taxable = [...gstr1.hsn.hsn_b2b, ...b2c].reduce((s, r) => s + r.txval, 0);
    expect(taxable).toBe(1000 * 5 + 200000);
  });
});

describe('GSTR-1 place of supply and documents issued', () => {
  const build = (invoices: Gstr1Invoice[], issued: Parameters<typeof buildGstr1>[0]['issued'] = []) =>
    buildGstr1({ gstin: '33AABCK1234L1ZT', sellerState: 'Tamil Nadu', period: '112026', invoices, issued });

  it('reads the bill\'s state through the GST state table: "TN" and "33" are Tamil Nadu, "KA" Karnataka', () => {
    const gstr1 = build([invoice({ number: '1', buyerState: 'TN' }), invoice({ number: '2', buyerState: '33' }), invoice({ number: '3', buyerState: 'KA' })]);
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 2000, camt: 180, samt: 180, csamt: 0 },
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 1000, iamt: 180, csamt: 0 },
    ]);
  });

  it("takes a registered buyer's place from the bill, and from the GSTIN when the bill has no state", () => {
    const gstr1 = build([invoice({ number: '4', buyerGstin: KA_BUYER, buyerState: '' })]);
    expect(gstr1.b2b[0].inv[0]).toMatchObject({ inum: '4', pos: '29', itms: [{ itm_det: { iamt: 180 } }] });
  });

  it("adds doc_issue with each series' first and last number, total and cancelled count", () => {
    const gstr1 = build(
      [invoice({ number: '7' })],
      [
        { kind: 'gst', fy: '2026-27', billNo: 7, cancelled: false },
        { kind: 'gst', fy: '2026-27', billNo: 8, cancelled: true },
        { kind: 'retail', fy: '2026-27', billNo: 3, cancelled: false },
      ],
    );
    expect(gstr1.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: '7', to: '8', totnum: 2, cancel: 1, net_issue: 1 },
            { num: 2, from: 'R-3', to: 'R-3', totnum: 1, cancel: 0, net_issue: 1 },
          ],
        },
      ],
    });
  });
});

describe('GSTR-1 credit notes of sales returns', () => {
  const note = (over: Partial<Gstr1CreditNote>): Gstr1CreditNote => ({
    ...invoice({ number: 'CN-1', date: '2026-11-20', value: 59_000, taxable: 50_000, cgst: 4_500, sgst: 4_500 }),
    invoiceValue: 118_000,
    ...over,
  });
  const gstr1 = buildGstr1({
    gstin: '33AABCK1234L1ZT',
    sellerState: 'Tamil Nadu',
    period: '112026',
    invoices: [invoice({ number: '9' }), invoice({ number: '10', buyerState: 'Kerala' })],
    creditNotes: [
      note({ number: 'CN-1', buyerGstin: TN_BUYER }),
      note({ number: 'CN-2', buyerGstin: KA_BUYER, buyerState: 'Karnataka' }),
      note({ number: 'CN-3', buyerState: 'Kerala', invoiceValue: 23_600_000 }),
      note({ number: 'CN-4' }),
      note({ number: 'CN-5', buyerState: 'Kerala' }),
    ],
    issued: [
      { kind: 'credit_note', fy: '2026-27', billNo: 1, cancelled: false },
      { kind: 'credit_note', fy: '2026-27', billNo: 2, cancelled: false },
    ],
  });

  it("reports registered buyers' credit notes in cdnr by GSTIN (intra CGST+SGST, inter IGST)", () => {
    expect(gstr1.cdnr).toEqual([
      {
        ctin: TN_BUYER,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN-1',
            nt_dt: '20-11-2026',
            pos: '33',
            val: 590,
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 500, rt: 18, camt: 45, samt: 45, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: KA_BUYER,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN-2',
            nt_dt: '20-11-2026',
            pos: '29',
            val: 590,
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 500, rt: 18, iamt: 90, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('reports an unregistered inter-state return of a B2CL invoice in cdnur, and nets small B2C returns in b2cs', () => {
    expect(gstr1.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN-3',
        nt_dt: '20-11-2026',
        pos: '32',
        val: 590,
        itms: [{ num: 1801, itm_det: { txval: 500, rt: 18, iamt: 90, csamt: 0 } }],
      },
    ]);
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 500, camt: 45, samt: 45, csamt: 0 },
      { sply_ty: 'INTER', pos: '32', typ: 'OE', rt: 18, txval: 500, iamt: 90, csamt: 0 },
    ]);
  });

  it('counts the credit notes in doc_issue as doc_num 5, and leaves cdnr and cdnur out of a month without them', () => {
    expect(gstr1.doc_issue.doc_det).toEqual([{ doc_num: 5, docs: [{ num: 1, from: 'CN-1', to: 'CN-2', totnum: 2, cancel: 0, net_issue: 2 }] }]);
    const plain = buildGstr1({ gstin: '33AABCK1234L1ZT', sellerState: 'Tamil Nadu', period: '112026', invoices: [invoice({})], issued: [] });
    expect('cdnr' in plain || 'cdnur' in plain).toBe(false);
  });
});
