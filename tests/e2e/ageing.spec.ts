// The ageing of receivables from the keyboard (issue 29 item 3): "ageing" in the palette opens the customers' ageing;
// a bill 100 days old and unpaid shows in 90+; ↓ and Enter open that customer's ledger. Ctrl+P opens the A4 print,
// which prints itself; "ageing suppliers" opens the suppliers'; credit days typed on the customer's form age from the due date.
import { formatIndian, formatRupees } from '../../core/money';
import { toDmy } from '../../core/dates';
import { addCustomer, addOrder, seedShop } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { watchPrinting } from './print-watch';
import { bodyRows, daysAgo, expect, grid, readAlert, rowTexts, signInAsOwner, test } from './records-fixtures';

let overdueId: number;
let overdue: { total: number; date: string };
let fresh: { total: number };

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedShop(db);
    const freshId = await addCustomer(db, { name: 'Ageing Fresh Traders', mobile: '9894000021' });
    overdueId = await addCustomer(db, { name: 'Ageing Ganapathi Cooling', mobile: '9894000022' });
    const line = (rate: number) => [{ name: 'Installation Charges', rate, qty: 1 }];
    const old = await addOrder(db, {
      kind: 'gst',
      customerId: overdueId,
      createdBy: shop.ownerId,
      date: daysAgo(100),
      lines: line(9_500_00),
      rates: { gstBp: 0 },
    });
    overdue = { total: old.total, date: daysAgo(100) };
    const recent = await addOrder(db, {
      kind: 'gst',
      customerId: freshId,
      createdBy: shop.ownerId,
      date: daysAgo(5),
      lines: line(1_200_00),
      rates: { gstBp: 0 },
    });
    fresh = { total: recent.total };
  });
});

test("the palette's ageing shows a 100-day-old bill in 90+; the arrow and Enter open that customer's ledger; Ctrl+P prints it", async ({ page, context }) => {
  await watchPrinting(context);
  await signInAsOwner(page);
  await fromPalette(page, 'ageing');
  await expect(page).toHaveURL(/\/ageing$/);
  const table = grid(page, 'Customer Ageing');
  await expect(table).toHaveAttribute('aria-busy', 'false');

  // The list's type-ahead narrows it to the two customers of this test (name order), Escape leaves the search.
  await page.keyboard.type('Ageing');
  await expect(bodyRows(table)).toHaveCount(2);
  const amount = (paise: number) => formatRupees(paise);
  expect(await rowTexts(table)).toEqual([
    ['1', 'Ageing Fresh Traders', '9894000021', amount(fresh.total), amount(fresh.total), '0.00', '0.00', '0.00', toDmy(daysAgo(5))],
    ['2', 'Ageing Ganapathi Cooling', '9894000022', amount(overdue.total), '0.00', '0.00', '0.00', amount(overdue.total), toDmy(overdue.date)],
  ]);
  await expect(table.getByRole('columnheader', { name: '90+ Days' })).toBeVisible();

  const [print] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(print).toHaveURL(/\/ageingprint\/customer\?as_of=\d\d-\d\d-\d{4}$/);
  await expect(print.getByRole('heading', { name: 'Customer Ageing' })).toBeVisible();
  await expect(print.getByRole('row', { name: /Ageing Ganapathi Cooling/ })).toContainText(amount(overdue.total));
  await expect.poll(() => print.evaluate(() => window.__prints.length), { timeout: 10_000 }).toBe(1);
  await print.close();

  await page.bringToFront();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ledger/customer/${overdueId}$`));
  await expect(page.getByRole('heading', { name: 'Customer Ledger: Ageing Ganapathi Cooling' })).toBeVisible();
});

test('"ageing suppliers" in the palette opens the suppliers\' ageing', async ({ page }) => {
  await signInAsOwner(page);
  await fromPalette(page, 'ageing suppliers');
  await expect(page).toHaveURL(/\/ageing\?party=supplier$/);
  await expect(grid(page, 'Supplier Ageing')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('columnheader', { name: 'Supplier Name' })).toBeVisible();
});

test("credit days typed on the customer's form move the 100-day-old bill from 90+ to 61-90", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`/viewcustomer/${overdueId}`);
  const days = page.getByLabel('Credit Days');
  await expect(page.getByLabel('Customer Name')).toHaveValue('Ageing Ganapathi Cooling');
  await days.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('400');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Credit Days must be at most 365 days')).toBeVisible();
  await expect(days).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('30');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Customer details updated successfully!');

  await fromPalette(page, 'ageing');
  const table = grid(page, 'Customer Ageing');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.type('Ageing Ganapathi');
  await expect(bodyRows(table)).toHaveCount(1);
  const amount = formatRupees(overdue.total);
  expect((await rowTexts(table))[0]?.slice(3, 8)).toEqual([amount, '0.00', '0.00', amount, '0.00']);
});

test("W on a customer's row opens the WhatsApp reminder for that customer, as W on their ledger does", async ({ page }) => {
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
  await fromPalette(page, 'ageing');
  const table = grid(page, 'Customer Ageing');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.type('Ageing Ganapathi');
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(page.locator('.status-keys')).toContainText('W WhatsApp Reminder');
  await page.keyboard.press('Escape');
  await page.keyboard.press('w');
  const opened = () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  await expect.poll(async () => (await opened()).length).toBe(1);
  const link = new URL((await opened())[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919894000022');
  const text = link.searchParams.get('text') ?? '';
  expect(text).toContain('Dear Ageing Ganapathi Cooling,');
  expect(text).toContain(`The oldest unpaid bill is No. `);
  expect(text).toContain(`dated ${toDmy(overdue.date)} (₹${formatIndian(overdue.total)} pending).`);
});
