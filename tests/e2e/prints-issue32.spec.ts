// Prints as a shop reads them (issue 32): the Day End printed as a report (no side menu, every column), a 12-line
// invoice with long names on one A4 page, the 80 mm receipt with how it was paid, the 58 mm receipt, and no
// "Scan to pay" on a bill that owes nothing.
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { CASH } from '../../core/payment-mode';
import { insertPaidEntry } from '../../server/payments/party-books';
import { saveSalesReturn } from '../../server/sales/credit-notes';
import { pdfPageTexts } from '../support/pdf-text';
import { setShopSettings } from '../support/print-fixtures';
import { addProduct, type SeededOrder } from '../support/sales-fixtures';
import { billStatus, openBillingScreen, pickCustomer, scan } from './fixtures';
import { watchPrinting } from './print-watch';
import { addOrder, daysAgo, expect, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';

let shop: RecordsShop;
let twelve: SeededOrder;
let fifteen: SeededOrder;
let paidByUpi: SeededOrder;
const billDate = daysAgo(1);
const UPI_ID = 'kulircooling@okaxis';
// 60 characters each: the longest names the invoice must keep to two lines.
const longName = (i: number) => `Crompton HS Plus 1200mm High Speed Ceiling Fan Lustre Brn ${String(i + 1).padStart(2, '0')}`;

/** A GST bill of n lines with 60-character names, every item column filled (brand, serial, model, HSN, unit). */
async function seedLongNames(db: Kysely<Database>, n: number, prefix: string): Promise<SeededOrder> {
  const lines = [];
  for (let i = 0; i < n; i += 1) {
    const rate = 120_000 + i * 1_150;
    const productId = await addProduct(db, shop.supplierId, {
      name: longName(i),
      serial: `${prefix}-2026-${String(i + 1).padStart(6, '0')}`,
      rate,
      stock: 50,
      brand: 'Crompton',
      hsn: '84145110',
    });
    lines.push({ productId, rate, qty: 1 + (i % 3) });
  }
  const bill = await addOrder(db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: billDate, lines });
  await db.updateTable('order_lines').set({ model: 'HS-PLUS-1200', unit: 'Nos' }).where('order_id', '=', bill.orderId).execute();
  return bill;
}

/** A bill paid in full by UPI at the counter, then a return on it kept as the customer's credit. */
async function seedPaidAndReturned(db: Kysely<Database>): Promise<SeededOrder> {
  const bill = await addOrder(db, {
    kind: 'gst',
    customerId: shop.murugan,
    createdBy: shop.ownerId,
    date: billDate,
    lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
  });
  const order = await db.selectFrom('orders').select(['created_at']).where('order_id', '=', bill.orderId).executeTakeFirstOrThrow();
  await insertPaidEntry(db, 'customer', {
    billId: bill.orderId,
    partyId: shop.murugan,
    amount: bill.total,
    paidDate: billDate,
    balanceAfter: 0,
    by: shop.ownerId,
    at: order.created_at,
    paidBy: { ...CASH, mode: 'upi' },
  });
  await db.updateTable('orders').set({ paid_amount: bill.total }).where('order_id', '=', bill.orderId).execute();
  const line = await db.selectFrom('order_lines').select('od_id').where('order_id', '=', bill.orderId).executeTakeFirstOrThrow();
  await saveSalesReturn(
    db,
    { order_id: bill.orderId, reason: 'One fan was faulty', lines: [{ order_detail_id: line.od_id, qty: 1 }], excess: 'credit' },
    { userId: shop.ownerId, isOwner: true, now: new Date() },
  );
  return bill;
}

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    await setShopSettings(db);
    await db.updateTable('settings').set({ upi_id: UPI_ID }).execute();
    twelve = await seedLongNames(db, 12, 'CRHS1200');
    fifteen = await seedLongNames(db, 15, 'CRHS1500');
    paidByUpi = await seedPaidAndReturned(db);
  });
});

test.beforeEach(async ({ page, context }) => {
  await watchPrinting(context);
  await signInAsOwner(page);
});

async function printedPdf(page: Page, name: string): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => document.fonts.ready);
  return page.pdf({ preferCSSPageSize: true, printBackground: true, path: test.info().outputPath(name) });
}

// First: the day's bills are only this test's (the later tests save bills of their own today).
test('Ctrl+P on /dayend prints the day as a report: totals by mode, the drawer, the bills, and no side menu', async ({ page, context }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  // ₹1,770.00 paid in cash.
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('day end');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dayend$/);
  await expect(page.getByRole('table', { name: 'Bills of the day' }).locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Opening Cash').focus();
  await page.keyboard.type('2000');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3760');

  const [report] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(report).toHaveURL(/\/dayendprint\/\d\d-\d\d-\d{4}\?/);
  const sheet = report.getByRole('article', { name: 'DAY END REPORT' });
  await expect(sheet.getByRole('table', { name: 'Cash drawer' })).toContainText(
    'Opening Cash2,000.00Cash Expected3,770.00Cash Counted3,760.00Difference-10.00',
  );
  await expect(report.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  const pages = await pdfPageTexts(await printedPdf(report, 'day-end-a4.pdf'));
  expect(pages).toHaveLength(1);
  const text = pages[0];
  expect(text.replace(/\s/g, '')).toContain('DAYENDREPORT');
  for (const word of [
    'Bill No Type Customer Name Cashier Total Cash UPI Card Bank Transfer Cheque Credit',
    'Total',
    'Cash',
    'UPI',
    'Card',
    'Credit',
    'Opening Cash',
    'Cash Expected',
    'Cash Counted',
    'Difference',
    'Murugan Electricals',
    '1,770.00',
  ])
    expect(text).toContain(word);
  // Nothing of the app's shell: no menu entries, no fields, no buttons.
  for (const shell of ['GST Bill or POS', 'Quotation List', 'Close Day', 'Show']) expect(text).not.toContain(shell);
  await report.close();

  // The palette's "Print day end on 80 mm" prints the same day on the roll.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('day end on 80');
  const [roll] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(roll).toHaveURL(/paper=80mm/);
  const slip = roll.getByRole('article', { name: 'DAY END REPORT' });
  await expect(slip.getByRole('table', { name: 'Totals by mode' })).toContainText('Cash1,770.00');
  expect(Math.round((((await slip.boundingBox())?.width ?? 0) * 25.4) / 96)).toBe(80);
});

/** How many lines of text each product cell of the item table holds, as printed. */
async function productCellLines(page: Page): Promise<number[]> {
  const items = page.getByRole('article', { name: 'TAX INVOICE' }).getByRole('table', { name: 'Items' });
  return items.locator('td.pr-product').evaluateAll((cells) =>
    cells.map((cell) => {
      const style = getComputedStyle(cell);
      const text = cell.getBoundingClientRect().height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      return text / Number.parseFloat(style.lineHeight);
    }),
  );
}

test('a 12-line invoice with 60-character names (brand, serial, model, HSN, unit filled) prints on one A4 page with its totals block, each name on at most two lines', async ({
  page,
}) => {
  await page.goto(`/invoice/${twelve.orderId}`);
  const items = page.getByRole('article', { name: 'TAX INVOICE' }).getByRole('table', { name: 'Items' });
  await expect(items.locator('tbody tr')).toHaveCount(13);
  await page.emulateMedia({ media: 'print' });
  // Each product cell is at most two lines high (its line height, twice, and the cell's padding).
  const heights = await productCellLines(page);
  expect(heights).toHaveLength(12);
  // Two lines and the cell's borders: never a third line.
  for (const lines of heights) expect(lines).toBeLessThan(2.5);
  // No other cell of a line is taller than its name: a row is two lines high at most.
  const rowLines = await items.locator('tbody tr:not(.pr-items-total)').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = row.querySelector('td.pr-product') as HTMLElement;
      const style = getComputedStyle(cell);
      return (
        (row.getBoundingClientRect().height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)) /
        Number.parseFloat(style.lineHeight)
      );
    }),
  );
  for (const lines of rowLines) expect(lines).toBeLessThan(2.5);
  const pages = await pdfPageTexts(await printedPdf(page, 'invoice-12-long-names.pdf'));
  // One page: the 12 lines, the items' total, the totals block, the amount in words and the signatures.
  expect(pages).toHaveLength(1);
  for (let n = 1; n <= 12; n += 1) expect(pages[0]).toContain(`Lustre Brn ${String(n).padStart(2, '0')}`);
  expect(pages[0]).toMatch(/Total 24 30,410\.00/);
  expect(pages[0]).toMatch(/Sub-Total[\s\S]*CGST 9%[\s\S]*SGST 9%[\s\S]*Grand Total/);
  expect(pages[0]).toContain('Amount in words');
  expect(pages[0]).toContain('Page 1 of 1');
  expect(pages[0]).toContain('Authorised Signatory');
});

test('a 15-line invoice with 60-character names carries on to page 2 under its running header, the totals block whole', async ({ page }) => {
  await page.goto(`/invoice/${fifteen.orderId}`);
  const items = page.getByRole('article', { name: 'TAX INVOICE' }).getByRole('table', { name: 'Items' });
  await expect(items.locator('tbody tr')).toHaveCount(16);
  await page.emulateMedia({ media: 'print' });
  for (const lines of await productCellLines(page)) expect(lines).toBeLessThan(2.5);
  const pages = await pdfPageTexts(await printedPdf(page, 'invoice-15-long-names.pdf'));
  expect(pages).toHaveLength(2);
  pages.forEach((text, i) => {
    expect(text).toContain(`TAX INVOICE · Invoice No. ${fifteen.billNo}`);
    expect(text).toContain(`Page ${i + 1} of 2`);
  });
  // At least the 12 lines that fit a page with its totals are on page 1; every line is printed once.
  for (let n = 1; n <= 12; n += 1) expect(pages[0]).toContain(`Lustre Brn ${String(n).padStart(2, '0')}`);
  for (let n = 1; n <= 15; n += 1) expect(pages.join('\n').match(new RegExp(`Lustre Brn ${String(n).padStart(2, '0')}`, 'g'))).toHaveLength(1);
  // The totals block is whole on one page.
  const withTotals = pages.filter((text) => text.includes('Grand Total'));
  expect(withTotals).toHaveLength(1);
  expect(withTotals[0]).toMatch(/Sub-Total[\s\S]*Grand Total/);
  expect(withTotals[0]).toContain('Amount in words');
});

test('a bill paid in full whose return was kept as credit prints no UPI QR and no "Scan to pay"', async ({ page }) => {
  await page.goto(`/invoice/${paidByUpi.orderId}`);
  const invoice = page.getByRole('article', { name: 'TAX INVOICE' });
  await expect(invoice.getByRole('table', { name: 'Totals' })).toBeVisible();
  await expect(invoice.getByRole('figure', { name: 'UPI QR' })).toHaveCount(0);
  await expect(invoice).not.toContainText('Scan to pay');
});

test('the retail receipt says how it was paid: each mode, the cash tendered and the change; on 80 mm and on 58 mm', async ({ page, kulir }) => {
  await openBillingScreen(page, '/retailpos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  // One plug: ₹45.00 + 18% GST = ₹53.10, ₹53.00 rounded. ₹40 by UPI, ₹13 in cash from a ₹100 note.
  await page.keyboard.type('BJP2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
  await page.keyboard.press('F10');
  const panel = page.getByRole('dialog', { name: /Tender/ });
  await expect(panel).toContainText('Bill ₹53.00');
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('textbox', { name: 'UPI' })).toBeFocused();
  await page.keyboard.type('40');
  await expect(panel.getByRole('textbox', { name: 'Cash' })).toHaveValue('13.00');
  await panel.getByRole('textbox', { name: 'Cash' }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const bill = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['order_id']).where('kind', '=', 'retail').orderBy('order_id', 'desc').executeTakeFirstOrThrow(),
  );

  for (const [path, mm] of [
    ['retailreceipt', 80],
    ['retailreceipt58', 58],
  ] as const) {
    await page.goto(`/${path}/${bill.order_id}`);
    const slip = page.getByRole('article', { name: 'Receipt' });
    const paid = slip.getByRole('table', { name: 'Payment' });
    await expect(paid.getByRole('row')).toHaveText(['Paid by Cash13.00', 'Paid by UPI40.00', 'Cash tendered100.00', 'Change87.00']);
    const width = (await slip.boundingBox())?.width ?? 0;
    expect(Math.round((width * 25.4) / 96)).toBe(mm);
    await slip.screenshot({ path: test.info().outputPath(`receipt-${mm}mm.png`) });
  }
});

test('Settings → Retail Bill Print offers the 58 mm receipt, and the counter prints it', async ({ page, kulir }) => {
  await page.goto('/settings');
  const choice = page.getByRole('combobox', { name: 'Retail Bill Print' });
  await choice.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['80 mm receipt', '58 mm receipt', 'A4 invoice']);
  await page.keyboard.press('Escape');
  await kulir.withDatabase((db) => db.updateTable('settings').set({ retail_print: 'receipt58' }).execute());
  await openBillingScreen(page, '/retailpos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await page.keyboard.type('BJP2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
  await page.keyboard.press('F9');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Control+p');
  const print = await opened;
  await expect(print).toHaveURL(/\/retailreceipt58\/\d+$/);
  await expect(print.getByRole('article', { name: 'Receipt' })).toHaveAttribute('data-paper', '58mm');
  await kulir.withDatabase((db) => db.updateTable('settings').set({ retail_print: 'receipt' }).execute());
});
