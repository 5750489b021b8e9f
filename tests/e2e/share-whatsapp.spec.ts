// Share on WhatsApp from the keyboard (issue 33 item 5). Headless Chromium cannot share files (no navigator.share with
// files), so Alt+W downloads the bill's PDF and opens wa.me with the message to the customer's mobile: after F9 at /pos,
// on a GST bill's details and on a retail bill's details; and the statement of account from a customer's ledger.
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { formatIndian } from '../../core/money';
import { toDmy } from '../../core/dates';
import { pdfPageTexts } from '../support/pdf-text';
import { addCustomer, addOrder } from '../support/sales-fixtures';
import { ensureSalesShop, expect, fromPalette, openBillingScreen, pickCustomer, scan, test } from './fixtures';
import { signInAsOwner } from './records-fixtures';

const UPI_ID = 'kulircooling@okaxis';
const SHOP = 'Kulir Cooling Centre';
let retail: { orderId: number; billNo: number; total: number; date: string };
let gst: { orderId: number; billNo: number; total: number; date: string };
let selvam: number;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    await db.updateTable('settings').set({ shop_name: SHOP, upi_id: UPI_ID }).execute();
    const owner = await db.selectFrom('employees').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    const plug = await db.selectFrom('retail_products').select('product_id').where('product_code', '=', 'BJP2').executeTakeFirstOrThrow();
    const fan = await db.selectFrom('products').select('product_id').where('serial_no', '=', 'CRHS1200').executeTakeFirstOrThrow();
    selvam = await addCustomer(db, { name: 'Selvam Electricals', mobile: '+91 98940 00021', state: 'Tamil Nadu', place_of_supply: 'Tamil Nadu' });
    const date = '2026-11-20';
    const madeGst = await addOrder(db, {
      kind: 'gst',
      customerId: selvam,
      createdBy: owner.user_id,
      date,
      lines: [{ productId: fan.product_id, rate: 150_000, qty: 2 }],
    });
    gst = { ...madeGst, date };
    const madeRetail = await addOrder(db, {
      kind: 'retail',
      customerId: selvam,
      createdBy: owner.user_id,
      date,
      lines: [{ retailProductId: plug.product_id, rate: 4_500, qty: 3 }],
    });
    retail = { ...madeRetail, date };
  });
});

/** wa.me answers a page of its own here (the test machine has no internet). */
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

/** Alt+W: the PDF downloaded and the wa.me window, both waited for. */
async function shareByKey(page: Page): Promise<{ download: Download; url: URL; pdfText: string }> {
  const [download, popup] = await Promise.all([page.waitForEvent('download'), page.context().waitForEvent('page'), page.keyboard.press('Alt+w')]);
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  await popup.close();
  const pdf = await readFile(await download.path());
  return { download, url, pdfText: (await pdfPageTexts(new Uint8Array(pdf))).join('\n').replace(/\s+/g, ' ') };
}

test('the browser offers no file sharing here: Alt+W takes the download and wa.me way', async ({ page }) => {
  await signInAsOwner(page);
  expect(
    await page.evaluate(
      () => typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([''], 'a.pdf', { type: 'application/pdf' })] }),
    ),
  ).toBe(false);
});

test('after F9 at /pos, Alt+W (shown with the saved bill) downloads its PDF and opens WhatsApp with its number, amount, due and UPI link', async ({
  page,
  kulir,
}) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await scan(page, 'CRHS1200');
  await page.keyboard.press('F9');
  const toast = page.locator('.bill-toast');
  await expect(toast).toContainText('Order saved successfully!');
  await expect(toast).toContainText('Alt+W WhatsApp');
  await expect(page.locator('.status-keys')).toContainText('Alt+W Share the saved bill on WhatsApp');
  const saved = await kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['order_id', 'bill_no', 'total', 'order_date'])
      .where('kind', '=', 'gst')
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow(),
  );
  await page.screenshot({ path: test.info().outputPath('share-pos.png') });

  const { download, url, pdfText } = await shareByKey(page);
  expect(download.suggestedFilename()).toBe(`Bill_GST-${saved.bill_no}.pdf`);
  expect(pdfText).toContain(`Invoice No. ${saved.bill_no}`);
  expect(pdfText).toContain('Crompton HS Plus 1200mm');
  expect(pdfText).toContain(`Grand Total ${formatIndian(Number(saved.total))}`);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919847011111');
  const total = formatIndian(Number(saved.total));
  expect(url.searchParams.get('text')).toBe(
    [
      'Dear Lakshmi Home Appliances,',
      `Your bill GST ${saved.bill_no} dated ${toDmy(saved.order_date)} from ${SHOP}: amount ₹${total}.`,
      `Due: ₹${total}.`,
      `Pay by UPI: upi://pay?pa=${UPI_ID}&pn=${encodeURIComponent(SHOP)}&am=${(Number(saved.total) / 100).toFixed(2)}&cu=INR&tn=${saved.bill_no}`,
      'The bill is attached as a PDF. Thank you.',
    ].join('\n'),
  );
  await expect(page.locator('.status-message')).toHaveText(`Saved Bill_GST-${saved.bill_no}.pdf: attach it in WhatsApp.`);
});

test("Alt+W on a GST bill's details shares that bill", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`/orderdetails/${gst.orderId}`);
  await expect(page.getByRole('button', { name: /Share on WhatsApp/ })).toContainText('Alt+W');
  await page.screenshot({ path: test.info().outputPath('share-orderdetails.png') });
  const { download, url, pdfText } = await shareByKey(page);
  expect(download.suggestedFilename()).toBe(`Bill_GST-${gst.billNo}.pdf`);
  expect(pdfText).toContain('TAX INVOICE');
  expect(pdfText).toContain(`Grand Total ${formatIndian(gst.total)}`);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919894000021');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(`Your bill GST ${gst.billNo} dated ${toDmy(gst.date)} from ${SHOP}: amount ₹${formatIndian(gst.total)}.`);
  expect(text).toContain(`Due: ₹${formatIndian(gst.total)}.`);
  expect(text).toContain(`Pay by UPI: upi://pay?pa=${UPI_ID}&`);
});

test("Alt+W on a retail bill's details shares it under its series (R-n)", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`/retailorderdetails/${retail.orderId}`);
  await expect(page.getByRole('button', { name: /Share on WhatsApp/ })).toBeVisible();
  const { download, url, pdfText } = await shareByKey(page);
  expect(download.suggestedFilename()).toBe(`Bill_R-${retail.billNo}.pdf`);
  expect(pdfText).toContain(`Bill No. R-${retail.billNo}`);
  expect(pdfText).toContain('Bajaj 2-pin plug');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(`Your bill R-${retail.billNo} dated ${toDmy(retail.date)} from ${SHOP}: amount ₹${formatIndian(retail.total)}.`);
  expect(text).toContain(`&tn=R-${retail.billNo}`);
});

test("Alt+W on a customer's ledger shares the Statement of Account: its PDF and the closing balance with a UPI link", async ({ page }) => {
  await signInAsOwner(page);
  await fromPalette(page, 'ledger selvam');
  await expect(page).toHaveURL(new RegExp(`/ledger/customer/${selvam}$`));
  const table = page.getByRole('table', { name: 'Customer Ledger' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const closing = gst.total + retail.total;
  await expect(table.locator('tfoot')).toContainText(`Closing Balance${formatIndian(closing)} Dr`);
  await expect(page.locator('.status-keys')).toContainText('Alt+W Share Statement on WhatsApp');
  await page.screenshot({ path: test.info().outputPath('share-ledger.png') });
  const { download, url, pdfText } = await shareByKey(page);
  expect(download.suggestedFilename()).toBe('Statement_Selvam-Electricals.pdf');
  expect(pdfText).toContain('Statement of Account');
  expect(pdfText).toContain(`Closing Balance ${formatIndian(closing)} Dr`);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919894000021');
  expect(url.searchParams.get('text')).toBe(
    [
      'Dear Selvam Electricals,',
      `Your statement of account with ${SHOP} (All dates).`,
      `Closing balance: ₹${formatIndian(closing)} due.`,
      `Pay by UPI: upi://pay?pa=${UPI_ID}&pn=${encodeURIComponent(SHOP)}&am=${(closing / 100).toFixed(2)}&cu=INR&tn=Outstanding%20Selvam%20Electricals`,
      'The statement is attached as a PDF. Thank you.',
    ].join('\n'),
  );
});
