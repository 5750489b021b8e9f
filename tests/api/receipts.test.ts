// The PAYMENT RECEIPT's data (issue 22): its own receipt number, the bill number the customer knows (not the internal
// order id), the amount in words and the payment mode, on customer and supplier receipts alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { addPurchase } from '../support/purchase-fixtures';
import { addOrder, seedShop, type Shop } from '../support/sales-fixtures';

type Receipt = Record<string, unknown> & { paid_history: Array<Record<string, string>> };

describe.each(TEST_DIALECTS)('payment receipts on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    // Bills 1 to 3 come first, so the counter bill's number (4) differs from its order id.
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      await addOrder(api.db, { kind: 'estimate', customerId: shop.murugan, createdBy: shop.ownerId, date, lines: [{ name: 'Service', rate: 10_000, qty: 1 }] });
    }
    await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-04',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      paid: 177_000,
    });
  });
  afterAll(() => api.dispose());

  it('carries the receipt number, the bill number, the amount in words and the mode of each payment', async () => {
    const saved = await api.call<{ order_id: string; bill_no: number; payments: Array<{ paid_id: string; mode: string }> }>(
      'pos_api/pos_order.php',
      {
        ...wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }]),
        payments: [
          { mode: 'cash', amount: '770.50' },
          { mode: 'upi', amount: '999.50' },
        ],
      },
      { cookie: owner },
    );
    expect(saved.status).toBe(200);
    expect(String(saved.body.bill_no)).not.toBe(saved.body.order_id);
    const upi = saved.body.payments[1];
    const receipt = await api.call<Receipt>('pos_api/paid_report_print_detail.php', { order_id: saved.body.order_id, paid_id: upi.paid_id }, { cookie: owner });
    expect(receipt.body).toMatchObject({
      order_id: saved.body.order_id,
      receipt_no: `RC-${upi.paid_id}`,
      bill_no: String(saved.body.bill_no),
      amount: '999.50',
      amount_in_words: 'NINE HUNDRED NINETY NINE RUPEES AND FIFTY PAISE ONLY',
      payment_mode: 'UPI',
    });
    expect(receipt.body.paid_history.map((row) => [row.last_paid_amt, row.payment_mode])).toEqual([
      ['770.50', 'Cash'],
      ['999.50', 'UPI'],
    ]);
  });

  it('numbers a supplier payment as a payment voucher, with the purchase number', async () => {
    const purchase = await addPurchase(api.db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: '2026-11-01',
      lines: [{ productId: shop.fan, rate: 120_000, qty: 1 }],
    });
    const paid = await api.call<{ paid: Array<{ paid_id: string }> }>(
      'pos_api/pos_update_supplier_payment.php',
      { supplier_id: shop.supplierId, paid_amount: '1000', mode: 'card' },
      { cookie: owner },
    );
    expect(paid.status).toBe(200);
    const receipt = await api.call<Receipt>(
      'pos_api/paid_report_print_detail_supplier.php',
      { order_id: purchase.purchaseId, paid_id: paid.body.paid[0].paid_id },
      { cookie: owner },
    );
    expect(receipt.body).toMatchObject({
      receipt_no: `PV-${paid.body.paid[0].paid_id}`,
      bill_no: String(purchase.purchaseId),
      amount: '1000.00',
      amount_in_words: 'ONE THOUSAND RUPEES ONLY',
      payment_mode: 'Card',
    });
  });
});
