// Issue 19, from the keyboard: a customer added at the counter by typing a Karnataka GSTIN gets Karnataka as state
// and is billed IGST (screen, stored bill, invoice); the state picker ("tam", Enter); products without HSN.
import { readFile } from 'node:fs/promises';
import { makeGstin } from '../../core/gstin';
import { billStatus as status, customerField, ensureSalesShop, expect, fromPalette, openBillingScreen, scan, serialField, shownAmount, test } from './fixtures';

const KARNATAKA_GSTIN = makeGstin(29, 'AABCB5678K');

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) =>
    ensureSalesShop(db, { products: [{ name: 'Orient Electric Wall Fan 400mm', serial: 'ORWF400', rate: 210_000, stock: 40, hsn: '' }] }),
  );
});

test('a customer added at the counter by typing a Karnataka GSTIN gets Karnataka, and the bill carries IGST to its invoice', async ({ page, kulir }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('Alt+c');
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Bengaluru Cooling Centre');
  await page.keyboard.press('Enter');
  await page.keyboard.type('9845012345');
  await page.keyboard.press('Enter');
  await page.keyboard.type(KARNATAKA_GSTIN.toLowerCase());
  // The GSTIN's first two digits fill the state.
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Peenya Industrial Area, Bengaluru');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'State' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Place of Supply, the last field: "kar", Enter picks Karnataka and adds.
  await page.keyboard.type('kar');
  await expect(dialog.getByRole('option', { name: /Karnataka/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(customerField(page)).toHaveAccessibleDescription('Bengaluru Cooling Centre · 9845012345 · Karnataka');

  await page.keyboard.press('F2');
  await scan(page, 'CRHS1200');
  await expect(serialField(page)).toBeFocused();
  // Inter-state: one IGST line, no CGST/SGST.
  const igst = await shownAmount(page, 'IGST');
  expect(igst).toBe(27_000);
  await expect(page.getByText('CGST', { exact: true })).toHaveCount(0);
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');

  const bill = await kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['order_id', 'billing_state', 'cgst_amt', 'sgst_amt', 'total'])
      .where('billing_name', '=', 'Bengaluru Cooling Centre')
      .executeTakeFirstOrThrow(),
  );
  expect(bill).toMatchObject({ billing_state: 'Karnataka', total: 177_000 });
  expect(bill.cgst_amt + bill.sgst_amt).toBe(igst);
  const customer = await kulir.withDatabase((db) =>
    db.selectFrom('customers').select(['state', 'place_of_supply', 'tax_number']).where('name', '=', 'Bengaluru Cooling Centre').executeTakeFirstOrThrow(),
  );
  expect(customer).toEqual({ state: 'Karnataka', place_of_supply: 'Karnataka', tax_number: KARNATAKA_GSTIN });

  await page.goto(`/invoice/${bill.order_id}`);
  const sheet = page.getByRole('article', { name: 'TAX INVOICE' });
  await expect(sheet.getByLabel('Bill')).toContainText('Place of SupplyKarnataka (Code 29)');
  await expect(sheet.getByRole('table', { name: 'HSN-wise tax summary' }).locator('thead th')).toHaveText(['HSN', 'Taxable Value', 'IGST 18%', 'Total Tax']);

  // The sales GST report, from the palette: the bill's GST in the IGST column, and the same in its CSV (X).
  await page.goto('/home');
  await fromPalette(page, 'sales gst this month');
  const table = page.getByRole('grid', { name: 'GST Report' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const row = table.locator('tbody tr', { hasText: 'Bengaluru Cooling Centre' });
  await expect(row.locator('td')).toHaveText([
    /\d+/,
    /\d+/,
    /\d\d-\d\d-\d{4}/,
    'Bengaluru Cooling Centre',
    '1,500.00',
    '0.00',
    '0.00',
    '270.00',
    '270.00',
    '1,770.00',
  ]);
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('x')]);
  const csv = (await readFile((await download.path()) ?? '', 'utf8'))
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(csv[0]).toEqual([
    'S.No',
    'Bill No',
    'Order Date',
    'Customer Name',
    'GSTIN',
    'Place of Supply',
    'Taxable Value',
    'CGST',
    'SGST',
    'IGST',
    'GST Amount',
    'Total',
  ]);
  expect(csv.find((r) => r[3] === 'Bengaluru Cooling Centre')?.slice(4)).toEqual([
    KARNATAKA_GSTIN,
    'Karnataka (29)',
    '1500.00',
    '0.00',
    '0.00',
    '270.00',
    '270.00',
    '1770.00',
  ]);
});

test('the state picker: "tam", Enter picks Tamil Nadu; text that names no state is refused with its reason', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.goto('/addcustomer');
  await expect(page.getByLabel('Customer Name')).toBeFocused();
  await page.keyboard.type('Thanjavur Fans');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toBeFocused();
  await page.keyboard.type('Tamilnad');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('State "Tamilnad" is not a GST state or union territory')).toBeVisible();
  await expect(state).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('tam');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveText(['33 Tamil Nadu']);
  await page.keyboard.press('Enter');
  await expect(state).toHaveValue('Tamil Nadu');
  await expect(page.getByRole('combobox', { name: 'Place of Supply' })).toBeFocused();
  // ↓ moves through the matches: "pradesh", ↓, Enter picks the second.
  await page.keyboard.type('pradesh');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  const second = (await options.nth(1).textContent())?.replace(/^\d+ /, '');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Place of Supply' })).toHaveValue(second ?? '');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/customerlist$/);
});

test('the counter warns when a product without an HSN code is billed; the product list shows those products (H)', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await scan(page, 'ORWF400');
  await expect(status(page)).toHaveText('No HSN Code for Orient Electric Wall Fan 400mm: its invoice line will have none. Give it one under Products.');
  await scan(page, 'CRHS1200');
  await expect(status(page)).toHaveText('');

  await page.goto('/products');
  const notice = page.getByRole('link', { name: /without HSN Code/ });
  await expect(notice).toHaveText(/^1 without HSN Code/);
  await expect(page.getByRole('grid', { name: 'Product Management' })).toBeFocused();
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/products\?nohsn=1$/);
  const table = page.getByRole('grid', { name: 'Product Management' });
  await expect(table.locator('tbody tr:not(.rec-placeholder)')).toHaveCount(1);
  await expect(table).toContainText('Orient Electric Wall Fan 400mm');
  // Search has the keys on arrival; Esc hands them to the table, where H goes back to every product.
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/products$/);
});
