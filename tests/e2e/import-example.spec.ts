// Issue 32 item 7: the import screen names every column it reads (Serial No, HSN Code, … beside the spec's), and its
// example file downloads (.csv and .xlsx) and imports as it is: first added, then (the .xlsx) the same products updated.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ensureSalesShop, expect, fromPalette, OWNER, signIn, test } from './fixtures';
import { bodyRows, rowTexts } from './records-fixtures';

test.beforeAll(async ({ kulir }) => {
  // The shop's supplier Chennai Fans Distributors, whom the example file names.
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
});

/** Tab until `name` has the focus (the screen's controls come before it). */
async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('link', { name });
  for (let i = 0; i < 8; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function downloadExample(page: Page, name: string): Promise<{ file: string; path: string }> {
  await tabTo(page, name);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { file: download.suggestedFilename(), path: await download.path() };
}

async function importDownloaded(page: Page, example: { file: string; path: string }, mimeType: string, reply: RegExp): Promise<void> {
  await page.getByLabel('Choose File').setInputFiles({ name: example.file, mimeType, buffer: readFileSync(example.path) });
  await page.keyboard.press('Control+s');
  const imported = page.getByRole('alertdialog', { name: reply });
  await expect(imported).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(imported).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);
}

test('the product import names every column it reads, and its example file downloads and imports cleanly (.csv, then .xlsx)', async ({ page }) => {
  await fromPalette(page, 'import products');
  await expect(page).toHaveURL(/\/importproducts$/);
  await expect(page.getByLabel('Choose File')).toBeFocused();

  const columns = page.getByRole('table', { name: 'Columns this import reads' });
  await expect(columns.locator('tbody tr th')).toHaveText([
    'Supplier Name',
    'Product Name',
    'Price Per Pcs',
    'Case Content',
    'Unit',
    'Buy Price',
    'Stock',
    'Count of Pcs',
    'Serial No',
    'Product Code',
    'HSN Code',
    'GST %',
    'Category',
    'Barcode',
  ]);
  await expect(columns.getByRole('row', { name: /^Supplier Name Required/ })).toBeVisible();
  await expect(columns.getByRole('row', { name: /^Serial No Optional/ })).toBeVisible();
  await expect(columns.getByRole('row', { name: /^HSN Code Optional/ })).toBeVisible();
  await expect(columns.getByRole('row', { name: /^GST % Optional/ })).toBeVisible();

  const csv = await downloadExample(page, 'Download example (.csv)');
  expect(csv.file).toBe('products-import-example.csv');
  const text = readFileSync(csv.path, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs,Serial No,Product Code,HSN Code,GST %,Category,Barcode',
  );
  // A retry finds the products of its first run: then they are updated.
  await importDownloaded(page, csv, 'text/csv', /^Imported 2 products: (2 added, 0|0 added, 2) updated\.$/);

  const table = page.getByRole('grid', { name: 'Product Management' });
  await expect(table).toBeFocused();
  await page.keyboard.type('orient');
  await expect(bodyRows(table)).toHaveCount(2);
  expect((await rowTexts(table)).map((r) => r.slice(0, 3)).sort()).toEqual([
    ['', 'Orient Wall-49 400mm', '2,400.00'],
    ['ORAPEXFX1200-01', 'Orient Apex-FX 1200mm', '1,850.50'],
  ]);

  await fromPalette(page, 'import products');
  await expect(page).toHaveURL(/\/importproducts$/);
  const xlsx = await downloadExample(page, 'Download example (.xlsx)');
  expect(xlsx.file).toBe('products-import-example.xlsx');
  expect(readFileSync(xlsx.path).subarray(0, 2).toString('latin1')).toBe('PK');
  // The same products, found by their serial and (the one without) by supplier and name: updated, none doubled.
  await importDownloaded(page, xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', /^Imported 2 products: 0 added, 2 updated\.$/);
  await expect(table).toBeFocused();
  await page.keyboard.type('orient');
  await expect(bodyRows(table)).toHaveCount(2);
});

test('the retail import lists its columns too, with its example file', async ({ page }) => {
  await fromPalette(page, 'import retail');
  await expect(page).toHaveURL(/\/importretailproduct$/);
  await expect(page.getByRole('table', { name: 'Columns this import reads' }).locator('tbody tr th')).toHaveText([
    'Product Name',
    'Rate',
    'Qty Per Box',
    'Stock',
    'Product Code',
    'HSN Code',
    'GST %',
    'Category',
    'Barcode',
  ]);
  const retail = await downloadExample(page, 'Download example (.csv)');
  expect(retail.file).toBe('retail-import-example.csv');
  expect(readFileSync(retail.path, 'utf8').split('\r\n')[0]).toBe('Product Name,Rate,Qty Per Box,Stock,Product Code,HSN Code,GST %,Category,Barcode');
});
