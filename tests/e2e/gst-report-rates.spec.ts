// Issue 31 item 4 in the sales GST report, from the keyboard: a bill with an 18% fan and a 5% cooler (Sri Ranga
// Traders, Tamil Nadu) and a one-rate 18% bill to the same buyer; "sales gst this month" from the palette, the list
// searched down to the buyer, the By rate table under the totals with each rate's taxable value, CGST, SGST and IGST
// (core salesTotals' figures, as the bills were stored), and R exporting one line per bill per rate that add up to
// each bill's row.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { salesTotals } from '../../core/billing';
import { makeGstin } from '../../core/gstin';
import { formatIndian, formatRupees } from '../../core/money';
import { setShopSettings } from '../support/print-fixtures';
import { addCustomer, type SeededOrder } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { addOrder, bodyRows, expect, grid, seedRecordsShop, signInAsOwner, test, today } from './records-fixtures';

const RATES = { discountBp: 500, commissionBp: 0, gstBp: 1800, packingBp: 0 };
const TWO_LINES = [
  { rate: 150_000, qty: 3, gstBp: 1800 },
  { rate: 245_050, qty: 2, gstBp: 500 },
];
const ONE_LINE = [{ rate: 150_000, qty: 2 }];

let twoRates: SeededOrder;
let oneRate: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedRecordsShop(db);
    await setShopSettings(db);
    const sriRanga = await addCustomer(db, { name: 'Sri Ranga Traders', tax_number: makeGstin(33, 'AAKCS7788Q'), state: 'Tamil Nadu' });
    const bill = (lines: ReadonlyArray<{ rate: number; qty: number; gstBp?: number }>, productIds: number[]) =>
      addOrder(db, {
        kind: 'gst',
        customerId: sriRanga,
        createdBy: shop.ownerId,
        date: today(),
        lines: lines.map((line, i) => ({ ...line, productId: productIds[i] })),
        rates: RATES,
      });
    twoRates = await bill(TWO_LINES, [shop.fan, shop.cooler]);
    oneRate = await bill(ONE_LINE, [shop.fan]);
  });
});

async function csvOf(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path()) ?? '', 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

test('the sales GST report: the By rate table shows 5% and 18% for the range, and R exports a line per bill per rate', async ({ page }) => {
  // Worked by core/billing as the bills were stored: 18% on ₹4,275.02 (CGST ₹384.75 + SGST ₹384.75) and 5% on
  // ₹4,655.98 (₹116.40 + ₹116.40); the one-rate bill is all 18%.
  const two = salesTotals(TWO_LINES, RATES);
  const one = salesTotals(ONE_LINE, RATES);
  const [eighteen, five] = two.byRate;
  expect([eighteen.gstBp, eighteen.taxable, eighteen.cgst, five.gstBp, five.taxable, five.cgst]).toEqual([1800, 4_275_02, 384_75, 500, 4_655_98, 116_40]);

  await signInAsOwner(page);
  await fromPalette(page, 'sales gst this month');
  await expect(page).toHaveURL(/\/gstreport\?from=/);
  const table = grid(page, 'GST Report');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('/');
  await page.keyboard.type('Sri Ranga');
  await expect(bodyRows(table)).toHaveCount(2);
  await page.keyboard.press('Escape');

  const byRate = page.getByRole('table', { name: 'By rate' });
  await expect(byRate.getByRole('columnheader')).toHaveText(['GST Rate', 'Taxable Value', 'CGST', 'SGST', 'IGST']);
  await expect(byRate.getByRole('rowheader')).toHaveText(['5%', '18%']);
  const rowOf = (rate: string) =>
    byRate
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: rate, exact: true }) })
      .getByRole('cell');
  await expect(rowOf('5%')).toHaveText([formatIndian(five.taxable), formatIndian(five.cgst), formatIndian(five.sgst), '0.00']);
  await expect(rowOf('18%')).toHaveText([
    formatIndian(eighteen.taxable + one.taxable),
    formatIndian(eighteen.cgst + one.cgst),
    formatIndian(eighteen.sgst + one.sgst),
    '0.00',
  ]);
  // The rates add up to the totals row.
  const footer = table.locator('tfoot td');
  await expect(footer.nth(0)).toHaveText(formatIndian(two.taxable + one.taxable));
  await expect(footer.nth(1)).toHaveText(formatIndian(two.cgst + one.cgst));

  // R: one line per bill per rate, each adding up to its bill.
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('r')]);
  expect(download.suggestedFilename()).toBe('sales-gst-report-by-rate.csv');
  const csv = await csvOf(download);
  expect(csv[0]).toEqual([
    'S.No',
    'Bill No',
    'Order Date',
    'Customer Name',
    'GSTIN',
    'Place of Supply',
    'GST Rate %',
    'Taxable Value',
    'CGST',
    'SGST',
    'IGST',
    'GST Amount',
  ]);
  const linesOf = (billNo: number) => csv.filter((r) => r[1] === String(billNo)).map((r) => r.slice(6));
  expect(linesOf(twoRates.billNo)).toEqual([
    ['18', formatRupees(eighteen.taxable), formatRupees(eighteen.cgst), formatRupees(eighteen.sgst), '0.00', formatRupees(eighteen.gst)],
    ['5', formatRupees(five.taxable), formatRupees(five.cgst), formatRupees(five.sgst), '0.00', formatRupees(five.gst)],
  ]);
  expect(linesOf(oneRate.billNo)).toEqual([['18', formatRupees(one.taxable), formatRupees(one.cgst), formatRupees(one.sgst), '0.00', formatRupees(one.gst)]]);
  expect(csv.at(-1)?.slice(7)).toEqual([
    formatRupees(two.taxable + one.taxable),
    formatRupees(two.cgst + one.cgst),
    formatRupees(two.sgst + one.sgst),
    '0.00',
    formatRupees(two.gst + one.gst),
  ]);
});
