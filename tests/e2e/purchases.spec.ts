// Suppliers and purchases from the keyboard: add a supplier, enter a purchase by scanning and by name, save and see
// stock rise, then the list, the details, an edit of a rate, a deleted line and stock falling back.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { toDmy, todayInKolkata } from '../../core/dates';
import { ensureSalesShop, expect, fromPalette, OWNER, scannerBurst, signIn, test } from './fixtures';
import { bodyRows, grid, readAlert, rowTexts, totalsShown } from './records-fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
});

const status = (page: Page) => page.locator('.purchase-entry .bill-message');
/** The Supplier list (a ChoiceSelect): its trigger shows the supplier chosen, or "Select Supplier" (data-placeholder). */
const supplierList = (page: Page) => page.getByRole('combobox', { name: 'Supplier' });

/** F4 and the first letters of a supplier's name: the list picks it by typeahead. */
async function pickSupplier(page: Page, typed: string): Promise<void> {
  await page.keyboard.press('F4');
  await expect(supplierList(page)).toBeFocused();
  await page.keyboard.type(typed);
}
const itemRows = (page: Page) => page.getByRole('table', { name: 'Items' }).locator('tbody tr');

let invoices = 0;
/** A supplier invoice number no other run of these tests has used. */
const newInvoiceNo = () => `SF-${Date.now() % 1_000_000_000}-${(invoices += 1)}`;
const today = () => toDmy(todayInKolkata(new Date()));

/** F7, the supplier's invoice number, Enter, its date, Enter (issue 30: required to save). */
async function enterSupplierInvoice(page: Page, invoiceNo: string, date = today()): Promise<void> {
  await page.keyboard.press('F7');
  await expect(page.getByLabel('Supplier Invoice No')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(invoiceNo);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Supplier Invoice Date')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

async function waitForEntry(page: Page): Promise<void> {
  await expect(page.locator('.purchase-entry')).toHaveAttribute('aria-busy', 'false');
}

test("add a supplier from the keyboard, with the form's rules", async ({ page, kulir }) => {
  await fromPalette(page, 'add supplier');
  await expect(page).toHaveURL(/\/addsupplier$/);
  await expect(page.getByLabel('Supplier Name')).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Supplier Name is required')).toBeVisible();
  await page.keyboard.type('Madurai Cooling Traders');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.type('9443055555');
  await page.keyboard.press('Enter');
  await page.keyboard.type('33AABCS1234M1ZK');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Town Hall Road, Madurai');
  await page.keyboard.press('Enter');
  // State, a type-ahead picker: "tam", Enter picks Tamil Nadu and moves on to the (optional) Opening Balance,
  // Opening Date and Credit Days (issue 29); Enter on the last field saves.
  await expect(page.getByRole('combobox', { name: 'State' })).toBeFocused();
  await page.keyboard.type('tam');
  await expect(page.getByRole('option', { name: /Tamil Nadu/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu');
  await expect(page.getByLabel('Opening Balance')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Opening Date')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Credit Days')).toBeFocused();
  await page.keyboard.type('400');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/GST Number: /)).toBeVisible();
  await expect(page.getByText(/Credit Days.*must be at most 365 days/)).toBeVisible();
  await page.getByLabel('Credit Days').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('45');
  await page.getByLabel('GST Number').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Supplier added successfully!');
  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('suppliers').select('credit_days').where('supplier_name', '=', 'Madurai Cooling Traders').executeTakeFirstOrThrow(),
  );
  expect(stored.credit_days).toBe(45);
  await expect(page).toHaveURL(/\/supplier$/);
  const table = grid(page, 'Supplier Management');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect((await rowTexts(table)).map((r) => r[1])).toContain('Madurai Cooling Traders');
});

test('enter a purchase by scanning and by name, keep it across a refresh, save it, and see stock rise', async ({ page, kulir }) => {
  const stockOf = (serial: string) =>
    kulir.withDatabase(async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', serial).executeTakeFirstOrThrow()).stock);
  const fanBefore = await stockOf('CRHS1200');
  const coolerBefore = await stockOf('SYMD50T');

  await fromPalette(page, 'add purchase');
  await expect(page).toHaveURL(/\/addpurchase$/);
  await waitForEntry(page);
  await expect(page.getByLabel('GST %')).toHaveValue('18');

  // Save with nothing chosen: the spec's words.
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Please select a customer.');

  // A new supplier from the modal (Alt+C): name and phone required.
  await page.keyboard.press('Alt+c');
  await expect(page.getByRole('dialog', { name: 'Add Supplier' })).toBeVisible();
  await page.keyboard.type('Salem Fans Wholesale');
  await page.keyboard.press('Enter');
  await page.keyboard.type('9000011111');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The last field, State (the place of supply of its purchases): "tam", Enter.
  await page.keyboard.type('tam');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Supplier' })).toBeHidden();
  await expect(supplierList(page)).not.toHaveAttribute('data-placeholder');
  await expect(supplierList(page)).toContainText('Salem Fans Wholesale');

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Please select a product');

  // A scanner burst in the serial field (F2), then the same product again: qty 2.
  await page.keyboard.press('F2');
  await expect(page.getByLabel('Serial No')).toBeFocused();
  await scannerBurst(page, 'CRHS1200');
  await expect(itemRows(page)).toHaveCount(1);
  await page.keyboard.type(' crhs1200 ');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Qty of Crompton HS Plus 1200mm')).toHaveValue('2');
  await page.keyboard.type('NOPE');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Invalid product details!');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');

  // By name (F3): the first suggestion is picked with Enter.
  await page.keyboard.press('F3');
  await page.keyboard.type('symph');
  await expect(page.getByRole('option', { name: /Symphony Diet 50T/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(itemRows(page)).toHaveCount(2);

  // The purchase rate is editable: 1,200.00 → 1,100.00 for the fans.
  await page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1100');
  await page.keyboard.press('Enter');
  // 2 × 1,100.00 + 1 × 1,960.40 = 4,160.40; rounded 4,160; 18% = 748.80; Grand Total 4,908.80.
  await expect(page.getByRole('table', { name: 'Totals' })).toContainText('4,160.40');
  await expect(page.getByRole('table', { name: 'Totals' })).toContainText('748.80');
  await expect(page.getByRole('table', { name: 'Totals' })).toContainText('4,908.80');

  // The journal survives a refresh.
  await page.reload();
  await waitForEntry(page);
  await expect(itemRows(page)).toHaveCount(2);
  await expect(page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm')).toHaveValue('1100.00');

  // Issue 30: the supplier's invoice is required before the save goes.
  await page.getByLabel('Serial No').focus();
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText("Enter the supplier's invoice number.");
  await enterSupplierInvoice(page, newInvoiceNo());
  await page.keyboard.press('F9');
  await readAlert(page, 'Purchase saved successfully!');
  await expect(itemRows(page)).toHaveCount(0);
  expect(await stockOf('CRHS1200')).toBe(fanBefore + 2);
  expect(await stockOf('SYMD50T')).toBe(coolerBefore + 1);

  // The product's own screen shows the new stock.
  const fanId = await kulir.withDatabase(
    async (db) => (await db.selectFrom('products').select('product_id').where('serial_no', '=', 'CRHS1200').executeTakeFirstOrThrow()).product_id,
  );
  await page.goto(`/editproducts/${fanId}`);
  await expect(page.getByLabel('Stock')).toHaveValue(String(fanBefore + 2));
});

test('a scan while the Supplier list has focus adds the product and leaves the supplier as it was', async ({ page }) => {
  await fromPalette(page, 'add purchase');
  await waitForEntry(page);
  const supplier = supplierList(page);
  await page.keyboard.press('F4');
  await expect(supplier).toBeFocused();
  // Nothing chosen yet: the burst's letters must not pick "Chennai Fans Distributors" by typeahead on the C.
  await scannerBurst(page, 'CRHS1200');
  await expect(itemRows(page)).toHaveCount(1);
  await expect(supplier).toHaveAttribute('data-placeholder', '');
  await expect(supplier).toContainText('Select Supplier');
  await expect(page.getByLabel('Serial No')).toBeFocused();

  // A supplier chosen from the list (↓ opens it at "Select Supplier", ↓ to the first supplier, Enter); a scan with
  // the list focused again keeps it, though its S would pick "Salem Fans Wholesale" by typeahead.
  await page.keyboard.press('F4');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Select Supplier' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(supplier).toContainText('Chennai Fans Distributors');
  await expect(supplier).toBeFocused();
  await scannerBurst(page, 'SYMD50T');
  await expect(itemRows(page)).toHaveCount(2);
  await expect(supplier).toContainText('Chennai Fans Distributors');
});

test('the purchase list, its details, an edited rate, a deleted line and stock falling back', async ({ page, kulir }) => {
  const stockOf = (serial: string) =>
    kulir.withDatabase(async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', serial).executeTakeFirstOrThrow()).stock);
  const purchaseId = await kulir.withDatabase(
    async (db) => (await db.selectFrom('purchases').select('purchase_id').orderBy('purchase_id', 'desc').executeTakeFirstOrThrow()).purchase_id,
  );
  const coolerBefore = await stockOf('SYMD50T');

  await page.goto('/purchaselist');
  const table = grid(page, 'Purchase Management');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = await rowTexts(table);
  expect(rows[0].slice(0, 5)).toEqual([String(purchaseId), expect.stringMatching(/^\d\d-\d\d-\d{4}$/), 'Salem Fans Wholesale', '9000011111', '4,908.80']);
  await expect(table.locator('tfoot')).toContainText('4,908.80');
  await expect(page.getByText(/Page 1 of 1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Purchase', exact: true })).toBeVisible();

  // Enter opens the highlighted purchase's details.
  await table.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchasedetails/${purchaseId}$`));
  // The details load after the address changes: read the totals once they are there.
  await expect
    .poll(() => totalsShown(page))
    .toEqual([
      ['Sub-Total', '', '4,160.40'],
      ['CGST', '+', '374.40'],
      ['SGST', '+', '374.40'],
      ['Grand Total', '', '4,908.80'],
    ]);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/purchaselist$/);

  // E edits it: the saved lines come back, qty read-only, rate editable.
  await expect(bodyRows(grid(page, 'Purchase Management'))).toHaveCount(1);
  await grid(page, 'Purchase Management').focus();
  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`/editpurchase/${purchaseId}$`));
  await waitForEntry(page);
  await expect(itemRows(page)).toHaveCount(2);
  await expect(page.getByLabel('Qty of Crompton HS Plus 1200mm')).toHaveAttribute('readonly', '');

  // Delete the cooler's line: it is deleted on the server and its stock falls back.
  await itemRows(page).nth(1).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Data Deleted Successfully');
  await expect(itemRows(page)).toHaveCount(1);
  expect(await stockOf('SYMD50T')).toBe(coolerBefore - 1);

  await page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1000');
  await page.keyboard.press('Enter');
  await enterSupplierInvoice(page, newInvoiceNo());
  await page.keyboard.press('F9');
  await readAlert(page, 'Purchase saved successfully!');
  await expect(page).toHaveURL(/\/purchaselist$/);

  await page.goto(`/purchasedetails/${purchaseId}`);
  // 2 × 1,000.00 = 2,000.00; 18% = 360.00; Grand Total 2,360.00.
  await expect
    .poll(() => totalsShown(page))
    .toEqual([
      ['Sub-Total', '', '2,000.00'],
      ['CGST', '+', '180.00'],
      ['SGST', '+', '180.00'],
      ['Grand Total', '', '2,360.00'],
    ]);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('CRHS1200');

  // Delete from the list (confirm "Yes, Delete"): the purchase goes and its stock with it.
  const fanBefore = await stockOf('CRHS1200');
  await page.goto('/purchaselist');
  const list = grid(page, 'Purchase Management');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await list.focus();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await readAlert(page, 'Data Deleted Successfully');
  await expect(page.getByText('No Record found')).toBeVisible();
  expect(await stockOf('CRHS1200')).toBe(fanBefore - 2);
});

test('"Select Supplier" chosen again keeps the draft across a refresh, the supplier cleared', async ({ page }) => {
  await fromPalette(page, 'add purchase');
  await waitForEntry(page);
  const supplier = supplierList(page);
  await pickSupplier(page, 'chen');
  await expect(supplier).toContainText('Chennai Fans Distributors');
  await page.keyboard.press('F2');
  await scannerBurst(page, 'CRHS1200');
  await expect(itemRows(page)).toHaveCount(1);
  // "Select Supplier" again: ↓ opens the list at the chosen supplier, ↑ to "Select Supplier", Enter.
  await page.keyboard.press('F4');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Chennai Fans Distributors' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(supplier).toHaveAttribute('data-placeholder', '');

  await page.reload();
  await waitForEntry(page);
  await expect(itemRows(page)).toHaveCount(1);
  await expect(page.getByLabel('Qty of Crompton HS Plus 1200mm')).toHaveValue('1');
  await expect(supplier).toHaveAttribute('data-placeholder', '');
  // Ctrl+Z after the refresh undoes the clearing: the journal came back whole.
  await page.getByLabel('Serial No').focus();
  await page.keyboard.press('Control+z');
  await expect(supplier).toContainText('Chennai Fans Distributors');
});

test('a refresh in the middle of a purchase save sends it again with the same request_id, and it is booked once', async ({ page, kulir }) => {
  const purchases = () => kulir.withDatabase(async (db) => (await db.selectFrom('purchases').select('purchase_id').execute()).length);
  const stockOf = () =>
    kulir.withDatabase(async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', 'SYMD50T').executeTakeFirstOrThrow()).stock);
  const purchasesBefore = await purchases();
  const stockBefore = await stockOf();

  await fromPalette(page, 'add purchase');
  await waitForEntry(page);
  await pickSupplier(page, 'chen');
  await expect(supplierList(page)).toContainText('Chennai Fans Distributors');
  await page.keyboard.press('F2');
  await scannerBurst(page, 'SYMD50T');
  await expect(itemRows(page)).toHaveCount(1);

  const sent: string[] = [];
  let booked: Promise<unknown> | null = null;
  await page.route('**/api/pos_api/pos_order_purchase.php', async (route) => {
    sent.push((route.request().postDataJSON() as { request_id: string }).request_id);
    // The first save reaches the server and is booked, but its answer never comes back to the page.
    if (sent.length === 1) booked = route.fetch();
    else await route.continue();
  });
  await enterSupplierInvoice(page, newInvoiceNo());
  await page.keyboard.press('F9');
  await expect(page.getByRole('button', { name: /Saving…/ })).toBeVisible();
  await expect.poll(() => sent.length).toBe(1);
  await booked;
  expect(await purchases()).toBe(purchasesBefore + 1);

  await page.reload();
  await readAlert(page, 'Purchase saved successfully!');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(await purchases()).toBe(purchasesBefore + 1);
  expect(await stockOf()).toBe(stockBefore + 1);
  await expect(itemRows(page)).toHaveCount(0);
  // Nothing is pending any more: another refresh sends nothing.
  await page.reload();
  await waitForEntry(page);
  expect(sent).toHaveLength(2);
});

test('a refresh in the middle of an edit-purchase save sends the same edit with the same request_id, and it is booked once', async ({ page, kulir }) => {
  const stockOf = () =>
    kulir.withDatabase(async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', 'SYMD50T').executeTakeFirstOrThrow()).stock);
  const latest = () =>
    kulir.withDatabase(async (db) => db.selectFrom('purchases').select(['purchase_id', 'version']).orderBy('purchase_id', 'desc').executeTakeFirstOrThrow());

  // A purchase to edit, entered from the keyboard.
  await fromPalette(page, 'add purchase');
  await waitForEntry(page);
  await pickSupplier(page, 'chen');
  await expect(supplierList(page)).toContainText('Chennai Fans Distributors');
  await page.keyboard.press('F2');
  await scannerBurst(page, 'CRHS1200');
  await expect(itemRows(page)).toHaveCount(1);
  await enterSupplierInvoice(page, newInvoiceNo());
  await page.keyboard.press('F9');
  await readAlert(page, 'Purchase saved successfully!');
  const { purchase_id: purchaseId } = await latest();
  const stockBefore = await stockOf();

  await page.goto(`/editpurchase/${purchaseId}`);
  await waitForEntry(page);
  await expect(itemRows(page)).toHaveCount(1);
  // The edit: a new line (stock +1 when booked) and a new rate for the saved one.
  await page.keyboard.press('F2');
  await scannerBurst(page, 'SYMD50T');
  await expect(itemRows(page)).toHaveCount(2);
  await page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1050');
  await page.keyboard.press('Enter');

  // The draft survives a refresh before any save: the server's purchase with the edit on top.
  await page.reload();
  await waitForEntry(page);
  await expect(itemRows(page)).toHaveCount(2);
  await expect(page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm')).toHaveValue('1050.00');

  const sent: string[] = [];
  let booked: Promise<unknown> | null = null;
  await page.route('**/api/pos_api/pos_purchase_edit.php', async (route) => {
    sent.push((route.request().postDataJSON() as { request_id: string }).request_id);
    // The first save reaches the server and is booked, but its answer never comes back to the page.
    if (sent.length === 1) booked = route.fetch();
    else await route.continue();
  });
  await page.getByLabel('Serial No').focus();
  await page.keyboard.press('F9');
  await expect(page.getByRole('button', { name: /Saving…/ })).toBeVisible();
  await expect.poll(() => sent.length).toBe(1);
  await booked;
  expect((await latest()).version).toBe(2);

  // Back from the refresh, the same edit goes with the same request_id: the server answers it from the first booking.
  await page.reload();
  await readAlert(page, 'Purchase saved successfully!');
  await expect(page).toHaveURL(/\/purchaselist$/);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(await latest()).toEqual({ purchase_id: purchaseId, version: 2 });
  expect(await stockOf()).toBe(stockBefore + 1);

  // The saved edit's draft is gone: the editor opens the purchase as the server has it, and sends nothing.
  await page.goto(`/editpurchase/${purchaseId}`);
  await waitForEntry(page);
  await expect(itemRows(page)).toHaveCount(2);
  await expect(page.getByLabel('Purchase Rate of Crompton HS Plus 1200mm')).toHaveValue('1050.00');
  expect(sent).toHaveLength(2);
  expect(await page.evaluate((id) => Object.keys(localStorage).filter((k) => k.startsWith(`kulir.cart.edit.purchase.${id}`)), purchaseId)).toEqual([]);
});

test("a purchase with the supplier's invoice number and date: in the list, and on the ITC register from the palette", async ({ page }) => {
  const invoiceNo = newInvoiceNo();
  await fromPalette(page, 'add purchase');
  await waitForEntry(page);
  await pickSupplier(page, 'chen');
  await expect(supplierList(page)).toContainText('Chennai Fans Distributors');
  await page.keyboard.press('F2');
  await scannerBurst(page, 'CRHS1200');
  await expect(itemRows(page)).toHaveCount(1);
  // A supplier invoice dated after the purchase is refused in its own words; the date put right, it saves.
  const tomorrow = new Date(Date.now() + 86_400_000);
  await enterSupplierInvoice(page, invoiceNo, toDmy(todayInKolkata(tomorrow)));
  await expect(status(page)).toContainText('The date cannot be after');
  await enterSupplierInvoice(page, invoiceNo);
  await page.keyboard.press('F9');
  await readAlert(page, 'Purchase saved successfully!');

  await fromPalette(page, 'purchase list');
  const list = grid(page, 'Purchase Management');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await rowTexts(list)).find((r) => r.includes(invoiceNo))).toBeTruthy();
  const listed = (await rowTexts(list)).find((r) => r.includes(invoiceNo)) ?? [];
  expect(listed).toContain(today());

  await fromPalette(page, 'itc this month');
  await expect(page).toHaveURL(/\/itc\?month=\d{2}-\d{4}$/);
  const register = grid(page, 'ITC Register');
  await expect(register).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await rowTexts(register)).find((r) => r.includes(invoiceNo))).toBeTruthy();
  const row = (await rowTexts(register)).find((r) => r.includes(invoiceNo)) ?? [];
  expect(row).toContain('Chennai Fans Distributors');
  expect(row).toContain(today());

  // X exports the register: a byte-order mark first, a totals row last.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('x')]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFFS.No,Purchase ID,Date,Supplier Name,GSTIN,Supplier Invoice No,Supplier Invoice Date')).toBe(true);
  const lines = text.trim().split('\r\n');
  expect(lines.some((line) => line.includes(invoiceNo))).toBe(true);
  expect(lines.at(-1)?.startsWith('Total,')).toBe(true);
});
