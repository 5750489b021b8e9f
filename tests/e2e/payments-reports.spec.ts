// Payments and reports from the keyboard: a part payment on /paymentpending (the spec's messages, the balance after
// payment, the bills' status and balance after it), its PAYMENT RECEIPT printed 2 s after it loads, and "sales gst
// this month" from the palette opening the sales GST report already filtered.
import type { Page } from '@playwright/test';
import { toDmy } from '../../core/dates';
import { formatIndian, formatRupees } from '../../core/money';
import { addOrder, seedShop, type SeededOrder } from '../support/sales-fixtures';
import { setShopSettings } from '../support/print-fixtures';
import { dataArrivedAt, watchPrinting } from './print-watch';
import { bodyRows, daysAgo, expect, grid, openList, paise, rowTexts, signInAsOwner, test, today } from './records-fixtures';

let older: SeededOrder;
let newer: SeededOrder;
let retail: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    await setShopSettings(db);
    older = await addOrder(db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: daysAgo(40),
      lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
    });
    newer = await addOrder(db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ productId: shop.cooler, rate: 245_050, qty: 1 }],
    });
    retail = await addOrder(db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: daysAgo(45),
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
      rates: { gstBp: 1800 },
    });
  });
});

async function openPalette(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Command' })).toBeFocused({ timeout: 500 });
  }).toPass();
}

test('take a part payment from a customer on /paymentpending from the keyboard; the bills show it; print its receipt', async ({ page, context }) => {
  await watchPrinting(context);
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
  await expect(bodyRows(table)).toHaveCount(3);
  const pending = older.total + newer.total;

  // Submit with no customer: the spec's words, no form.
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  const customer = page.getByLabel('Customer', { exact: true });
  await expect(customer).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please select a user.');
  await expect(page.getByRole('form', { name: 'Payment' })).toHaveCount(0);

  // Choose Murugan Electricals and Submit: his two bills, the form with the paid amount at 0.
  await customer.focus();
  await page.keyboard.type('Murugan');
  // The type-ahead (issue 29 item 7): what is typed chooses the party it names; the list shows it.
  await expect(customer).toHaveValue('Murugan');
  await expect(page.getByRole('listbox', { name: 'Customer matches' }).getByRole('option')).toHaveText(['Murugan Electricals 9443012345']);
  await expect(bodyRows(table)).toHaveCount(2);
  const totalRow = table.locator('tfoot tr');
  await expect(totalRow.locator('td')).toHaveText([formatIndian(older.total + newer.total), '0.00', '0.00', formatIndian(pending)]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Payment' });
  const amount = form.getByLabel('Paid Amount');
  await expect(amount).toHaveValue('0');
  await expect(amount).toBeFocused();
  await expect(form.getByLabel('Balance After Payment')).toHaveText(formatRupees(pending));

  // More than pending is refused.
  await page.keyboard.type(formatRupees(pending + 100));
  await expect(form.getByLabel('Balance After Payment')).toHaveText(formatRupees(-100));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Excessive Amount Entered.Please Enter Sufficient Amount');

  // The older bill in full and ₹500 of the newer one.
  const part = older.total + 50_000;
  await page.keyboard.press('Control+a');
  await page.keyboard.type(formatRupees(part));
  await expect(form.getByLabel('Balance After Payment')).toHaveText(formatRupees(pending - part));
  // Paid by UPI: Tab to Payment Mode (Cash at first), U picks UPI, Enter pays.
  await page.keyboard.press('Tab');
  const mode = form.getByLabel('Payment Mode');
  await expect(mode).toBeFocused();
  await expect(mode).toHaveText(/^Cash▾$/);
  // ↓ lists the modes; Esc closes the list only, the payment form stays.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Cash', 'UPI', 'Card', 'Bank Transfer', 'Cheque']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(mode).toBeFocused();
  await page.keyboard.press('u');
  await expect(mode).toHaveText(/^UPI▾$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Payment updated successfully!' }).first()).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(bodyRows(table)).toHaveCount(1);
  expect((await rowTexts(table))[0].slice(1)).toEqual([
    String(newer.orderId),
    toDmy(today()),
    'Murugan Electricals',
    '9443012345',
    formatIndian(newer.total),
    '500.00',
    '0.00',
    formatIndian(newer.total - 50_000),
  ]);

  // The order list shows the truth: the older bill Paid, the newer still Pending.
  const orders = await openList(page, '/orderlist', 'Order Management');
  const statusOf = async (orderId: number) => (await rowTexts(orders)).find((cells) => cells[0] === String(orderId))?.[5];
  expect(await statusOf(older.orderId)).toBe('Paid');
  expect(await statusOf(newer.orderId)).toBe('Pending');

  // The paid report lists both entries, newest first; Enter prints the receipt of the highlighted one.
  const paid = await openList(page, '/paid_report', 'Customer Paid Report');
  await expect(bodyRows(paid)).toHaveCount(2);
  const [first] = await rowTexts(paid);
  expect(first.slice(1, 2)).toEqual([String(newer.orderId)]);
  expect(paise(first[8])).toBe(50_000);
  // Row amounts are shown Indian-grouped, as the totals are.
  expect(first.slice(7, 10)).toEqual([formatIndian(newer.total), '500.00', formatIndian(newer.total - 50_000)]);
  // Its party filter offers All Customers and the customer paid.
  // (↓ on the filter opens its list; Esc closes it, the filter keeping the focus.)
  const paidParty = page.getByLabel('Customer', { exact: true });
  await paidParty.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['All Customers', 'Murugan Electricals']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(paidParty).toBeFocused();
  await paid.focus();
  await page.keyboard.press('Escape');
  const [receipt] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(receipt).toHaveURL(new RegExp(`/paidprint/${newer.orderId}/${first[2]}$`));
  const sheet = receipt.getByRole('article', { name: 'PAYMENT RECEIPT' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'PAYMENT RECEIPT' })).toBeVisible();
  await expect(sheet).toContainText('Murugan Electricals');
  await expect(sheet).toContainText('Kulir Cooling Centre');
  await expect(sheet.locator('tbody tr')).toHaveCount(1);
  await expect(sheet.locator('tbody tr td')).toHaveText(['1', /^Payment Received/, '500.00', formatIndian(newer.total - 50_000)]);
  // Issue 22: its own receipt number, the bill number the customer knows, the mode and the amount in words.
  await expect(sheet.locator('.pr-meta')).toContainText(`Receipt No.RC-${first[2]}`);
  await expect(sheet.locator('.pr-meta')).toContainText(`Bill No.${newer.billNo}`);
  await expect(sheet.locator('.pr-meta')).toContainText('Payment ModeUPI');
  await expect(sheet.locator('.pr-words')).toHaveText('Received ₹500.00: FIVE HUNDRED RUPEES ONLY');
  // No chrome on the print page; the dialog 2 s after the receipt shows, with the paid-receipt title, then the title is put back.
  await expect(receipt.getByRole('navigation')).toHaveCount(0);
  await expect.poll(() => receipt.evaluate(() => window.__prints.length), { timeout: 5_000 }).toBe(1);
  const [printed] = await receipt.evaluate(() => window.__prints);
  expect(printed.title).toBe('Paid_Receipt_Murugan Electricals');
  // The 2 s run from the receipt data's arrival.
  const delay = printed.at - (await dataArrivedAt(receipt, 'paid_report_print_detail.php'));
  expect(delay).toBeGreaterThanOrEqual(2_000);
  expect(delay).toBeLessThan(3_000);
  await expect.poll(() => receipt.title(), { timeout: 3_000 }).not.toBe('Paid_Receipt_Murugan Electricals');
});

test('"sales gst this month" from the palette opens the sales GST report filtered to this month, totals equal to the bills', async ({ page }) => {
  await signInAsOwner(page);
  await openPalette(page);
  await page.keyboard.type('qqzz');
  await expect(page.getByText('No matching command.')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('sales gst this month');
  const start = `01-${toDmy(today()).slice(3)}`;
  await expect(page.getByRole('option', { name: new RegExp(`^Sales GST Report: ${start} to `) })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No matching command.')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/gstreport\\?from=${start}&to=`));
  const table = grid(page, 'GST Report');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByLabel('From Date')).toHaveValue(start);
  await expect(table.getByRole('columnheader')).toHaveText([
    'S.No',
    'Bill No',
    'Order Date',
    'Customer Name',
    'Taxable Value',
    'CGST',
    'SGST',
    'IGST',
    'GST Amount',
    'Total',
  ]);
  // This month's bill only; last month's retail bill and the older bill are outside the range.
  const rows = await rowTexts(table);
  expect(rows.map((r) => r[3])).toEqual(['Murugan Electricals']);
  expect(paise(rows[0][9])).toBe(newer.total);
  expect(rows[0][9]).toBe(formatIndian(newer.total));
  await expect(table.locator('tfoot td').last()).toHaveText(formatIndian(newer.total));

  // A report's filter without both dates shows all data (back-office §5): To Date emptied, Submit, all three bills.
  await page.getByLabel('To Date').fill('');
  await page.getByLabel('To Date').press('Enter');
  await expect(bodyRows(table)).toHaveCount(3);
  expect((await rowTexts(table)).map((r) => r[3]).sort()).toEqual(['Lakshmi Home Appliances', 'Murugan Electricals', 'Murugan Electricals']);
});

test('the cash book: add a debit from the keyboard (required fields first), see the totals, delete it with the confirm', async ({ page }) => {
  await signInAsOwner(page);
  const table = await openList(page, '/paymentdetails', 'Payment Details Management');
  await expect(page.getByRole('columnheader')).toHaveText([
    'S.No',
    'Date',
    'Name',
    'Payment Sent',
    'Payment Method',
    'Amount',
    'Description',
    'Payment Mode',
    'Action',
  ]);
  await expect(table.getByText('No Record found')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/addpaymentdetails$/);
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('EB bill');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Amount is required')).toBeVisible();
  await expect(page.getByText('Payment Sent is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('3200.50');
  await page.keyboard.press('Enter');
  await page.keyboard.type('TNEB');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Shop electricity');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Debit')).toBeChecked();
  // Issue 29 item 6: Tab to Payment Mode, B picks Bank Transfer; Tab to its reference.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Payment Mode')).toBeFocused();
  await page.keyboard.press('b');
  await expect(page.getByLabel('Payment Mode')).toHaveText(/^Bank Transfer▾$/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Reference')).toBeFocused();
  await page.keyboard.type('UTR77');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('alertdialog', { name: 'payment details added successfully!' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paymentdetails$/);
  await expect(bodyRows(table)).toHaveCount(1);
  expect((await rowTexts(table))[0].slice(1, 8)).toEqual([
    toDmy(today()),
    'EB bill',
    'TNEB',
    'Debit',
    '3,200.50',
    'Shop electricity',
    'Bank Transfer, ref UTR77',
  ]);
  await expect(page.getByRole('definition').nth(1)).toHaveText('3,200.50');
  // Credit − Debit by mode: the bank transfer went out.
  await expect(page.locator('dl[aria-label="Credit − Debit by mode"]')).toContainText('Bank Transfer-3,200.50');
  await expect(page.locator('dl[aria-label="Credit − Debit by mode"]')).toContainText('Cash0.00');

  await page.keyboard.press('Escape');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this payment?');
  await page.getByRole('button', { name: 'Yes, Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Data Deleted Successfully' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(table.getByText('No Record found')).toBeVisible();
});

test('"stock Chennai" and "pending lakshmi" from the palette open the report with the party chosen', async ({ page }) => {
  await signInAsOwner(page);
  await openPalette(page);
  await page.keyboard.type('stock Chennai');
  await expect(page.getByRole('option', { name: 'Stock Report: Chennai' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stock\?party=Chennai$/);
  await expect(page.getByLabel('Supplier')).toHaveText(/^Chennai Fans Distributors▾$/);
  const stock = grid(page, 'Stock Report');
  await expect(page.getByRole('columnheader')).toHaveText(['S.No', 'Product', 'Sold Stock', 'Stock (in case)']);
  await expect(bodyRows(stock)).toHaveCount(2);

  await openPalette(page);
  await page.keyboard.type('pending lakshmi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paymentpending\?party=lakshmi$/);
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue('Lakshmi Home Appliances');
  const pending = grid(page, 'Customer Pending Report');
  await expect(bodyRows(pending)).toHaveCount(1);
  expect((await rowTexts(pending))[0][3]).toBe('Lakshmi Home Appliances');
});

test('X exports the CSV on the pending, paid, cash book and stock reports too, in the key hints; bills read as printed (issue 32)', async ({ page }) => {
  await signInAsOwner(page);
  for (const [path, title, file] of [
    ['/paymentpending', 'Customer Pending Report', 'customer-pending.csv'],
    ['/paid_report', 'Customer Paid Report', 'customer-paid.csv'],
    ['/paymentdetails', '', 'payment-details.csv'],
    ['/stock', 'Stock Report', 'stock-report.csv'],
  ] as const) {
    await page.goto(path);
    if (title) await expect(grid(page, title)).toBeVisible();
    await expect(page.locator('.status-line')).toContainText('Export CSV');
    // Out of the search box (a plain key there is typing), as Tab or a click would.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('x')]);
    expect(download.suggestedFilename()).toBe(file);
  }
  // The retail bill reads as printed, R-n, on the pending report.
  await page.goto('/paymentpending');
  const pending = grid(page, 'Customer Pending Report');
  await expect.poll(async () => (await rowTexts(pending)).map((r) => r[1])).toContain(`R-${retail.billNo}`);
});
