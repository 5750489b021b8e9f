// A till upgraded with a draft on it: a bill or a purchase stored by the build before (journal version 1) comes back
// on the new build, whole, undo history included. The drafts are the fixtures the old builds' own code wrote.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { customerField, ensureSalesShop, expect, OWNER, signIn, test, waitForBillingScreen } from './fixtures';

const stored = (name: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/journals', `${name}.json`), 'utf8')) as { stored: string }).stored;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

async function leaveDraft(page: Page, key: string, text: string): Promise<void> {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, text] as const);
}

test('a bill left on /pos by the build before comes back after the upgrade', async ({ page }) => {
  await leaveDraft(page, 'kulir.cart.pos', stored('sales-v1-pos-b6befd7'));
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await expect(customerField(page)).toHaveAccessibleDescription('Ravi Traders · 9876543210 · Tamil Nadu');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Qty of Crompton HS Plus 1200mm' })).toHaveText('2');
  await expect(page.getByRole('textbox', { name: 'Qty of Havells Pacer 1200mm' })).toHaveText('3');
  await expect(page.getByRole('textbox', { name: 'Rate of Havells Pacer 1200mm' })).toHaveText('1,999.50');
  // The journal came back whole: the old build's entries are in the log, then the shop's rates as this load read them.
  const log = page.getByRole('region', { name: 'Journal' });
  await expect(log).toContainText('rate HVPCR1200-000045 Havells Pacer 1200mm → 1,999.50');
  await expect(log).toContainText('discount → 3%');
});

test('a purchase left on /addpurchase by the build before, its supplier once cleared, comes back after the upgrade', async ({ page }) => {
  await leaveDraft(page, 'kulir.cart.purchase', stored('purchase-v1-214fc6e'));
  await page.goto('/addpurchase');
  await expect(page.locator('.purchase-entry')).toHaveAttribute('aria-busy', 'false');
  const supplier = page.getByRole('combobox', { name: 'Supplier' });
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByLabel('Qty of Crompton HS Plus 1200mm')).toHaveValue('2');
  await expect(page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm')).toHaveValue('1180.25');
  await expect(page.getByLabel('GST %')).toHaveValue('12');
  await expect(supplier).toContainText('Madurai Cooling Agencies');
  // The last change (Select Supplier chosen again) had been undone; Ctrl+Shift+Z redoes it.
  await page.getByLabel('Serial No').focus();
  await page.keyboard.press('Control+Shift+z');
  await expect(supplier).toHaveAttribute('data-placeholder', '');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(1);
});
