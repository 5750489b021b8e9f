// GSTR-3B working and filed months (issue 30), by keyboard only: "gstr3b this month" from the palette shows 3.1(a)
// beside GSTR-1's own figures, 3.2 for a Kerala retail bill, 4(A)(5) from the month's purchase; J downloads the portal
// offline utility's JSON; last month is marked filed (Alt+Shift+F) and the filing undone with a reason (Alt+Shift+U).
import { readFile } from 'node:fs/promises';
import { addDays } from '../../core/dates';
import { formatIndian } from '../../core/money';
import { setShopSettings } from '../support/print-fixtures';
import { addPurchase } from '../support/purchase-fixtures';
import { fromPalette } from './fixtures';
import { addOrder, expect, seedRecordsShop, signInAsOwner, test, today } from './records-fixtures';

interface Figures {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
let sales: Figures;
let kerala: { taxable: number; igst: number };
let itc: { cgst: number; sgst: number };

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedRecordsShop(db);
    await setShopSettings(db);
    const local = await addOrder(db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
    });
    const toKerala = await addOrder(db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
      rates: { gstBp: 1800 },
    });
    const stored = async (orderId: number) =>
      db.selectFrom('orders').select(['subtotal', 'discount_amt', 'cgst_amt', 'sgst_amt']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const a = await stored(local.orderId);
    const b = await stored(toKerala.orderId);
    // Taxable values are whole rupees (DESIGN §5): R(subtotal − discount).
    const taxable = (o: { subtotal: number; discount_amt: number }) => Math.round((Number(o.subtotal) - Number(o.discount_amt)) / 100) * 100;
    kerala = { taxable: taxable(b), igst: Number(b.cgst_amt) + Number(b.sgst_amt) };
    sales = { taxable: taxable(a) + kerala.taxable, igst: kerala.igst, cgst: Number(a.cgst_amt), sgst: Number(a.sgst_amt) };
    const purchase = await addPurchase(db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ productId: shop.fan, rate: 120_000, qty: 5 }],
    });
    const p = await db.selectFrom('purchases').select(['cgst_amt', 'sgst_amt']).where('purchase_id', '=', purchase.purchaseId).executeTakeFirstOrThrow();
    itc = { cgst: Number(p.cgst_amt), sgst: Number(p.sgst_amt) };
  });
});

const cells = (page: import('@playwright/test').Page, table: string, row: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');

test('gstr3b this month: 3.1(a) agrees with GSTR-1, 3.2 and 4(A)(5) shown, the JSON downloads; last month is marked filed and undone', async ({ page }) => {
  const month = `${today().slice(5, 7)}-${today().slice(0, 4)}`;
  await signInAsOwner(page);
  await fromPalette(page, 'gstr3b this month');
  await expect(page).toHaveURL(new RegExp(`/gstr3b\\?month=${month}`));
  const screen = page.getByRole('region', { name: 'GSTR-3B' });
  await expect(screen).toHaveAttribute('aria-busy', 'false');

  const shown = [formatIndian(sales.taxable), formatIndian(sales.igst), formatIndian(sales.cgst), formatIndian(sales.sgst), '0.00'];
  await expect(cells(page, '3.1(a) Outward taxable supplies', 'GSTR-3B')).toHaveText(shown);
  await expect(cells(page, '3.1(a) Outward taxable supplies', 'GSTR-1')).toHaveText(shown);
  await expect(page.getByText('Agrees with GSTR-1')).toBeVisible();
  await expect(cells(page, '3.2 Inter-state supplies to unregistered persons', '32 - Kerala')).toHaveText([
    formatIndian(kerala.taxable),
    formatIndian(kerala.igst),
    formatIndian(kerala.taxable),
    formatIndian(kerala.igst),
    'Agrees',
  ]);
  await expect(cells(page, '4 Eligible ITC', '4(A)(5) All other ITC (purchases)')).toHaveText(['0.00', formatIndian(itc.cgst), formatIndian(itc.sgst), '0.00']);
  await expect(cells(page, '4 Eligible ITC', '4(B)(2) ITC reversed, others (debit notes)')).toHaveText(['0.00', '0.00', '0.00', '0.00']);
  await expect(page.getByText('GSTR-1 not marked filed')).toBeVisible();

  // J downloads the portal's JSON: the same 3.1(a), the utility's five ITC rows, none of kulir's own blocks.
  // Tab leaves the Month field (a letter typed there is the month's), onto Show.
  await expect(page.getByRole('textbox', { name: 'Month' })).toBeFocused();
  await page.keyboard.press('Tab');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('j')]);
  expect(download.suggestedFilename()).toBe(`GSTR3B_${month.replace('-', '')}.json`);
  const json = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as Record<string, unknown> & {
    sup_details: { osup_det: { txval: number; camt: number } };
    itc_elg: { itc_avl: Array<{ ty: string }> };
    inter_sup: { unreg_details: Array<{ pos: string; txval: number }> };
  };
  expect(Object.keys(json)).toEqual(['gstin', 'ret_period', 'inward_sup', 'sup_details', 'inter_sup', 'itc_elg']);
  expect(json.sup_details.osup_det).toMatchObject({ txval: sales.taxable / 100, camt: sales.cgst / 100 });
  expect(json.inter_sup.unreg_details).toEqual([{ pos: '32', txval: kerala.taxable / 100, iamt: kerala.igst / 100 }]);
  expect(json.itc_elg.itc_avl.map((r) => r.ty)).toEqual(['IMPG', 'IMPS', 'ISRC', 'ISD', 'OTH']);

  // Last month: the owner marks its GSTR-1 filed (Filed On is today), then undoes it with a reason.
  const last = addDays(`${today().slice(0, 8)}01`, -1);
  const lastMonth = `${last.slice(5, 7)}-${last.slice(0, 4)}`;
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('textbox', { name: 'Month' })).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(lastMonth);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: new RegExp(`^${lastMonth}`) })).toBeVisible();
  await expect(screen).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Alt+Shift+F');
  await expect(page.getByRole('textbox', { name: 'Filed On' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('AA330000123456Z');
  await page.keyboard.press('Enter');
  const dmyToday = `${today().slice(8, 10)}-${today().slice(5, 7)}-${today().slice(0, 4)}`;
  await expect(page.getByText(`GSTR-1 filed on ${dmyToday} (ARN AA330000123456Z)`)).toBeVisible();
  await expect(page.getByLabel('Filed months')).toHaveText(`Filed months: ${lastMonth} (filed ${dmyToday})`);

  // The sales GST report lists it; "gstr3b last month" comes back to it.
  await fromPalette(page, 'sales gst this month');
  await expect(page.getByLabel('Filed months')).toHaveText(`GSTR-1 filed months: ${lastMonth} (filed ${dmyToday})`);
  await fromPalette(page, 'gstr3b last month');
  await expect(page).toHaveURL(new RegExp(`/gstr3b\\?month=${lastMonth}`));
  await expect(page.getByText(`GSTR-1 filed on ${dmyToday} (ARN AA330000123456Z)`)).toBeVisible();
  await page.keyboard.press('Alt+Shift+U');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('ARN belongs to another period');
  await page.keyboard.press('Enter');
  await expect(page.getByText('GSTR-1 not marked filed')).toBeVisible();
  await expect(page.getByLabel('Filed months')).toHaveText('Filed months: none');
});
