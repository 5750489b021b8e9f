// The pending report's party choice from the keyboard (issue 29 item 7): on /paymentpending, P and "Jeyam Traders"
// typed at full speed, and again at 200 ms a key, then Enter opens the payment for Jeyam Traders — never T. Ramesh or
// Jeyam Cooling Point — and the payment lands on them, first on their opening balance (issue 29 item 1).
import { formatIndian } from '../../core/money';
import { addCustomer, addOrder, seedShop } from '../support/sales-fixtures';
import { bodyRows, daysAgo, expect, openList, rowTexts, signInAsOwner, test } from './records-fixtures';

let jeyamTraders = 0;
const OPENING = 1_000_00;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    const bill = (customerId: number, paise: number, days: number) =>
      addOrder(db, {
        kind: 'gst',
        customerId,
        createdBy: shop.ownerId,
        date: daysAgo(days),
        lines: [{ name: 'Installation Charges', rate: paise, qty: 1 }],
        rates: { gstBp: 0 },
      });
    const ramesh = await addCustomer(db, { name: 'T. Ramesh', mobile: '9894100001' });
    const cooling = await addCustomer(db, { name: 'Jeyam Cooling Point', mobile: '9894100002' });
    jeyamTraders = await addCustomer(db, { name: 'Jeyam Traders', mobile: '9894100003' });
    await db
      .updateTable('customers')
      .set({ opening_balance: OPENING, opening_date: daysAgo(60) })
      .where('user_id', '=', jeyamTraders)
      .execute();
    await bill(ramesh, 700_00, 20);
    await bill(cooling, 800_00, 15);
    await bill(jeyamTraders, 900_00, 10);
  });
});

test('typed at full speed and at 200 ms a key, "Jeyam Traders" and Enter books the payment to Jeyam Traders', async ({ page, kulir }) => {
  await signInAsOwner(page);
  const table = await openList(page, '/paymentpending', 'Customer Pending Report');
  await expect(page.getByRole('columnheader')).toHaveText([
    'S.No',
    'Order ID',
    'Order Date',
    'Customer Name',
    'Mobile',
    'Actual Amount',
    'Paid Amount',
    'Credit',
    'Pending Balance',
  ]);
  // The opening balance is a row of its own, the oldest.
  await expect(bodyRows(table)).toHaveCount(4);
  expect((await rowTexts(table))[0].slice(1)).toEqual(['Opening', expect.any(String), 'Jeyam Traders', '9894100003', '1,000.00', '0.00', '0.00', '1,000.00']);

  const paymentsOf = () =>
    kulir.withDatabase(async (db) =>
      (await db.selectFrom('customer_payments').select(['customer_id', 'amount', 'doc_kind']).orderBy('paid_id').execute()).map((p) => [
        p.customer_id,
        Number(p.amount),
        p.doc_kind,
      ]),
    );

  let pending = OPENING + 900_00;
  for (const delay of [0, 200]) {
    await page.keyboard.press('Escape');
    await page.keyboard.press('p');
    const customer = page.getByLabel('Customer', { exact: true });
    await expect(customer).toBeFocused();
    await page.keyboard.type('Jeyam Traders', { delay });
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Payment' });
    await expect(form.locator('.rep-pay-head')).toHaveText(`Jeyam Traders · Total Pending ${formatIndian(pending)}`);
    await expect(customer).toHaveValue('Jeyam Traders');
    await expect(bodyRows(table)).toHaveCount(2);
    const amount = form.getByLabel('Paid Amount');
    await expect(amount).toBeFocused();
    await page.keyboard.type('600');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Payment updated successfully!' }).first()).toBeVisible();
    await expect(form).toHaveCount(0);
    pending -= 600_00;
  }
  // Both payments are Jeyam Traders': the first all on the opening, the second its last 400 and 200 on the bill.
  expect(await paymentsOf()).toEqual([
    [jeyamTraders, 600_00, 'opening'],
    [jeyamTraders, 400_00, 'opening'],
    [jeyamTraders, 200_00, 'bill'],
  ]);
  await expect(bodyRows(table)).toHaveCount(1);
  expect((await rowTexts(table))[0].slice(3)).toEqual(['Jeyam Traders', '9894100003', '900.00', '200.00', '0.00', '700.00']);
});
