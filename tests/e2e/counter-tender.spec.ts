// Issue 22 at the counter, by keyboard only: bill, take the money (cash with change, or UPI and cash), print the saved
// bill without leaving the counter (its print page opens in a window of its own with the right bill), see it Paid.
import type { Page } from '@playwright/test';
import { billStatus, ensureSalesShop, expect, openBillingScreen, pickCustomer, scan, serialField, test, type KulirServer } from './fixtures';
import { watchPrinting } from './print-watch';
import { readQr } from './read-qr';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    await db.updateTable('settings').set({ upi_id: UPI_ID, shop_name: 'Kulir Cooling Centre' }).execute();
  });
});

const UPI_ID = 'kulircooling@okaxis';

test.beforeEach(async ({ context }) => {
  await watchPrinting(context);
});

const lastBill = (kulir: KulirServer, kind: 'gst' | 'retail') =>
  kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['order_id', 'bill_no', 'total', 'paid_amount'])
      .where('kind', '=', kind)
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow(),
  );

const tenderPanel = (page: Page) => page.getByRole('dialog', { name: /Tender/ });

test('a GST bill paid in cash shows the change, prints from the counter and shows Paid', async ({ page, kulir }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  // One Crompton fan: ₹1,500.00 + 18% GST = ₹1,770.00.
  await scan(page, 'CRHS1200');

  // The tender opens on its key with the cash at the bill's total; the customer hands over ₹2,000.
  await page.keyboard.press('F10');
  const panel = tenderPanel(page);
  await expect(panel).toContainText('Bill ₹1,770.00');
  await expect(panel.getByRole('textbox', { name: 'Cash' })).toBeFocused();
  await expect(panel.getByRole('textbox', { name: 'Cash' })).toHaveValue('1770.00');
  await page.keyboard.type('2000');
  await expect(panel.locator('.tender-change')).toHaveText('₹230.00');
  // Esc leaves the bill as it was; Alt+T opens the tender again.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(serialField(page)).toBeFocused();
  await page.keyboard.press('Alt+t');
  await page.keyboard.type('2000');
  await page.keyboard.press('Enter');

  await expect(panel).toHaveCount(0);
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const bill = await lastBill(kulir, 'gst');
  expect({ total: Number(bill.total), paid: Number(bill.paid_amount) }).toEqual({ total: 177_000, paid: 177_000 });
  const toast = page.locator('.bill-toast');
  await expect(toast).toContainText(`Order saved successfully! · Bill ${bill.bill_no} · ₹1,770.00 · Paid · Change ₹230.00`);
  await expect(toast).toContainText('Ctrl+P Print');
  await expect(page.locator('.bill-keys')).toContainText('Ctrl+P Print bill');
  // The next bill starts clean.
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(0);
  await expect(serialField(page)).toBeFocused();

  // Ctrl+P: the tax invoice of that bill opens in its own window, prints itself and closes; the counter stays.
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Control+p');
  const print = await opened;
  await expect(print).toHaveURL(new RegExp(`/invoice/${bill.order_id}$`));
  await expect(print.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();
  await expect(
    print
      .locator('dd')
      .filter({ hasText: new RegExp(`^${bill.bill_no}$`) })
      .first(),
  ).toBeVisible();
  await print.waitForEvent('close', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/pos$/);
  await expect(serialField(page)).toBeFocused();

  // The order list says Paid at once.
  await page.keyboard.press('Alt+o');
  await expect(page).toHaveURL(/\/orderlist$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: String(bill.order_id), exact: true }) });
  await expect(row.getByRole('gridcell', { name: 'Paid', exact: true })).toBeVisible();
});

test('a retail bill paid by UPI and cash prints the 80 mm receipt from the counter', async ({ page, kulir }) => {
  await openBillingScreen(page, '/retailpos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  // One plug: ₹45.00 + 18% GST = ₹53.10, ₹53.00 rounded.
  await page.keyboard.type('BJP2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
  await page.keyboard.press('F10');
  const panel = tenderPanel(page);
  await expect(panel).toContainText('Bill ₹53.00');
  // UPI ₹50 first: the cash follows to the rest, ₹3.00.
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('textbox', { name: 'UPI' })).toBeFocused();
  await page.keyboard.type('50');
  await expect(panel.getByRole('textbox', { name: 'Cash' })).toHaveValue('3.00');
  await page.keyboard.press('Enter');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const bill = await lastBill(kulir, 'retail');
  expect(Number(bill.paid_amount)).toBe(5_300);
  const modes = await kulir.withDatabase((db) =>
    db.selectFrom('customer_payments').select(['mode', 'amount']).where('order_id', '=', bill.order_id).orderBy('paid_id').execute(),
  );
  expect(modes.map((m) => [m.mode, Number(m.amount)])).toEqual([
    ['cash', 300],
    ['upi', 5_000],
  ]);

  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Control+p');
  const print = await opened;
  await expect(print).toHaveURL(new RegExp(`/retailreceipt/${bill.order_id}$`));
  await expect(
    print
      .locator('dd')
      .filter({ hasText: new RegExp(`^R-${bill.bill_no}$`) })
      .first(),
  ).toBeVisible();
  await print.waitForEvent('close', { timeout: 10_000 });

  // The receipt's UPI QR asks for the ₹50.00 taken by UPI, read back from the picture to the exact link.
  await page.goto(`/retailreceipt/${bill.order_id}`);
  const qr = page.getByRole('article', { name: 'Receipt' }).getByRole('figure', { name: 'UPI QR' });
  expect(await readQr(qr.getByRole('img'))).toBe(`upi://pay?pa=${UPI_ID}&pn=Kulir%20Cooling%20Centre&am=50.00&cu=INR&tn=R-${bill.bill_no}`);
});

test('F10 on an empty bill says why it cannot be saved, as F9 does; Ctrl+P before any save says so', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('Control+p');
  await expect(billStatus(page)).toHaveText('No bill saved here yet: save one (F9), then Ctrl+P prints it.');
  await page.keyboard.press('F10');
  await expect(tenderPanel(page)).toHaveCount(0);
  await expect(billStatus(page)).toHaveText('Please select a customer.');
});
