// Issue 33 item 2 by keyboard only: on the product list mark two rows (Space) and press L, choose the label roll and
// 2 copies, the PDF downloads and its barcodes read back as the products' serials; a decoded code typed into /pos adds
// that product; from a purchase's details L prints one label per unit bought on a part-used 24-up sheet.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { code128OnPages } from '../support/barcode-decode';
import { addPurchase } from '../support/purchase-fixtures';
import { ensureSalesShop, expect, openPalette, serialField, shownLines, test, waitForBillingScreen } from './fixtures';
import { grid, signInAsOwner } from './records-fixtures';

let purchaseId = 0;

test.beforeAll(async ({ kulir }) => {
  purchaseId = await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    const product = (serial: string) =>
      db.selectFrom('products').select(['product_id', 'supplier_id']).where('serial_no', '=', serial).executeTakeFirstOrThrow();
    const fan = await product('CRHS1200');
    const cooler = await product('SYMD50T');
    const owner = await db.selectFrom('employees').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    const made = await addPurchase(db, {
      supplierId: fan.supplier_id,
      createdBy: owner.user_id,
      lines: [
        { productId: fan.product_id, rate: 119_999, qty: 2 },
        { productId: cooler.product_id, rate: 200_050, qty: 1 },
      ],
    });
    return made.purchaseId;
  });
});

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

/** ↓ until the highlighted row is the product's. */
async function highlightRow(page: Page, name: string) {
  const table = grid(page, 'Product Management');
  for (let i = 0; i < 25; i += 1) {
    if (((await table.locator('tbody tr[aria-selected="true"]').textContent()) ?? '').includes(name)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${name} is not on the first page`);
}

async function downloaded(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), codes: await code128OnPages(new Uint8Array(await readFile(path))) };
}

test('mark two products, L, the label roll and 2 copies: the PDF reads back as their serials, and a scanned label adds the product at /pos', async ({
  page,
}) => {
  await openPalette(page);
  await page.keyboard.type('products');
  await page.keyboard.press('Enter');
  const table = grid(page, 'Product Management');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table).toBeFocused();
  // The keys are shown in the status line.
  await expect(page.locator('.status-line')).toContainText('Mark for Labels');

  await highlightRow(page, 'Crompton HS Plus 1200mm');
  await page.keyboard.press('Space');
  await expect(table.locator('tbody tr[aria-selected="true"]')).toContainText('[x]');
  await highlightRow(page, 'Symphony Diet 50T');
  await page.keyboard.press('Space');
  await expect(page.getByText('2 marked')).toBeVisible();
  await page.keyboard.press('l');

  const dialog = page.getByRole('dialog', { name: 'Print Labels' });
  await expect(dialog).toContainText('2 products: 2 labels.');
  const stock = dialog.getByRole('combobox', { name: 'Label Stock' });
  await expect(stock).toBeFocused();
  // Typing picks the stock; Enter moves on to Copies.
  await page.keyboard.type('Label');
  await expect(stock).toHaveText(/Label roll, 50 × 25 mm/);
  await page.keyboard.press('Enter');
  const copies = dialog.getByRole('textbox', { name: 'Copies' });
  await expect(copies).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await expect(dialog).toContainText('2 products: 4 labels.');
  const roll = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(roll.name).toBe('labels.pdf');
  // A roll label is a page: the fan twice, then the cooler twice, in the order they were marked.
  expect(roll.codes).toEqual([['CRHS1200'], ['CRHS1200'], ['SYMD50T'], ['SYMD50T']]);
  await expect(dialog).toBeHidden();
  await expect(page.locator('.status-line')).toContainText('Saved labels.pdf (4 labels)');
  await expect(page.getByText('2 marked')).toBeHidden();

  // The label scanned at the counter: the decoded code into the serial field adds the fan.
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await page.keyboard.press('F2');
  await expect(serialField(page)).toBeFocused();
  await page.keyboard.type(roll.codes[0][0]);
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toHaveValue('');
  expect((await shownLines(page))[0]).toContain('CRHS1200 | Crompton HS Plus 1200mm');
});

test('L on one product without marks labels that product; 0 copies is refused in the call words; Esc closes the dialog', async ({ page }) => {
  await page.goto('/products');
  const table = grid(page, 'Product Management');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await highlightRow(page, 'Symphony Diet 50T');
  await page.keyboard.press('l');
  const dialog = page.getByRole('dialog', { name: 'Print Labels' });
  await expect(dialog).toContainText('Symphony Diet 50T: 1 label.');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Copies' })).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Start at Label' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Copies: must be a whole number from 1 to 1000');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);
});

test("from a purchase's details, L prints one label per unit bought on a part-used 24-up sheet", async ({ page }) => {
  await page.goto(`/purchasedetails/${purchaseId}`);
  await expect(page.getByRole('button', { name: /Print Labels/ })).toBeVisible();
  await page.keyboard.press('l');
  const dialog = page.getByRole('dialog', { name: 'Print Labels' });
  await expect(dialog).toContainText(`Purchase ${purchaseId}: 3 labels, one per unit bought.`);
  const stock = dialog.getByRole('combobox', { name: 'Label Stock' });
  await expect(stock).toBeFocused();
  // ↓ opens the list on the 65-up sheet, ↓ again to the 24-up one, Enter takes it.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: /65 labels/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(stock).toHaveText(/24 labels of 64 × 34 mm/);
  await expect(stock).toBeFocused();
  await page.keyboard.press('Enter');
  const start = dialog.getByRole('textbox', { name: 'Start at Label' });
  await expect(start).toBeFocused();
  // The first two labels of the sheet are used: start at the third.
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3');
  const sheet = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(sheet.name).toBe(`labels-purchase-${purchaseId}.pdf`);
  expect(sheet.codes).toEqual([['CRHS1200', 'CRHS1200', 'SYMD50T']]);
  await expect(page.locator('.status-line')).toContainText(`Saved labels-purchase-${purchaseId}.pdf (3 labels)`);
});
