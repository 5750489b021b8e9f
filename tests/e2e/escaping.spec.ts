// Stored text is shown as text (issue 10): a customer, product and brand whose names are HTML and script appear
// literally on the lists, details, the counter, the editor and the printed invoice, and nothing in them ever runs.
import type { Page } from '@playwright/test';
import { addProduct } from '../support/sales-fixtures';
import { customerField, pickCustomer, waitForBillingScreen } from './fixtures';
import { addCustomer, addOrder, bodyRows, expect, openList, seedRecordsShop, signInAsOwner, test, today } from './records-fixtures';

const EVIL_NAME = '<img src=x onerror="window.__xss=1">Evil & Co';
const EVIL_ADDRESS = '<script>window.__xss=2</script>1 Bazaar "Road"';
const EVIL_PRODUCT = '<b onmouseover="window.__xss=3">Fan</b> 1200mm';
const EVIL_BRAND = '<svg/onload=window.__xss=4>';

let customerId = 0;
let orderId = 0;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    const shop = await seedRecordsShop(db);
    customerId = await addCustomer(db, { name: EVIL_NAME, mobile: '9000000001', address: EVIL_ADDRESS });
    const product = await addProduct(db, shop.supplierId, { name: EVIL_PRODUCT, serial: 'EVIL1200', rate: 100_000, stock: 10, brand: EVIL_BRAND });
    orderId = (await addOrder(db, { kind: 'gst', customerId, createdBy: shop.ownerId, date: today(), lines: [{ productId: product, rate: 100_000, qty: 1 }] }))
      .orderId;
  });
});

/** Nothing injected ran, and no element the names describe was created. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], b[onmouseover], script:text("__xss")')).toHaveCount(0);
}

test('names made of HTML show as text on every screen and on the invoice, and never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInAsOwner(page);

  const customers = await openList(page, '/customerlist', 'Customer Management');
  // E is the list's Edit key: "/" goes to Search first.
  await page.keyboard.press('/');
  await page.keyboard.type('evil');
  await expect(bodyRows(customers)).toHaveCount(1);
  await expect(bodyRows(customers).first()).toContainText(EVIL_NAME);
  await expectInert(page);

  await page.goto(`/viewcustomer/${customerId}`);
  await expect(page.getByLabel('Customer Name')).toHaveValue(EVIL_NAME);
  await expect(page.getByLabel('Address')).toHaveValue(EVIL_ADDRESS);
  await expectInert(page);

  const orders = await openList(page, '/orderlist', 'Order Management');
  await expect(bodyRows(orders).filter({ hasText: EVIL_NAME })).toHaveCount(1);
  await expectInert(page);

  await page.goto(`/orderdetails/${orderId}`);
  await expect(page.getByText(EVIL_PRODUCT, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(EVIL_ADDRESS, { exact: false }).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/editorderdetails/${orderId}`);
  await expect(page.getByText(EVIL_PRODUCT, { exact: false }).first()).toBeVisible();
  await expectInert(page);

  // The counter: the customer picker and the product suggestions.
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await expect(customerField(page)).toBeFocused();
  await pickCustomer(page, 'evil', /Evil & Co/);
  await page.keyboard.press('F3');
  await page.keyboard.type('1200mm');
  await expect(page.getByRole('option', { name: /<b onmouseover/ }).first()).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');

  // The printed tax invoice (its print dialog is replaced by a no-op, as in print.spec.ts).
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.goto(`/invoice/${orderId}`);
  await expect(page.getByText(EVIL_NAME, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(EVIL_PRODUCT, { exact: false }).first()).toBeVisible();
  await expectInert(page);
  expect(dialogs).toBe(0);
});
