// Invoices that fit (issue 22): empty item columns left out, up to 12 lines on one A4 page, a longer bill's running
// header (number, date, page x of y) on every page with the totals block whole, Tamil names drawn with the bundled
// Noto font; and the UPI QR for the exact amount due on the receipt and the invoice, read back with a QR reader.
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { toDmy } from '../../core/dates';
import type { Database } from '../../server/db/types';
import { pdfPageTexts } from '../support/pdf-text';
import { setShopSettings } from '../support/print-fixtures';
import { addProduct, type SeededOrder } from '../support/sales-fixtures';
import { watchPrinting } from './print-watch';
import { readQr } from './read-qr';
import { addOrder, daysAgo, expect, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';

let shop: RecordsShop;
const bills: Record<'five' | 'twelve' | 'thirty' | 'retail' | 'tamil', SeededOrder> = {} as never;
const billDate = daysAgo(1);
const UPI_ID = 'kulircooling@okaxis';
const TAMIL_FAN = 'மின்விசிறி';

async function lines(db: Kysely<Database>, n: number, prefix: string, name = (i: number) => `Crompton Ceiling Fan 1200mm Model ${i + 1}`) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const rate = 120_000 + i * 1_150;
    const productId = await addProduct(db, shop.supplierId, {
      name: name(i),
      serial: `${prefix}${String(i + 1).padStart(3, '0')}`,
      rate,
      stock: 50,
      brand: 'Crompton',
      hsn: '841451',
    });
    out.push({ productId, rate, qty: 1 + (i % 3) });
  }
  return out;
}

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    await setShopSettings(db);
    await db.updateTable('settings').set({ upi_id: UPI_ID }).execute();
    const gst = (n: number, prefix: string, name?: (i: number) => string) =>
      lines(db, n, prefix, name).then((l) => addOrder(db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: billDate, lines: l }));
    bills.five = await gst(5, 'FIV');
    bills.twelve = await gst(12, 'TWL');
    bills.thirty = await gst(30, 'THR');
    bills.tamil = await gst(2, 'TAM', (i) => (i === 0 ? `${TAMIL_FAN} Crompton` : 'पंखा Usha'));
    bills.retail = await addOrder(db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: billDate,
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 30 }],
      rates: { gstBp: 1800 },
    });
    // ₹500.50 already paid on the retail bill: its QR asks for the rest.
    await db.updateTable('orders').set({ paid_amount: 50_050 }).where('order_id', '=', bills.retail.orderId).execute();
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

test('R on a retail bill opens the 80 mm receipt with a UPI QR for the exact amount due, read back to the upi:// link', async ({ page, context }) => {
  await page.goto(`/retailorderdetails/${bills.retail.orderId}`);
  await expect(page.getByRole('heading', { name: 'Retail Order Details' })).toBeVisible();
  const [receipt] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('r')]);
  await expect(receipt).toHaveURL(new RegExp(`/retailreceipt/${bills.retail.orderId}$`));
  const slip = receipt.getByRole('article', { name: 'Receipt' });
  const due = (bills.retail.total - 50_050) / 100;
  const link = `upi://pay?pa=${UPI_ID}&pn=Kulir%20Cooling%20Centre&am=${due.toFixed(2)}&cu=INR&tn=R-${bills.retail.billNo}`;
  const qr = slip.getByRole('figure', { name: 'UPI QR' });
  await expect(qr).toContainText(`UPI: ${UPI_ID}`);
  expect(await readQr(qr.getByRole('img'))).toBe(link);
  await slip.screenshot({ path: test.info().outputPath('receipt-with-upi-qr.png') });
  await receipt.close();

  // The retail A4 invoice carries the same QR.
  const [invoice] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(invoice).toHaveURL(new RegExp(`/retailinvoice/${bills.retail.orderId}$`));
  expect(await readQr(invoice.getByRole('article', { name: 'RETAIL INVOICE' }).getByRole('figure', { name: 'UPI QR' }).getByRole('img'))).toBe(link);
  await invoice.close();
});

test('a 5-line and a 12-line bill each print on one A4 page, without the empty Model, Type and Batch columns', async ({ page }) => {
  for (const [bill, rows] of [
    [bills.five, 5],
    [bills.twelve, 12],
  ] as const) {
    await page.goto(`/invoice/${bill.orderId}`);
    const items = page.getByRole('article', { name: 'TAX INVOICE' }).getByRole('table', { name: 'Items' });
    await expect(items.locator('tbody tr')).toHaveCount(rows + 1);
    await expect(items.locator('thead th')).toHaveText(['S.No', 'Brand', 'Product', 'Serial No', 'HSN', 'Rate', 'Qty', 'Unit', 'Total']);
    const pages = await pdfPageTexts(await printedPdf(page, `invoice-${rows}-lines.pdf`));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(`TAX INVOICE · Invoice No. ${bill.billNo}`);
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages[0]).toContain('Authorised Signatory');
  }
});

test('a 30-line bill repeats its header (number, date, page x of y) on every page and keeps the totals block whole', async ({ page }) => {
  await page.goto(`/invoice/${bills.thirty.orderId}`);
  await expect(page.getByRole('article', { name: 'TAX INVOICE' }).getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(31);
  const pages = await pdfPageTexts(await printedPdf(page, 'invoice-30-lines.pdf'));
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((text, i) => {
    expect(text).toContain(`TAX INVOICE · Invoice No. ${bills.thirty.billNo}`);
    expect(text).toContain(`Date: ${toDmy(billDate)}`);
    expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    // A page that holds item lines starts them under the item table's own header row.
    if (/THR\d{3}/.test(text)) expect(text).toMatch(/S\.No\s*Brand\s*Product[\s\S]*THR\d{3}/);
  });
  // Every line is printed once.
  for (let n = 1; n <= 30; n += 1) expect(pages.join('\n').match(new RegExp(`THR${String(n).padStart(3, '0')}`, 'g'))).toHaveLength(1);
  // The totals block is on one page, from Sub-Total to Grand Total, with the amount in words.
  const withTotals = pages.filter((text) => text.includes('Grand Total'));
  expect(withTotals).toHaveLength(1);
  expect(withTotals[0]).toMatch(/Sub-Total[\s\S]*CGST 9%[\s\S]*SGST 9%[\s\S]*Grand Total/);
  expect(withTotals[0]).toContain('Amount in words');
  // The QR asks for the whole bill: nothing is paid on it.
  expect(await readQr(page.getByRole('figure', { name: 'UPI QR' }).getByRole('img'))).toBe(
    `upi://pay?pa=${UPI_ID}&pn=Kulir%20Cooling%20Centre&am=${(bills.thirty.total / 100).toFixed(2)}&cu=INR&tn=${bills.thirty.billNo}`,
  );
});

test('Tamil and Devanagari product names print in the bundled Noto fonts, not as "?" or boxes', async ({ page }) => {
  await page.goto(`/invoice/${bills.tamil.orderId}`);
  const items = page.getByRole('article', { name: 'TAX INVOICE' }).getByRole('table', { name: 'Items' });
  await expect(items).toContainText(`${TAMIL_FAN} Crompton`);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('12px "Noto Sans Tamil"', 'மின்விசிறி'))).toBe(true);
  const used = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')));
  expect(used).toContain('Noto Sans Tamil');
  expect(used).toContain('Noto Sans Devanagari');
  const [text] = await pdfPageTexts(await printedPdf(page, 'invoice-tamil.pdf'));
  // Chromium's PDF maps the Tamil letters back to text, not the positional forms of the vowel sign ி (ivowelsign1…).
  expect(text).toContain('மின்');
  expect(text).toContain('पंखा Usha');
  expect(text).not.toContain('?');
});
