// /pos from the keyboard: customer, serials (typed and scanned), qty, discount, save; refresh, undo, refusals.
import {
  billStatus as status,
  clippedHeadings,
  customerField,
  ensureSalesShop,
  expect,
  openBillingScreen,
  pickCustomer,
  scan,
  scannerBurst,
  serialField,
  shownAmount,
  shownLines,
  test,
  waitForBillingScreen,
} from './fixtures';

test.beforeAll(async ({ kulir }) => {
  // Fan CRHS1200 ₹1,500.00 and cooler SYMD50T ₹2,450.50 come with the shop; a third, cheap line.
  await kulir.withDatabase((db) => ensureSalesShop(db, { products: [{ name: 'Philips 9W LED Bulb', serial: 'PHIL9W', rate: 12_050, stock: 500 }] }));
});

test('a GST bill: customer by typing, three serials (one twice, once as a burst), qty, discount, F9; the stored totals are the ones shown', async ({
  page,
  kulir,
}) => {
  await openBillingScreen(page, '/pos');
  // The browser tab names the screen.
  await expect(page).toHaveTitle('GST Bill · kulir');
  await expect(customerField(page)).toBeFocused();
  await pickCustomer(page, 'murug', /Murugan Electricals/);

  await scan(page, 'CRHS1200');
  await scan(page, 'SYMD50T');
  await scan(page, 'PHIL9W');
  // The scanner fires while the cashier is in the name search: the code leaves the field and is scanned.
  await page.keyboard.press('F3');
  await expect(page.getByRole('combobox', { name: 'Product Name' })).toBeFocused();
  await scannerBurst(page, 'CRHS1200');
  await expect(page.getByRole('textbox', { name: 'Qty of Crompton HS Plus 1200mm' })).toHaveText('2');
  await expect(page.getByRole('combobox', { name: 'Product Name' })).toHaveValue('');
  await expect(serialField(page)).toBeFocused();

  // F8 lands on the first line (the fan); ↓ to the cooler, Enter into its qty.
  await page.keyboard.press('F8');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Qty of Symphony Diet 50T' })).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await page.keyboard.press('F6');
  await expect(page.getByRole('textbox', { name: 'Discount %', exact: true })).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');

  expect(await shownLines(page)).toEqual([
    '1 | CRHS1200 | Crompton HS Plus 1200mm | 1,500.00 | 2 | 0 | 3,000.00',
    '2 | SYMD50T | Symphony Diet 50T | 2,450.50 | 3 | 0 | 7,351.50',
    '3 | PHIL9W | Philips 9W LED Bulb | 120.50 | 1 | 0 | 120.50',
  ]);
  expect(await clippedHeadings(page)).toEqual([]);
  const shown = {
    subtotal: await shownAmount(page, 'Sub-Total'),
    discount: await shownAmount(page, 'Discount %'),
    gst: await shownAmount(page, 'GST %'),
    cgst: await shownAmount(page, 'CGST'),
    sgst: await shownAmount(page, 'SGST'),
    total: await shownAmount(page, 'Grand Total'),
  };
  // 10,472.00 less 5% (523.60) = 9,948.40; GST 18% of 9,948 = 1,790.64; grand total rounded to 11,739.00.
  expect(shown).toEqual({ subtotal: 1_047_200, discount: 52_360, gst: 179_064, cgst: 89_532, sgst: 89_532, total: 1_173_900 });

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  await expect(page.locator('.bill-toast')).toContainText('Order saved successfully!');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(0);
  await expect(serialField(page)).toBeFocused();

  const stored = await kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['subtotal', 'discount_amt', 'gst_amt', 'cgst_amt', 'sgst_amt', 'total', 'billing_name'])
      .where('kind', '=', 'gst')
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({
    subtotal: shown.subtotal,
    discount_amt: shown.discount,
    gst_amt: shown.gst,
    cgst_amt: shown.cgst,
    sgst_amt: shown.sgst,
    total: shown.total,
    billing_name: 'Murugan Electricals',
  });
});

test('a refresh in the middle restores the cart exactly: lines, qtys, customer, discount', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await scan(page, 'PHIL9W');
  await scan(page, 'CRHS1200');
  await scan(page, 'PHIL9W');
  await page.keyboard.press('F6');
  await page.keyboard.type('2.5');
  await page.keyboard.press('Enter');
  const before = await shownLines(page);
  const total = await shownAmount(page, 'Grand Total');
  expect(before).toHaveLength(2);
  // A customer from Kerala: one IGST line for the whole GST (DESIGN §5), no CGST/SGST halves.
  const totals = page.getByRole('complementary', { name: 'Totals' });
  expect(await shownAmount(page, 'IGST')).toBe(await shownAmount(page, 'GST %'));
  await expect(totals.getByRole('rowheader', { name: 'CGST', exact: true })).toHaveCount(0);

  await page.reload();
  await waitForBillingScreen(page);
  expect(await shownLines(page)).toEqual(before);
  await expect(customerField(page)).toHaveAccessibleDescription(/Lakshmi Home Appliances/);
  await expect(page.getByRole('textbox', { name: 'Discount %', exact: true })).toHaveValue('2.5');
  expect(await shownAmount(page, 'Grand Total')).toBe(total);
  expect(await shownAmount(page, 'IGST')).toBe(await shownAmount(page, 'GST %'));
  // With a customer already chosen, the serial field is ready for the next scan.
  await expect(serialField(page)).toBeFocused();
});

test('Ctrl+Z undoes the last line change and Ctrl+Shift+Z redoes it', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await scan(page, 'CRHS1200');
  await page.keyboard.press('F8');
  await page.keyboard.press('Enter');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  const qty = page.getByRole('textbox', { name: 'Qty of Crompton HS Plus 1200mm' });
  await expect(qty).toHaveText('4');
  await expect(page.getByRole('region', { name: 'Journal' })).toContainText('qty CRHS1200 Crompton HS Plus 1200mm → ×4');

  await page.keyboard.press('Control+z');
  await expect(qty).toHaveText('1');
  await page.keyboard.press('Control+Shift+Z');
  await expect(qty).toHaveText('4');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(0);
});

test('line rows hold no inputs: F8 → row, Enter → the Qty editor (its text selected), 3, Enter → the next cell; one editor, only while a cell is edited', async ({
  page,
}) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await scan(page, 'SYMD50T');
  await scan(page, 'PHIL9W');
  const inputs = page.locator('table.bill-table tbody input');
  const cooler = page.getByRole('row', { name: 'Line 2: Symphony Diet 50T', exact: true });
  const qty = page.getByRole('textbox', { name: 'Qty of Symphony Diet 50T' });
  const discount = page.getByRole('textbox', { name: 'Discount % of Symphony Diet 50T' });
  await expect(serialField(page)).toBeFocused();
  await expect(inputs).toHaveCount(0);
  // Each number is text, named as its editor is.
  await expect(page.getByRole('textbox', { name: 'Rate of Symphony Diet 50T' })).toHaveText('2,450.50');
  await expect(qty).toHaveText('1');
  await expect(discount).toHaveText('0');

  // F8: the first line (the fan); ↓ to the cooler.
  await page.keyboard.press('F8');
  await page.keyboard.press('ArrowDown');
  await expect(cooler).toBeFocused();
  await expect(inputs).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(qty).toBeFocused();
  await expect(inputs).toHaveCount(1);
  const selection = await qty.evaluate((field) => (field instanceof HTMLInputElement ? [field.value, field.selectionStart, field.selectionEnd] : null));
  expect(selection).toEqual(['1', 0, 1]);
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(discount).toBeFocused();
  await expect(inputs).toHaveCount(1);
  await expect(qty).toHaveText('3');
  await expect(cooler.locator('td.total')).toHaveText('7,351.50');
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toBeFocused();
  await expect(inputs).toHaveCount(0);

  // ↓ from an editor: the same cell of the next line, edited; Esc puts back what was typed and returns to the row.
  await page.keyboard.press('F8');
  await page.keyboard.press('ArrowDown');
  await expect(cooler).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  const bulbQty = page.getByRole('textbox', { name: 'Qty of Philips 9W LED Bulb' });
  await expect(bulbQty).toBeFocused();
  await expect(inputs).toHaveCount(1);
  await page.keyboard.type('5');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: 'Line 3: Philips 9W LED Bulb', exact: true })).toBeFocused();
  await expect(inputs).toHaveCount(0);
  await expect(bulbQty).toHaveText('1');

  // A click on a number edits it.
  await page.getByRole('textbox', { name: 'Rate of Crompton HS Plus 1200mm' }).click();
  await expect(page.getByRole('textbox', { name: 'Rate of Crompton HS Plus 1200mm' })).toBeFocused();
  await expect(inputs).toHaveCount(1);
  expect(await shownLines(page)).toEqual([
    '1 | CRHS1200 | Crompton HS Plus 1200mm | 1,500.00 | 1 | 0 | 1,500.00',
    '2 | SYMD50T | Symphony Diet 50T | 2,450.50 | 3 | 0 | 7,351.50',
    '3 | PHIL9W | Philips 9W LED Bulb | 120.50 | 1 | 0 | 120.50',
  ]);
});

test('an unknown serial shows "Invalid product or quantity" naming what was scanned, and changes nothing', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await scan(page, 'SYMD50T');
  const before = await shownLines(page);
  const log = await page.getByRole('region', { name: 'Journal' }).textContent();

  await page.keyboard.type('NO-SUCH-SERIAL');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Invalid product or quantity: no product with serial or code NO-SUCH-SERIAL.');
  expect(await shownLines(page)).toEqual(before);
  expect(await page.getByRole('region', { name: 'Journal' }).textContent()).toBe(log);
  // The refused code stays selected, so the next scan replaces it.
  await expect(serialField(page)).toHaveValue('NO-SUCH-SERIAL');
  await scan(page, 'SYMD50T');
  await expect(page.getByRole('textbox', { name: 'Qty of Symphony Diet 50T' })).toHaveText('2');
});

test('Save with no customer shows "Please select a customer."; with no lines "Please select a product"', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await scan(page, 'PHIL9W');
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Please select a customer.');
  await expect(customerField(page)).toBeFocused();

  await page.keyboard.press('F8');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(0);
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await page.keyboard.press('Control+s');
  await expect(status(page)).toHaveText('Please select a product');
});
