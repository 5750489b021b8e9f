// Issue 31 item 4 in the GST reports: pos_report_gst.php gives each sales row its stored figures rate by rate
// (tax_by_rate) and the range's figures rate by rate (gst_by_rate). The bill is the one worked by hand in
// item-gst-rates-exports.test.ts: 3 fans at ₹1,500.00 (18%) and 2 coolers at ₹2,450.50 (5%), discount 5%: taxable
// ₹4,275.02 at 18% (CGST ₹384.75 + SGST ₹384.75) and ₹4,655.98 at 5% (₹116.40 + ₹116.40), adding up to the stored
// ₹8,931.00, CGST ₹501.15, SGST ₹501.15. A one-rate bill's one rate is its row; purchases carry one rate a purchase
// (their lines have none) and keep the report as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { toDmy } from '../../core/dates';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { setShopSettings } from '../support/print-fixtures';
import { wholesaleBody } from '../support/pos-payloads';
import { addCustomer, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}
type RateRow = Record<'gst_percentage' | 'taxable_amt' | 'cgst' | 'sgst' | 'igst', string>;
interface GstRow {
  order_id: string;
  bill_type: string;
  credit_note_id?: string;
  taxable_amt: string;
  cgst: string;
  sgst: string;
  igst: string;
  gst_amt: string;
  total: string;
  tax_by_rate?: RateRow[];
}
interface GstReply {
  list_of_gst: GstRow[];
  taxable_total: string;
  cgst_total: string;
  sgst_total: string;
  igst_total: string;
  gst_by_rate?: RateRow[];
}
const paise = (rupees: unknown) => Math.round(Number(String(rupees).replace(/,/g, '')) * 100);
const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
const RATES = { discountBp: 500, commissionBp: 0, gstBp: 1800, packingBp: 0 };
const KARNATAKA_GSTIN = makeGstin(29, 'AAKCS4321B');
const figures = (r: RateRow) => [r.gst_percentage, paise(r.taxable_amt), paise(r.cgst), paise(r.sgst), paise(r.igst)];

describe.each(TEST_DIALECTS)('the GST reports rate by rate on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let noFlag: string;
  let twoRates: Saved;
  let interState: Saved;
  let oneRate: Saved;
  let range: { from_date: string; to_date: string };
  const stored = (orderId: number | string) => api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow();
  const report = async () => {
    const reply = await api.call<GstReply>('pos_api/pos_report_gst.php', { gst: '', ...range }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    return reply.body;
  };
  const rowOf = (body: GstReply, orderId: string) => {
    const row = body.list_of_gst.find((r) => r.order_id === orderId && r.credit_note_id === undefined);
    if (!row) throw new Error(`no row for bill ${orderId}`);
    return row;
  };
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
    await api.db.updateTable('products').set({ gst_bp: 500 }).where('product_id', '=', shop.cooler).execute();
    const bengaluru = await addCustomer(api.db, { name: 'Sagar Traders', tax_number: KARNATAKA_GSTIN, state: 'Karnataka', pincode: '560001' });
    const c = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'sales_gst'] });
    clerk = await api.signIn(c.email, c.password);
    const n = await api.addEmployee({ flags: ['gstbill'] });
    noFlag = await api.signIn(n.email, n.password);
    const save = async (body: unknown) => {
      const reply = await api.call<Saved>('pos_api/pos_order.php', body, { cookie: clerk });
      expect(reply.head.code).toBe(200);
      return reply.body;
    };
    twoRates = await save(twoLines(shop.murugan));
    interState = await save(twoLines(bengaluru, 'Karnataka'));
    oneRate = await save(wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 2 }], { ...RATES, gstOnPacking: true }));
    const day = toDmy((await stored(twoRates.order_id)).order_date);
    range = { from_date: day, to_date: day };
  });
  afterAll(() => api.dispose());

  it('an 18% + 5% bill: one rate row each, as worked by hand, adding up to the stored bill to the paisa', async () => {
    const body = await report();
    const row = rowOf(body, twoRates.order_id);
    const order = await stored(twoRates.order_id);
    expect(row.tax_by_rate?.map(figures)).toEqual([
      ['18.00', 4_275_02, 384_75, 384_75, 0],
      ['5.00', 4_655_98, 116_40, 116_40, 0],
    ]);
    const rates = row.tax_by_rate ?? [];
    expect(sumOf(rates, (r) => paise(r.taxable_amt))).toBe(paise(row.taxable_amt));
    expect(sumOf(rates, (r) => paise(r.cgst))).toBe(Number(order.cgst_amt));
    expect(sumOf(rates, (r) => paise(r.sgst))).toBe(Number(order.sgst_amt));
    expect(sumOf(rates, (r) => paise(r.cgst) + paise(r.sgst) + paise(r.igst))).toBe(Number(order.gst_amt));
    // The spec's columns are as they were: the bill's stored GST and total.
    expect([paise(row.gst_amt), paise(row.total)]).toEqual([Number(order.gst_amt), Number(order.total)]);
  });

  it('the same bill to another state: IGST per rate, CGST and SGST 0', async () => {
    const row = rowOf(await report(), interState.order_id);
    const order = await stored(interState.order_id);
    expect(row.tax_by_rate?.map(figures)).toEqual([
      ['18.00', 4_275_02, 0, 0, 769_50],
      ['5.00', 4_655_98, 0, 0, 232_80],
    ]);
    expect(sumOf(row.tax_by_rate ?? [], (r) => paise(r.igst))).toBe(Number(order.cgst_amt) + Number(order.sgst_amt));
  });

  it('a one-rate bill: its one rate is its row, figure for figure', async () => {
    const row = rowOf(await report(), oneRate.order_id);
    expect(row.tax_by_rate).toEqual([{ gst_percentage: '18.00', taxable_amt: row.taxable_amt, cgst: row.cgst, sgst: row.sgst, igst: row.igst }]);
  });

  it('a bill written before item-wise rates (lines without a rate) is read at its own stored rate', async () => {
    const made = await api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.lakshmi, [{ productId: shop.fan, rate: 99_950, qty: 3 }], RATES), {
      cookie: clerk,
    });
    expect(made.head.code).toBe(200);
    // As a bill of an older version keeps it: no rate on the line, the bill's 12% on the bill.
    await api.db.updateTable('order_lines').set({ gst_bp: null }).where('order_id', '=', Number(made.body.order_id)).execute();
    await api.db.updateTable('orders').set({ gst_bp: 1200 }).where('order_id', '=', Number(made.body.order_id)).execute();
    const row = rowOf(await report(), made.body.order_id);
    expect(row.tax_by_rate).toEqual([{ gst_percentage: '12.00', taxable_amt: row.taxable_amt, cgst: row.cgst, sgst: row.sgst, igst: row.igst }]);
  });

  it("a credit note for the 5% line: a negative row at 5% alone, equal to the stored note; the range's rates add up to its totals", async () => {
    const lines = await api.db.selectFrom('order_lines').select(['od_id']).where('order_id', '=', Number(twoRates.order_id)).orderBy('line_no').execute();
    const made = await api.call<{ credit_note_id: string }>(
      'pos_api/sales_return.php',
      { order_id: twoRates.order_id, lines: [{ order_detail_id: lines[1].od_id, qty: 1 }], reason: 'Damaged', request_id: `gst-report-cn-${dialect}` },
      { cookie: clerk },
    );
    expect(made.head.code).toBe(200);
    const note = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(made.body.credit_note_id)).executeTakeFirstOrThrow();
    const body = await report();
    const row = body.list_of_gst.find((r) => r.credit_note_id === made.body.credit_note_id);
    expect(row?.tax_by_rate?.map(figures)).toEqual([['5.00', -Number(note.taxable), -Number(note.cgst_amt), -Number(note.sgst_amt), 0]]);

    const summary = body.gst_by_rate ?? [];
    expect(summary.map((r) => r.gst_percentage)).toEqual(['5.00', '12.00', '18.00']);
    expect(sumOf(summary, (r) => paise(r.taxable_amt))).toBe(paise(body.taxable_total));
    expect(sumOf(summary, (r) => paise(r.cgst))).toBe(paise(body.cgst_total));
    expect(sumOf(summary, (r) => paise(r.sgst))).toBe(paise(body.sgst_total));
    expect(sumOf(summary, (r) => paise(r.igst))).toBe(paise(body.igst_total));
    // Each rate is its rows' rates summed.
    for (const rate of summary) {
      const rows = body.list_of_gst.flatMap((r) => (r.tax_by_rate ?? []).filter((x) => x.gst_percentage === rate.gst_percentage));
      expect(sumOf(rows, (x) => paise(x.taxable_amt))).toBe(paise(rate.taxable_amt));
      expect(sumOf(rows, (x) => paise(x.igst))).toBe(paise(rate.igst));
    }
  });

  it('purchases keep one rate a purchase: no rates on the rows or the range', async () => {
    const reply = await api.call<GstReply>('pos_api/pos_report_gst_purchase.php', { gst: '', ...range }, { cookie: await api.signInOwner() });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body.gst_by_rate).toBeUndefined();
    expect(reply.body.list_of_gst.every((r) => r.tax_by_rate === undefined)).toBe(true);
  });

  it('an unreadable date range reports every bill (the spec accepts it), 401 without a session, 403 without the flag', async () => {
    const all = await api.call<GstReply>('pos_api/pos_report_gst.php', { gst: '', from_date: 'soon', to_date: '' }, { cookie: clerk });
    expect(all.head.code).toBe(200);
    expect(all.body.list_of_gst.length).toBeGreaterThanOrEqual(3);
    const wrong = await api.call('pos_api/pos_report_gst.php', { from_date: { day: 1 } }, { cookie: clerk });
    expect(wrong.status).toBe(400);
    expect(wrong.head.msg).toMatch(/^from_date: /);
    expect((await api.call('pos_api/pos_report_gst.php', range)).status).toBe(401);
    expect((await api.call('pos_api/pos_report_gst.php', range, { cookie: noFlag })).status).toBe(403);
  });
});
