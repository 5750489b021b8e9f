// A customer's kept credit taken off a later bill from the keyboard (issue 21 follow-up): bill A was paid, a return on
// it kept the credit; bill B is pending. On /paymentpending, choose the customer, C, confirm: B's pending falls by the
// credit, the credit is gone, and no money, stock or day-end figure moved.
import { formatIndian } from '../../core/money';
import { addCustomer, addOrder, seedShop } from '../support/sales-fixtures';
import { watchPrinting } from './print-watch';
import { bodyRows, daysAgo, expect, openList, rowTexts, signInAsOwner, test, today } from './records-fixtures';

let paidBill: { orderId: number; odId: number };
let pendingBill: { orderId: number; total: number };

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    const selvi = await addCustomer(db, { name: 'Selvi Traders', mobile: '9894000001' });
    const a = await addOrder(db, {
      kind: 'gst',
      customerId: selvi,
      createdBy: shop.ownerId,
      date: daysAgo(10),
      lines: [{ name: 'Installation Charges', rate: 100_000, qty: 1 }],
      rates: { gstBp: 0 },
    });
    await db.updateTable('orders').set({ paid_amount: a.total }).where('order_id', '=', a.orderId).execute();
    const line = await db.selectFrom('order_lines').select('od_id').where('order_id', '=', a.orderId).executeTakeFirstOrThrow();
    paidBill = { orderId: a.orderId, odId: line.od_id };
    const b = await addOrder(db, {
      kind: 'gst',
      customerId: selvi,
      createdBy: shop.ownerId,
      date: daysAgo(5),
      lines: [
        { productId: shop.fan, rate: 150_000, qty: 1 },
        { name: 'Installation Charges', rate: 100_000, qty: 1 },
      ],
      rates: { gstBp: 0 },
    });
    pendingBill = { orderId: b.orderId, total: b.total };
  });
});

test('C on the customer pending report takes the kept credit off the pending bill; no money, stock or day-end moves', async ({ page, context, kulir }) => {
  await watchPrinting(context);
  await signInAsOwner(page);
  // The return on the paid bill A: its ₹1000.00 is all kept as Selvi's credit.
  const made = await page.request.post('/api/pos_api/sales_return.php', {
    data: {
      order_id: paidBill.orderId,
      reason: 'Not needed',
      excess: 'credit',
      request_id: 'e2e-return-1',
      lines: [{ order_detail_id: paidBill.odId, qty: 1 }],
    },
  });
  expect(made.status()).toBe(200);
  const noteId = String(((await made.json()) as { body: { credit_note_id: string } }).body.credit_note_id);
  const stateOf = () =>
    kulir.withDatabase(async (db) => ({
      payments: (await db.selectFrom('customer_payments').select('paid_id').execute()).length,
      cash: (await db.selectFrom('payment_details').select('id').execute()).length,
      stock: (await db.selectFrom('stock_ledger').select('id').execute()).length,
      fans: (await db.selectFrom('products').select('stock').orderBy('product_id').execute()).map((p) => p.stock),
    }));
  const before = await stateOf();
  const dayEndBefore = await page.request.post('/api/day_end_report.php', { data: { date: today().split('-').reverse().join('-') } });
  expect(dayEndBefore.status()).toBe(200);

  const table = await openList(page, '/paymentpending', 'Customer Pending Report');
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  const customer = page.getByLabel('Customer', { exact: true });
  await expect(customer).toBeFocused();
  await page.keyboard.type('Selvi');
  await expect(customer).toHaveValue('Selvi');
  await expect(bodyRows(table)).toHaveCount(1);
  expect((await rowTexts(table))[0].slice(7)).toEqual(['0.00', formatIndian(pendingBill.total)]);
  const note = page.getByRole('note');
  await expect(note).toContainText('Credit: ₹1,000.00');
  // Off the choice (its typing picks a customer), C is the screen's key, advertised in the status line.
  await page.keyboard.press('Tab');
  await expect(page.locator('.status-line')).toContainText('Apply Credit');
  await page.keyboard.press('c');
  const ask = page.getByRole('alertdialog', { name: "Take Selvi Traders's credit of ₹1,000.00 off their pending bills?" });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(ask.getByRole('button', { name: 'Yes, Apply Credit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Credit applied successfully!' }).first()).toBeVisible();

  // Bill B's pending fell by the credit; the credit is gone, and C with it.
  // The row adds up (issue 29 item 7): the credit shows in its own column.
  await expect(table.locator('tbody tr').first().locator('td').nth(7)).toHaveText('1,000.00');
  await expect(table.locator('tbody tr').first().locator('td').nth(8)).toHaveText(formatIndian(pendingBill.total - 100_000));
  expect((await rowTexts(table))[0].slice(1, 2)).toEqual([String(pendingBill.orderId)]);
  await expect(note).toHaveCount(0);
  await expect(page.locator('.status-line')).not.toContainText('Apply Credit');
  const rows = await kulir.withDatabase((db) => db.selectFrom('credit_applications').select(['order_id', 'amount']).execute());
  expect(rows.map((r) => [r.order_id, Number(r.amount)])).toEqual([[pendingBill.orderId, 100_000]]);
  expect(await stateOf()).toEqual(before);
  const dayEndAfter = await page.request.post('/api/day_end_report.php', { data: { date: today().split('-').reverse().join('-') } });
  expect(await dayEndAfter.json()).toEqual(await dayEndBefore.json());

  // The A4 credit note says where its kept credit went.
  const billNo = await kulir.withDatabase(
    async (db) => (await db.selectFrom('orders').select('bill_no').where('order_id', '=', pendingBill.orderId).executeTakeFirstOrThrow()).bill_no,
  );
  await page.goto(`/creditnote/${noteId}`);
  await expect(page.getByText(`Credit applied to bill ${billNo} on ${today().split('-').reverse().join('-')}: ₹1,000.00.`)).toBeVisible();
});
