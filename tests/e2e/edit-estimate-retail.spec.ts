// /editestimatedetails and /editretailorderdetails from the keyboard, as edit-order.spec.ts does the GST editor: saved
// lines locked, a new line added, a saved line deleted through the server after its confirm, F9 saves the edit and
// lands on the bill's details page with the stored total equal to the one shown.
import type { Page } from '@playwright/test';
import { formatIndian } from '../../core/money';
import { addOrder } from '../support/sales-fixtures';
import {
  billStatus as status,
  ensureSalesShop,
  expect,
  shownAmount,
  shownLines,
  signIn,
  OWNER,
  test,
  waitForBillingScreen,
  type KulirServer,
} from './fixtures';

let estimateId: number;
let estimateNo: number;
let retailId: number;
let retailNo: number;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db, {
      retail: [
        { name: 'Anchor Roma Switch 6A', code: 'ANR6A', rate: 3_850, stock: 200, qtyPerBox: 20 },
        { name: 'Havells Reo Socket 6A', code: 'HVR6', rate: 9_900, stock: 100 },
      ],
    });
    const owner = await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    const customer = await db.selectFrom('customers').select('user_id').where('name', '=', 'Lakshmi Home Appliances').executeTakeFirstOrThrow();
    const retailProductId = async (code: string) =>
      (await db.selectFrom('retail_products').select('product_id').where('product_code', '=', code).executeTakeFirstOrThrow()).product_id;
    ({ orderId: estimateId, billNo: estimateNo } = await addOrder(db, {
      kind: 'estimate',
      customerId: customer.user_id,
      createdBy: owner.user_id,
      lines: [
        { name: 'Installation Charges', rate: 50_000, qty: 2 },
        { name: 'Copper wiring 10m', rate: 124_950, qty: 1 },
      ],
    }));
    ({ orderId: retailId, billNo: retailNo } = await addOrder(db, {
      kind: 'retail',
      customerId: customer.user_id,
      createdBy: owner.user_id,
      lines: [
        { retailProductId: await retailProductId('BJP2'), rate: 4_500, qty: 3 },
        { retailProductId: await retailProductId('HVR6'), rate: 9_900, qty: 2 },
      ],
    }));
  });
});

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
});

const rows = (page: Page) => page.getByRole('table', { name: 'Items' }).locator('tbody tr');

const storedBill = (kulir: KulirServer, orderId: number) =>
  kulir.withDatabase(async (db) => ({
    total: (await db.selectFrom('orders').select('total').where('order_id', '=', orderId).executeTakeFirstOrThrow()).total,
    lines: (await db.selectFrom('order_lines').select(['product_name', 'qty']).where('order_id', '=', orderId).orderBy('line_no').execute()).map((l) => [
      l.product_name,
      l.qty,
    ]),
  }));

/** F8 lands on the first line, End on the new (last) one; one row up is the last saved line: Delete, the confirm, → Yes, Enter. */
async function deleteSavedLineAboveNewOne(page: Page, savedName: string): Promise<void> {
  await page.keyboard.press('F8');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('row', { name: new RegExp(savedName) })).toBeFocused();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(confirm.getByRole('button', { name: 'Yes, Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(status(page)).toHaveText('Product Deleted Successfully');
}

async function saveAndCheck(page: Page, kulir: KulirServer, orderId: number, details: string, lines: Array<[string, number]>): Promise<void> {
  const shownGrand = await shownAmount(page, 'Grand Total');
  await page.keyboard.press('F9');
  await expect(page).toHaveURL(new RegExp(`/${details}/${orderId}$`));
  await expect(status(page)).toHaveText('Order saved successfully!');
  const stored = await storedBill(kulir, orderId);
  expect(stored.lines).toEqual(lines);
  expect(stored.total).toBe(shownGrand);
  await expect(page.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /Grand Total/ })).toContainText(formatIndian(stored.total));
}

test('edit a saved quotation: a free-text line added, a saved line deleted, F9 saves it and shows the new totals', async ({ page, kulir }) => {
  await page.goto(`/editestimatedetails/${estimateId}`);
  await waitForBillingScreen(page);
  // Named by the number printed on it (issue 32), never by its internal id.
  await expect(page.getByRole('heading', { name: `Edit Quotation · Quotation ${estimateNo}` })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: /^Qty of / })).toHaveCount(0);

  // A manual line: item name, amount, qty, each with Enter.
  await page.keyboard.press('F2');
  await expect(page.getByRole('textbox', { name: 'Item Name' })).toBeFocused();
  for (const text of ['Fan down-rod 12in', '275', '2']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  }
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Qty of Fan down-rod 12in' })).toHaveText('2');

  await deleteSavedLineAboveNewOne(page, 'Copper wiring 10m');
  const lines = await shownLines(page);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Installation Charges');
  expect(lines[1]).toContain('Fan down-rod 12in');
  expect((await storedBill(kulir, estimateId)).lines).toEqual([['Installation Charges', 2]]);

  await saveAndCheck(page, kulir, estimateId, 'estimatedetails', [
    ['Installation Charges', 2],
    ['Fan down-rod 12in', 2],
  ]);
});

test('edit a saved retail order: a product code scanned in, a saved line deleted, F9 saves it and shows the new totals', async ({ page, kulir }) => {
  await page.goto(`/editretailorderdetails/${retailId}`);
  await waitForBillingScreen(page);
  await expect(page.getByRole('heading', { name: `Edit Retail Order · R-${retailNo}` })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: /^Qty of / })).toHaveCount(0);

  // A code typed in lower case is upper-cased and found.
  await page.keyboard.press('F2');
  const code = page.getByRole('textbox', { name: 'Product Code' });
  await expect(code).toBeFocused();
  await page.keyboard.type('anr6a');
  await page.keyboard.press('Enter');
  await expect(code).toHaveValue('');
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Qty of Anchor Roma Switch 6A' })).toHaveText('1');

  await deleteSavedLineAboveNewOne(page, 'Havells Reo Socket 6A');
  const lines = await shownLines(page);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Bajaj 2-pin plug');
  expect(lines[1]).toContain('Anchor Roma Switch 6A');
  // A saved line shows its product code, as a new one does.
  expect(lines.map((line) => line.split(' | ')[1])).toEqual(['BJP2', 'ANR6A']);
  // The retail editor's totals are the spec's five rows (§2 /editretailorderdetails).
  await expect(page.getByRole('complementary', { name: 'Totals' }).getByRole('rowheader')).toHaveText([
    'Sub-Total',
    'Discount Amount',
    'Packing Amount',
    'GST Amount',
    'Grand Total',
  ]);

  await saveAndCheck(page, kulir, retailId, 'retailorderdetails', [
    ['Bajaj 2-pin plug', 3],
    ['Anchor Roma Switch 6A', 1],
  ]);
});
