// /estimate from the keyboard: free-text lines (item name, amount, qty), the same totals, saved with pos_estimate.php.
import type { Page } from '@playwright/test';
import { billStatus as status, clippedHeadings, ensureSalesShop, expect, openBillingScreen, shownAmount, shownLines, test } from './fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

async function line(page: Page, name: string, amount: string, qty: string): Promise<void> {
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
  await page.keyboard.type(qty);
  await page.keyboard.press('Enter');
}

test('an estimate with free-text lines: all three fields required, totals stored as shown', async ({ page, kulir }) => {
  await openBillingScreen(page, '/estimate');
  await expect(page.getByRole('heading', { name: 'Quotation' })).toBeVisible();
  await page.keyboard.press('F4');
  await page.keyboard.type('lakshmi', { delay: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Item Name' })).toBeFocused();

  await line(page, 'Fan installation', '', '2');
  await expect(status(page)).toHaveText('Please enter the amount.');
  await page.getByRole('textbox', { name: 'Item Name' }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await line(page, 'Fan installation', '350', '4');
  await line(page, 'Copper wiring 10m', '1249.50', '2');
  expect(await shownLines(page)).toEqual(['1 | Fan installation | 350.00 | 4 | 1,400.00', '2 | Copper wiring 10m | 1,249.50 | 2 | 2,499.00']);
  expect(await clippedHeadings(page)).toEqual([]);

  await page.keyboard.press('F6');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  const shown = {
    subtotal: await shownAmount(page, 'Sub-Total'),
    discount: await shownAmount(page, 'Discount %'),
    total: await shownAmount(page, 'Grand Total'),
  };
  // 3,899.00 less 10% (389.90) = 3,509.10; GST 18% of 3,509 = 631.62; 4,140.72 → 4,141.00.
  expect(shown).toEqual({ subtotal: 389_900, discount: 38_990, total: 414_100 });

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['subtotal', 'discount_amt', 'total']).where('kind', '=', 'estimate').orderBy('order_id', 'desc').executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ subtotal: shown.subtotal, discount_amt: shown.discount, total: shown.total });
  const lines = await kulir.withDatabase((db) => db.selectFrom('order_lines').select(['product_name', 'qty']).orderBy('od_id', 'desc').limit(2).execute());
  expect(lines.map((l) => `${l.product_name} ×${l.qty}`).sort()).toEqual(['Copper wiring 10m ×2', 'Fan installation ×4']);
});
