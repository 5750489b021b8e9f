// Issue 21 from the keyboard: a GST bill over ₹50,000 says it needs an e-way bill; W opens the E-way Bill form, Enter
// moves through it and downloads the portal's JSON (its figures the stored bill's); a bill in a closed period cannot
// be re-dated and the screen says why.
import { readFile } from 'node:fs/promises';
import { toDmy } from '../../core/dates';
import { SHOP_SETTINGS } from '../support/print-fixtures';
import { bigGstBill, type SeededOrder } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { addOrder, bodyRows, daysAgo, grid, expect, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';

let shop: RecordsShop;
let big: SeededOrder;
let closed: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    await db
      .updateTable('settings')
      .set({ ...SHOP_SETTINGS, books_locked_until: daysAgo(5) })
      .where('id', '=', 1)
      .execute();
    big = await addOrder(db, { ...bigGstBill(shop, shop.murugan), date: daysAgo(2) });
    closed = await addOrder(db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: daysAgo(8),
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
  });
});

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test('E-way bill: the notice, W, Enter through the fields, the JSON downloaded with the stored figures', async ({ page }) => {
  await page.goto(`/orderdetails/${big.orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Needs an e-way bill: the bill is over ₹50,000.00.')).toBeVisible();
  await page.keyboard.press('w');
  const form = page.getByRole('form', { name: 'E-way Bill' });
  const mode = form.getByLabel('Transport Mode');
  await expect(mode).toBeFocused();
  await expect(mode).toHaveText(/^Road▾$/);
  // Typing picks (R: the next mode starting with R, Rail; R again: back to Road); Enter moves on.
  await page.keyboard.press('r');
  await expect(mode).toHaveText(/^Rail▾$/);
  await page.keyboard.press('r');
  await expect(mode).toHaveText(/^Road▾$/);
  // ↓ lists the modes; Esc closes the list only, the form stays open on the field.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Road', 'Rail', 'Air', 'Ship']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(mode).toBeFocused();
  // Enter in the open list picks the mode and closes the list: nothing is downloaded, the field keeps the focus.
  // ↓ opens the list at the mode chosen (the list is drawn, then focused); ↓ Enter at once picks the next one.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Road' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(mode).toHaveText(/^Rail▾$/);
  await expect(mode).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('r');
  await expect(mode).toHaveText(/^Road▾$/);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Vehicle Number')).toBeFocused();
  await page.keyboard.type('TN 58 AB 1234');
  await page.keyboard.press('Enter');
  // By road the lorry receipt is optional: given here, with its date.
  await expect(form.getByLabel('Transport Doc No.')).toBeFocused();
  await page.keyboard.type('LR/4471');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Transport Doc Date')).toBeFocused();
  await page.keyboard.type(toDmy(daysAgo(1)));
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Distance (km)')).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('KPN Travels');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ewaybill-${big.billNo}.json`);
  const json = JSON.parse(await readFile(await file.path(), 'utf8')) as { version: string; billLists: Array<Record<string, unknown>> };
  expect(json.version).toBe('1.0.0421');
  expect(json.billLists[0]).toMatchObject({
    docType: 'INV',
    docNo: String(big.billNo),
    docDate: toDmy(daysAgo(2), '/'),
    vehicleNo: 'TN58AB1234',
    vehicleType: 'R',
    transDistance: 12,
    transporterName: 'KPN Travels',
    transMode: 1,
    transDocNo: 'LR/4471',
    transDocDate: toDmy(daysAgo(1), '/'),
    fromPincode: 625001,
    toPincode: 625001,
    totInvValue: big.total / 100,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'E-way bill JSON downloaded' })).toBeVisible();
});

test('E-way bill: a refusal from the server is shown on screen', async ({ page }) => {
  await page.goto(`/orderdetails/${big.orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await page.keyboard.press('w');
  await expect(page.getByRole('form', { name: 'E-way Bill' }).getByLabel('Transport Mode')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('12');
  await page.keyboard.press('Control+s');
  // The server's rule, named by the form's label (issue 32), never by the wire field (vehicle_no, distance_km).
  await expect(page.getByRole('alert')).toHaveText('Vehicle Number: must be a vehicle number such as TN58AB1234');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('TN58AB1234');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'E-way Bill' }).getByLabel('Distance (km)')).toBeFocused();
  await page.keyboard.type('5000');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('alert')).toHaveText('Distance (km): must be a whole number of km from 0 to 4000');
});

test('Closed period: re-dating a bill dated on or before "books closed up to" is refused on screen', async ({ page }) => {
  await page.goto(`/orderdetails/${closed.orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await page.keyboard.press('d');
  const field = page.getByRole('textbox', { name: 'Bill Date', exact: true });
  await expect(field).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(toDmy(daysAgo(1)));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: `Books are closed up to ${toDmy(daysAgo(5))}. This date is in a closed period; make a credit note instead.` }),
  ).toBeVisible();
});

test("E-invoices JSON on the sales GST report: I downloads the range's B2B bills as one array (schema 1.1)", async ({ page }) => {
  await fromPalette(page, 'sales gst this fy');
  await expect(page).toHaveURL(/\/gstreport\?from=/);
  const table = grid(page, 'GST Report');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(table)).toHaveCount(2);
  await page.keyboard.press('Escape');
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('i')]);
  const docs = JSON.parse(await readFile(await file.path(), 'utf8')) as Array<{ Version: string; DocDtls: { No: string }; ValDtls: { TotInvVal: number } }>;
  expect(docs.map((d) => d.DocDtls.No).sort()).toEqual([String(big.billNo), String(closed.billNo)].sort());
  expect(docs.every((d) => d.Version === '1.1')).toBe(true);
  expect(docs.find((d) => d.DocDtls.No === String(big.billNo))?.ValDtls.TotInvVal).toBe(big.total / 100);
});
