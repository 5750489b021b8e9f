// Issue 31's end-to-end test ("Tests that must exist"), keyboard only, as the owner at the counter: an 18% product and
// a 5% product billed at /pos to a registered customer; the printed invoice's HSN summary carries both rates; the
// bill's details (I) download the e-invoice, each item at its own GstRt; the IRP's answer is attached (N: IRN, Ack No
// and date, and a signed QR made from that e-invoice's fields, a test fixture signed with a test key: kulir checks
// only the document fields, not the signature); the invoice then prints the IRN, Ack No and date and a QR code that
// reads back as the signed QR string.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { toDmy } from '../../core/dates';
import { signedQr, testIrn } from '../support/irp-fixtures';
import { SHOP_SETTINGS, setShopSettings } from '../support/print-fixtures';
import { MURUGAN_GSTIN } from '../support/sales-fixtures';
import { billStatus, ensureSalesShop, expect, fromPalette, lineGstRate, openBillingScreen, pickCustomer, scan, shownAmount, test } from './fixtures';
import { watchPrinting } from './print-watch';
import { readQr } from './read-qr';
import { today } from './records-fixtures';

interface EInvoice {
  DocDtls: { Typ: string; No: string; Dt: string };
  SellerDtls: { Gstin: string };
  BuyerDtls: { Gstin: string };
  ItemList: Array<{ PrdDesc: string; HsnCd: string; AssAmt: number; GstRt: number; CgstAmt: number; SgstAmt: number; IgstAmt: number }>;
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; TotInvVal: number };
}

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    // Murugan Electricals (Madurai, GSTIN 33AAACR5055K1ZE) comes with the shop; the seller is in Tamil Nadu too.
    await ensureSalesShop(db, {
      products: [
        { name: 'Luminous Inverter 1100VA', serial: 'LUM1100', rate: 650_000, stock: 5, hsn: '850440', brand: 'Luminous', gstBp: 1800 },
        { name: 'Solar Water Heater 100 LPD', serial: 'SWH100', rate: 2_000_000, stock: 5, hsn: '841919', gstBp: 500 },
      ],
    });
    await setShopSettings(db);
  });
});

test.beforeEach(async ({ context }) => {
  await watchPrinting(context);
});

/** A printed table's body rows, cell texts. */
const bodyCells = (table: Locator): Promise<string[][]> =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));

test('18% and 5% on one bill to a registered buyer: both rates on the HSN summary and the e-invoice; the IRN and its QR printed', async ({
  page,
  context,
  kulir,
}, testInfo) => {
  // The counter: F4 the customer, the two serials, F9 saves, Ctrl+P prints.
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'LUM1100');
  await scan(page, 'SWH100');
  await expect(lineGstRate(page, /Luminous Inverter/)).toHaveText('18');
  await expect(lineGstRate(page, /Solar Water Heater/)).toHaveText('5');
  // By hand: ₹6,500.00 at 18% = ₹1,170.00 (CGST 9% ₹585.00 + SGST 9% ₹585.00); ₹20,000.00 at 5% = ₹1,000.00
  // (CGST 2.5% ₹500.00 + SGST 2.5% ₹500.00); ₹26,500.00 + ₹2,170.00 = ₹28,670.00, nothing to round.
  expect(await shownAmount(page, 'CGST 9%')).toBe(585_00);
  expect(await shownAmount(page, 'CGST 2.5%')).toBe(500_00);
  expect(await shownAmount(page, 'Grand Total')).toBe(28_670_00);
  await page.keyboard.press('F9');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');

  const [invoice] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(invoice).toHaveURL(/\/invoice\/\d+$/);
  const orderId = Number(/\/invoice\/(\d+)$/.exec(invoice.url())?.[1]);
  const sheet = invoice.getByRole('article', { name: 'TAX INVOICE' });
  await expect(sheet).toBeVisible();
  const hsn = sheet.getByRole('table', { name: 'HSN-wise tax summary' });
  await expect(hsn.locator('thead th')).toHaveText(['HSN', 'GST %', 'Taxable Value', 'CGST', 'SGST', 'Total Tax']);
  expect(await bodyCells(hsn)).toEqual([
    ['850440', '18%', '6,500.00', '585.00', '585.00', '1,170.00'],
    ['841919', '5%', '20,000.00', '500.00', '500.00', '1,000.00'],
  ]);
  // Not e-invoiced yet: no IRN block.
  await expect(sheet.getByRole('region', { name: 'E-invoice' })).toHaveCount(0);
  await invoice.screenshot({ path: testInfo.outputPath('invoice-before-irn.png'), fullPage: true });
  await invoice.close();

  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['bill_no', 'order_date', 'total']).where('order_id', '=', orderId).executeTakeFirstOrThrow(),
  );
  expect(stored).toMatchObject({ order_date: today(), total: 28_670_00 });

  // The bill's details from the palette; I downloads its e-invoice.
  await fromPalette(page, `bill ${stored.bill_no}`);
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${orderId}$`));
  await expect(page.getByRole('button', { name: 'Attach IRN' })).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('i')]);
  expect(file.suggestedFilename()).toBe(`einvoice-${stored.bill_no}.json`);
  await expect(page.getByRole('alert').filter({ hasText: 'E-invoice JSON downloaded' })).toBeVisible();
  const json = JSON.parse(await readFile(await file.path(), 'utf8')) as EInvoice;
  expect(json.DocDtls).toEqual({ Typ: 'INV', No: String(stored.bill_no), Dt: toDmy(today(), '/') });
  expect(json.SellerDtls.Gstin).toBe(SHOP_SETTINGS.gst_no);
  expect(json.BuyerDtls.Gstin).toBe(MURUGAN_GSTIN);
  expect(json.ItemList.map((i) => [i.HsnCd, i.GstRt, i.AssAmt, i.CgstAmt, i.SgstAmt, i.IgstAmt])).toEqual([
    ['850440', 18, 6500, 585, 585, 0],
    ['841919', 5, 20000, 500, 500, 0],
  ]);
  expect(json.ValDtls).toMatchObject({ AssVal: 26500, CgstVal: 1085, SgstVal: 1085, TotInvVal: 28670 });

  // What the IRP would sign for this upload: the document's fields from the e-invoice itself.
  const irn = testIrn(`e2e-two-rates-${stored.bill_no}`);
  const ackDate = `${toDmy(today())} 11:02`;
  const qr = signedQr({
    SellerGstin: json.SellerDtls.Gstin,
    BuyerGstin: json.BuyerDtls.Gstin,
    DocNo: json.DocDtls.No,
    DocTyp: json.DocDtls.Typ,
    DocDt: json.DocDtls.Dt,
    TotInvVal: json.ValDtls.TotInvVal,
    ItemCnt: json.ItemList.length,
    MainHsnCode: '841919',
    Irn: irn,
    IrnDt: `${today()} 11:02:00`,
  });

  // N: the attach form; its file field first, Enter passes to the typed fields.
  await page.keyboard.press('n');
  const form = page.getByRole('form', { name: 'Attach IRN' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('IRN', { exact: true })).toBeFocused();
  await page.keyboard.type(irn);
  await page.keyboard.press('Enter');
  await page.keyboard.type('172610098765432');
  await page.keyboard.press('Enter');
  await page.keyboard.type(ackDate);
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(qr);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'IRN attached: the printed invoice carries it and its QR code.' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: irn })).toBeVisible();

  // Ctrl+P on the details: the invoice now carries the IRN, Ack No and date and the QR code, both rates still summed.
  const [printed] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(printed).toHaveURL(new RegExp(`/invoice/${orderId}`));
  const sheetAfter = printed.getByRole('article', { name: 'TAX INVOICE' });
  await expect(sheetAfter).toBeVisible();
  expect(await bodyCells(sheetAfter.getByRole('table', { name: 'HSN-wise tax summary' }))).toEqual([
    ['850440', '18%', '6,500.00', '585.00', '585.00', '1,170.00'],
    ['841919', '5%', '20,000.00', '500.00', '500.00', '1,000.00'],
  ]);
  const block = sheetAfter.getByRole('region', { name: 'E-invoice' });
  await expect(block).toBeVisible();
  const pairs = await block
    .locator('dt')
    .evaluateAll((terms) => terms.map((dt) => [(dt.textContent ?? '').trim(), (dt.nextElementSibling?.textContent ?? '').trim()]));
  expect(pairs).toEqual([
    ['IRN', irn],
    ['Ack No.', '172610098765432'],
    ['Ack Date', ackDate],
  ]);
  await printed.screenshot({ path: testInfo.outputPath('invoice-with-irn.png'), fullPage: true });
  // 32 mm holds about 80 modules well on paper; a screen's 96 dpi gives each under 2 pixels, so the drawing itself is
  // read at 400 px, as a printer's resolution would show it (as irn-attach.spec.ts does).
  const code = block.getByRole('img', { name: 'E-invoice QR code' });
  await code.evaluate((svg) => svg.setAttribute('style', 'width: 400px; height: 400px'));
  expect(await readQr(code)).toBe(qr);
  await printed.close();
});
