// Issue 31 item 4, the outputs: a bill with an 18% line and a 5% line to a registered customer, billed through
// pos_order.php (the products' own rates set in the test's database), printed, reported in GSTR-1 and exported as the
// e-invoice and e-way bill JSON: every figure rate by rate, each rate's figures adding up to the stored bill to the paisa.
// Worked by hand: 3 fans at ₹1,500.00 = ₹4,500.00 (18%), 2 coolers at ₹2,450.50 = ₹4,901.00 (5%); sub total
// ₹9,401.00, discount 5% ₹470.05, net ₹8,930.95 taxed on ₹8,931.00, shared by the lines: 18% gets
// 8,931 × 4,500 / 9,401 = ₹4,275.02(39), 5% gets ₹4,655.98 (the rest). 18% of ₹4,275.02 = ₹769.50 (CGST ₹384.75 +
// SGST ₹384.75); 5% of ₹4,655.98 = ₹232.80 (₹116.40 + ₹116.40). GST ₹1,002.30 (CGST ₹501.15, SGST ₹501.15);
// ₹8,930.95 + ₹1,002.30 = ₹9,933.25, Grand Total ₹9,933.00 (round off −₹0.25).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { setShopSettings } from '../support/print-fixtures';
import { wholesaleBody } from '../support/pos-payloads';
import { addCustomer, MURUGAN_GSTIN, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}
type Row = Record<string, string>;
type Item = Record<string, number | string>;
const paise = (rupees: unknown) => Math.round(Number(String(rupees).replace(/,/g, '')) * 100);
const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
const RATES = { discountBp: 500, commissionBp: 0, gstBp: 1800, packingBp: 0 };
const KARNATAKA_GSTIN = makeGstin(29, 'AAKCS4321B');
const TRANSPORT = { trans_mode: '1', vehicle_no: 'TN 58 AB 1234', distance_km: '12', transporter_id: '', transporter_name: 'KPN Travels' };

describe.each(TEST_DIALECTS)('item-wise GST rates in the prints and exports on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let bengaluru: number;
  let twoRates: Saved;
  let interState: Saved;
  let oneRate: Saved;
  const stored = (orderId: number | string) => api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow();
  const twoLines = (customerId: number, billingState = 'Tamil Nadu') => ({
    ...wholesaleBody(
      customerId,
      [
        { productId: shop.fan, rate: 150_000, qty: 3, gstBp: 1800 },
        { productId: shop.cooler, rate: 245_050, qty: 2, gstBp: 500 },
      ],
      { ...RATES, gstOnPacking: true },
    ),
    billing_state: billingState,
  });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    // The cooler carries its own 5%; the fan takes the shop's CGST 9% + SGST 9%.
    await api.db.updateTable('products').set({ gst_bp: 500 }).where('product_id', '=', shop.cooler).execute();
    bengaluru = await addCustomer(api.db, { name: 'Sagar Traders', tax_number: KARNATAKA_GSTIN, state: 'Karnataka', pincode: '560001' });
    owner = await api.signInOwner();
    const c = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'sales_gst'] });
    clerk = await api.signIn(c.email, c.password);
    const save = async (body: unknown) => {
      const reply = await api.call<Saved>('pos_api/pos_order.php', body, { cookie: clerk });
      expect(reply.head.code).toBe(200);
      return reply.body;
    };
    twoRates = await save(twoLines(shop.murugan));
    interState = await save(twoLines(bengaluru, 'Karnataka'));
    oneRate = await save(wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 2 }], { ...RATES, gstOnPacking: true }));
  });
  afterAll(() => api.dispose());

  it('stores the bill as worked by hand', async () => {
    expect(await stored(twoRates.order_id)).toMatchObject({ subtotal: 9_401_00, discount_amt: 470_05, cgst_amt: 501_15, sgst_amt: 501_15, total: 9_933_00 });
    const lines = await api.db.selectFrom('order_lines').select(['gst_bp']).where('order_id', '=', Number(twoRates.order_id)).orderBy('line_no').execute();
    expect(lines.map((l) => l.gst_bp)).toEqual([1800, 500]);
  });

  it("the invoice payload: each line's rate, the tax rate by rate and the HSN summary per HSN and rate, adding up to the bill", async () => {
    const reply = await api.call<{
      bill_detail: Row[];
      final_billing: Row;
      tax_by_rate: Row[];
      hsn_summary: Row[];
    }>('print_detail.php', { order_id: twoRates.order_id }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const invoice = reply.body;
    const order = await stored(twoRates.order_id);
    expect(invoice.bill_detail.map((l) => l.gst_percentage)).toEqual(['18.00', '5.00']);
    expect(invoice.final_billing).toMatchObject({ cgst: '501.15', sgst: '501.15', gst_total: '1002.30', total: '9933.00' });
    expect(invoice.tax_by_rate).toEqual([
      {
        gst_percentage: '18.00',
        cgst_percentage: '9.00',
        sgst_percentage: '9.00',
        taxable_value: '4275.02',
        cgst: '384.75',
        sgst: '384.75',
        igst: '0.00',
        tax_total: '769.50',
      },
      {
        gst_percentage: '5.00',
        cgst_percentage: '2.50',
        sgst_percentage: '2.50',
        taxable_value: '4655.98',
        cgst: '116.40',
        sgst: '116.40',
        igst: '0.00',
        tax_total: '232.80',
      },
    ]);
    expect(sumOf(invoice.tax_by_rate, (r) => paise(r.taxable_value))).toBe(8_931_00);
    expect(sumOf(invoice.tax_by_rate, (r) => paise(r.cgst))).toBe(order.cgst_amt);
    expect(sumOf(invoice.tax_by_rate, (r) => paise(r.sgst))).toBe(order.sgst_amt);
    expect(invoice.hsn_summary).toEqual([
      { hsn_code: '841451', gst_percentage: '18.00', taxable_value: '4275.02', cgst: '384.75', sgst: '384.75', tax_total: '769.50' },
      { hsn_code: '847960', gst_percentage: '5.00', taxable_value: '4655.98', cgst: '116.40', sgst: '116.40', tax_total: '232.80' },
    ]);
  });

  it("the bill details: each line's rate and the tax rate by rate on a two-rate bill; a one-rate bill has no tax by rate", async () => {
    const reply = await api.call<{ order_details: Row[]; tax_by_rate: Row[] }>('order_details.php', { order_id: twoRates.order_id }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body.order_details.map((l) => l.gst_percentage)).toEqual(['18.00', '5.00']);
    expect(reply.body.tax_by_rate.map((r) => [r.gst_percentage, r.cgst_percentage, r.cgst, r.sgst])).toEqual([
      ['18.00', '9.00', '384.75', '384.75'],
      ['5.00', '2.50', '116.40', '116.40'],
    ]);
    const one = await api.call<Record<string, unknown> & { order_details: Row[] }>('order_details.php', { order_id: oneRate.order_id }, { cookie: clerk });
    expect(one.body).not.toHaveProperty('tax_by_rate');
    // Every line carries the rate it was billed at (the editor reads it back, item-gst-rates.test.ts), one rate or two.
    expect(one.body.order_details[0]).toHaveProperty('gst_percentage', '18.00');
  });

  it('another state: IGST rate by rate', async () => {
    const reply = await api.call<{ final_billing: Row; tax_by_rate: Row[] }>('print_detail.php', { order_id: interState.order_id }, { cookie: clerk });
    expect(reply.body.final_billing.tax_split).toBe('inter');
    expect(reply.body.tax_by_rate.map((r) => [r.gst_percentage, r.cgst, r.sgst, r.igst])).toEqual([
      ['18.00', '0.00', '0.00', '769.50'],
      ['5.00', '0.00', '0.00', '232.80'],
    ]);
  });

  it('a one-rate bill: one rate row equal to the bill, the lines at its rate', async () => {
    const reply = await api.call<{ bill_detail: Row[]; final_billing: Row; tax_by_rate: Row[]; hsn_summary: Row[] }>(
      'print_detail.php',
      { order_id: oneRate.order_id },
      { cookie: clerk },
    );
    const billing = reply.body.final_billing;
    expect(reply.body.bill_detail.map((l) => l.gst_percentage)).toEqual(['18.00']);
    expect(reply.body.tax_by_rate).toHaveLength(1);
    expect(reply.body.tax_by_rate[0]).toMatchObject({
      gst_percentage: '18.00',
      cgst_percentage: billing.cgst_percentage,
      cgst: billing.cgst,
      sgst: billing.sgst,
    });
    expect(reply.body.hsn_summary.map((r) => r.gst_percentage)).toEqual(['18.00']);
  });

  it('GSTR-1: itms one per rate, HSN per HSN and rate, b2b figures equal to the stored bill', async () => {
    const reply = await api.call<{
      b2b: Array<{ ctin: string; inv: Array<{ inum: string; val: number; pos: string; itms: Array<{ num: number; itm_det: Record<string, number> }> }> }>;
      hsn: { hsn_b2b: Array<Record<string, number | string>> };
    }>('pos_api/pos_report_gstr1.php', { month: '11-2026' }, { cookie: owner });
    expect(reply.head.code).toBe(200);
    const order = await stored(twoRates.order_id);
    const murugan = reply.body.b2b.find((r) => r.ctin === MURUGAN_GSTIN);
    const inv = murugan?.inv.find((i) => i.inum === String(order.bill_no));
    expect(inv?.val).toBe(9933);
    expect(inv?.itms).toEqual([
      { num: 1801, itm_det: { txval: 4275.02, rt: 18, camt: 384.75, samt: 384.75, csamt: 0 } },
      { num: 501, itm_det: { txval: 4655.98, rt: 5, camt: 116.4, samt: 116.4, csamt: 0 } },
    ]);
    const items = inv?.itms ?? [];
    expect(sumOf(items, (i) => paise(i.itm_det.camt))).toBe(order.cgst_amt);
    expect(sumOf(items, (i) => paise(i.itm_det.samt))).toBe(order.sgst_amt);
    const karnataka = reply.body.b2b.find((r) => r.ctin === KARNATAKA_GSTIN)?.inv[0];
    expect(karnataka?.pos).toBe('29');
    expect(karnataka?.itms.map((i) => i.itm_det)).toEqual([
      { txval: 4275.02, rt: 18, iamt: 769.5, csamt: 0 },
      { txval: 4655.98, rt: 5, iamt: 232.8, csamt: 0 },
    ]);
    // All three bills' HSN rows: the fans at 18% (two bills and the inter-state one), the coolers at 5%.
    const rows = reply.body.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.rt, r.qty]);
    expect(rows).toEqual([
      ['841451', 18, 8],
      ['847960', 5, 4],
    ]);
    const coolers = reply.body.hsn.hsn_b2b[1];
    expect(coolers).toMatchObject({ txval: 9311.96, camt: 116.4, samt: 116.4, iamt: 232.8 });
  });

  it('the e-invoice: GstRt per item, the items by their own rates, ValDtls equal to the stored bill', async () => {
    const reply = await api.call<{ ItemList: Item[]; ValDtls: Record<string, number> }>(
      'einvoice_json.php',
      { order_id: twoRates.order_id },
      { cookie: clerk },
    );
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const order = await stored(twoRates.order_id);
    const { ItemList: items, ValDtls: v } = reply.body;
    expect(items.map((i) => [i.HsnCd, i.GstRt, i.AssAmt, i.CgstAmt, i.SgstAmt, i.IgstAmt])).toEqual([
      ['841451', 18, 4275.02, 384.75, 384.75, 0],
      ['847960', 5, 4655.98, 116.4, 116.4, 0],
    ]);
    for (const item of items) {
      expect(paise(item.UnitPrice) * Number(item.Qty)).toBe(paise(item.TotAmt));
      expect(paise(item.TotAmt) - paise(item.Discount)).toBe(paise(item.AssAmt));
      expect(paise(item.AssAmt) + paise(item.CgstAmt) + paise(item.SgstAmt) + paise(item.IgstAmt)).toBe(paise(item.TotItemVal));
    }
    expect(paise(v.AssVal)).toBe(sumOf(items, (i) => paise(i.AssAmt)));
    expect(paise(v.CgstVal)).toBe(order.cgst_amt);
    expect(paise(v.SgstVal)).toBe(order.sgst_amt);
    expect(sumOf(items, (i) => paise(i.CgstAmt))).toBe(order.cgst_amt);
    expect(sumOf(items, (i) => paise(i.SgstAmt))).toBe(order.sgst_amt);
    expect(paise(v.TotInvVal)).toBe(order.total);
    expect(paise(v.AssVal) + paise(v.CgstVal) + paise(v.SgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(order.total);

    const inter = await api.call<{ ItemList: Item[]; ValDtls: Record<string, number> }>(
      'einvoice_json.php',
      { order_id: interState.order_id },
      { cookie: clerk },
    );
    expect(inter.body.ItemList.map((i) => [i.GstRt, i.IgstAmt, i.CgstAmt])).toEqual([
      [18, 769.5, 0],
      [5, 232.8, 0],
    ]);
    expect(paise(inter.body.ValDtls.IgstVal)).toBe(100_230);
  });

  it('the e-way bill: each item at its own rate, the values equal to the stored bill', async () => {
    const reply = await api.call<{ billLists: Array<Record<string, number> & { itemList: Item[] }> }>(
      'ewaybill_json.php',
      { order_id: twoRates.order_id, ...TRANSPORT },
      { cookie: clerk },
    );
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const order = await stored(twoRates.order_id);
    const [bill] = reply.body.billLists;
    expect(bill.itemList.map((i) => [i.taxableAmount, i.cgstRate, i.sgstRate, i.igstRate])).toEqual([
      [4275.02, 9, 9, 0],
      [4655.98, 2.5, 2.5, 0],
    ]);
    expect(paise(bill.totalValue)).toBe(sumOf(bill.itemList, (i) => paise(i.taxableAmount)));
    expect(paise(bill.cgstValue)).toBe(order.cgst_amt);
    expect(paise(bill.sgstValue)).toBe(order.sgst_amt);
    expect(paise(bill.totalValue) + paise(bill.cgstValue) + paise(bill.sgstValue) + paise(bill.OthValue)).toBe(order.total);

    const inter = await api.call<{ billLists: Array<{ itemList: Item[] }> }>(
      'ewaybill_json.php',
      { order_id: interState.order_id, ...TRANSPORT },
      { cookie: clerk },
    );
    expect(inter.body.billLists[0].itemList.map((i) => [i.cgstRate, i.sgstRate, i.igstRate])).toEqual([
      [0, 0, 18],
      [0, 0, 5],
    ]);
  });

  it('a credit note for the 5% line: its e-invoice (CRN) and GSTR-1 cdnr at 5% alone, equal to the stored note', async () => {
    const lines = await api.db.selectFrom('order_lines').select(['od_id']).where('order_id', '=', Number(twoRates.order_id)).orderBy('line_no').execute();
    const made = await api.call<{ credit_note_id: string }>(
      'pos_api/sales_return.php',
      { order_id: twoRates.order_id, lines: [{ order_detail_id: lines[1].od_id, qty: 1 }], reason: 'Damaged', request_id: `cn-${dialect}` },
      { cookie: clerk },
    );
    expect(made.head.code).toBe(200);
    const note = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(made.body.credit_note_id)).executeTakeFirstOrThrow();
    // One cooler back: the bill keeps ₹7,150.50 (3 fans, 1 cooler), taxed at 5% on its cooler's share.
    const crn = await api.call<{ DocDtls: Row; ItemList: Item[]; ValDtls: Record<string, number> }>(
      'einvoice_json.php',
      { credit_note_id: note.credit_note_id },
      { cookie: clerk },
    );
    expect(crn.head).toEqual({ code: 200, msg: 'success' });
    expect(crn.body.DocDtls.Typ).toBe('CRN');
    expect(crn.body.ItemList.map((i) => i.GstRt)).toEqual([5]);
    expect(paise(crn.body.ValDtls.AssVal)).toBe(Number(note.taxable));
    expect(paise(crn.body.ValDtls.CgstVal)).toBe(Number(note.cgst_amt));
    expect(paise(crn.body.ValDtls.SgstVal)).toBe(Number(note.sgst_amt));
    expect(paise(crn.body.ItemList[0].CgstAmt)).toBe(Number(note.cgst_amt));
    expect(paise(crn.body.ValDtls.TotInvVal)).toBe(Number(note.total));

    const details = await api.call<{ lines: Row[]; tax_by_rate: Row[]; hsn_summary: Row[] }>(
      'credit_note_details.php',
      { credit_note_id: note.credit_note_id },
      { cookie: clerk },
    );
    expect(details.body.lines.map((l) => l.gst_percentage)).toEqual(['5.00']);
    expect(details.body.tax_by_rate.map((r) => [r.gst_percentage, paise(r.taxable_value), paise(r.cgst), paise(r.sgst)])).toEqual([
      ['5.00', Number(note.taxable), Number(note.cgst_amt), Number(note.sgst_amt)],
    ]);
    expect(details.body.hsn_summary.map((r) => [r.hsn_code, r.gst_percentage])).toEqual([['847960', '5.00']]);

    const gstr1 = await api.call<{ cdnr: Array<{ ctin: string; nt: Array<{ itms: Array<{ itm_det: Record<string, number> }> }> }> }>(
      'pos_api/pos_report_gstr1.php',
      { month: note.cn_date.slice(5, 7) + '-' + note.cn_date.slice(0, 4) },
      { cookie: owner },
    );
    const nt = gstr1.body.cdnr.find((r) => r.ctin === MURUGAN_GSTIN)?.nt[0];
    expect(nt?.itms.map((i) => i.itm_det)).toEqual([
      { txval: Number(note.taxable) / 100, rt: 5, camt: Number(note.cgst_amt) / 100, samt: Number(note.sgst_amt) / 100, csamt: 0 },
    ]);
  });
});
