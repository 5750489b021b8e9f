// Issue 31 item 3 from the keyboard: on a GST bill's details the owner attaches the IRP's answer (N: IRN, Ack No and
// date, the signed QR pasted; a test fixture whose signature kulir does not verify) and the e-way bill (E); the bill's
// print carries the IRN, Ack No and date, the e-way bill, and a QR code that reads back as the signed QR string.
import { toDmy } from '../../core/dates';
import { signedQr, testIrn } from '../support/irp-fixtures';
import { SHOP_SETTINGS } from '../support/print-fixtures';
import type { SeededOrder } from '../support/sales-fixtures';
import { readQr } from './read-qr';
import { addOrder, bodyRows, daysAgo, expect, openList, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';

let shop: RecordsShop;
let gst: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    await db.updateTable('settings').set(SHOP_SETTINGS).where('id', '=', 1).execute();
    gst = await addOrder(db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: daysAgo(3),
      lines: [{ productId: shop.cooler, rate: 245_050, qty: 3 }],
      rates: { discountBp: 250, gstBp: 1800 },
    });
  });
});

test('N attaches the IRN and signed QR to a GST bill, E its e-way bill; the invoice prints them and the QR reads back', async ({ page, context }) => {
  await signInAsOwner(page);
  const irn = testIrn('e2e-bill');
  const qr = signedQr({ SellerGstin: SHOP_SETTINGS.gst_no, DocNo: String(gst.billNo), DocDt: toDmy(daysAgo(3), '/'), TotInvVal: gst.total / 100, Irn: irn });

  const table = await openList(page, '/orderlist', 'Order Management');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${gst.orderId}$`));

  await expect(page.getByRole('button', { name: 'Attach IRN' })).toBeVisible();
  await page.keyboard.press('n');
  const form = page.getByRole('form', { name: 'Attach IRN' });
  await expect(form).toBeVisible();
  // The file field first (the IRP's answer uploaded); Enter passes to the typed fields.
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('IRN', { exact: true })).toBeFocused();
  await page.keyboard.type(irn);
  await page.keyboard.press('Enter');
  await page.keyboard.type('172610098765432');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${toDmy(daysAgo(3))} 11:02`);
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(qr);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'IRN attached: the printed invoice carries it and its QR code.' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: irn })).toBeVisible();

  await page.keyboard.press('e');
  await expect(page.getByRole('form', { name: 'Attach E-way Bill' })).toBeVisible();
  await page.keyboard.type('3310 0001 2345');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${toDmy(daysAgo(3))} 12:30`);
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('alert').filter({ hasText: 'E-way bill attached: the printed invoice carries it.' })).toBeVisible();

  const [invoice] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(invoice).toHaveURL(new RegExp(`/invoice/${gst.orderId}`));
  const block = invoice.getByRole('article', { name: 'TAX INVOICE' }).getByRole('region', { name: 'E-invoice' });
  await expect(block).toContainText(irn);
  await expect(block).toContainText('172610098765432');
  await expect(block).toContainText(`${toDmy(daysAgo(3))} 11:02`);
  await expect(block).toContainText('331000012345');
  // 32 mm holds about 80 modules well on paper; a screen's 96 dpi gives each under 2 pixels, so the drawing itself is
  // read at 400 px, as a printer's resolution would show it.
  const code = block.getByRole('img', { name: 'E-invoice QR code' });
  await code.evaluate((svg) => svg.setAttribute('style', 'width: 400px; height: 400px'));
  expect(await readQr(code)).toBe(qr);
  await invoice.close();
});
