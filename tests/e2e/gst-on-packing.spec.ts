// GST on packing (issue 31 item 5), keyboard only: the owner turns the rule On in Settings; at /pos the packing line
// stands before the tax lines and GST is on net + packing, on the screen, the printed invoice (its HSN summary's taxable
// value holds the packing) and the 80 mm receipt of a retail bill. Turned Off: packing after the tax, GST on the net
// alone. A bill keeps its rule: the first bill's invoice reads the same after the flip.
import type { BrowserContext, Page } from '@playwright/test';
import { billStatus as status, ensureSalesShop, expect, fromPalette, pickCustomer, scan, shownAmount, test, waitForBillingScreen } from './fixtures';
import { watchPrinting } from './print-watch';
import { readAlert, signInAsOwner } from './records-fixtures';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ kulir }) => {
  // Fan CRHS1200 ₹1,500.00 and retail plug BJP2 ₹45.00 come with the shop; 18% GST (CGST 9% + SGST 9%).
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

test.beforeEach(async ({ context }) => {
  await watchPrinting(context);
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[%]/g, '\\$&')}( \\*)?$`));

/** Settings by the keyboard: Packing Charge % typed, Enter to GST on Packing, its choice typed, Ctrl+S. */
async function setPackingRule(page: Page, rule: 'On' | 'Off', packingPercent: string): Promise<void> {
  await fromPalette(page, 'settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(field(page, 'Shop Name')).toBeFocused();
  await field(page, 'Packing Charge %').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(packingPercent);
  await page.keyboard.press('Enter');
  const choice = field(page, 'GST on Packing');
  await expect(choice).toBeFocused();
  await page.keyboard.type(rule.toLowerCase(), { delay: 60 });
  await expect(choice).toContainText(`${rule}: `);
  // The chosen rule fits its one-line field (a long label once spilled over the hint below).
  expect(await choice.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Settings updated successfully!');
  await expect(choice).toContainText(`${rule}: `);
}

/** The counter's totals panel: each row's label and amount, top to bottom. */
async function panelRows(page: Page): Promise<string[]> {
  return page
    .getByRole('complementary', { name: 'Totals' })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('th, td')];
        const amount = cells.at(-1)?.textContent ?? '';
        return `${(cells[0]?.textContent ?? '').trim()} ${amount.trim()}`;
      }),
    );
}

/** A printed document's totals rows (label, sign, amount). */
async function printedTotals(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: 'Totals' })
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** A GST bill of one fan to Murugan Electricals at /pos, F9; then Ctrl+P opens its invoice. */
async function billOneFan(page: Page, context: BrowserContext): Promise<{ orderId: number; invoice: Page }> {
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(1);
  return saveAndPrint(page, context);
}

async function saveAndPrint(page: Page, context: BrowserContext): Promise<{ orderId: number; invoice: Page }> {
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const [invoice] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+p')]);
  await expect(invoice).toHaveURL(/\/invoice\/\d+$/);
  const orderId = Number(/\/invoice\/(\d+)$/.exec(invoice.url())?.[1]);
  return { orderId, invoice };
}

let taxedOrderId = 0;
let taxedInvoiceRows: string[][] = [];

test('On: packing before the tax lines and GST on net + packing, at the counter and on the invoice', async ({ page, context, kulir }, testInfo) => {
  await signInAsOwner(page);
  await setPackingRule(page, 'On', '2');
  await page.screenshot({ path: testInfo.outputPath('settings.png'), fullPage: true });
  const saved = await kulir.withDatabase((db) => db.selectFrom('settings').select(['gst_on_packing', 'packing_bp']).executeTakeFirstOrThrow());
  expect(saved).toEqual({ gst_on_packing: 1, packing_bp: 200 });

  await page.goto('/pos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  // ₹1,500.00; packing 2% = 30.00; taxable 1,530.00; GST 18% = 275.40 (CGST 137.70 + SGST 137.70);
  // 1,805.40 rounded to 1,805.00 (Round Off 0.40).
  await expect
    .poll(() => panelRows(page))
    .toEqual([
      'Sub-Total 1,500.00',
      'Discount % 0.00',
      'Commission % 0.00',
      'Packing % 30.00',
      'GST % 275.40',
      'CGST 137.70',
      'SGST 137.70',
      'Round Off -0.40',
      'Grand Total 1,805.00',
    ]);
  expect(await shownAmount(page, 'Grand Total')).toBe(180_500);
  await page.screenshot({ path: testInfo.outputPath('pos-on.png'), fullPage: true });

  const { orderId, invoice } = await saveAndPrint(page, context);
  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['gst_on_packing', 'packing_amt', 'gst_amt', 'total']).where('order_id', '=', orderId).executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ gst_on_packing: 1, packing_amt: 3_000, gst_amt: 27_540, total: 180_500 });

  const sheet = invoice.getByRole('article', { name: 'TAX INVOICE' });
  await expect(sheet).toBeVisible();
  taxedInvoiceRows = await printedTotals(invoice);
  expect(taxedInvoiceRows).toEqual([
    ['Sub-Total', '', '1,500.00'],
    ['Packing 2%', '+', '30.00'],
    ['CGST 9%', '+', '137.70'],
    ['SGST 9%', '+', '137.70'],
    ['Round Off', '-', '0.40'],
    ['Grand Total', '', '1,805.00'],
  ]);
  const hsn = sheet.getByRole('table', { name: 'HSN-wise tax summary' });
  await expect(hsn.locator('tbody tr').first().locator('td')).toHaveText([/.*/, '1,530.00', '137.70', '137.70', '275.40']);
  await invoice.screenshot({ path: testInfo.outputPath('invoice-on.png'), fullPage: true });
  await invoice.close();
  taxedOrderId = orderId;
});

test('On: the 80 mm receipt of a retail bill shows packing before the tax', async ({ page, context, kulir }, testInfo) => {
  await signInAsOwner(page);
  await page.goto('/retailpos');
  await waitForBillingScreen(page);
  await page.keyboard.press('F4');
  await page.keyboard.type('9443012345', { delay: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(/Murugan Electricals/);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.type('BJP2');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
  }
  await page.screenshot({ path: testInfo.outputPath('retailpos-on.png'), fullPage: true });
  const packingShown = (await panelRows(page)).findIndex((row) => row.startsWith('Packing %'));
  expect(packingShown).toBeLessThan((await panelRows(page)).findIndex((row) => row.startsWith('GST %')));
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  const order = await kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['order_id', 'gst_on_packing', 'packing_amt', 'gst_amt', 'total'])
      .where('kind', '=', 'retail')
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow(),
  );
  expect(order.gst_on_packing).toBe(1);
  const receipt = await context.newPage();
  await receipt.goto(`/retailreceipt/${order.order_id}`);
  const slip = receipt.getByRole('article', { name: 'Receipt' });
  await expect(slip).toBeVisible();
  const printed = await printedTotals(receipt);
  await receipt.screenshot({ path: testInfo.outputPath('receipt-on.png'), fullPage: true });
  // ₹180.00; packing 2% = 3.60; GST 18% of 183.60 = 33.05 (CGST 16.53 + SGST 16.52); 216.65 rounded to 217.00.
  expect(printed).toEqual([
    ['Sub-Total', '', '180.00'],
    ['Packing 2%', '+', '3.60'],
    ['CGST 9%', '+', '16.53'],
    ['SGST 9%', '+', '16.52'],
    ['Round Off', '+', '0.35'],
    ['Grand Total', '', '217.00'],
  ]);
  expect(order).toMatchObject({ packing_amt: 360, gst_amt: 3_305, total: 21_700 });
  await receipt.close();
});

test('Off: packing after the tax lines and GST on the net alone; the On bill’s invoice is unchanged', async ({ page, context, kulir }) => {
  expect(taxedOrderId).toBeGreaterThan(0);
  await signInAsOwner(page);
  await setPackingRule(page, 'Off', '2');
  expect(await kulir.withDatabase((db) => db.selectFrom('settings').select('gst_on_packing').executeTakeFirstOrThrow())).toEqual({ gst_on_packing: 0 });

  const { orderId, invoice } = await billOneFan(page, context);
  // Not shown here: the panel was cleared by the save. GST 18% of 1,500.00 = 270.00; + packing 30.00 = 1,800.00.
  const stored = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['gst_on_packing', 'packing_amt', 'gst_amt', 'total']).where('order_id', '=', orderId).executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ gst_on_packing: 0, packing_amt: 3_000, gst_amt: 27_000, total: 180_000 });
  const sheet = invoice.getByRole('article', { name: 'TAX INVOICE' });
  await expect(sheet).toBeVisible();
  expect(await printedTotals(invoice)).toEqual([
    ['Sub-Total', '', '1,500.00'],
    ['CGST 9%', '+', '135.00'],
    ['SGST 9%', '+', '135.00'],
    ['Packing 2%', '+', '30.00'],
    ['Grand Total', '', '1,800.00'],
  ]);
  await expect(sheet.getByRole('table', { name: 'HSN-wise tax summary' }).locator('tbody tr').first().locator('td')).toHaveText([
    /.*/,
    '1,500.00',
    '135.00',
    '135.00',
    '270.00',
  ]);
  await invoice.close();

  // The bill made under On keeps its rule.
  const older = await context.newPage();
  await older.goto(`/invoice/${taxedOrderId}`);
  await expect(older.getByRole('article', { name: 'TAX INVOICE' })).toBeVisible();
  expect(await printedTotals(older)).toEqual(taxedInvoiceRows);
  await older.close();
});

test('Off at the counter: the panel shows packing after CGST/SGST before F9', async ({ page }, testInfo) => {
  await signInAsOwner(page);
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await expect
    .poll(() => panelRows(page))
    .toEqual([
      'Sub-Total 1,500.00',
      'Discount % 0.00',
      'Commission % 0.00',
      'GST % 270.00',
      'CGST 135.00',
      'SGST 135.00',
      'Packing % 30.00',
      'Grand Total 1,800.00',
    ]);
  await page.screenshot({ path: testInfo.outputPath('pos-off.png'), fullPage: true });
});
