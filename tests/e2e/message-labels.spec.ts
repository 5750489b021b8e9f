// Refusals read in the screen's words (issue 32): a bill line the server refuses is named by its number and the field
// by its label ("Line 2: Product: …"), never by its wire path ("productdetails.1.product_id: …").
import { billStatus as status, ensureSalesShop, expect, openBillingScreen, pickCustomer, scan, test } from './fixtures';

const DOOMED = { name: 'Bajaj 1L Room Heater', serial: 'BAJHEAT1L', rate: 1_899_00, stock: 5 };

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db, { products: [{ name: 'Philips 9W LED Bulb', serial: 'PHIL9W', rate: 12_050, stock: 500 }, DOOMED] }));
});

test('a line whose product left the catalogue while it was on the bill is refused by its line number and label', async ({ page, kulir }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await scan(page, 'PHIL9W');
  await scan(page, DOOMED.serial);
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(2);

  // The back office takes the heater out of the catalogue while the bill is open at the counter.
  const doomedId = await kulir.withDatabase(async (db) => {
    const { product_id } = await db.selectFrom('products').select('product_id').where('serial_no', '=', DOOMED.serial).executeTakeFirstOrThrow();
    await db.deleteFrom('stock_ledger').where('product_kind', '=', 'product').where('product_id', '=', product_id).execute();
    await db.deleteFrom('products').where('product_id', '=', product_id).execute();
    return product_id;
  });

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText(`Line 2: Product: no product with ID ${doomedId}`);
  await expect(status(page)).not.toContainText('productdetails');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(2);
});
