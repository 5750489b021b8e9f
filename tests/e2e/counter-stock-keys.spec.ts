// Issue 32 at the counter, keyboard only: stock in the suggestions and on the line, a quantity over it flagged as it is
// typed; an unknown serial named; Esc closing a message before it leaves, and asking before it leaves a bill with
// lines; F8 on the first line; Alt+M into the side menu; Retail Order List, Credit Notes and Day End in the menu.
import type { Page } from '@playwright/test';
import {
  billStatus as status,
  ensureSalesShop,
  expect,
  lineStock,
  openBillingScreen,
  OWNER,
  pickCustomer,
  scan,
  scannerBurst,
  serialField,
  signIn,
  test,
} from './fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db, { products: [{ name: 'LG Fridge 190L', serial: 'LGFR190', rate: 1_499_000, stock: 6 }] }));
});

const nameField = (page: Page) => page.getByRole('combobox', { name: 'Product Name' });
const qtyField = (page: Page) => page.getByRole('textbox', { name: 'Qty', exact: true });
const fridgeRow = (page: Page) => page.getByRole('table', { name: 'Items' }).getByRole('row', { name: /LG Fridge 190L/ });
const fridgeQty = (page: Page) => page.getByRole('textbox', { name: 'Qty of LG Fridge 190L' });
const SHORT = 'Only 6 of LG Fridge 190L in stock';

test('stock in the name suggestions and on the line; a quantity over it flagged as it is typed, in the field and the message line', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);

  // F3, a few letters: the suggestion names the stock.
  await page.keyboard.press('F3');
  await expect(nameField(page)).toBeFocused();
  await page.keyboard.type('lg fri', { delay: 20 });
  const option = page.getByRole('option', { name: /LG Fridge 190L/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(option.locator('.suggest-note')).toHaveText('6 in stock');

  // Enter picks it; 50 typed in Qty is flagged at once, before Enter.
  await page.keyboard.press('Enter');
  await expect(qtyField(page)).toBeFocused();
  await page.keyboard.type('5');
  await expect(qtyField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('0');
  await expect(qtyField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(status(page)).toHaveText(SHORT);
  // Back within stock: the flag and the message go.
  await page.keyboard.press('Backspace');
  await expect(qtyField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(status(page)).toHaveText('');
  await page.keyboard.type('0');
  await expect(qtyField(page)).toHaveAttribute('aria-invalid', 'true');

  // Enter adds it as typed (the server refuses it at save, as before): the line shows the stock and the flag.
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toBeFocused();
  await expect(lineStock(page, /LG Fridge 190L/)).toHaveText('6');
  await expect(fridgeRow(page)).toHaveAttribute('data-short', 'true');
  await expect(fridgeQty(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(status(page)).toHaveText(SHORT);

  // F8, Enter: the line's Qty editor; 4 typed is within stock at once; 7 over it at once; Enter keeps 7, flagged.
  await page.keyboard.press('F8');
  await page.keyboard.press('Enter');
  await expect(fridgeQty(page)).toBeFocused();
  await page.keyboard.type('4');
  await expect(fridgeRow(page)).not.toHaveAttribute('data-short', 'true');
  await expect(fridgeQty(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  await expect(fridgeRow(page)).toHaveAttribute('data-short', 'true');
  await expect(status(page)).toHaveText(SHORT);
  await page.keyboard.press('Enter');
  await expect(fridgeQty(page)).toHaveText('7');
  await expect(fridgeRow(page)).toHaveAttribute('data-short', 'true');

  // A product with stock to spare shows it and no flag; a scan of the fridge past its stock says so too.
  await page.keyboard.press('F2');
  await scan(page, 'SYMD50T');
  await expect(lineStock(page, /Symphony Diet 50T/)).toHaveText('10');
  await expect(page.getByRole('row', { name: /Symphony Diet 50T/ })).not.toHaveAttribute('data-short', 'true');
});

test('a bill saved at this till takes its quantities off the stock it shows, before the list is fetched again', async ({ page, kulir }) => {
  const stockNow = async () =>
    kulir.withDatabase(async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', 'LGFR190').executeTakeFirstOrThrow()).stock);
  const before = await stockNow();
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await page.keyboard.press('F2');
  await scan(page, 'LGFR190');
  await scan(page, 'LGFR190');
  await expect(lineStock(page, /LG Fridge 190L/)).toHaveText(String(before));
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  expect(await stockNow()).toBe(before - 2);

  // The next bill, on the same screen: the line and the suggestion show what is left.
  await page.keyboard.press('F2');
  await scan(page, 'LGFR190');
  await expect(lineStock(page, /LG Fridge 190L/)).toHaveText(String(before - 2));
  await page.keyboard.press('F3');
  await page.keyboard.type('lg fri', { delay: 20 });
  await expect(page.getByRole('option', { name: /LG Fridge 190L/ }).locator('.suggest-note')).toHaveText(`${before - 2} in stock`);
});

test('an unknown serial or code names what was scanned', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await scannerBurst(page, 'LG-XYZ-123');
  await expect(status(page)).toHaveText('Invalid product or quantity: no product with serial or code LG-XYZ-123.');
  await expect(serialField(page)).toHaveValue('LG-XYZ-123');

  await page.goto('/retailpos');
  await expect(page.locator('.billing')).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('F2');
  await page.keyboard.type('nope-9');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Invalid product or quantity: no product with serial or code NOPE-9.');
});

test('Esc closes the message and stays on /pos; with lines it asks before leaving; F8 goes to the first line', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await scan(page, 'SYMD50T');
  await scan(page, 'LGFR190');

  // F8: the first line, not the one scanned last.
  await page.keyboard.press('F8');
  await expect(page.getByRole('row', { name: 'Line 1: Crompton HS Plus 1200mm', exact: true })).toBeFocused();
  await page.keyboard.press('F2');

  // A refused serial: Esc clears the field, Esc again closes the message; still on /pos.
  await page.keyboard.type('NO-SUCH');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Invalid product or quantity: no product with serial or code NO-SUCH.');
  await page.keyboard.press('Escape');
  await expect(serialField(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText('');
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.locator('.bill-message')).toHaveText('');

  // Nothing open, three lines: Esc asks; Esc (or Stay) keeps the bill and the screen.
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: /Leave this bill\?/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/pos$/);
  await expect(serialField(page)).toBeFocused();
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr[data-line-id]')).toHaveCount(3);

  // Esc, → Leave, Enter: the screen is left; the bill is kept for the next visit.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(confirm.getByRole('button', { name: 'Leave' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/pos$/);
  await page.goto('/pos');
  await expect(page.locator('.billing')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr[data-line-id]')).toHaveCount(3);
});

test('Esc on an empty bill with no message leaves /pos at once', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/\/pos$/);
});

test("Alt+M puts the focus on the side menu's current entry; Alt+M there collapses and opens the menu", async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await altMIntoMenu(page, /Dashboard$/);
  // Tab, Enter: on to the next entry and its screen.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: /Customer$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customerlist$/);
  // The list has loaded (it takes the focus into its table once its rows are in): only then leave the focus nowhere.
  await expect(page.getByRole('grid', { name: 'Customer Management' })).toHaveAttribute('aria-busy', 'false');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Alt+m');
  await expect(menu.getByRole('link', { name: /Customer$/ })).toBeFocused();
  await expect(page.locator('.shell')).toHaveAttribute('data-sidebar', 'open');
  await page.keyboard.press('Alt+m');
  await expect(page.locator('.shell')).toHaveAttribute('data-sidebar', 'collapsed');
  await page.keyboard.press('Alt+m');
  await expect(page.locator('.shell')).toHaveAttribute('data-sidebar', 'open');
  await expect(menu.getByRole('link', { name: /Customer$/ })).toBeFocused();
});

/**
 * Alt+M from the page, pressed again until the menu has the focus: the signed-in frame binds its keys once its chunk
 * has loaded, and on a busy machine the first press may come earlier (as openPalette does for Ctrl+K).
 */
async function altMIntoMenu(page: Page, entry: RegExp): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: entry });
  await expect(async () => {
    if (!(await link.evaluate((a) => a === document.activeElement))) await page.keyboard.press('Alt+m');
    await expect(link).toBeFocused({ timeout: 1_000 });
  }).toPass();
}

const LISTS_CLERK = { name: 'kavya', email: 'kavya@kulir.local', password: 'kavya-e2e-password' };

test("Retail Order List, Credit Notes and Day End are in the side menu, each under its neighbours' flag", async ({ page, kulir }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: /Retail Order List$/ })).toHaveAttribute('href', '/retailorderlist');
  await expect(menu.getByRole('link', { name: /Credit Notes$/ })).toHaveAttribute('href', '/creditnote');
  await expect(menu.getByRole('link', { name: /Day End$/ })).toHaveAttribute('href', '/dayend');
  // From the keyboard: Alt+M, then Tab to Day End, Enter.
  await altMIntoMenu(page, /Dashboard$/);
  const dayEnd = menu.getByRole('link', { name: /Day End$/ });
  for (let i = 0; i < 20 && !(await dayEnd.evaluate((a) => a === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(dayEnd).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dayend$/);

  // A clerk with the bill lists' flag only: the two lists, not Day End (the cash book's flag).
  await page.context().clearCookies();
  await kulir.addEmployee({ ...LISTS_CLERK, flags: ['gstbill_list'] });
  await signIn(page, LISTS_CLERK.email, LISTS_CLERK.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Sales or GST Bill List', 'Retail Order List', 'Credit Notes'].map((t) => new RegExp(`${t}$`)));
});
