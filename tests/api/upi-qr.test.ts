// The shop's UPI ID (setting_update.php, issue 22) and the upi://pay link the invoice and the 80 mm receipt draw as a
// QR code: the exact amount still due on the bill, the bill number as the note; none without a UPI ID or with nothing due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { setShopSettings, SHOP_SETTINGS } from '../support/print-fixtures';
import { addOrder, bigGstBill, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Settings = Record<string, string>;
interface Printed {
  bill_no: string;
  seller_detail: Settings;
  final_billing: Settings;
  upi_link: string;
}

describe.each(TEST_DIALECTS)('the UPI ID and the UPI QR on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let keeper: string;
  let clerk: string;
  let gst: SeededOrder;
  let retail: SeededOrder;
  let quotation: SeededOrder;

  // The fixture's landline has a hyphen the form would not take: the owner types the shop's mobile.
  const settingsForm = async (over: Settings): Promise<Settings> => ({
    ...(await api.call<Settings>('setting_detail.php', {}, { cookie: owner })).body,
    phone: '9443012345',
    ...over,
  });
  const printed = async (path: string, orderId: number) => (await api.call<Printed>(path, { order_id: orderId }, { cookie: clerk })).body;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    gst = await addOrder(api.db, bigGstBill(shop, shop.murugan));
    retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 30 }],
    });
    quotation = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [{ name: 'Installation Charges', rate: 50_000, qty: 2 }],
    });
    owner = await api.signInOwner();
    const k = await api.addEmployee({ flags: ['settings'] });
    keeper = await api.signIn(k.email, k.password);
    const c = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'estimate_list', 'payment_details'] });
    clerk = await api.signIn(c.email, c.password);
  });
  afterAll(() => api.dispose());

  it('setting_detail.php answers an empty UPI ID at first, and no bill carries a UPI QR', async () => {
    expect((await api.call<Settings>('setting_detail.php', {}, { cookie: keeper })).body.upi_id).toBe('');
    expect((await printed('print_detail.php', gst.orderId)).upi_link).toBe('');
    expect((await printed('retail_print_detail.php', retail.orderId)).upi_link).toBe('');
  });

  it('setting_update.php saves the UPI ID trimmed and lower-cased, and audits it', async () => {
    const reply = await api.call<Settings>('setting_update.php', await settingsForm({ upi_id: '  KulirCooling@OKAXIS ' }), { cookie: keeper });
    expect(reply.head).toEqual({ code: 200, msg: 'Settings updated successfully!' });
    expect(reply.body.upi_id).toBe('kulircooling@okaxis');
    expect((await api.call<Settings>('setting_detail.php', {}, { cookie: owner })).body.upi_id).toBe('kulircooling@okaxis');
    const audit = await api.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('call', '=', 'setting_update.php')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after_json).toContain('kulircooling@okaxis');
  });

  it('a client that sends no upi_id keeps the UPI ID', async () => {
    const { upi_id: _dropped, ...withoutUpi } = await settingsForm({});
    const reply = await api.call<Settings>('setting_update.php', withoutUpi, { cookie: keeper });
    expect(reply.head.code).toBe(200);
    expect(reply.body.upi_id).toBe('kulircooling@okaxis');
  });

  it.each([
    ['kulircooling', 'upi_id: must be a UPI ID such as shopname@okaxis'],
    ['kulir cooling@okaxis', 'upi_id: must be a UPI ID such as shopname@okaxis'],
    ['kulir@ok@axis', 'upi_id: must be a UPI ID such as shopname@okaxis'],
    [42, 'upi_id: must be a UPI ID such as shopname@okaxis'],
  ])('refuses the UPI ID %j with 400 and changes nothing', async (upi, msg) => {
    const reply = await api.call('setting_update.php', await settingsForm({ upi_id: upi as string }), { cookie: keeper });
    expect(reply.head).toEqual({ code: 400, msg });
    expect((await api.call<Settings>('setting_detail.php', {}, { cookie: owner })).body.upi_id).toBe('kulircooling@okaxis');
  });

  it('setting_update.php answers 401 without a session and 403 without the settings flag', async () => {
    const form = await settingsForm({ upi_id: 'other@ybl' });
    expect((await api.call('setting_update.php', form)).status).toBe(401);
    expect((await api.call('setting_update.php', form, { cookie: clerk })).status).toBe(403);
  });

  it('the tax invoice and the retail bill carry upi://pay for the whole total when nothing is paid', async () => {
    const invoice = await printed('print_detail.php', gst.orderId);
    expect(invoice.seller_detail.upi_id).toBe('kulircooling@okaxis');
    expect(invoice.final_billing).toMatchObject({ total: '122766.00', paid_amount: '0.00', amount_due: '122766.00' });
    expect(invoice.upi_link).toBe(`upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=122766.00&cu=INR&tn=${gst.billNo}`);
    const bill = await printed('retail_print_detail.php', retail.orderId);
    expect(bill.upi_link).toBe(
      `upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=${(retail.total / 100).toFixed(2)}&cu=INR&tn=R-${retail.billNo}`,
    );
    expect(SHOP_SETTINGS.shop_name).toBe('Kulir Cooling Centre');
  });

  it('after a part payment the QR asks for what is still due; paid in full, there is none', async () => {
    const part = await api.call('pos_api/pos_update_payment.php', { user_id: String(shop.murugan), paid_amount: '20000.50' }, { cookie: clerk });
    expect(part.head.code).toBe(200);
    // The payment goes to the oldest bill first: the GST bill (the retail one is later by id on the same date).
    const invoice = await printed('print_detail.php', gst.orderId);
    expect(invoice.final_billing).toMatchObject({ paid_amount: '20000.50', amount_due: '102765.50' });
    expect(invoice.upi_link).toBe(`upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=102765.50&cu=INR&tn=${gst.billNo}`);

    const rest = await api.call('pos_api/pos_update_payment.php', { user_id: String(shop.murugan), paid_amount: '102765.50' }, { cookie: clerk });
    expect(rest.head.code).toBe(200);
    const paid = await printed('print_detail.php', gst.orderId);
    expect(paid.final_billing).toMatchObject({ paid_amount: '122766.00', amount_due: '0.00' });
    expect(paid.upi_link).toBe('');
  });

  it('a quotation and a cancelled bill carry no UPI QR', async () => {
    expect((await printed('print_estimate_detail.php', quotation.orderId)).upi_link).toBe('');
    await api.db
      .updateTable('orders')
      .set({ cancelled: 1, cancelled_at: new Date().toISOString(), cancelled_by: shop.ownerId })
      .where('order_id', '=', retail.orderId)
      .execute();
    expect((await printed('print_detail.php', retail.orderId)).upi_link).toBe('');
  });

  it('clearing the UPI ID takes the QR off every bill', async () => {
    const other = await addOrder(api.db, bigGstBill(shop, shop.murugan));
    expect((await printed('print_detail.php', other.orderId)).upi_link).not.toBe('');
    const reply = await api.call<Settings>('setting_update.php', await settingsForm({ upi_id: '' }), { cookie: keeper });
    expect(reply.body.upi_id).toBe('');
    expect((await printed('print_detail.php', other.orderId)).upi_link).toBe('');
  });
});
