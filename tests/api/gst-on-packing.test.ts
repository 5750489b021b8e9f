// Issue 31 item 5: "GST on packing" (settings gst_on_packing). A bill is figured and stored under the shop's rule when
// it is made and keeps it: the setting flipping later changes no old bill; GSTR-1 and the e-invoice of a bill with
// taxed packing equal the stored bill. Worked by hand: 4 fans at ₹1,500.00 = ₹6,000.00; packing 5% = ₹300.00;
// on: taxable ₹6,300.00, GST 18% ₹1,134.00 (CGST ₹567.00 + SGST ₹567.00), total ₹7,434.00;
// off: taxable ₹6,000.00, GST ₹1,080.00 (₹540.00 + ₹540.00), total ₹7,380.00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { setShopSettings } from '../support/print-fixtures';
import { wholesaleBody } from '../support/pos-payloads';
import { seedShop, MURUGAN_GSTIN, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
}
const paise = (rupees: unknown) => Math.round(Number(rupees) * 100);
const RATES = { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 500 };

describe.each(TEST_DIALECTS)('GST on packing on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let keeper: string;
  let clerk: string;
  const stored = (orderId: number | string) => api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow();
  const setRule = (value: unknown, cookie = keeper) =>
    api
      .call<Record<string, string>>('setting_detail.php', {}, { cookie })
      .then(async (detail) =>
        api.call<Record<string, string>>('setting_update.php', { ...detail.body, phone: '4522345678', gst_on_packing: value }, { cookie }),
      );
  const fans = (gstOnPacking: boolean) => wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 4 }], { ...RATES, gstOnPacking });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    await api.db.updateTable('settings').set({ packing_bp: 500 }).execute();
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    owner = await api.signInOwner();
    const k = await api.addEmployee({ flags: ['settings'] });
    keeper = await api.signIn(k.email, k.password);
    const c = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'sales_gst'] });
    clerk = await api.signIn(c.email, c.password);
  });
  afterAll(() => api.dispose());

  it('a new shop starts with GST on packing on; the setting is saved and read back; a non-boolean is refused naming it', async () => {
    const detail = await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: keeper });
    expect(detail.body.gst_on_packing).toBe('1');
    const off = await setRule('0');
    expect(off.head).toEqual({ code: 200, msg: 'Settings updated successfully!' });
    expect(off.body.gst_on_packing).toBe('0');
    expect((await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: keeper })).body.gst_on_packing).toBe('0');
    const on = await setRule(true);
    expect(on.body.gst_on_packing).toBe('1');
    for (const bad of ['yes', 2, 'on']) {
      const reply = await setRule(bad);
      expect(reply.head).toEqual({ code: 400, msg: 'gst_on_packing: must be "1" or "0"' });
    }
    expect((await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: keeper })).body.gst_on_packing).toBe('1');
    expect((await api.call('setting_update.php', { gst_on_packing: '1' })).status).toBe(401);
    expect((await api.call('setting_update.php', { gst_on_packing: '1' }, { cookie: clerk })).status).toBe(403);
  });

  it("bills under each rule with their own stored figures; the spec's figures under the other rule are refused naming the shop's", async () => {
    await setRule('1');
    const refused = await api.call('pos_api/pos_order.php', fans(false), { cookie: clerk });
    expect(refused.head).toEqual({ code: 400, msg: 'cgst: payload says ₹540.00, server computes ₹567.00 (GST on packing: on)' });
    const taxed = await api.call<Saved>('pos_api/pos_order.php', fans(true), { cookie: clerk });
    expect(taxed.head.code).toBe(200);
    expect(await stored(taxed.body.order_id)).toMatchObject({
      gst_on_packing: 1,
      subtotal: 6_000_00,
      packing_amt: 300_00,
      gst_amt: 1_134_00,
      cgst_amt: 567_00,
      sgst_amt: 567_00,
      total: 7_434_00,
    });

    await setRule('0');
    const refusedOff = await api.call('pos_api/pos_order.php', fans(true), { cookie: clerk });
    expect(refusedOff.head).toEqual({ code: 400, msg: 'cgst: payload says ₹567.00, server computes ₹540.00 (GST on packing: off)' });
    const plain = await api.call<Saved>('pos_api/pos_order.php', fans(false), { cookie: clerk });
    expect(plain.head.code).toBe(200);
    expect(await stored(plain.body.order_id)).toMatchObject({ gst_on_packing: 0, packing_amt: 300_00, gst_amt: 1_080_00, cgst_amt: 540_00, total: 7_380_00 });

    // The rule flips again: neither bill changes, and each prints by its own rule.
    await setRule('1');
    expect(await stored(plain.body.order_id)).toMatchObject({ gst_on_packing: 0, gst_amt: 1_080_00, total: 7_380_00 });
    const printedPlain = await api.call<{ hsn_summary: Array<{ taxable_value: string }> }>(
      'print_detail.php',
      { order_id: plain.body.order_id },
      { cookie: clerk },
    );
    expect(printedPlain.body.hsn_summary.map((r) => paise(r.taxable_value.replace(/,/g, '')))).toEqual([6_000_00]);
    const printedTaxed = await api.call<{ hsn_summary: Array<{ taxable_value: string }> }>(
      'print_detail.php',
      { order_id: taxed.body.order_id },
      { cookie: clerk },
    );
    expect(printedTaxed.body.hsn_summary.map((r) => paise(r.taxable_value.replace(/,/g, '')))).toEqual([6_300_00]);
  });

  it('GSTR-1 and the e-invoice JSON of a bill with taxed packing equal the stored bill', async () => {
    await setRule('1');
    const taxed = await api.call<Saved>('pos_api/pos_order.php', fans(true), { cookie: clerk });
    const order = await stored(taxed.body.order_id);

    const einv = await api.call<{ ValDtls: Record<string, number>; ItemList: Array<Record<string, number>> }>(
      'einvoice_json.php',
      { order_id: order.order_id },
      { cookie: clerk },
    );
    expect(einv.head.code).toBe(200);
    const val = einv.body.ValDtls;
    expect(paise(val.AssVal)).toBe(6_300_00);
    expect(paise(val.CgstVal)).toBe(order.cgst_amt);
    expect(paise(val.SgstVal)).toBe(order.sgst_amt);
    expect(val.OthChrg).toBe(0);
    expect(paise(val.TotInvVal)).toBe(order.total);
    expect(paise(val.AssVal) + paise(val.CgstVal) + paise(val.SgstVal) + paise(val.OthChrg) - paise(val.Discount) + paise(val.RndOffAmt)).toBe(order.total);
    expect(einv.body.ItemList.map((i) => paise(i.AssAmt))).toEqual([6_300_00]);
    expect(einv.body.ItemList.map((i) => paise(i.TotAmt) - paise(i.Discount))).toEqual([6_300_00]);

    const gstr1 = await api.call<{ b2b: Array<{ ctin: string; inv: Array<{ inum: string; val: number; itms: Array<{ itm_det: Record<string, number> }> }> }> }>(
      'pos_api/pos_report_gstr1.php',
      { month: '11-2026' },
      { cookie: owner },
    );
    expect(gstr1.head.code).toBe(200);
    const inv = gstr1.body.b2b.find((r) => r.ctin === MURUGAN_GSTIN)?.inv.find((i) => paise(i.val) === order.total && i.inum.endsWith(String(order.bill_no)));
    expect(inv?.itms.map((i) => i.itm_det)).toEqual([{ txval: 6300, rt: 18, camt: 567, samt: 567, csamt: 0 }]);
  });
});
