// Payment modes from the keyboard (issue 29 item 6): on /paymentpending a customer pays by cheque (Q picks Cheque, the
// cheque's number and date, a reference); a cheque without its number is refused first. The day end shows it under
// Cheque (the day's total and the bill's row), the paid report under Payment Mode and its receipt names it.
import { toDmy } from '../../core/dates';
import { formatIndian } from '../../core/money';
import { CHEQUE_NO_NEEDED } from '../../core/payment-mode';
import { setShopSettings } from '../support/print-fixtures';
import { addOrder, seedShop, type SeededOrder } from '../support/sales-fixtures';
import { watchPrinting } from './print-watch';
import { bodyRows, expect, openList, rowTexts, signInAsOwner, test, today } from './records-fixtures';

let bill: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    await setShopSettings(db);
    // Today's bill for Lakshmi Home Appliances: one fan, ₹1,770.00, all on credit.
    bill = await addOrder(db, {
      kind: 'gst',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
  });
});

test('receive a cheque from the pending report by keyboard; the day end and the paid report show it under Cheque', async ({ page, context }) => {
  await watchPrinting(context);
  await signInAsOwner(page);
  const table = await openList(page, '/paymentpending', 'Customer Pending Report');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  const customer = page.getByLabel('Customer', { exact: true });
  await expect(customer).toBeFocused();
  await page.keyboard.type('Lakshmi');
  await expect(customer).toHaveValue('Lakshmi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByLabel('Paid Amount')).toBeFocused();
  await page.keyboard.type('1000');

  // Tab to Payment Mode; Q picks Cheque, and the cheque's fields appear.
  await page.keyboard.press('Tab');
  const mode = form.getByLabel('Payment Mode');
  await expect(mode).toBeFocused();
  await expect(mode).toHaveText(/^Cash▾$/);
  await page.keyboard.press('q');
  await expect(mode).toHaveText(/^Cheque▾$/);
  // Enter without the cheque's number: refused, nothing booked.
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(`Cheque No: ${CHEQUE_NO_NEEDED}`);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Cheque No')).toBeFocused();
  await page.keyboard.type('004512');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Cheque Date')).toBeFocused();
  await page.keyboard.type(toDmy(today()));
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Reference')).toBeFocused();
  await page.keyboard.type('Indian Bank');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Payment updated successfully!' }).first()).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect((await rowTexts(table))[0].slice(-1)).toEqual([formatIndian(bill.total - 100_000)]);

  // The day end, from the palette: the cheque under Cheque, not in the drawer's cash.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('day end');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dayend$/);
  const bills = page.getByRole('table', { name: 'Bills of the day' });
  await expect(bills.locator('tbody tr')).toHaveCount(1);
  await expect(bills.getByRole('columnheader')).toHaveText([
    'Bill No',
    'Type',
    'Customer Name',
    'Cashier',
    'Total',
    'Cash',
    'UPI',
    'Card',
    'Bank Transfer',
    'Cheque',
    'Credit',
  ]);
  await expect(bills.locator('tbody tr td').nth(9)).toHaveText('1,000.00');
  await expect(bills.locator('tbody tr td').nth(10)).toHaveText('770.00');
  const sums = page.locator('.day-end-sums');
  await expect(sums).toContainText('Cheque1,000.00');
  await expect(sums).toContainText('Bank Transfer0.00');
  await expect(sums).toContainText('Cash0.00');
  await expect(sums).toContainText('Cash Expected0.00');

  // The paid report says how it was paid.
  const paid = await openList(page, '/paid_report', 'Customer Paid Report');
  await expect(bodyRows(paid)).toHaveCount(1);
  const cheque = `Cheque 004512 dated ${toDmy(today())}, ref Indian Bank`;
  await expect(bodyRows(paid).first()).toContainText(cheque);
  // Enter prints its A4 PAYMENT RECEIPT, which names the mode with the cheque.
  await paid.focus();
  await page.keyboard.press('Escape');
  const [receipt] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  const sheet = receipt.getByRole('article', { name: 'PAYMENT RECEIPT' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.pr-meta')).toContainText(`Payment Mode${cheque}`);
});
