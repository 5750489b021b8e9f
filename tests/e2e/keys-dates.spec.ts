// Issue 22 from the keyboard: the advertised P on the pending reports works on arrival (it used to type "p" into
// Search), and so do every list's keys (each list starts in its table, with type-ahead into Search); /addpurchase shows and takes its date as dd-mm-yyyy whatever the browser's locale; the shop's UPI ID is set
// on /settings with its rule, and a server refusal names the field as the screen labels it.
import type { Page } from '@playwright/test';
import { addDays, toDmy, todayInKolkata } from '../../core/dates';
import { ensureSalesShop } from './fixtures';
import { expect, readAlert, signInAsOwner, test } from './records-fixtures';

test.use({ locale: 'en-US' });

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('P on arrival at /paymentpending and /supplierpending goes to the party, typing nothing into Search', async ({ page }) => {
  for (const [path, title, party] of [
    ['/paymentpending', 'Customer Pending Report', 'Customer'],
    ['/supplierpending', 'Supplier Pending Report', 'Supplier'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('grid', { name: title });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table).toBeFocused();
    await page.keyboard.press('p');
    await expect(page.getByLabel(party, { exact: true })).toBeFocused();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  }
});

test('every list starts in its table: the advertised keys work on arrival, any other character starts a search', async ({ page }) => {
  // P on /retailproduct: the price list downloads at once, nothing typed into Search.
  await page.goto('/retailproduct');
  const retail = page.getByRole('grid', { name: 'Retail Product Management' });
  await expect(retail).toHaveAttribute('aria-busy', 'false');
  await expect(retail).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('p')]);
  expect(download.suggestedFilename()).toBe('PriceList.pdf');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');

  // A on /customerlist opens Add Customer.
  await page.goto('/customerlist');
  const customers = page.getByRole('grid', { name: 'Customer Management' });
  await expect(customers).toHaveAttribute('aria-busy', 'false');
  await expect(customers).toBeFocused();
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/addcustomer$/);

  // Back on the list, a letter that is no key of the screen starts the search with itself; / goes to Search.
  await page.goto('/customerlist');
  await expect(customers).toBeFocused();
  await page.keyboard.type('murugan');
  const search = page.getByLabel('Search', { exact: true });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('murugan');
  await expect(customers.locator('tbody tr:not(.rec-placeholder)')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(customers).toBeFocused();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
});

test('/addpurchase shows its date as dd-mm-yyyy on an en-US browser and takes a typed dd-mm-yyyy or dd/mm/yyyy date', async ({ page }) => {
  const today = todayInKolkata(new Date());
  await page.goto('/addpurchase');
  await expect(page.locator('.purchase-entry')).toHaveAttribute('aria-busy', 'false');
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(toDmy(today));
  await expect(date).toHaveAttribute('type', 'text');

  // From the serial field, Shift+Tab goes back over the supplier's invoice date and number (issue 30) to the date.
  await expect(page.getByLabel('Serial No')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Supplier Invoice Date')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Supplier Invoice No')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(date).toBeFocused();
  const lastWeek = addDays(today, -7);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(toDmy(lastWeek, '/'));
  await page.keyboard.press('Enter');
  await expect(date).toHaveValue(toDmy(lastWeek));
  await expect(page.locator('.purchase-entry')).toContainText(`date ${toDmy(lastWeek)}`);

  // mm/dd/yyyy is not a date here: refused with the reason, the date stays.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('11/31/2026');
  await page.keyboard.press('Enter');
  await expect(page.locator('.status-message')).toHaveText('Enter the date as dd-mm-yyyy, e.g. 05-11-2026');
  await expect(date).toHaveValue(toDmy(lastWeek));

  // A purchase is not dated in the future.
  await page.keyboard.press('Control+a');
  await page.keyboard.type(toDmy(addDays(today, 1)));
  await page.keyboard.press('Enter');
  await expect(page.locator('.status-message')).toHaveText(`The date cannot be after ${toDmy(today)}`);
  await expect(date).toHaveValue(toDmy(lastWeek));
});

test('the UPI ID on /settings: its rule on the form, saved with Commit Changes, lower-cased', async ({ page, kulir }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await field(page, 'Phone').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('9443012345');
  const upi = field(page, 'UPI ID');
  await upi.focus();
  await page.keyboard.type('kulir cooling');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('UPI ID must be a UPI ID such as shopname@okaxis')).toBeVisible();
  await expect(upi).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('KulirCooling@OKAXIS');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Settings updated successfully!');
  await expect(upi).toHaveValue('kulircooling@okaxis');
  expect((await kulir.withDatabase((db) => db.selectFrom('settings').select('upi_id').executeTakeFirstOrThrow())).upi_id).toBe('kulircooling@okaxis');
});
