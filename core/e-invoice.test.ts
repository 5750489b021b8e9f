import { describe, expect, it } from 'vitest';
import { creditNoteTotals } from './credit-note';
import { eInvoiceJson } from './e-invoice';
import { creditNoteExport, type ExportBill } from './export-bill';
import { IN_STATE, INTER_STATE } from './export-fixtures.test-support';

const paise = (rupees: number) => Math.round(rupees * 100);

describe('e-invoice JSON (schema 1.1)', () => {
  it('an in-state B2B bill: header blocks in the IRP layout', () => {
    const json = eInvoiceJson(IN_STATE);
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: '41', Dt: '20/11/2026' });
    expect(json.SellerDtls).toEqual({
      Gstin: '33AAACK1234F1Z5',
      LglNm: 'Kulir Appliances',
      TrdNm: 'Kulir Appliances',
      Addr1: '12 Town Hall Road',
      Loc: 'Madurai',
      Pin: 625001,
      Stcd: '33',
      Ph: '9842012345',
      Em: 'shop@kulir.in',
    });
    expect(json.BuyerDtls).toEqual({
      Gstin: '33ABCPM1234Q1Z2',
      LglNm: 'Murugan Electricals',
      TrdNm: 'Murugan Electricals',
      Pos: '33',
      Addr1: '4 East Masi Street',
      Loc: 'Madurai',
      Pin: 625001,
      Stcd: '33',
      Ph: '9443012345',
    });
  });

  it('an in-state bill: items carry the bill discount and the stored CGST/SGST; ValDtls ends at the stored total', () => {
    const json = eInvoiceJson(IN_STATE);
    expect(
      json.ItemList.map((i) => [
        i.SlNo,
        i.HsnCd,
        i.Qty,
        i.Unit,
        i.UnitPrice,
        i.TotAmt,
        i.Discount,
        i.AssAmt,
        i.GstRt,
        i.CgstAmt,
        i.SgstAmt,
        i.IgstAmt,
        i.TotItemVal,
      ]),
    ).toEqual([
      ['1', '8414', 2, 'NOS', 1500, 3000, 149.95, 2850.05, 18, 256.5, 256.5, 0, 3363.05],
      ['2', '8528', 1, 'PCS', 24999.5, 24999.5, 1249.55, 23749.95, 18, 2137.5, 2137.5, 0, 28024.95],
    ]);
    expect(json.ValDtls).toEqual({
      AssVal: 26600,
      CgstVal: 2394,
      SgstVal: 2394,
      IgstVal: 0,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0,
      TotInvVal: 31388,
    });
    expect(json.ItemList.reduce((s, i) => s + paise(i.CgstAmt), 0)).toBe(IN_STATE.cgst);
    expect(json.ItemList.reduce((s, i) => s + paise(i.TotItemVal), 0)).toBe(paise(json.ValDtls.AssVal + json.ValDtls.CgstVal + json.ValDtls.SgstVal));
  });

  it('an inter-state bill: IGST, commission as Discount, packing as OthChrg, the rounding in RndOffAmt', () => {
    const json = eInvoiceJson(INTER_STATE);
    expect(json.BuyerDtls).toMatchObject({ Pos: '29', Stcd: '29', Pin: 560001, Loc: 'Bengaluru' });
    // No discount to take the net's round-up (₹9,999.99 taxed as ₹10,000) from: the gross is the taxable value, at a
    // unit price of 3 decimals, so AssAmt = TotAmt − Discount still holds.
    expect(json.ItemList[0]).toMatchObject({
      UnitPrice: 3333.333,
      TotAmt: 10000,
      Discount: 0,
      AssAmt: 10000,
      IgstAmt: 1800,
      CgstAmt: 0,
      SgstAmt: 0,
      TotItemVal: 11800,
    });
    expect(json.ValDtls).toEqual({
      AssVal: 10000,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 1800,
      CesVal: 0,
      StCesVal: 0,
      Discount: 200,
      OthChrg: 100,
      RndOffAmt: 0,
      TotInvVal: 11700,
    });
    const v = json.ValDtls;
    expect(paise(v.AssVal) + paise(v.IgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(INTER_STATE.total);
  });

  it("a line with its own discount: TotAmt is the gross (UnitPrice × Qty), Discount its own and its share of the bill's", () => {
    // Fans 2 × ₹1,500 less 10% = ₹2,700; the TV ₹24,999.50; sub total ₹27,699.50. Bill discount 5% of ₹27,700 = ₹1,385;
    // net ₹26,314.50, taxed on ₹26,315 (CGST + SGST 9% = ₹2,368.35 each); total R(26,314.50 + 4,736.70) = ₹31,051.
    // The taxable ₹26,315 shared by the line totals 2,70,000 : 24,99,950 paise: ₹2,565.05 and ₹23,749.95.
    // ValDtls: ₹26,315 + ₹4,736.70 = ₹31,051.70 against the stored ₹31,051: RndOffAmt −0.70.
    const bill = {
      ...IN_STATE,
      lines: [{ ...IN_STATE.lines[0], total: 270_000 }, IN_STATE.lines[1]],
      subtotal: 2_769_950,
      discount: 138_500,
      cgst: 236_835,
      sgst: 236_835,
      total: 3_105_100,
    };
    const json = eInvoiceJson(bill);
    expect(json.ItemList.map((i) => [i.UnitPrice, i.Qty, i.TotAmt, i.Discount, i.AssAmt])).toEqual([
      // ₹300 of the line's own discount and ₹134.95 of the bill's.
      [1500, 2, 3000, 434.95, 2565.05],
      [24999.5, 1, 24999.5, 1249.55, 23749.95],
    ]);
    for (const item of json.ItemList) {
      expect(paise(item.UnitPrice) * item.Qty).toBe(paise(item.TotAmt));
      expect(paise(item.TotAmt) - paise(item.Discount)).toBe(paise(item.AssAmt));
      expect(paise(item.AssAmt) + paise(item.CgstAmt) + paise(item.SgstAmt) + paise(item.IgstAmt)).toBe(paise(item.TotItemVal));
    }
    expect(json.ValDtls).toEqual({
      AssVal: 26315,
      CgstVal: 2368.35,
      SgstVal: 2368.35,
      IgstVal: 0,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: -0.7,
      TotInvVal: 31051,
    });
    expect(json.ItemList.reduce((s, i) => s + paise(i.AssAmt), 0)).toBe(2_631_500);
    expect(json.ItemList.reduce((s, i) => s + paise(i.TotItemVal), 0) + paise(json.ValDtls.RndOffAmt)).toBe(bill.total);
  });

  it('a round-off that is not in the taxable value shows in RndOffAmt', () => {
    const json = eInvoiceJson({ ...INTER_STATE, commission: 0, packing: 0, total: 1_180_000 - 10_000 + 10_000 });
    expect(json.ValDtls.RndOffAmt).toBe(0);
    const odd = eInvoiceJson({ ...INTER_STATE, commission: 0, packing: 0, total: 1_179_900 });
    expect(odd.ValDtls.RndOffAmt).toBe(-1);
    expect(paise(odd.ValDtls.AssVal + odd.ValDtls.IgstVal + odd.ValDtls.RndOffAmt)).toBe(1_179_900);
  });

  it('a retail bill to a registered buyer: an invoice (INV) under its printed number, no preceding document', () => {
    const json = eInvoiceJson({ ...IN_STATE, docNo: 'R-31' });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'R-31', Dt: '20/11/2026' });
    expect(json).not.toHaveProperty('RefDtls');
    expect(json.ValDtls.TotInvVal).toBe(31388);
  });
});

describe('credit note as an e-invoice (CRN)', () => {
  /** The credit note for `qty` of the bill's first line, its figures from core/credit-note.ts as the return stores them. */
  function returnOfFirstLine(bill: ExportBill, rates: { discountBp: number; commissionBp: number; packingBp: number }, qty: number) {
    const sold = bill.lines.map((l, i) => ({ odId: i + 1, rate: l.rate, qty: l.qty, discountBp: 0, returnedBefore: 0 }));
    const totals = creditNoteTotals(sold, { ...rates, gstBp: bill.gstBp }, [{ odId: 1, qty }]);
    return creditNoteExport(bill, {
      docNo: 'CN-3',
      date: '2026-11-25',
      lines: [{ ...bill.lines[0], qty, total: totals.lines[0].total }],
      subtotal: totals.subtotal,
      discount: totals.discount,
      commission: totals.commission,
      packing: totals.packing,
      taxable: totals.taxable,
      cgst: totals.cgst,
      sgst: totals.sgst,
      total: totals.grandTotal,
    });
  }

  it("one fan back from the in-state bill: CRN with its own number and date, the bill in PrecDocDtls, the note's figures", () => {
    // Kept before: net ₹26,599.50, taxed on ₹26,600. Kept after (one fan less): ₹26,499.50 less 5% = ₹25,174.53, taxed
    // on ₹25,175. The note: taxable ₹1,425, CGST and SGST 9% ₹128.25 each, total ₹31,388 − ₹29,706 = ₹1,682.
    const json = eInvoiceJson(returnOfFirstLine(IN_STATE, { discountBp: 500, commissionBp: 0, packingBp: 0 }, 1));
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN-3', Dt: '25/11/2026' });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: '41', InvDt: '20/11/2026' }] });
    // The schema's document number and date patterns (DocDtls.No, DocDtls.Dt), met by the CN-n and R-n series.
    for (const no of [json.DocDtls.No, 'R-31', json.RefDtls?.PrecDocDtls[0].InvNo]) expect(no).toMatch(/^([A-Z1-9]{1}[A-Z0-9/-]{0,15})$/);
    expect(json.DocDtls.Dt).toMatch(/^[0-3][0-9]\/[0-1][0-9]\/[2][0][1-2][0-9]$/);
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: '33ABCPM1234Q1Z2', Pos: '33' });
    expect(json.ItemList).toHaveLength(1);
    expect(json.ItemList[0]).toMatchObject({
      SlNo: '1',
      HsnCd: '8414',
      Qty: 1,
      UnitPrice: 1500,
      TotAmt: 1500,
      Discount: 75,
      AssAmt: 1425,
      GstRt: 18,
      CgstAmt: 128.25,
      SgstAmt: 128.25,
      IgstAmt: 0,
      TotItemVal: 1681.5,
    });
    expect(json.ValDtls).toEqual({
      AssVal: 1425,
      CgstVal: 128.25,
      SgstVal: 128.25,
      IgstVal: 0,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0.5,
      TotInvVal: 1682,
    });
  });

  it('an inter-state return: IGST, commission and packing given back, the figures ending at the stored total', () => {
    // One mixer of three: taxable ₹10,000 − ₹6,667 = ₹3,333, IGST ₹599.94, commission ₹66.66, packing ₹33.33; the note
    // ₹11,700 − ₹7,800 = ₹3,900, so RndOffAmt = 3,900 − 3,333 − 599.94 + 66.66 − 33.33 = 0.39.
    const note = returnOfFirstLine(INTER_STATE, { discountBp: 0, commissionBp: 200, packingBp: 100 }, 1);
    const json = eInvoiceJson(note);
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN-3', Dt: '25/11/2026' });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: '42', InvDt: '21/11/2026' }] });
    expect(json.ItemList[0]).toMatchObject({ Qty: 1, UnitPrice: 3333.33, TotAmt: 3333.33, Discount: 0.33, AssAmt: 3333, IgstAmt: 599.94, CgstAmt: 0 });
    expect(json.ValDtls).toEqual({
      AssVal: 3333,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 599.94,
      CesVal: 0,
      StCesVal: 0,
      Discount: 66.66,
      OthChrg: 33.33,
      RndOffAmt: 0.39,
      TotInvVal: 3900,
    });
    const v = json.ValDtls;
    expect(paise(v.AssVal) + paise(v.IgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(note.total);
  });
});
