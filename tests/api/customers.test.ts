import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { MURUGAN_GSTIN, addCustomer, addOrder, auditCount, bigGstBill, lastAudit, seedShop, type Shop } from '../support/sales-fixtures';

describe.each(TEST_DIALECTS)('customer records on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let billingOnly: string;
  let gstBill: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    gstBill = (await addOrder(api.db, bigGstBill(shop))).orderId;
    await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 3 }],
    });
    await addOrder(api.db, { kind: 'estimate', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ name: 'Installation', rate: 50_000, qty: 1 }] });
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['customer'] });
    clerk = await api.signIn(staff.email, staff.password);
    const biller = await api.addEmployee({ flags: ['gstbill', 'gstbill_list'] });
    billingOnly = await api.signIn(biller.email, biller.password);
  });
  afterAll(() => api.dispose());

  const murugan = () => ({
    user_id: String(shop.murugan),
    name: 'Murugan Electricals',
    mobile: '9443012345',
    telephone: '9443012345',
    tax_number: MURUGAN_GSTIN,
    address: '12 East Masi Street',
    state: 'Tamil Nadu',
    place_of_supply: 'Tamil Nadu',
    credit_limit: '50000.00',
    pincode: '625001',
    opening_balance: '0.00',
    opening_date: '',
    credit_days: '0',
  });
  const update = (over: Record<string, unknown> = {}) => ({
    user_id: shop.lakshmi,
    name: 'Lakshmi Home Appliances',
    credit_limit: '25000',
    tax_number: '',
    place_of_supply: 'Kerala',
    telephone: '9847011111',
    address: 'MG Road, Kochi',
    state: 'Kerala',
    ...over,
  });

  describe('customer_list.php', () => {
    it('answers every customer in name order with the spec fields', async () => {
      const reply = await api.call('customer_list.php', {}, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual([
        {
          user_id: String(shop.lakshmi),
          name: 'Lakshmi Home Appliances',
          mobile: '9847011111',
          telephone: '9847011111',
          tax_number: '',
          address: 'MG Road',
          state: 'Kerala',
          place_of_supply: 'Kerala',
          credit_limit: '0.00',
          pincode: '682016',
          opening_balance: '0.00',
          opening_date: '',
          credit_days: '0',
        },
        murugan(),
      ]);
    });

    it('searches name in any case, mobile or GST number, and pages with the total in X-Total-Count', async () => {
      for (const search of ['MURUGAN', '94430', 'aaacr5055']) {
        const reply = await api.call<Array<{ name: string }>>('customer_list.php', { search }, { cookie: clerk });
        expect(
          reply.body.map((c) => c.name),
          search,
        ).toEqual(['Murugan Electricals']);
      }
      const response = await api.app.request('/api/customer_list.php', {
        method: 'POST',
        headers: { cookie: clerk, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 2, per_page: 1 }),
      });
      expect(response.headers.get('x-total-count')).toBe('2');
      const paged = (await response.json()) as { body: Array<{ name: string }> };
      expect(paged.body.map((c) => c.name)).toEqual(['Murugan Electricals']);
    });

    it('takes a search for 100% literally', async () => {
      const reply = await api.call<unknown[]>('customer_list.php', { search: '100%' }, { cookie: clerk });
      expect(reply.body).toEqual([]);
    });

    it('refuses without a session (401) and without the customer flag (403)', async () => {
      expect((await api.call('customer_list.php', {})).status).toBe(401);
      const refused = await api.call('customer_list.php', {}, { cookie: billingOnly });
      expect(refused.status).toBe(403);
      expect(refused.head.msg).toContain('Customer');
    });
  });

  describe('customer_detail.php', () => {
    it('answers the customer record, taking the id as a number, digits or quoted digits', async () => {
      for (const userId of [shop.murugan, String(shop.murugan), `"${shop.murugan}"`]) {
        const reply = await api.call('customer_detail.php', { user_id: userId }, { cookie: clerk });
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual(murugan());
      }
    });

    it('answers 404 for a missing customer and 400 naming user_id for a bad id', async () => {
      const missing = await api.call('customer_detail.php', { user_id: 99999 }, { cookie: clerk });
      expect(missing.status).toBe(404);
      expect(missing.head.msg).toBe('No customer with user_id 99999');
      const bad = await api.call('customer_detail.php', { user_id: 'abc' }, { cookie: clerk });
      expect(bad.status).toBe(400);
      expect(bad.head.msg).toBe('user_id: must be a positive whole number, not "abc"');
      const absent = await api.call('customer_detail.php', {}, { cookie: clerk });
      expect(absent.head.msg).toBe('user_id: is required');
    });

    it('refuses without a session and without the customer flag', async () => {
      expect((await api.call('customer_detail.php', { user_id: shop.murugan })).status).toBe(401);
      expect((await api.call('customer_detail.php', { user_id: shop.murugan }, { cookie: billingOnly })).status).toBe(403);
    });
  });

  describe('customer_detail_update.php', () => {
    it('saves the edit, answers the record and audits before and after', async () => {
      const reply = await api.call('customer_detail_update.php', update(), { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'Customer details updated successfully!' });
      const after = {
        user_id: String(shop.lakshmi),
        name: 'Lakshmi Home Appliances',
        mobile: '9847011111',
        telephone: '9847011111',
        tax_number: '',
        address: 'MG Road, Kochi',
        state: 'Kerala',
        place_of_supply: 'Kerala',
        credit_limit: '25000.00',
        pincode: '682016',
        opening_balance: '0.00',
        opening_date: '',
        credit_days: '0',
      };
      expect(reply.body).toEqual(after);
      expect((await api.call('customer_detail.php', { user_id: shop.lakshmi }, { cookie: clerk })).body).toEqual(after);
      const entry = await lastAudit(api.db);
      expect(entry).toMatchObject({ call: 'customer_detail_update.php', entity: 'customer', entity_id: String(shop.lakshmi) });
      expect(entry.before).toMatchObject({ address: 'MG Road', credit_limit: 0 });
      expect(entry.after).toMatchObject({ address: 'MG Road, Kochi', credit_limit: 2_500_000 });
    });

    it('stores a state written as the spec client sends it ("KL", "kerala ", "32") by its table name', async () => {
      for (const written of ['KL', 'kerala ', '32']) {
        const reply = await api.call<{ state: string }>('customer_detail_update.php', update({ state: written }), { cookie: clerk });
        expect(reply.status, written).toBe(200);
        expect(reply.body.state, written).toBe('Kerala');
      }
    });

    it('refuses a state that disagrees with the GSTIN stored before when the edit sends no GSTIN', async () => {
      const gstin = makeGstin(32, 'AAACL1234K');
      expect((await api.call('customer_detail_update.php', update({ tax_number: gstin }), { cookie: clerk })).status).toBe(200);
      const { tax_number: _omitted, ...withoutGstin } = update({ state: 'Karnataka' });
      const reply = await api.call('customer_detail_update.php', withoutGstin, { cookie: clerk });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe('state: Karnataka does not match the GSTIN, which is registered in Kerala (32)');
      expect((await api.call<{ state: string }>('customer_detail.php', { user_id: shop.lakshmi }, { cookie: clerk })).body.state).toBe('Kerala');
    });

    it('stores a GSTIN trimmed and upper-cased', async () => {
      const gstin = makeGstin(32, 'AAACL1234K');
      const reply = await api.call<{ tax_number: string }>('customer_detail_update.php', update({ tax_number: ` ${gstin.toLowerCase()} ` }), { cookie: clerk });
      expect(reply.status).toBe(200);
      expect(reply.body.tax_number).toBe(gstin);
    });

    it.each([
      ['name', { name: '  ' }, 'name: is required'],
      ['address', { address: '' }, 'address: is required'],
      ['state', { state: undefined }, 'state: is required'],
      ['mobile', { telephone: '' }, 'telephone: is required'],
      ['mobile letters', { telephone: '98470abcde' }, 'telephone: must be digits only, at most 10'],
      ['mobile 11 digits', { telephone: '98470111112' }, 'telephone: must be digits only, at most 10'],
      ['GST number 16 characters', { tax_number: '33AAACR5055K1ZEX' }, 'tax_number: must be at most 15 characters'],
      ['GST number check digit', { tax_number: '33AAACR5055K1ZA' }, 'tax_number: GSTIN check digit does not match'],
      ['credit limit', { credit_limit: '-5' }, 'credit_limit: cannot be negative ("-5")'],
      ['state that maps to nothing', { state: 'Kerela' }, 'state: "Kerela" is not a GST state or union territory'],
      [
        'state the GSTIN contradicts',
        { tax_number: makeGstin(33, 'AAACL1234K') },
        'state: Kerala does not match the GSTIN, which is registered in Tamil Nadu (33)',
      ],
      ['place of supply that maps to nothing', { place_of_supply: 'Kochi' }, 'place_of_supply: "Kochi" is not a GST state or union territory'],
    ])('refuses a bad %s with 400 naming the field, writing nothing', async (_what, over, msg) => {
      const before = await api.call('customer_detail.php', { user_id: shop.lakshmi }, { cookie: clerk });
      const audits = await auditCount(api.db);
      const reply = await api.call('customer_detail_update.php', update(over), { cookie: clerk });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe(msg);
      expect((await api.call('customer_detail.php', { user_id: shop.lakshmi }, { cookie: clerk })).body).toEqual(before.body);
      expect(await auditCount(api.db)).toBe(audits);
    });

    it('answers 404 for a missing customer, 401 without a session, 403 without the flag', async () => {
      expect((await api.call('customer_detail_update.php', update({ user_id: 99999 }), { cookie: clerk })).status).toBe(404);
      expect((await api.call('customer_detail_update.php', update())).status).toBe(401);
      expect((await api.call('customer_detail_update.php', update(), { cookie: billingOnly })).status).toBe(403);
    });
  });

  describe('customer_order.php', () => {
    it("lists the customer's GST and retail bills, newest first, dates dd/mm/yyyy and amounts Indian-grouped", async () => {
      const reply = await api.call<Array<Record<string, string>>>('customer_order.php', { user_id: shop.murugan }, { cookie: clerk });
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(2);
      expect(reply.body[0]).toMatchObject({ orderdate: '21/11/2026', amount: '135.00', balance: '135.00' });
      expect(reply.body[1]).toEqual({
        order_id: String(gstBill),
        bill_no: '1',
        orderdate: '20/11/2026',
        added_date: '20-11-2026',
        name: 'Murugan Electricals',
        mobile: '9443012345',
        billing_phonenumber: '9443012345',
        amount: '1,22,766.00',
        balance: '122766.00',
      });
    });

    it('answers 404 for a missing customer and refuses without the customer flag', async () => {
      expect((await api.call('customer_order.php', { user_id: 99999 }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('customer_order.php', { user_id: shop.murugan })).status).toBe(401);
      expect((await api.call('customer_order.php', { user_id: shop.murugan }, { cookie: billingOnly })).status).toBe(403);
    });
  });

  describe('customer_order_details.php', () => {
    it('answers the customer order detail with gross and net line totals', async () => {
      const reply = await api.call<Record<string, unknown>>('customer_order_details.php', { order_id: gstBill }, { cookie: clerk });
      expect(reply.status).toBe(200);
      const lines = reply.body.order_details as Array<{ order_detail_id: string }>;
      expect(reply.body).toEqual({
        order_id: String(gstBill),
        bill_no: '1',
        orderdate: '20-11-2026',
        billing_name: 'Murugan Electricals',
        billing_address: '12 East Masi Street',
        mobile: '9443012345',
        billing_state: 'Tamil Nadu',
        subtotal: '110450.50',
        discount_percentage: '5.00',
        discount_amt: '5522.55',
        commission_percentage: '2.00',
        commission_amt: '2098.56',
        cgst_amt: '9443.52',
        sgst_amt: '9443.52',
        packing_percentage: '1.00',
        packing_amt: '1049.28',
        gst_on_packing: '0',
        total: '122766.00',
        tax_split: 'intra',
        order_details: [
          {
            order_detail_id: lines[0].order_detail_id,
            product_name: 'Crompton HS Plus 1200mm',
            rate_per: 'Nos',
            hsn_code: '841451',
            price_per_pcs: '1500.00',
            amount: '1500.00',
            qty: 80,
            totalamount: '120000.00',
            discount_percentage: '10.00',
            net_total: '108000.00',
            gst_percentage: '18.00',
          },
          {
            order_detail_id: lines[1].order_detail_id,
            product_name: 'Symphony Diet 50T',
            rate_per: 'Nos',
            hsn_code: '847960',
            price_per_pcs: '2450.50',
            amount: '2450.50',
            qty: 1,
            totalamount: '2450.50',
            discount_percentage: '0.00',
            net_total: '2450.50',
            gst_percentage: '18.00',
          },
        ],
      });
    });

    it('answers 404 for a missing bill and for an estimate', async () => {
      const estimate = await api.db.selectFrom('orders').select('order_id').where('kind', '=', 'estimate').executeTakeFirstOrThrow();
      expect((await api.call('customer_order_details.php', { order_id: 99999 }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('customer_order_details.php', { order_id: estimate.order_id }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('customer_order_details.php', { order_id: gstBill })).status).toBe(401);
      expect((await api.call('customer_order_details.php', { order_id: gstBill }, { cookie: billingOnly })).status).toBe(403);
    });
  });

  describe('customer_list_delete.php', () => {
    it('refuses to delete a customer who has bills, with 409, writing nothing', async () => {
      const audits = await auditCount(api.db);
      const reply = await api.call('customer_list_delete.php', { user_id: shop.murugan }, { cookie: clerk });
      expect(reply.status).toBe(409);
      expect(reply.head.msg).toBe('This customer has bills and cannot be deleted.');
      expect((await api.call('customer_detail.php', { user_id: shop.murugan }, { cookie: clerk })).status).toBe(200);
      expect(await auditCount(api.db)).toBe(audits);
    });

    it('counts a cancelled bill as a bill', async () => {
      const customer = await addCustomer(api.db, { name: 'Ravi Cool Point' });
      const bill = await addOrder(api.db, { ...bigGstBill(shop, customer), lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }] });
      expect((await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: owner })).status).toBe(200);
      const reply = await api.call('customer_list_delete.php', { user_id: customer }, { cookie: clerk });
      expect(reply.status).toBe(409);
    });

    it('deletes a customer without bills and audits the record as it was', async () => {
      const customer = await addCustomer(api.db, { name: 'Walk-in Selvam', mobile: '9000000001' });
      const reply = await api.call('customer_list_delete.php', { user_id: String(customer) }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'Customer deleted successfully' });
      expect((await api.call('customer_detail.php', { user_id: customer }, { cookie: clerk })).status).toBe(404);
      const entry = await lastAudit(api.db);
      expect(entry).toMatchObject({ call: 'customer_list_delete.php', entity: 'customer', entity_id: String(customer), after_json: null });
      expect(entry.before).toMatchObject({ name: 'Walk-in Selvam', mobile: '9000000001' });
    });

    it('answers 404 for a missing customer, 400 without user_id, 401 and 403', async () => {
      expect((await api.call('customer_list_delete.php', { user_id: 99999 }, { cookie: clerk })).status).toBe(404);
      const absent = await api.call('customer_list_delete.php', {}, { cookie: clerk });
      expect(absent.status).toBe(400);
      expect(absent.head.msg).toBe('user_id: is required');
      expect((await api.call('customer_list_delete.php', { user_id: shop.lakshmi })).status).toBe(401);
      expect((await api.call('customer_list_delete.php', { user_id: shop.lakshmi }, { cookie: billingOnly })).status).toBe(403);
    });
  });
});
