// Order, estimate and retail lists and details from the keyboard: date filter and Total row, the totals block for a
// Tamil Nadu and a Karnataka bill, cancel from /orderlist and find it in /cancelorder, Edit Bill Date.
import { financialYear, fyRange, toDmy } from '../../core/dates';
import { bigGstBill, type SeededOrder } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import {
  addCustomer,
  addOrder,
  bodyRows,
  daysAgo,
  expect,
  grid,
  openList,
  paise,
  readAlert,
  rowTexts,
  seedRecordsShop,
  signInAsOwner,
  test,
  today,
  totalsShown,
  type RecordsShop,
} from './records-fixtures';

let shop: RecordsShop;
let tamilNadu: SeededOrder;
let karnataka: SeededOrder;
let inRange: SeededOrder[];
let toCancel: SeededOrder;
let toRedate: SeededOrder;
let retail: SeededOrder;
let estimate: SeededOrder;
let stale: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    const fan = (qty: number) => [{ productId: shop.fan, rate: 150_000, qty }];
    // Three bills of Lakshmi's a month back; the From/To filter picks the last two.
    await addOrder(db, { kind: 'gst', customerId: shop.lakshmi, createdBy: shop.ownerId, date: daysAgo(40), lines: fan(1) });
    inRange = [
      await addOrder(db, { kind: 'gst', customerId: shop.lakshmi, createdBy: shop.ownerId, date: daysAgo(35), lines: fan(2), paid: 354_000 }),
      await addOrder(db, { kind: 'gst', customerId: shop.lakshmi, createdBy: shop.ownerId, date: daysAgo(30), lines: fan(3) }),
    ];
    tamilNadu = await addOrder(db, { ...bigGstBill(shop, shop.murugan), date: daysAgo(2) });
    karnataka = await addOrder(db, { ...bigGstBill(shop, shop.chamundi), date: daysAgo(2) });
    toCancel = await addOrder(db, { kind: 'gst', customerId: shop.chamundi, createdBy: shop.ownerId, date: daysAgo(1), lines: fan(1) });
    toRedate = await addOrder(db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: today(), lines: fan(1) });
    retail = await addOrder(db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: daysAgo(1),
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 3 }],
    });
    const velan = await addCustomer(db, { name: 'Velan Stores', mobile: '9443099999', state: 'Tamil Nadu' });
    stale = await addOrder(db, { kind: 'gst', customerId: velan, createdBy: shop.ownerId, date: daysAgo(3), lines: fan(1) });
    estimate = await addOrder(db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: daysAgo(1),
      lines: [{ name: 'Installation Charges', rate: 50_000, qty: 2 }],
    });
  });
});

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test('filter /orderlist by From and To dates; the Total row is the sum of the amounts shown', async ({ page }) => {
  const table = await openList(page, '/orderlist', 'Order Management');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Order ID', 'Date', 'Customer Name', 'Mobile Number', 'Amount', 'Payment Status', 'View', 'Action']);
  await expect(bodyRows(table)).toHaveCount(8);

  // Esc leaves Search for the table; F goes to From Date.
  await page.keyboard.press('Escape');
  await page.keyboard.press('f');
  await expect(page.getByLabel('From Date')).toBeFocused();
  await page.keyboard.type(toDmy(daysAgo(36)));
  // Only one date: Submit does nothing.
  await page.keyboard.press('Enter');
  await expect(bodyRows(table)).toHaveCount(8);
  await page.keyboard.press('Tab');
  await page.keyboard.type('31-02-2026');
  await page.keyboard.press('Enter');
  await expect(bodyRows(table)).toHaveCount(8);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(toDmy(daysAgo(30)));
  await page.keyboard.press('Enter');

  await expect(bodyRows(table)).toHaveCount(2);
  const rows = await rowTexts(table);
  expect(rows.map((r) => r[0])).toEqual([String(inRange[1].orderId), String(inRange[0].orderId)]);
  expect(rows.map((r) => r[1])).toEqual([toDmy(daysAgo(30)), toDmy(daysAgo(35))]);
  // The 2-fan bill is paid in full, the 3-fan bill is not.
  expect(rows.map((r) => r[5])).toEqual(['Pending', 'Paid']);
  const footer = table.locator('tfoot tr');
  await expect(footer.locator('th')).toHaveText('Total');
  const sum = rows.reduce((total, r) => total + paise(r[4] ?? ''), 0);
  expect(paise((await footer.locator('td.num').textContent()) ?? '')).toBe(sum);
  expect(sum).toBe(inRange[0].total + inRange[1].total);
});

test('search /orderlist by name (any case), mobile or the printed bill number (issue 32), as the keys are typed', async ({ page }) => {
  // With no date range the list holds every bill in the page (order_index.php): once it is in, no search asks order.php.
  const table = await openList(page, '/orderlist', 'Order Management');
  await expect(bodyRows(table)).toHaveCount(8);
  await expect(page.locator('section[data-search-in="page"]')).toBeVisible();
  const serverSearches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/order.php') && /"search":"[^"]/.test(r.postData() ?? '')) serverSearches.push(r.postData() ?? '');
  });
  const search = page.getByRole('searchbox', { name: 'Search Order' }).or(page.getByLabel('Search Order')).first();
  await search.focus();
  const ids = async () => (await rowTexts(table)).map((r) => r[0]);
  await page.keyboard.type('LAKSHMI');
  await expect(bodyRows(table)).toHaveCount(3);
  expect((await rowTexts(table)).every((r) => r[2] === 'Lakshmi Home Appliances')).toBe(true);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3099999');
  await expect(bodyRows(table)).toHaveCount(1);
  // The first column (the spec's "Order ID") shows the number printed on the bill.
  expect(await ids()).toEqual([String(stale.billNo)]);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(String(karnataka.billNo));
  // The bill with that number first (then any whose customer's mobile holds those digits).
  await expect.poll(async () => (await ids())[0]).toBe(String(karnataka.billNo));
  await page.keyboard.press('Control+a');
  await page.keyboard.type('nobody at all');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(bodyRows(table)).toHaveCount(8);
  expect(serverSearches).toEqual([]);
});

test('a Tamil Nadu bill shows CGST 9% and SGST 9%, a Karnataka bill one IGST 18% line; Ctrl+P opens the invoice', async ({ page, context }) => {
  const table = await openList(page, '/orderlist', 'Order Management');
  await page.keyboard.type('murugan');
  await expect(bodyRows(table).first()).toContainText('Murugan Electricals');
  // ↓ to the bill (newest first: the re-date bill, then the big one), Enter opens its View.
  await expect(bodyRows(table)).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${tamilNadu.orderId}$`));
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page).toHaveTitle('Order Details · kulir');
  await expect(page.getByLabel('Customer')).toContainText('Tamil Nadu');
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('columnheader')).toHaveText(['S.No', 'Product Name', 'Sell Rate', 'Qty', 'Total']);
  expect(await totalsShown(page)).toEqual([
    ['Sub-Total', '', '1,10,450.50'],
    ['Discount 5%', '-', '5,522.55'],
    ['Commission 2%', '-', '2,098.56'],
    ['CGST 9%', '+', '9,443.52'],
    ['SGST 9%', '+', '9,443.52'],
    ['Packing 1%', '+', '1,049.28'],
    // The rows add up to the Grand Total: the rupee rounding is shown, as on the invoice.
    ['Round Off', '+', '0.29'],
    ['Grand Total', '', '1,22,766.00'],
  ]);
  const print = page.getByRole('link', { name: 'Print' });
  await expect(print).toHaveAttribute('href', `/invoice/${tamilNadu.orderId}`);
  await expect(print).toHaveAttribute('target', '_blank');
  const [invoice] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(invoice).toHaveURL(new RegExp(`/invoice/${tamilNadu.orderId}$`));
  await invoice.close();

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/orderlist$/);
  await page.goto(`/orderdetails/${karnataka.orderId}`);
  await expect(page.getByLabel('Customer')).toContainText('Karnataka');
  const rows = await totalsShown(page);
  expect(rows.filter(([label]) => /GST/.test(label ?? ''))).toEqual([['IGST 18%', '+', '18,887.04']]);
  expect(rows.at(-1)).toEqual(['Grand Total', '', '1,22,766.00']);
});

test('delete (cancel) a bill from /orderlist with the keyboard; it leaves the list and shows in /cancelorder', async ({ page }) => {
  const table = await openList(page, '/orderlist', 'Order Management');
  await page.keyboard.type('chamundi');
  // Newest first: the bill to cancel is on top, highlighted.
  await expect(bodyRows(table)).toHaveCount(2);
  expect((await rowTexts(table))[0]?.[0]).toBe(String(toCancel.orderId));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
  await expect(confirm.getByRole('button')).toHaveText(['No', 'Yes, Delete']);
  // No keeps the bill.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(bodyRows(table)).toHaveCount(2);
  await page.keyboard.press('Delete');
  await page.keyboard.press('ArrowRight');
  await expect(confirm.getByRole('button', { name: 'Yes, Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await readAlert(page, 'Data Deleted Successfully');
  await expect(bodyRows(table)).toHaveCount(1);
  expect((await rowTexts(table))[0]?.[0]).toBe(String(karnataka.orderId));

  const cancelled = await openList(page, '/cancelorder', 'Cancelled Orders');
  await page.keyboard.type(String(toCancel.orderId));
  await expect(bodyRows(cancelled)).toHaveCount(1);
  const [row] = await rowTexts(cancelled);
  expect(row?.[0]).toBe(String(toCancel.orderId));
  expect(row?.[2]).toBe(toDmy(daysAgo(1), '/'));
  expect(row?.[3]).toBe('Chamundi Home Appliances');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cancelorderdetails/${toCancel.orderId}$`));
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/invoice/${toCancel.orderId}`);
  expect((await totalsShown(page)).at(-1)).toEqual(['Grand Total', '', '1,770.00']);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/cancelorder$/);
  await expect(grid(page, 'Cancelled Orders')).toBeVisible();
});

test('a bill someone else cancelled meanwhile: delete answers "Failed To Delete Subcategory"', async ({ page, kulir }) => {
  const table = await openList(page, '/orderlist', 'Order Management');
  await page.keyboard.type('velan');
  await expect(bodyRows(table)).toHaveCount(1);
  await kulir.withDatabase((db) =>
    db
      .updateTable('orders')
      .set({ cancelled: 1, cancelled_at: new Date().toISOString(), cancelled_by: shop.ownerId })
      .where('order_id', '=', stale.orderId)
      .execute(),
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('Delete');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await readAlert(page, 'Failed To Delete Subcategory');
  // Nothing was reloaded: the row stays until the list is read again.
  await expect(bodyRows(table)).toHaveCount(1);
});

test("Edit Bill Date: a required free-text date; the server's refusal is shown; a good date is saved", async ({ page }) => {
  await page.goto(`/orderdetails/${toRedate.orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await page.keyboard.press('d');
  await expect(page).toHaveURL(new RegExp(`/editbilldate/${toRedate.orderId}$`));
  await expect(page.getByRole('heading', { name: 'Edit Bill Date' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Bill Date', exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(toDmy(today()));

  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bill Date is required')).toBeVisible();

  const tomorrow = toDmy(daysAgo(-1));
  await page.keyboard.type(tomorrow);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'a bill cannot be dated after today' })).toBeVisible();

  // The first day of the bill's own financial year is always allowed.
  const fyStart = fyRange(financialYear(today()))?.from ?? today();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(toDmy(fyStart));
  await page.keyboard.press('Enter');
  await readAlert(page, 'Bill date updated successfully');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${toRedate.orderId}$`));
  await expect(page.locator('.rec-detail-head')).toContainText(toDmy(fyStart));
});

test('estimate and retail lists: their titles, links, Back paths and the retail item column', async ({ page }) => {
  const estimates = await openList(page, '/estimatelist', 'Estimate Management');
  await expect(bodyRows(estimates)).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/estimatedetails/${estimate.orderId}$`));
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/estimate_invoice/${estimate.orderId}`);
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody td').nth(1)).toHaveText('Installation Charges');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/estimatelist$/);

  // The palette offers the retail list.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Retail Order List');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/retailorderlist$/);
  const retailList = grid(page, 'Retail Order Management');
  await expect(bodyRows(retailList)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Add Estimate' })).toHaveAttribute('href', '/posretailadd');
  const edit = bodyRows(retailList).first().getByRole('link', { name: 'Edit' });
  await expect(edit).toHaveAttribute('href', `/editretailorderdetails/${retail.orderId}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/retailorderdetails/${retail.orderId}$`));
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('columnheader')).toHaveText(['S.No', 'Product Name', 'Rate', 'Qty', 'Total']);
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody td').nth(1)).toHaveText('Bajaj 2-pin plug (10 per box)');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/retailinvoice/${retail.orderId}`);
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/retailpos');
});

test('the palette opens a bill by its printed number: "bill N" a GST bill\'s details, "bill R-N" a retail bill\'s; an unknown number says so', async ({
  page,
}) => {
  await fromPalette(page, `bill ${karnataka.billNo}`);
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${karnataka.orderId}$`));
  await fromPalette(page, `bill R-${retail.billNo}`);
  await expect(page).toHaveURL(new RegExp(`/retailorderdetails/${retail.orderId}$`));
  await fromPalette(page, 'bill 99999');
  await expect(page.locator('.status-line').getByRole('status')).toHaveText('No bill no. 99999.');
});
