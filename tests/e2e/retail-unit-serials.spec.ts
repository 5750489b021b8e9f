// Issue 33 at /retailpos, keyboard only: the EAN-13 on a retail product's box, sent as a scanner sends it, adds that
// product's line; Alt+N takes two units' serials (qty follows: 2), F9 saves, the retail receipt prints "S/N: …" under
// the line, palette "serial X" shows the unit's story with its retail bill (R-n), and the retail return picks the unit.
import type { Page } from '@playwright/test';
import { billStatus as status, ensureSalesShop, expect, openBillingScreen, openPalette, pickCustomer, scannerBurst, test } from './fixtures';

const MIXER = { name: 'Preethi Mixer Grinder', code: 'PRMG750', rate: 450_000, stock: 6 };
const EAN = '8901030865343';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db, { retail: [MIXER] });
    const mixer = await db.selectFrom('retail_products').select('product_id').where('product_code', '=', MIXER.code).executeTakeFirstOrThrow();
    await db.deleteFrom('product_barcodes').where('kind', '=', 'retail').where('product_id', '=', mixer.product_id).execute();
    await db.insertInto('product_barcodes').values({ kind: 'retail', barcode: EAN, product_id: mixer.product_id, position: 0 }).execute();
    // The counter's list moves on with the product's row (as the retail product calls do).
    await db
      .updateTable('retail_products')
      .set({ track_unit_serials: 1, updated_at: '2026-12-08T10:00:00.000Z' })
      .where('product_id', '=', mixer.product_id)
      .execute();
  });
});

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Product Code' });

test("scan a retail product's EAN, Alt+N two unit serials, save: the receipt prints them, the story shows the retail bill", async ({
  page,
  kulir,
}, testInfo) => {
  await openBillingScreen(page, '/retailpos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await expect(codeField(page)).toBeFocused();
  await scannerBurst(page, EAN);
  const row = page.getByRole('table', { name: 'Items' }).getByRole('row', { name: new RegExp(MIXER.name) });
  await expect(row).toHaveCount(1);
  await expect(codeField(page)).toHaveValue('');
  await expect(row).toContainText('S/N: none yet (Alt+N)');

  // F9 before the units are named says what is missing.
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText(`${MIXER.name}: 1 unit needs 1 unit serial; 0 scanned.`);

  await page.keyboard.press('Alt+n');
  const unitSerial = page.getByRole('textbox', { name: 'Unit serial' });
  await expect(unitSerial).toBeFocused();
  await page.keyboard.type('pmg001');
  await page.keyboard.press('Enter');
  await page.keyboard.type('PMG002');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Unit serials on the line' }).getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(codeField(page)).toBeFocused();
  await expect(page.getByRole('textbox', { name: `Qty of ${MIXER.name}` })).toHaveText('2');
  await expect(row).toContainText('S/N: PMG001, PMG002');
  await page.screenshot({ path: testInfo.outputPath('retail-serials-counter.png') });

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const saved = await kulir.withDatabase((db) =>
    db
      .selectFrom('unit_serials as u')
      .innerJoin('orders as o', 'o.order_id', 'u.order_id')
      .select(['o.order_id', 'o.bill_no', 'o.kind'])
      .where('u.unit_serial', '=', 'PMG001')
      .executeTakeFirstOrThrow(),
  );
  expect(saved.kind).toBe('retail');

  // The retail receipt (Settings' Retail Bill Print: 80 mm) prints the units under the line.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.goto(`/retailreceipt/${saved.order_id}`);
  await expect(page.getByRole('article', { name: 'Receipt' }).getByText('S/N: PMG001, PMG002')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('retail-serials-receipt.png') });

  // The unit's story from the palette: its retail bill as printed ("R-n"); Enter opens the bill's details.
  await page.goto('/home');
  await openPalette(page);
  await page.keyboard.type('serial pmg002');
  await expect(page.getByRole('option', { name: 'Unit serial PMG002' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/serial\/PMG002$/);
  await expect(page.getByRole('heading', { name: 'Unit Serial PMG002' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: MIXER.name })).toBeVisible();
  const sale = page.getByRole('table', { name: 'Sales of the unit' }).getByRole('row', { name: new RegExp(`R-${saved.bill_no}`) });
  await expect(sale).toContainText('Lakshmi Home Appliances');
  await expect(sale).toContainText('Sold');
  await page.screenshot({ path: testInfo.outputPath('retail-serials-story.png') });
  await expect(sale.getByRole('link', { name: `R-${saved.bill_no}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/retailorderdetails/${saved.order_id}$`));
  // The details have answered (Shift+R is the screen's key once the bill is read), and the key is bound: the status
  // line shows a screen's keys once they are registered (CI once pressed it in between under load).
  await expect(page.getByRole('main').getByText(MIXER.name).first()).toBeVisible();
  await expect(page.locator('.status-keys')).toContainText('Shift+R Sales Return');

  // The retail return picks the unit coming back: Shift+R, Tab to PMG002's box, Space (qty 1), a reason, F9.
  await page.keyboard.press('Shift+R');
  await expect(page).toHaveURL(new RegExp(`/salesreturn/${saved.order_id}$`));
  const qty = page.getByRole('textbox', { name: `Return Qty of ${MIXER.name}` });
  await expect(qty).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Return unit PMG001' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Return unit PMG002' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(qty).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Motor hums');
  await page.keyboard.press('F9');
  await expect(page.locator('.rec-saved')).toContainText('Credit note CN-');

  // The story shows the return; the unit is free to be sold again.
  await openPalette(page);
  await page.keyboard.type('serial PMG002');
  await expect(page.getByRole('option', { name: 'Unit serial PMG002' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('definition').filter({ hasText: 'Free (may be sold)' })).toBeVisible();
  await expect(sale).toContainText('Returned on');
});
