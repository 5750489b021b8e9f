// A customer's ledger from the keyboard (issue 29 item 2): "ledger jeyam" in the palette opens Jeyam Traders' statement
// of account; the bill and the payment show with the running balance; Ctrl+P opens the A4 "Statement of Account",
// which prints itself.
import { formatIndian } from '../../core/money';
import { toDmy } from '../../core/dates';
import { addCustomer, addOrder, seedShop } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { watchPrinting } from './print-watch';
import { bodyRows, daysAgo, expect, openList, signInAsOwner, test, today } from './records-fixtures';

let customerId: number;
let bill: { billNo: number; total: number; date: string };

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    await addCustomer(db, { name: 'Jeyam Cooling Point', mobile: '9894000011' });
    customerId = await addCustomer(db, { name: 'Jeyam Traders', mobile: '9894000012' });
    const date = daysAgo(10);
    const made = await addOrder(db, { kind: 'gst', customerId, createdBy: shop.ownerId, date, lines: [{ name: 'Installation Charges', rate: 5_000_00, qty: 1 }], rates: { gstBp: 0 } });
    bill = { billNo: made.billNo, total: made.total, date };
  });
});

test('the palette opens a customer\'s ledger: a bill and a payment with the running balance; Ctrl+P prints the Statement of Account', async ({ page, context }) => {
  await watchPrinting(context);
  await signInAsOwner(page);
  const paid = await page.request.post('/api/pos_api/pos_update_payment.php', { data: { user_id: customerId, paid_amount: '2000', request_id: 'e2e-ledger-pay-1' } });
  expect(paid.status()).toBe(200);

  await fromPalette(page, 'ledger jeyam');
  await expect(page).toHaveURL(new RegExp(`/ledger/customer/${customerId}$`));
  await expect(page.getByRole('heading', { name: 'Customer Ledger: Jeyam Traders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Customer Ledger' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const texts = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td, th')].map((cell) => (cell.textContent ?? '').trim())));
  expect(texts).toEqual([
    ['', 'Brought Forward', '0.00'],
    [toDmy(bill.date), 'Bill', String(bill.billNo), 'GST bill', formatIndian(bill.total), '', `${formatIndian(bill.total)} Dr`],
    [toDmy(today()), 'Payment Received', expect.stringMatching(/^RC-\d+$/), `Payment received (cash) on bill ${bill.billNo}`, '', formatIndian(2000_00), `${formatIndian(bill.total - 2000_00)} Dr`],
  ]);
  await expect(table.locator('tfoot')).toContainText(`Closing Balance${formatIndian(bill.total - 2000_00)} Dr`);

  const [statement] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(statement).toHaveURL(new RegExp(`/statement/customer/${customerId}$`));
  await expect(statement.getByRole('heading', { name: 'Statement of Account' })).toBeVisible();
  await expect(statement.getByLabel('Customer')).toContainText('Jeyam Traders');
  await expect(statement.getByRole('cell', { name: `Payment received (cash) on bill ${bill.billNo}` })).toBeVisible();
  await expect.poll(() => statement.evaluate(() => window.__prints.length), { timeout: 10_000 }).toBe(1);
  expect(await statement.evaluate(() => window.__prints[0]?.title)).toBe('Statement_of_Account_Jeyam Traders');
});

test('L on a row of the customer list opens that customer\'s ledger', async ({ page }) => {
  await signInAsOwner(page);
  const table = await openList(page, '/customerlist', 'Customer Management');
  await page.keyboard.type('Jeyam Tr');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('l');
  await expect(page).toHaveURL(new RegExp(`/ledger/customer/${customerId}$`));
  await expect(page.getByRole('heading', { name: 'Customer Ledger: Jeyam Traders' })).toBeVisible();
});
