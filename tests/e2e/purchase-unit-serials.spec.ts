// Issue 33 item 4, keyboard only: a purchase records the unit serials received. At /addpurchase a product that tracks
// unit serials is scanned, Alt+N takes each unit's serial (a scanner burst, then one typed; qty follows), F9 saves;
// the purchase's details list the units; /serial/{one} from the palette shows the purchase (supplier, the supplier's
// invoice and its date, the purchase's date, a link); sold at /pos, its story shows the purchase and the bill.
import type { Page } from '@playwright/test';
import { toDmy, todayInKolkata } from '../../core/dates';
import {
  billStatus,
  ensureSalesShop,
  expect,
  openPalette,
  OWNER,
  pickCustomer,
  scan,
  scannerBurst,
  serialField,
  signIn,
  test,
  waitForBillingScreen,
} from './fixtures';
import { readAlert } from './records-fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db, { products: [{ name: 'LG 260L Frost Free', serial: 'LGFF260', rate: 2_450_000, stock: 0, brand: 'LG', hsn: '841810' }] });
    await db.updateTable('products').set({ track_unit_serials: 1 }).where('serial_no', '=', 'LGFF260').execute();
  });
});

const entryStatus = (page: Page) => page.locator('.purchase-entry .bill-message');
const itemRows = (page: Page) => page.getByRole('table', { name: 'Items' }).locator('tbody tr');
const today = () => toDmy(todayInKolkata(new Date()));

/** The unit's story from the palette: Ctrl+K, "serial …", Enter. */
async function openStory(page: Page, serial: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(`serial ${serial.toLowerCase()}`);
  await expect(page.getByRole('option', { name: `Unit serial ${serial}` })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Unit Serial ${serial}` })).toBeVisible();
}

test('a purchase takes each unit by its serial (Alt+N), its details list them, and the unit story shows the purchase and the sale', async ({
  page,
  kulir,
}, testInfo) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await openPalette(page);
  await page.keyboard.type('add purchase');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/addpurchase$/);
  await expect(page.locator('.purchase-entry')).toHaveAttribute('aria-busy', 'false');

  // The supplier (F4, typeahead) and the supplier's invoice (F7, its number, Enter, its date, Enter).
  await page.keyboard.press('F4');
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toBeFocused();
  await page.keyboard.type('Chennai');
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toContainText('Chennai Fans Distributors');
  await page.keyboard.press('F7');
  await expect(page.getByLabel('Supplier Invoice No')).toBeFocused();
  await page.keyboard.type('LGI/2026/0451');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Supplier Invoice Date')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(today());
  await page.keyboard.press('Enter');

  // The tracked fridge by its product serial (F2): the line asks for its units.
  await page.keyboard.press('F2');
  await expect(page.getByLabel('Serial No')).toBeFocused();
  await page.keyboard.type('LGFF260');
  await page.keyboard.press('Enter');
  const row = page.getByRole('table', { name: 'Items' }).getByRole('row', { name: /LG 260L Frost Free/ });
  await expect(row).toContainText('S/N: none yet (Alt+N)');
  await page.keyboard.press('F9');
  await expect(entryStatus(page)).toHaveText('LG 260L Frost Free: 1 unit needs 1 unit serial; 0 scanned.');

  // Alt+N: one unit scanned (a scanner burst), one typed; the same one again is refused; Esc goes back with qty 2.
  await page.getByLabel('Serial No').focus();
  await page.keyboard.press('Alt+n');
  const unitSerial = page.getByRole('textbox', { name: 'Unit serial' });
  await expect(unitSerial).toBeFocused();
  await scannerBurst(page, 'LGD2110045P01');
  await expect(page.getByRole('list', { name: 'Unit serials on the line' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.type('lgd2110045p02');
  await page.keyboard.press('Enter');
  await page.keyboard.type('LGD2110045P01');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Unit serial LGD2110045P01 is on this purchase twice.');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('list', { name: 'Unit serials on the line' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('purchase-unit-serials-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Serial No')).toBeFocused();
  await expect(page.getByLabel('Qty of LG 260L Frost Free')).toHaveValue('2');
  await expect(row).toContainText('S/N: LGD2110045P01, LGD2110045P02');
  await page.screenshot({ path: testInfo.outputPath('purchase-unit-serials-entry.png') });

  await page.keyboard.press('F9');
  await readAlert(page, 'Purchase saved successfully!');
  await expect(itemRows(page)).toHaveCount(0);
  const purchaseId = await kulir.withDatabase(
    async (db) =>
      (
        await db
          .selectFrom('unit_serials')
          .select('purchase_id')
          .where('unit_serial', '=', 'LGD2110045P01')
          .where('movement', '=', 'purchase')
          .executeTakeFirstOrThrow()
      ).purchase_id,
  );
  expect(
    await kulir.withDatabase(
      async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', 'LGFF260').executeTakeFirstOrThrow()).stock,
    ),
  ).toBe(2);

  // The purchase's details list the units under the line.
  await page.goto(`/purchasedetails/${purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Purchase Details' })).toBeVisible();
  await expect(page.getByRole('row', { name: /LG 260L Frost Free/ })).toContainText('S/N: LGD2110045P01, LGD2110045P02');

  // The unit's story from the palette: the purchase (its link focused: the unit is not sold yet); Enter opens it.
  await openStory(page, 'LGD2110045P01');
  await expect(page.getByRole('definition').filter({ hasText: 'Free (may be sold)' })).toBeVisible();
  const purchase = page.getByRole('table', { name: 'Purchases of the unit' }).getByRole('row', { name: new RegExp(`Purchase ${purchaseId}`) });
  await expect(purchase).toContainText('Chennai Fans Distributors');
  await expect(purchase).toContainText('LGI/2026/0451');
  await expect(purchase.getByRole('cell')).toHaveText([String(purchaseId), today(), 'Chennai Fans Distributors', 'LGI/2026/0451', today(), 'Received']);
  await expect(page.getByRole('table', { name: 'Sales of the unit' })).toContainText('Not sold yet');
  await page.screenshot({ path: testInfo.outputPath('purchase-unit-serials-story.png') });
  await expect(purchase.getByRole('link', { name: `Purchase ${purchaseId}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchasedetails/${purchaseId}$`));

  // Sold at /pos: the fridge, Alt+N, the unit's serial, F9.
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await page.keyboard.press('F2');
  await scan(page, 'LGFF260');
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('textbox', { name: 'Unit serial' })).toBeFocused();
  await page.keyboard.type('LGD2110045P01');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Unit serials on the line' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(serialField(page)).toBeFocused();
  await page.keyboard.press('F9');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const billNo = await kulir.withDatabase(async (db) => {
    const sale = await db
      .selectFrom('unit_serials as u')
      .innerJoin('orders as o', 'o.order_id', 'u.order_id')
      .select('o.bill_no')
      .where('u.unit_serial', '=', 'LGD2110045P01')
      .where('u.sold', '=', 1)
      .executeTakeFirstOrThrow();
    return sale.bill_no;
  });

  // The story now has both: the purchase it came in on and the bill that sold it.
  await openStory(page, 'LGD2110045P01');
  await expect(page.getByRole('definition').filter({ hasText: 'Sold' })).toBeVisible();
  const sale = page.getByRole('table', { name: 'Sales of the unit' }).getByRole('row', { name: new RegExp(`GST ${billNo}`) });
  await expect(sale).toContainText('Lakshmi Home Appliances');
  await expect(sale).toContainText('Sold');
  await expect(page.getByRole('table', { name: 'Purchases of the unit' }).getByRole('row', { name: new RegExp(`Purchase ${purchaseId}`) })).toContainText(
    'Chennai Fans Distributors',
  );
  await page.screenshot({ path: testInfo.outputPath('purchase-unit-serials-story-sold.png') });
  // The other unit is still in stock: received, never sold.
  await openStory(page, 'LGD2110045P02');
  await expect(page.getByRole('definition').filter({ hasText: 'Free (may be sold)' })).toBeVisible();
});
