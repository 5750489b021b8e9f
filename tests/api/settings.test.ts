import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

const SHOP_GSTIN = makeGstin(33, 'AAKFK1234M');

const form = (over: Record<string, unknown> = {}) => ({
  id: '1',
  shop_name: 'Kulir Cooling Centre',
  user_name: 'Kumar',
  email: 'Sales@Kulir.test',
  phone: '9443012345',
  address: '12 Town Hall Road',
  gst_no: SHOP_GSTIN.toLowerCase(),
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  cgst: '9',
  sgst: '9',
  packing_charge: '0',
  bank_name: 'Indian Bank',
  acc_holder_name: 'Kulir Cooling Centre',
  acc_no: '6012345678',
  ifsc_code: 'idib000m001',
  micr_code: '625019002',
  ...over,
});

describe.each(TEST_DIALECTS)('settings on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  let keeper: string;
  let clerk: string;
  let shop: Shop;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const k = await api.addEmployee({ flags: ['settings'] });
    keeper = await api.signIn(k.email, k.password);
    const c = await api.addEmployee({ flags: ['customer', 'gstbill'] });
    clerk = await api.signIn(c.email, c.password);
  });
  afterAll(() => api.dispose());

  it('setting_detail.php answers the shop and bank details, the rates as percents, and never a password', async () => {
    const reply = await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: keeper });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toMatchObject({ id: '1', shop_name: 'kulir', state: 'Tamil Nadu', cgst: '9.00', sgst: '9.00', packing_charge: '0.00' });
    expect(Object.keys(reply.body)).not.toContain('password');
    expect((await api.call('setting_detail.php', {})).status).toBe(401);
    expect((await api.call('setting_detail.php', {}, { cookie: clerk })).status).toBe(403);
  });

  it('setting_update.php saves, normalises GSTIN, e-mail and IFSC, ignores a password, and audits', async () => {
    const reply = await api.call<Record<string, string>>('setting_update.php', form({ password: 'not-kept-anywhere' }), { cookie: keeper });
    expect(reply.head).toEqual({ code: 200, msg: 'Settings updated successfully!' });
    expect(reply.body).toEqual({
      id: '1',
      shop_name: 'Kulir Cooling Centre',
      user_name: 'Kumar',
      email: 'sales@kulir.test',
      phone: '9443012345',
      address: '12 Town Hall Road',
      gst_no: SHOP_GSTIN,
      city: 'Madurai',
      state: 'Tamil Nadu',
      pincode: '625001',
      cgst: '9.00',
      sgst: '9.00',
      packing_charge: '0.00',
      bank_name: 'Indian Bank',
      acc_holder_name: 'Kulir Cooling Centre',
      acc_no: '6012345678',
      ifsc_code: 'IDIB000M001',
      micr_code: '625019002',
      upi_id: '',
      retail_print: 'receipt',
      receipt_printer: '',
      books_locked_until: '',
      ewaybill_threshold: '50000.00',
      // A new shop bills by the law's rule (issue 31 item 5); a form that does not send it keeps it.
      gst_on_packing: '1',
    });
    expect((await api.call('setting_detail.php', {}, { cookie: owner })).body).toEqual(reply.body);
    const audit = await api.db.selectFrom('audit_log').selectAll().where('call', '=', 'setting_update.php').executeTakeFirstOrThrow();
    expect(audit.after_json).not.toContain('not-kept-anywhere');
    expect(JSON.stringify(reply)).not.toContain('not-kept-anywhere');
  });

  it('setting_update.php keeps how a retail bill prints from the counter; a client that does not send it leaves it as it was', async () => {
    const a4 = await api.call<Record<string, string>>('setting_update.php', form({ retail_print: 'a4' }), { cookie: keeper });
    expect(a4.body.retail_print).toBe('a4');
    const kept = await api.call<Record<string, string>>('setting_update.php', form({}), { cookie: keeper });
    expect(kept.body.retail_print).toBe('a4');
    const back = await api.call<Record<string, string>>('setting_update.php', form({ retail_print: 'receipt' }), { cookie: keeper });
    expect(back.body.retail_print).toBe('receipt');
  });

  it("setting_update.php keeps the shop's receipt printer as host:port (9100 when left out), '' for none; the counter's list carries it", async () => {
    const set = await api.call<Record<string, string>>('setting_update.php', form({ receipt_printer: ' 192.168.1.50 ' }), { cookie: keeper });
    expect(set.body.receipt_printer).toBe('192.168.1.50:9100');
    const kept = await api.call<Record<string, string>>('setting_update.php', form({}), { cookie: keeper });
    expect(kept.body.receipt_printer).toBe('192.168.1.50:9100');
    const list = await api.call<{ counter: Record<string, string> }>('pos_api/retail_pos_product_list.php', {}, { cookie: clerk });
    expect(list.body.counter.receipt_printer).toBe('192.168.1.50:9100');
    const refused = await api.call('setting_update.php', form({ receipt_printer: 'printer on the left' }), { cookie: keeper });
    expect(refused.head).toEqual({ code: 400, msg: 'receipt_printer: must be a host and port, such as 192.168.1.50:9100' });
    expect((await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: keeper })).body.receipt_printer).toBe('192.168.1.50:9100');
    const none = await api.call<Record<string, string>>('setting_update.php', form({ receipt_printer: '' }), { cookie: keeper });
    expect(none.body.receipt_printer).toBe('');
  });

  it('validates each field with a message naming it', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '94430123456' }, 'phone: must be digits only, at most 10'],
      [{ phone: '9443 01234' }, 'phone: must be digits only, at most 10'],
      [{ gst_no: '33AAKFK1234M1Z' }, 'gst_no: GSTIN must be 15 characters'],
      [{ gst_no: '33AAKFK1234M1ZZZ' }, 'gst_no: must be at most 15 characters'],
      [{ gst_no: SHOP_GSTIN.slice(0, 14) + (SHOP_GSTIN[14] === 'A' ? 'B' : 'A') }, 'gst_no: GSTIN check digit does not match'],
      [{ gst_no: makeGstin(32, 'AAKFK1234M') }, 'state: Tamil Nadu does not match the GSTIN, which is registered in Kerala (32)'],
      [{ state: 'Tamilnad' }, 'state: "Tamilnad" is not a GST state or union territory'],
      [{ pincode: '6250011' }, 'pincode: must be a 6-digit pincode such as 600001'],
      [{ pincode: '625 01' }, 'pincode: must be a 6-digit pincode such as 600001'],
      [{ state: '' }, 'state: is required'],
      [{ cgst: '15' }, 'cgst: must be a percent from 0 to 14'],
      [{ sgst: 'nine' }, 'sgst: must be a percent from 0 to 100 with at most 2 decimals, not "nine"'],
      [{ email: 'sales' }, 'email: must be an e-mail address such as name@example.com'],
      [{ ifsc_code: 'SBIN1234567' }, 'ifsc_code: must be an IFSC such as SBIN0001234'],
      [{ retail_print: 'a5' }, 'retail_print: must be receipt, receipt58 or a4'],
      [{ receipt_printer: '10.0.0.5:99999' }, 'receipt_printer: must be a host and port, such as 192.168.1.50:9100'],
    ];
    for (const [over, msg] of cases) {
      const reply = await api.call('setting_update.php', form(over), { cookie: keeper });
      expect(reply.status, msg).toBe(400);
      expect(reply.head.msg).toBe(msg);
    }
    expect((await api.call('setting_update.php', form())).status).toBe(401);
    expect((await api.call('setting_update.php', form(), { cookie: clerk })).status).toBe(403);
  });

  it('the next bill takes the new CGST/SGST: the POS offers them and a bill at the old rate is refused', async () => {
    await api.call('setting_update.php', form({ cgst: '6', sgst: '6', packing_charge: '1' }), { cookie: keeper });
    const pos = await api.call<{ gst: Record<string, string>; counter: Record<string, string> }>('pos_api/pos_product_list.php', {}, { cookie: clerk });
    expect(pos.body.gst).toEqual({ cgst: '6.00', sgst: '6.00', packing_charge: '1.00' });
    expect(pos.body.counter.gst_on_packing).toBe('1');
    const lines = [{ productId: shop.fan, rate: 150_000, qty: 1 }];
    const old = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, lines, { gstBp: 1800 }), { cookie: clerk });
    expect(old.status).toBe(400);
    expect(old.head.msg).toContain('gst_percentage');
    const fresh = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, lines, { gstBp: 1200, packingBp: 100, gstOnPacking: true }), {
      cookie: clerk,
    });
    expect(fresh.status).toBe(200);
  });
});
