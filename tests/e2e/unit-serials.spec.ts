// Issue 33 item 4, keyboard only: at /pos a product that tracks unit serials is scanned, Alt+N opens its line's unit
// serials, two are scanned (qty follows: 2), F9 saves, and the tax invoice prints "S/N: …" under the line.
import { billStatus as status, ensureSalesShop, expect, openBillingScreen, openPalette, pickCustomer, scan, serialField, test } from './fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db, { products: [{ name: 'LG 260L Frost Free', serial: 'LGFF260', rate: 2_450_000, stock: 5, brand: 'LG', hsn: '841810' }] });
    await db.updateTable('products').set({ track_unit_serials: 1 }).where('serial_no', '=', 'LGFF260').execute();
  });
});

test('scan a tracked product, Alt+N, two unit serials (qty 2), save: the invoice prints them under the line', async ({ page, kulir }, testInfo) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await page.keyboard.press('F2');
  await scan(page, 'LGFF260');
  const row = page.getByRole('table', { name: 'Items' }).getByRole('row', { name: /LG 260L Frost Free/ });
  await expect(row).toContainText('S/N: none yet (Alt+N)');

  // F9 before the units are named says what is missing.
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('LG 260L Frost Free: 1 unit needs 1 unit serial; 0 scanned.');

  await page.keyboard.press('Alt+n');
  const unitSerial = page.getByRole('textbox', { name: 'Unit serial' });
  await expect(unitSerial).toBeFocused();
  await page.keyboard.type('lgd211a01');
  await page.keyboard.press('Enter');
  await page.keyboard.type('LGD211A02');
  await page.keyboard.press('Enter');
  // The same unit twice on one bill is refused in the dialog.
  await page.keyboard.type('LGD211A01');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Unit serial LGD211A01 is on this bill twice.');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('list', { name: 'Unit serials on the line' }).getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(serialField(page)).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Qty of LG 260L Frost Free' })).toHaveText('2');
  await expect(row).toContainText('S/N: LGD211A01, LGD211A02');
  await page.screenshot({ path: testInfo.outputPath('pos.png') });

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const orderId = await kulir.withDatabase(
    async (db) => (await db.selectFrom('unit_serials').select('order_id').where('unit_serial', '=', 'LGD211A01').executeTakeFirstOrThrow()).order_id,
  );
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.goto(`/invoice/${orderId}`);
  await expect(page.getByText('S/N: LGD211A01, LGD211A02')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice.png') });

  // The unit's story from the palette: its bill ("GST n"), date, customer and the warranty start; Enter opens the bill.
  const billNo = await kulir.withDatabase(
    async (db) => (await db.selectFrom('orders').select('bill_no').where('order_id', '=', orderId).executeTakeFirstOrThrow()).bill_no,
  );
  await page.goto('/home');
  await openPalette(page);
  await page.keyboard.type('serial lgd211a02');
  await expect(page.getByRole('option', { name: 'Unit serial LGD211A02' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/serial\/LGD211A02$/);
  await expect(page.getByRole('heading', { name: 'Unit Serial LGD211A02' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'LG 260L Frost Free' })).toBeVisible();
  const sale = page.getByRole('table', { name: 'Sales of the unit' }).getByRole('row', { name: new RegExp(`GST ${billNo}`) });
  await expect(sale).toContainText('Lakshmi Home Appliances');
  await expect(sale).toContainText('Sold');
  await page.screenshot({ path: testInfo.outputPath('story.png') });
  await expect(sale.getByRole('link', { name: `GST ${billNo}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${orderId}$`));
  // Esc on the story goes back where it was opened from.
  await openPalette(page);
  await page.keyboard.type('serial LGD211A02');
  await expect(page.getByRole('option', { name: 'Unit serial LGD211A02' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Unit Serial LGD211A02' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${orderId}$`));

  // The return picks the unit coming back: Shift+R, Tab to LGD211A02's box, Space; the qty follows (1); a reason, F9.
  await page.keyboard.press('Shift+R');
  await expect(page).toHaveURL(new RegExp(`/salesreturn/${orderId}$`));
  const qty = page.getByRole('textbox', { name: 'Return Qty of LG 260L Frost Free' });
  await expect(qty).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Return unit LGD211A01' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Return unit LGD211A02' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(qty).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Compressor noise');
  await page.screenshot({ path: testInfo.outputPath('return.png') });
  await page.keyboard.press('F9');
  await expect(page.locator('.rec-saved')).toContainText('Credit note CN-');
  const cnNo = await kulir.withDatabase(
    async (db) => (await db.selectFrom('credit_notes').select('cn_no').where('order_id', '=', orderId).executeTakeFirstOrThrow()).cn_no,
  );

  // The story now shows the return, and the unit is free to be sold again; the other unit is still sold.
  await openPalette(page);
  await page.keyboard.type('serial LGD211A02');
  await expect(page.getByRole('option', { name: 'Unit serial LGD211A02' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('definition').filter({ hasText: 'Free (may be sold)' })).toBeVisible();
  await expect(sale).toContainText(`Returned on`);
  await expect(sale).toContainText(`(CN-${cnNo})`);
  await page.screenshot({ path: testInfo.outputPath('story-returned.png') });
});
