// A customer's ledger from the keyboard (issue 29 item 2): "ledger jeyam" in the palette opens Jeyam Traders' statement
// of account; the bill and the payment show with the running balance; Ctrl+P opens the A4 "Statement of Account",
// which prints itself. W on a customer's ledger opens a WhatsApp reminder (wa.me) naming the outstanding, the oldest
// unpaid bill and a UPI link for the outstanding (issue 29 item 5).
import { formatIndian } from '../../core/money';
import { toDmy } from '../../core/dates';
import { addCustomer, addOrder, seedShop } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { watchPrinting } from './print-watch';
import { bodyRows, daysAgo, expect, openList, signInAsOwner, test, today } from './records-fixtures';

let customerId: number;
let bill: { billNo: number; total: number; date: string };
let ganapathi: { id: number; older: { billNo: number; total: number; date: string }; newer: { total: number }; shopName: string };
const UPI_ID = 'kulircooling@okaxis';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    await addCustomer(db, { name: 'Jeyam Cooling Point', mobile: '9894000011' });
    customerId = await addCustomer(db, { name: 'Jeyam Traders', mobile: '9894000012' });
    const date = daysAgo(10);
    const made = await addOrder(db, {
      kind: 'gst',
      customerId,
      createdBy: shop.ownerId,
      date,
      lines: [{ name: 'Installation Charges', rate: 5_000_00, qty: 1 }],
      rates: { gstBp: 0 },
    });
    bill = { billNo: made.billNo, total: made.total, date };
    // Two bills on credit, the older first in date but saved second: the reminder names the older.
    const id = await addCustomer(db, { name: 'Ganapathi Cooling Point', mobile: '+91 98940 00013' });
    const newer = await addOrder(db, {
      kind: 'gst',
      customerId: id,
      createdBy: shop.ownerId,
      date: daysAgo(5),
      lines: [{ name: 'Gas Refilling', rate: 2_500_00, qty: 1 }],
      rates: { gstBp: 0 },
    });
    const olderDate = daysAgo(40);
    const older = await addOrder(db, {
      kind: 'gst',
      customerId: id,
      createdBy: shop.ownerId,
      date: olderDate,
      lines: [{ name: 'Installation Charges', rate: 1_04_50_000, qty: 1 }],
      rates: { gstBp: 0 },
    });
    await db.updateTable('settings').set({ upi_id: UPI_ID }).execute();
    const { shop_name } = await db.selectFrom('settings').select('shop_name').executeTakeFirstOrThrow();
    ganapathi = { id, older: { billNo: older.billNo, total: older.total, date: olderDate }, newer: { total: newer.total }, shopName: shop_name };
  });
});

test("the palette opens a customer's ledger: a bill and a payment with the running balance; Ctrl+P prints the Statement of Account", async ({
  page,
  context,
}) => {
  await watchPrinting(context);
  await signInAsOwner(page);
  const paid = await page.request.post('/api/pos_api/pos_update_payment.php', {
    data: { user_id: customerId, paid_amount: '2000', request_id: 'e2e-ledger-pay-1' },
  });
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
    [
      toDmy(today()),
      'Payment Received',
      expect.stringMatching(/^RC-\d+$/),
      `Payment received (cash) on bill ${bill.billNo}`,
      '',
      formatIndian(2000_00),
      `${formatIndian(bill.total - 2000_00)} Dr`,
    ],
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

test("L on a row of the customer list opens that customer's ledger", async ({ page }) => {
  await signInAsOwner(page);
  const table = await openList(page, '/customerlist', 'Customer Management');
  await page.keyboard.type('Jeyam Tr');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('l');
  await expect(page).toHaveURL(new RegExp(`/ledger/customer/${customerId}$`));
  await expect(page.getByRole('heading', { name: 'Customer Ledger: Jeyam Traders' })).toBeVisible();
});

test("W on a customer's ledger opens a WhatsApp reminder: the outstanding, the oldest unpaid bill and a UPI link for the outstanding", async ({ page }) => {
  // kulir only opens the link: record what window.open is given instead of leaving for wa.me.
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await signInAsOwner(page);
  await fromPalette(page, 'ledger ganapathi');
  await expect(page).toHaveURL(new RegExp(`/ledger/customer/${ganapathi.id}$`));
  const table = page.getByRole('table', { name: 'Customer Ledger' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const outstanding = ganapathi.older.total + ganapathi.newer.total;
  await expect(table.locator('tfoot')).toContainText(`Closing Balance${formatIndian(outstanding)} Dr`);
  // The key shows in the screen's key hints (the status line) and on its button.
  await expect(page.locator('.status-keys')).toContainText('W WhatsApp Reminder');
  await expect(page.getByRole('button', { name: /WhatsApp Reminder/ })).toContainText('W');
  await page.screenshot({ path: test.info().outputPath('ledger-whatsapp.png') });

  await page.keyboard.press('w');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length)).toBe(1);
  const opened = new URL(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened[0] ?? ''));
  expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/919894000013');
  const text = opened.searchParams.get('text') ?? '';
  expect(text).toContain('Dear Ganapathi Cooling Point,');
  expect(text).toContain(`₹${formatIndian(outstanding)} is outstanding on your account with ${ganapathi.shopName}.`);
  expect(text).toContain(
    `The oldest unpaid bill is No. ${ganapathi.older.billNo} dated ${toDmy(ganapathi.older.date)} (₹${formatIndian(ganapathi.older.total)} pending).`,
  );
  expect(text).toContain(
    `Pay by UPI: upi://pay?pa=${UPI_ID}&pn=${encodeURIComponent(ganapathi.shopName)}&am=${(outstanding / 100).toFixed(2)}&cu=INR&tn=Outstanding%20Ganapathi%20Cooling%20Point`,
  );
});

test('W on the ledger of a customer who owes nothing says so and opens nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await signInAsOwner(page);
  await fromPalette(page, 'ledger jeyam cooling');
  await expect(page.getByRole('heading', { name: 'Customer Ledger: Jeyam Cooling Point' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customer Ledger' })).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('w');
  await expect(page.getByRole('status').filter({ hasText: 'outstanding' })).toHaveText('Jeyam Cooling Point has nothing outstanding: no reminder to send.');
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ledger-nothing-outstanding.png') });
});
