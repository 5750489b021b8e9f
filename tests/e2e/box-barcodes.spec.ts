// Issue 33 item 3, keyboard only: the EAN-13 on a product's box, typed as a scanner types it (fill + Enter), adds that
// product at the counter (/pos) and in purchase entry (/addpurchase); the product's details show its barcodes.
import type { Page } from '@playwright/test';
import { billStatus, ensureSalesShop, expect, openBillingScreen, OWNER, pickCustomer, serialField, signIn, test } from './fixtures';

const FRIDGE = { name: 'Godrej Fridge 236L', serial: 'GDFR236', rate: 2_450_000, stock: 5 };
const EAN = '8901030865275';
const UPC = '036000291452';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db, { products: [FRIDGE] });
    const fridge = await db.selectFrom('products').select('product_id').where('serial_no', '=', FRIDGE.serial).executeTakeFirstOrThrow();
    await db.deleteFrom('product_barcodes').where('product_id', '=', fridge.product_id).execute();
    await db
      .insertInto('product_barcodes')
      .values([EAN, UPC].map((barcode, position) => ({ kind: 'product', barcode, product_id: fridge.product_id, position })))
      .execute();
    // The counter's list moves on with the product's row (as the product calls do).
    await db.updateTable('products').set({ updated_at: '2026-12-05T10:00:00.000Z' }).where('product_id', '=', fridge.product_id).execute();
  });
});

const itemRow = (page: Page) => page.getByRole('table', { name: 'Items' }).getByRole('row', { name: new RegExp(FRIDGE.name) });

test("the box's EAN-13 typed as a scanner does at /pos adds the product's line; again adds one more", async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await page.keyboard.press('F2');
  await expect(serialField(page)).toBeFocused();
  await serialField(page).fill(EAN);
  await page.keyboard.press('Enter');
  await expect(itemRow(page)).toHaveCount(1);
  await expect(serialField(page)).toHaveValue('');
  await expect(billStatus(page)).toHaveText('');
  // The UPC-A on another box of it, as a scanner sends it as an EAN-13 (a leading 0): the same line, qty 2.
  await serialField(page).fill(`0${UPC}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `Qty of ${FRIDGE.name}` })).toHaveText('2');
});

test("the box's EAN-13 in purchase entry (/addpurchase) adds the product's line", async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/addpurchase');
  await expect(page.locator('.purchase-entry')).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('F2');
  await expect(page.getByLabel('Serial No')).toBeFocused();
  await page.getByLabel('Serial No').fill(EAN);
  await page.keyboard.press('Enter');
  const rows = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(FRIDGE.name);
});

test("the product's details (Edit Product) show its barcodes", async ({ page, kulir }) => {
  const id = await kulir.withDatabase(
    async (db) => (await db.selectFrom('products').select('product_id').where('serial_no', '=', FRIDGE.serial).executeTakeFirstOrThrow()).product_id,
  );
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/editproducts/${id}`);
  await expect(page.getByRole('textbox', { name: 'Barcodes' })).toHaveValue(`${EAN} ${UPC}`);
});
