// Issue 31 item 4 from the keyboard: a product's GST % set to 5 in its form, billed at /pos with an 18% product (the
// shop's CGST 9% + SGST 9%); the counter shows each line's rate and the tax per rate, and the saved bill keeps them.
import { salesTotals } from '../../core/billing';
import {
  billStatus,
  ensureSalesShop,
  expect,
  fromPalette,
  lineGstRate,
  openBillingScreen,
  OWNER,
  pickCustomer,
  scan,
  shownAmount,
  signIn,
  test,
} from './fixtures';
import { readAlert } from './records-fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
  });
});

test('a 5% product and an 18% product on one bill: each line shows its rate, the totals the tax per rate', async ({ page, kulir }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await fromPalette(page, 'new product');
  await expect(page).toHaveURL(/\/addproducts$/);
  await expect(page.getByLabel('Product Name')).toBeFocused();
  await page.keyboard.type('Solar Water Heater 100 LPD');
  await page.keyboard.press('Enter'); // Supplier
  await page.keyboard.type('Chennai');
  await page.keyboard.press('Enter'); // Batch No
  await page.keyboard.press('Enter'); // Serial No
  await page.keyboard.type('swh100');
  for (const key of ['Enter', 'Enter', 'Enter', 'Enter', 'Enter', 'Enter']) await page.keyboard.press(key); // Barcodes, Brand, Unit, Model, Type, HSN Code
  await expect(page.getByLabel('HSN Code')).toBeFocused();
  await page.keyboard.type('841919');
  await page.keyboard.press('Enter');
  // GST %: a rate off the list is named on save, then 5.
  await expect(page.getByLabel('GST %')).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Control+s');
  await expect(page.getByText("GST % must be one of 0, 5, 12, 18, 28, 40 (%), or blank for the shop's CGST + SGST")).toBeVisible();
  await expect(page.getByLabel('GST %')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter'); // Sell Rate
  await expect(page.getByLabel('Sell Rate')).toBeFocused();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter'); // Stock
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter'); // Track Unit Serials
  await page.keyboard.press('Enter'); // saves
  await readAlert(page, 'Product added successfully!');
  const stored = await kulir.withDatabase((db) => db.selectFrom('products').select('gst_bp').where('serial_no', '=', 'SWH100').executeTakeFirstOrThrow());
  expect(stored.gst_bp).toBe(500);

  await page.goto('/home');
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'SWH100');
  await scan(page, 'CRHS1200');
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('columnheader', { name: 'GST %' })).toBeVisible();
  await expect(lineGstRate(page, /Solar Water Heater/)).toHaveText('5');
  await expect(lineGstRate(page, /Crompton HS Plus/)).toHaveText('18');

  // By hand: ₹20,000.00 at 5% = ₹1,000.00 (CGST 2.5% ₹500.00 + SGST 2.5% ₹500.00); ₹1,500.00 at 18% = ₹270.00
  // (CGST 9% ₹135.00 + SGST 9% ₹135.00); the same as core salesTotals.
  const sums = salesTotals(
    [
      { rate: 2_000_000, qty: 1, gstBp: 500 },
      { rate: 150_000, qty: 1, gstBp: 1800 },
    ],
    { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
  );
  expect(sums.byRate.map((r) => [r.gstBp, r.cgst, r.sgst])).toEqual([
    [500, 500_00, 500_00],
    [1800, 135_00, 135_00],
  ]);
  expect(await shownAmount(page, 'CGST 2.5%')).toBe(500_00);
  expect(await shownAmount(page, 'SGST 2.5%')).toBe(500_00);
  expect(await shownAmount(page, 'CGST 9%')).toBe(135_00);
  expect(await shownAmount(page, 'SGST 9%')).toBe(135_00);
  expect(await shownAmount(page, 'GST %')).toBe(1_270_00);
  expect(await shownAmount(page, 'Grand Total')).toBe(sums.grandTotal);

  await page.keyboard.press('F9');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const saved = await kulir.withDatabase(async (db) => {
    const order = await db.selectFrom('orders').select(['order_id', 'gst_amt', 'cgst_amt', 'total']).orderBy('order_id', 'desc').executeTakeFirstOrThrow();
    const lines = await db.selectFrom('order_lines').select(['serial_no', 'gst_bp']).where('order_id', '=', order.order_id).orderBy('line_no').execute();
    return { gst: order.gst_amt, cgst: order.cgst_amt, total: order.total, lines };
  });
  expect(saved).toEqual({
    gst: 1_270_00,
    cgst: 635_00,
    total: sums.grandTotal,
    lines: [
      { serial_no: 'SWH100', gst_bp: 500 },
      { serial_no: 'CRHS1200', gst_bp: 1800 },
    ],
  });
});
