// /retailpos and /posretailadd from the keyboard: entry by product code, saved with retail_pos_order.php.
import type { Page } from '@playwright/test';
import { billStatus as status, clippedHeadings, ensureSalesShop, expect, openBillingScreen, shownAmount, shownLines, test } from './fixtures';

test.beforeAll(async ({ kulir }) => {
  // The shop's Bajaj 2-pin plug BJP2 is ₹45.00 a piece; a second retail product.
  await kulir.withDatabase((db) => ensureSalesShop(db, { retail: [{ name: 'Anchor Roma Switch 6A', code: 'ANR6A', rate: 3_850, stock: 200, qtyPerBox: 20 }] }));
});

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Product Code' });

async function retailBill(page: Page): Promise<void> {
  await page.keyboard.press('F4');
  await page.keyboard.type('9443012345', { delay: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(/Murugan Electricals/);
  await expect(codeField(page)).toBeFocused();
  // Codes are upper-cased as typed; the same code again raises its quantity.
  for (const code of ['bjp2', 'anr6a', 'BJP2']) {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(codeField(page)).toHaveValue('');
  }
  // A quantity typed with the code: F3 finds the switch by name, Enter picks it, the qty field takes 3.
  await page.keyboard.press('F3');
  await page.keyboard.type('roma', { delay: 40 });
  await expect(page.getByRole('option', { name: /Anchor Roma Switch 6A/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(codeField(page)).toHaveValue('ANR6A');
  await expect(page.getByRole('textbox', { name: 'Qty', exact: true })).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
}

test('a retail bill by product code on /retailpos: the stored totals are the ones shown', async ({ page, kulir }) => {
  await openBillingScreen(page, '/retailpos');
  await expect(page.getByRole('heading', { name: 'Retail POS' })).toBeVisible();
  await retailBill(page);
  expect(await shownLines(page)).toEqual([
    '1 | BJP2 | Bajaj 2-pin plug | 10 | 45.00 | 2 | 90.00',
    '2 | ANR6A | Anchor Roma Switch 6A | 20 | 38.50 | 4 | 154.00',
  ]);
  expect(await clippedHeadings(page)).toEqual([]);
  const total = await shownAmount(page, 'Grand Total');
  const subtotal = await shownAmount(page, 'Sub-Total');
  expect(subtotal).toBe(24_400);

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['subtotal', 'total']).where('kind', '=', 'retail').orderBy('order_id', 'desc').executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ subtotal, total });
});

test('/posretailadd is the retail screen whose save button reads "Add Estimate"', async ({ page, kulir }) => {
  await openBillingScreen(page, '/posretailadd');
  await expect(page.getByRole('button', { name: 'Add Estimate' })).toBeVisible();
  await retailBill(page);
  const total = await shownAmount(page, 'Grand Total');
  await page.keyboard.press('Control+s');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['total']).where('kind', '=', 'retail').orderBy('order_id', 'desc').executeTakeFirstOrThrow(),
  );
  expect(stored.total).toBe(total);
});
