import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

async function seedSales(db: Kysely<Database>, ownerId: number) {
  const at = '2026-11-21T06:30:00.000Z';
  const supplier = await db
    .insertInto('suppliers')
    .values({
      supplier_name: 'Chennai Fans Distributors',
      mobile: '9840012345',
      address: 'Parrys, Chennai',
      state: 'Tamil Nadu',
      gst_number: '',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, name] of ['Crompton HS Plus 1200mm', 'Usha Striker 400mm', 'Symphony Diet 50T'].entries()) {
    await db
      .insertInto('products')
      .values({
        product_name: name,
        supplier_id: supplier.id,
        category_id: null,
        brand_id: null,
        unit_id: null,
        batch_no: '',
        serial_no: `SER-${i}`,
        product_code: '',
        model: '',
        type: '',
        hsn_code: '841451',
        purchase_rate: 100000,
        sell_rate: 150000,
        price_per_pcs: 150000,
        rate: 150000,
        rate_per: 'Nos',
        count_of_pcs: 1,
        box_contents: '',
        qty_per_box: 1,
        stock: 5,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  const customerIds: number[] = [];
  for (const name of ['Murugan Electricals', 'Lakshmi Home Appliances']) {
    const row = await db
      .insertInto('customers')
      .values({
        name,
        mobile: '9443012345',
        email: '',
        tax_number: '',
        address: 'Madurai',
        city: 'Madurai',
        state: 'Tamil Nadu',
        pincode: '625001',
        place_of_supply: 'Tamil Nadu',
        credit_limit: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    customerIds.push(row.user_id);
  }
  const bills: Array<{ kind: 'gst' | 'estimate' | 'retail'; total: number; cancelled: number }> = [
    { kind: 'gst', total: 1_180_000, cancelled: 0 },
    { kind: 'gst', total: 236_000, cancelled: 0 },
    { kind: 'retail', total: 59_000, cancelled: 0 },
    { kind: 'gst', total: 999_900, cancelled: 1 },
    { kind: 'estimate', total: 5_000_000, cancelled: 0 },
  ];
  for (const [i, bill] of bills.entries()) {
    await db
      .insertInto('orders')
      .values({
        kind: bill.kind,
        fy: '2026-27',
        bill_no: i + 1,
        order_date: '2026-11-20',
        customer_id: customerIds[i % 2],
        billing_name: 'x',
        billing_phonenumber: '',
        billing_address: '',
        billing_state: 'Tamil Nadu',
        subtotal: bill.total,
        discount_bp: 0,
        discount_amt: 0,
        commission_bp: 0,
        commission_amt: 0,
        gst_bp: 0,
        gst_amt: 0,
        cgst_amt: 0,
        sgst_amt: 0,
        packing_bp: 0,
        packing_amt: 0,
        round_off: 0,
        total: bill.total,
        paid_amount: 0,
        cancelled: bill.cancelled,
        cancelled_at: null,
        cancelled_by: null,
        version: 1,
        created_by: ownerId,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

describe.each(TEST_DIALECTS)('dashboard.php on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(dialect);
  });
  afterAll(() => api.dispose());

  it('answers zeros on an empty shop', async () => {
    const reply = await api.call('dashboard.php', {}, { cookie: await api.signInOwner() });
    expect(reply.body).toEqual({ total_revenue: '0.00', total_order: 0, total_product: 0, total_customer: 0, purchases_without_supplier_invoice: 0 });
  });

  it('counts issued sales bills only: cancelled bills and estimates are not revenue', async () => {
    const owner = await api.db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    await seedSales(api.db, owner.user_id);
    // Issue 28: each figure needs the flag of a screen that lists what it counts (core/dashboard.ts).
    const staff = await api.addEmployee({ flags: ['gstbill_list', 'product', 'customer'] });
    const reply = await api.call('dashboard.php', {}, { cookie: await api.signIn(staff.email, staff.password) });
    expect(reply.status).toBe(200);
    // 11,800.00 + 2,360.00 + 590.00: two GST bills and one retail bill.
    expect(reply.body).toEqual({ total_revenue: '14750.00', total_order: 3, total_product: 3, total_customer: 2 });
  });

  it('tells an employee with no flags, and a POS-only cashier, no figure at all: no revenue', async () => {
    for (const flags of [[], ['gstbill'], ['gstbill', 'estimate']] as const) {
      const staff = await api.addEmployee({ flags });
      const reply = await api.call('dashboard.php', {}, { cookie: await api.signIn(staff.email, staff.password) });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual({});
    }
  });

  it("answers revenue and orders to the sales report flag alone; products and customers by their own screens' flags", async () => {
    const cases: Array<[Parameters<TestApi['addEmployee']>[0]['flags'], Record<string, unknown>]> = [
      [['sales_gst'], { total_revenue: '14750.00', total_order: 3 }],
      [['gstbill_list'], { total_revenue: '14750.00', total_order: 3 }],
      [['product', 'gstbill'], { total_product: 3 }],
      [['customer'], { total_customer: 2 }],
    ];
    for (const [flags, body] of cases) {
      const staff = await api.addEmployee({ flags });
      const reply = await api.call('dashboard.php', {}, { cookie: await api.signIn(staff.email, staff.password) });
      expect(reply.body, String(flags)).toEqual(body);
    }
    expect((await api.call('dashboard.php', {}, { cookie: await api.signInOwner() })).body).toEqual({
      total_revenue: '14750.00',
      total_order: 3,
      total_product: 3,
      total_customer: 2,
      purchases_without_supplier_invoice: 0,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await api.call('dashboard.php', {})).status).toBe(401);
  });
});
