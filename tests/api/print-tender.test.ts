// What the prints say about payment (issue 32): the receipt's tender (each mode, the cash handed over and the change,
// from what the bill's save stored), and the UPI QR's amount, which is nothing once the bill owes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { retailBody, wholesaleBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}
interface Printed {
  upi_link: string;
  upi_amount: string;
  tender: null | { payments: Array<{ mode: string; amount: string }>; cash_received: string; change: string };
  final_billing: { amount_due: string };
}

describe.each(TEST_DIALECTS)('the tender and the UPI QR on the prints, on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let cashier: string;
  // Ten plugs: ₹450.00 + 18% GST = ₹531.00. One fan: ₹1,500.00 + 18% GST = ₹1,770.00.
  const plugBill = () => retailBody(shop.lakshmi, [{ productId: shop.plug, rate: 4_500, qty: 10 }]);
  const fanBill = () => wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }]);
  const printed = async (path: string, orderId: string) => (await api.call<Printed>(path, { order_id: orderId }, { cookie: cashier })).body;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await api.db.updateTable('settings').set({ upi_id: 'kulircooling@okaxis', shop_name: 'Kulir Cooling Centre' }).execute();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'payment_details'] });
    cashier = await api.signIn(staff.email, staff.password);
  });
  afterAll(() => api.dispose());

  it('the receipt carries each mode taken, the cash handed over and the change', async () => {
    const saved = await api.call<Saved>(
      'pos_api/retail_pos_order.php',
      {
        ...plugBill(),
        payments: [
          { mode: 'cash', amount: '31' },
          { mode: 'upi', amount: '500' },
        ],
        cash_received: '100',
      },
      { cookie: cashier },
    );
    expect(saved.head.code).toBe(200);
    const receipt = await printed('retail_print_detail.php', saved.body.order_id);
    expect(receipt.tender).toEqual({
      payments: [
        { mode: 'cash', amount: '31.00' },
        { mode: 'upi', amount: '500.00' },
      ],
      cash_received: '100.00',
      change: '69.00',
    });
    expect(receipt.upi_amount).toBe('500.00');
  });

  it('cash handed over exactly is the cash tendered, with no change', async () => {
    const saved = await api.call<Saved>('pos_api/retail_pos_order.php', { ...plugBill(), payments: [{ mode: 'cash', amount: '531' }] }, { cookie: cashier });
    expect((await printed('retail_print_detail.php', saved.body.order_id)).tender).toEqual({
      payments: [{ mode: 'cash', amount: '531.00' }],
      cash_received: '531.00',
      change: '0.00',
    });
  });

  it('a bill saved without a tender prints none, and its QR asks for the whole total', async () => {
    const saved = await api.call<Saved>('pos_api/pos_order.php', fanBill(), { cookie: cashier });
    const invoice = await printed('print_detail.php', saved.body.order_id);
    expect(invoice.tender).toBeNull();
    expect(invoice.upi_amount).toBe('1770.00');
    expect(invoice.upi_link).toContain('am=1770.00');
  });

  it('a bill paid in full by UPI whose return was kept as credit carries no UPI QR', async () => {
    const saved = await api.call<Saved>('pos_api/pos_order.php', { ...fanBill(), payments: [{ mode: 'upi', amount: '1770' }] }, { cookie: cashier });
    expect((await printed('print_detail.php', saved.body.order_id)).upi_amount).toBe('1770.00');
    const line = await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', Number(saved.body.order_id)).executeTakeFirstOrThrow();
    const back = await api.call(
      'pos_api/sales_return.php',
      { order_id: saved.body.order_id, reason: 'Faulty', request_id: 'ret-1', excess: 'credit', lines: [{ order_detail_id: line.od_id, qty: 1 }] },
      { cookie: cashier },
    );
    expect(back.head.code).toBe(200);
    const invoice = await printed('print_detail.php', saved.body.order_id);
    expect(invoice.final_billing.amount_due).toBe('0.00');
    expect(invoice.upi_amount).toBe('0.00');
    expect(invoice.upi_link).toBe('');
  });

  it('credit applied to a bill lowers what its QR asks for', async () => {
    const saved = await api.call<Saved>('pos_api/pos_order.php', fanBill(), { cookie: cashier });
    await api.db.updateTable('orders').set({ credited_amount: 77_000 }).where('order_id', '=', Number(saved.body.order_id)).execute();
    const invoice = await printed('print_detail.php', saved.body.order_id);
    expect(invoice.final_billing.amount_due).toBe('1000.00');
    expect(invoice.upi_amount).toBe('1000.00');
    expect(invoice.upi_link).toContain('am=1000.00');
  });
});
