// The GST reports from the keyboard (issue 19): "sales gst this month" from the palette, each bill's GST in CGST + SGST
// (Tamil Nadu) or IGST (Karnataka, Kerala), bill numbers with their series, the totals row, Export CSV (X) and the
// month's GSTR-1 JSON (J) with its documents issued; the purchase GST report with a Karnataka supplier's IGST, its
// purchase details, and its CSV.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import type { Kysely } from 'kysely';
import { makeGstin } from '../../core/gstin';
import { formatIndian, formatRupees } from '../../core/money';
import type { Database } from '../../server/db/types';
import { addPurchase, type SeededPurchase } from '../support/purchase-fixtures';
import { setShopSettings } from '../support/print-fixtures';
import { addProduct, type SeededOrder } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { addOrder, bodyRows, expect, grid, paise, rowTexts, seedRecordsShop, signInAsOwner, test, today, totalsShown } from './records-fixtures';

interface Stored {
  cgst: number;
  sgst: number;
  gst: number;
}

let local: SeededOrder & Stored;
let karnataka: SeededOrder & Stored;
let retail: SeededOrder & Stored;
let fromBengaluru: SeededPurchase;
let fromChennai: SeededPurchase;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedRecordsShop(db);
    await setShopSettings(db);
    const stored = async (bill: SeededOrder) => {
      const row = await db.selectFrom('orders').select(['cgst_amt', 'sgst_amt', 'gst_amt']).where('order_id', '=', bill.orderId).executeTakeFirstOrThrow();
      return { ...bill, cgst: row.cgst_amt, sgst: row.sgst_amt, gst: row.gst_amt };
    };
    local = await stored(
      await addOrder(db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: today(),
        lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
      }),
    );
    karnataka = await stored(
      await addOrder(db, {
        kind: 'gst',
        customerId: shop.chamundi,
        createdBy: shop.ownerId,
        date: today(),
        lines: [{ productId: shop.cooler, rate: 245_050, qty: 3 }],
      }),
    );
    retail = await stored(
      await addOrder(db, {
        kind: 'retail',
        customerId: shop.lakshmi,
        createdBy: shop.ownerId,
        date: today(),
        lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
        rates: { gstBp: 1800 },
      }),
    );
    const bengaluru = await addSupplierIn(db, 'Sai Ram Distributors', makeGstin(29, 'AABCS5678M'));
    const heater = await addProduct(db, bengaluru, { name: 'Orient Areva Heater', serial: 'ORAH2000', rate: 210_000, stock: 2 });
    fromBengaluru = await addPurchase(db, {
      supplierId: bengaluru,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ productId: heater, rate: 160_000, qty: 4 }],
    });
    fromChennai = await addPurchase(db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: today(),
      lines: [{ productId: shop.fan, rate: 120_000, qty: 5 }],
    });
  });
});

/** A supplier registered in another state, its state field left blank: the GSTIN says where it is. */
async function addSupplierIn(db: Kysely<Database>, name: string, gstin: string): Promise<number> {
  const at = '2026-11-21T06:30:00.000Z';
  return (
    await db
      .insertInto('suppliers')
      .values({ supplier_name: name, mobile: '9845012345', address: 'SP Road, Bengaluru', state: '', gst_number: gstin, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function csvOf(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path()) ?? '', 'utf8');
  // Issue 30: a UTF-8 byte-order mark first (Excel reads ₹ and Tamil as written), a totals row last.
  expect(text.startsWith('\uFEFFS.No,')).toBe(true);
  expect(text.trim().split('\r\n').at(-1)?.startsWith('Total,')).toBe(true);
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

const rupees = (paise: number) => formatIndian(paise);

test('the sales GST report: IGST for a Karnataka bill, CGST + SGST for a Tamil Nadu one, the totals row and the CSV', async ({ page }) => {
  await signInAsOwner(page);
  await fromPalette(page, 'sales gst this month');
  await expect(page).toHaveURL(/\/gstreport\?from=/);
  const table = grid(page, 'GST Report');
  await expect(table).toHaveAttribute('aria-busy', 'false');
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
  await expect(bodyRows(table)).toHaveCount(3);
  const rows = await rowTexts(table);
  const byName = (name: string) => rows.find((r) => r[3] === name) ?? [];
  // Murugan Electricals, Madurai: CGST and SGST, no IGST.
  expect(byName('Murugan Electricals').slice(1, 2)).toEqual([String(local.billNo)]);
  expect(byName('Murugan Electricals').slice(5)).toEqual([rupees(local.cgst), rupees(local.sgst), '0.00', rupees(local.gst), rupees(local.total)]);
  // Chamundi Home Appliances, Karnataka: CGST 0, SGST 0, IGST the whole GST.
  expect(byName('Chamundi Home Appliances').slice(5)).toEqual([
    '0.00',
    '0.00',
    rupees(karnataka.cgst + karnataka.sgst),
    rupees(karnataka.gst),
    rupees(karnataka.total),
  ]);
  // The retail bill to Kerala: its own series, IGST.
  expect(byName('Lakshmi Home Appliances')[1]).toBe(`R-${retail.billNo}`);
  expect(byName('Lakshmi Home Appliances')[7]).toBe(rupees(retail.cgst + retail.sgst));

  const footer = table.locator('tfoot tr');
  await expect(footer.locator('th')).toHaveText('Total');
  await expect(footer.locator('td')).toHaveText([
    rupees(rows.reduce((sum, r) => sum + paise(r[4]), 0)),
    rupees(local.cgst),
    rupees(local.sgst),
    rupees(karnataka.gst + retail.gst),
    rupees(local.gst + karnataka.gst + retail.gst),
    rupees(local.total + karnataka.total + retail.total),
  ]);

  // X exports what the filters keep: bill numbers with their series, GSTIN, place of supply, the three taxes.
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('x')]);
  expect(download.suggestedFilename()).toBe('sales-gst-report.csv');
  const csv = await csvOf(download);
  expect(csv[0]).toEqual([
    'S.No',
    'Bill No',
    'Order Date',
    'Customer Name',
    'GSTIN',
    'Place of Supply',
    'Taxable Value',
    'CGST',
    'SGST',
    'IGST',
    'GST Amount',
    'Total',
  ]);
  const chamundi = csv.find((r) => r[3] === 'Chamundi Home Appliances') ?? [];
  expect(chamundi.slice(4, 6)).toEqual([makeGstin(29, 'AAHCC1234K'), 'Karnataka (29)']);
  expect(chamundi.slice(7)).toEqual(['0.00', '0.00', formatRupees(karnataka.gst), formatRupees(karnataka.gst), formatRupees(karnataka.total)]);
  expect(csv.find((r) => r[3] === 'Murugan Electricals')?.slice(7, 10)).toEqual([formatRupees(local.cgst), formatRupees(local.sgst), '0.00']);
  expect(csv.find((r) => r[3] === 'Lakshmi Home Appliances')?.[1]).toBe(`R-${retail.billNo}`);

  // J downloads the month's GSTR-1 JSON: the same IGST for Karnataka, and Table 13 with each series' numbers.
  const [gstr1] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('j')]);
  expect(gstr1.suggestedFilename()).toBe(`GSTR1_${today().slice(5, 7)}${today().slice(0, 4)}.json`);
  const json = JSON.parse(await readFile((await gstr1.path()) ?? '', 'utf8')) as {
    b2b: Array<{ ctin: string; inv: Array<{ inum: string; pos: string; itms: Array<{ itm_det: { iamt?: number; camt?: number } }> }> }>;
    doc_issue: unknown;
  };
  const chamundiInvoice = json.b2b.find((b) => b.ctin === makeGstin(29, 'AAHCC1234K'))?.inv[0];
  expect(chamundiInvoice).toMatchObject({ inum: String(karnataka.billNo), pos: '29' });
  expect(chamundiInvoice?.itms[0].itm_det.iamt).toBe(karnataka.gst / 100);
  expect(json.doc_issue).toEqual({
    doc_det: [
      {
        doc_num: 1,
        docs: [
          { num: 1, from: String(local.billNo), to: String(karnataka.billNo), totnum: 2, cancel: 0, net_issue: 2 },
          { num: 2, from: `R-${retail.billNo}`, to: `R-${retail.billNo}`, totnum: 1, cancel: 0, net_issue: 1 },
        ],
      },
    ],
  });

  // Enter on the Karnataka bill: its details show one IGST line.
  await page.keyboard.press('/');
  await page.keyboard.type('Chamundi');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${karnataka.orderId}$`));
  await expect.poll(async () => (await totalsShown(page)).map((r) => r[0]).filter((label) => /GST/.test(label))).toEqual(['IGST 18%']);
});

test("the purchase GST report: a Karnataka supplier's purchase carries IGST; its details and the CSV agree", async ({ page }) => {
  await signInAsOwner(page);
  await fromPalette(page, 'purchase gst this month');
  await expect(page).toHaveURL(/\/gstreportpurchase\?from=/);
  const table = grid(page, 'GST Report');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('columnheader')).toHaveText([
    'S.No',
    'Purchase ID',
    'Order Date',
    'Supplier Name',
    'Taxable Value',
    'CGST',
    'SGST',
    'IGST',
    'GST Amount',
    'Total',
    'Supplier Invoice No',
    'Supplier Invoice Date',
  ]);
  const rows = await rowTexts(table);
  const bengaluru = rows.find((r) => r[3] === 'Sai Ram Distributors') ?? [];
  const chennai = rows.find((r) => r[3] === 'Chennai Fans Distributors') ?? [];
  expect(bengaluru.slice(1, 2)).toEqual([String(fromBengaluru.purchaseId)]);
  expect(bengaluru.slice(5, 10)).toEqual(['0.00', '0.00', rupees(fromBengaluru.gst), rupees(fromBengaluru.gst), rupees(fromBengaluru.total)]);
  expect(chennai[7]).toBe('0.00');
  await expect(table.locator('tfoot td').nth(3)).toHaveText(rupees(fromBengaluru.gst));
  await expect(table.locator('tfoot td').nth(4)).toHaveText(rupees(fromBengaluru.gst + fromChennai.gst));

  await page.keyboard.press('Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('x')]);
  expect(download.suggestedFilename()).toBe('purchase-gst-report.csv');
  const csv = await csvOf(download);
  expect(csv[0].slice(0, 6)).toEqual(['S.No', 'Purchase ID', 'Order Date', 'Supplier Name', 'GSTIN', 'Place of Supply']);
  expect(csv.find((r) => r[3] === 'Sai Ram Distributors')?.slice(5, 10)).toEqual([
    'Karnataka (29)',
    formatRupees(160_000 * 4),
    '0.00',
    '0.00',
    formatRupees(fromBengaluru.gst),
  ]);

  // The Karnataka purchase's details: Sub-Total, IGST, Grand Total.
  await page.keyboard.press('/');
  await page.keyboard.type('Sai Ram');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchasedetails/${fromBengaluru.purchaseId}$`));
  await expect
    .poll(() => totalsShown(page))
    .toEqual([
      ['Sub-Total', '', rupees(160_000 * 4)],
      ['IGST', '+', rupees(fromBengaluru.gst)],
      ['Grand Total', '', rupees(fromBengaluru.total)],
    ]);
  await expect(page.getByLabel('Supplier').getByText('Karnataka (29)')).toBeVisible();
});
