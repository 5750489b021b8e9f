// Issue 28 item 8, from the keyboard: the dashboard shows each figure only to those who may see it and calls nothing
// the user may not call; an employee with the Employees privilege manages employees but is offered no privilege change.
import type { Page } from '@playwright/test';
import { addPurchase } from '../support/purchase-fixtures';
import { ensureSalesShop, expect, fromPalette, OWNER, signIn, test } from './fixtures';
import { today } from './records-fixtures';

/** Every answer of 403 and every console message naming 403 while the page is watched. */
function watchRefusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) seen.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (/\b403\b/.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  return seen;
}

const CASHIER = { name: 'Pandi', email: 'pandi@kulir.local', password: 'pandi-e2e-password' };
const SALES = { name: 'Revathi', email: 'revathi@kulir.local', password: 'revathi-e2e-password' };
const ADMIN = { name: 'Karthik', email: 'karthik@kulir.local', password: 'karthik-e2e-password' };

test('a POS-only cashier opens the dashboard: no revenue, no figure at all, and no 403 anywhere', async ({ page, kulir }) => {
  await kulir.addEmployee({ ...CASHIER, flags: ['gstbill'] });
  const refusals = watchRefusals(page);
  await signIn(page, CASHIER.email, CASHIER.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('No figures here for your privileges')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Revenue' })).toHaveCount(0);
  await expect(page.locator('.tile')).toHaveCount(0);
  await expect(page.getByText('₹')).toHaveCount(0);
  // R refreshes the dashboard (its loader runs again): still nothing refused.
  await page.keyboard.press('r');
  await page.waitForLoadState('networkidle');
  expect(refusals).toEqual([]);
});

test('an employee with the sales report flag sees revenue and orders only', async ({ page, kulir }) => {
  await kulir.addEmployee({ ...SALES, flags: ['sales_gst'] });
  const refusals = watchRefusals(page);
  await signIn(page, SALES.email, SALES.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Total Revenue', 'Total Orders']);
  await page.waitForLoadState('networkidle');
  expect(refusals).toEqual([]);
});

test('an employee with the Employees privilege manages employees but is offered no privilege change', async ({ page, kulir }) => {
  await kulir.addEmployee({ ...ADMIN, flags: ['employee'] });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/users');
  await expect(page.getByRole('columnheader')).toHaveText(['S.No.', 'Name', 'Email', 'Mobile', 'Login Status', 'Action']);
  await expect(page.getByRole('link', { name: /^Privilege of / })).toHaveCount(0);
  await expect(page.getByText('Only the owner can grant or remove privileges')).toBeVisible();

  // The privilege screen, reached by its address, shows the flags and lets nothing change.
  const ownerRow = await kulir.withDatabase((db) => db.selectFrom('employees').select('user_id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow());
  await page.goto(`/previlage/${ownerRow.user_id}`);
  await expect(page.getByText('Only the owner can grant or remove privileges.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Employees' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Settings' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await page.keyboard.press('Control+s');
  const flags = await kulir.withDatabase((db) =>
    db.selectFrom('employees').select(['perm_settings', 'perm_employee']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow(),
  );
  expect(flags).toEqual({ perm_settings: 0, perm_employee: 1 });
});

test('the owner still sees the four tiles and the privilege links', async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Total Revenue', 'Total Orders', 'Total Products', 'Total Customers']);
  await page.goto('/users');
  await expect(page.getByRole('columnheader')).toHaveText(['S.No.', 'Name', 'Email', 'Mobile', 'Login Status', 'Privilege', 'Action']);
});

test("the owner's dashboard counts the purchases without the supplier's invoice beside the four tiles, and the palette lists them", async ({ page, kulir }) => {
  const missing = await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    const fan = await db.selectFrom('products').select(['product_id', 'supplier_id']).where('serial_no', '=', 'CRHS1200').executeTakeFirstOrThrow();
    const owner = await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    await addPurchase(db, {
      supplierId: fan.supplier_id,
      createdBy: owner.user_id,
      date: today(),
      lines: [{ productId: fan.product_id, rate: 100_000, qty: 1 }],
    });
    const row = await db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('supplier_invoice_no', 'is', null), eb('supplier_invoice_no', '=', '')]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  expect(missing).toBeGreaterThan(0);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Total Revenue', 'Total Orders', 'Total Products', 'Total Customers']);
  await expect(page.getByRole('status', { name: 'Purchases without supplier invoice' })).toHaveText(
    `${missing === 1 ? '1 purchase has' : `${missing} purchases have`} no supplier invoice number: Purchases without supplier invoice`,
  );
  await fromPalette(page, 'purchases without supplier invoice');
  await expect(page).toHaveURL(/\/purchaselist\?invoice=missing$/);
  await expect(page.getByRole('heading', { name: 'Purchases without supplier invoice' })).toBeVisible();
});
