// /editorderdetails from the keyboard: saved lines locked, a new line scanned in, a saved line deleted through the
// server, F9 saves the edit and lands on the bill's details page; two editors of one bill: the second save is refused
// (409) and its cart is kept.
import type { Page } from '@playwright/test';
import { addDays, todayInKolkata } from '../../core/dates';
import { formatIndian } from '../../core/money';
import { closedDayMessage } from '../../server/payments/day-end';
import { addOrder } from '../support/sales-fixtures';
import {
  billStatus as status,
  ensureSalesShop,
  expect,
  openBillingScreen,
  OWNER,
  pickCustomer,
  scan,
  serialField,
  shownAmount,
  shownLines,
  signIn,
  test,
  waitForBillingScreen,
  type KulirServer,
} from './fixtures';

const STALE = 'This bill was changed by someone else since you opened it. Reload it and make your change again.';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db, { products: [{ name: 'Philips 9W LED Bulb', serial: 'PHIL9W', rate: 12_050, stock: 500 }] }));
});

/** A GST bill for Murugan (fan and cooler), saved through /pos from the keyboard as the owner; its order_id. */
async function saveBillThroughPos(page: Page, kulir: KulirServer): Promise<number> {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await scan(page, 'SYMD50T');
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  return kulir.withDatabase(async (db) => {
    const row = await db.selectFrom('orders').select('order_id').where('kind', '=', 'gst').orderBy('order_id', 'desc').executeTakeFirstOrThrow();
    return row.order_id;
  });
}

const storedOrder = (kulir: KulirServer, orderId: number) =>
  kulir.withDatabase(async (db) => ({
    order: await db.selectFrom('orders').select(['total', 'version']).where('order_id', '=', orderId).executeTakeFirstOrThrow(),
    lines: await db.selectFrom('order_lines').select(['product_name', 'qty']).where('order_id', '=', orderId).orderBy('line_no').execute(),
  }));

/** The editor opened by the bill's internal id (its path), titled with the number printed on it (issue 32): "GST 103". */
async function openEditor(page: Page, kulir: KulirServer, orderId: number): Promise<void> {
  const billNo = await kulir.withDatabase(
    async (db) => (await db.selectFrom('orders').select('bill_no').where('order_id', '=', orderId).executeTakeFirstOrThrow()).bill_no,
  );
  await page.goto(`/editorderdetails/${orderId}`);
  await waitForBillingScreen(page);
  await expect(page.getByRole('heading', { name: new RegExp(`Edit GST Bill · GST ${billNo}$`) })).toBeVisible();
  await expect(page).toHaveTitle(`Edit GST Bill · GST ${billNo} · kulir`);
}

const rows = (page: Page) => page.getByRole('table', { name: 'Items' }).locator('tbody tr');

test('edit a saved GST bill: scan a new line, delete a saved one, F9 saves and shows the bill with its new totals', async ({ page, kulir }) => {
  const orderId = await saveBillThroughPos(page, kulir);
  await openEditor(page, kulir, orderId);

  // The saved lines are locked: no rate or qty to type in; the bill's own GST % is shown.
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: /^Qty of / })).toHaveCount(0);
  await expect(page.locator('.bill-totals tr', { hasText: 'GST %' })).toContainText('18');
  await expect(page.locator('.bill-keys')).toContainText('F7 Bill date');

  await page.keyboard.press('F2');
  await expect(serialField(page)).toBeFocused();
  await scan(page, 'PHIL9W');
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Qty of Philips 9W LED Bulb' })).toHaveText('1');

  // F8 lands on the first line, End on the new (last) one; one row up is the cooler, a saved line: Delete asks first.
  await page.keyboard.press('F8');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('row', { name: /Symphony Diet 50T/ })).toBeFocused();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(confirm.getByRole('button', { name: 'Yes, Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(status(page)).toHaveText('Product Deleted Successfully');
  // The bill was read again: the cooler is gone on the server, the scanned bulb is still in the cart.
  const lines = await shownLines(page);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Crompton HS Plus 1200mm');
  expect(lines[1]).toContain('Philips 9W LED Bulb');
  expect((await storedOrder(kulir, orderId)).lines.map((l) => l.product_name)).toEqual(['Crompton HS Plus 1200mm']);

  const shownGrand = await shownAmount(page, 'Grand Total');
  await page.keyboard.press('F9');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${orderId}$`));
  await expect(status(page)).toHaveText('Order saved successfully!');
  const stored = await storedOrder(kulir, orderId);
  expect(stored.lines.map((l) => [l.product_name, l.qty])).toEqual([
    ['Crompton HS Plus 1200mm', 1],
    ['Philips 9W LED Bulb', 1],
  ]);
  const grand = page.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /Grand Total/ });
  await expect(grand).toContainText(formatIndian(stored.order.total));
  expect(stored.order.total).toBe(shownGrand);
  await expect(page.getByRole('cell', { name: 'Philips 9W LED Bulb' })).toBeVisible();

  // The editor's stored cart went with the save: opening it again starts from the server.
  await openEditor(page, kulir, orderId);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: /^Qty of / })).toHaveCount(0);
});

test("two editors of one bill: the first save wins, the second is refused with the server's reason and keeps its cart", async ({
  page,
  browser,
  baseURL,
  kulir,
}) => {
  // Three sign-ins and three billing screens in one test: more than the default time on a busy machine.
  test.slow();
  const orderId = await saveBillThroughPos(page, kulir);
  const staff = [
    { name: 'Anbu', email: 'anbu@kulir.local', password: 'anbu-e2e-password' },
    { name: 'Bala', email: 'bala@kulir.local', password: 'bala-e2e-password' },
  ];
  for (const person of staff) await kulir.addEmployee({ ...person, flags: ['gstbill', 'gstbill_list'] });
  const pages = await Promise.all(
    staff.map(async (person) => {
      const context = await browser.newContext({ baseURL });
      const editor = await context.newPage();
      await signIn(editor, person.email, person.password);
      await expect(editor).toHaveURL(/\/home$/);
      await openEditor(editor, kulir, orderId);
      return editor;
    }),
  );
  const [first, second] = pages;

  await first.keyboard.press('F2');
  await scan(first, 'PHIL9W');
  await second.keyboard.press('F2');
  await scan(second, 'PHIL9W');
  await scan(second, 'PHIL9W');
  await expect(second.getByRole('textbox', { name: 'Qty of Philips 9W LED Bulb' })).toHaveText('2');
  const before = await shownLines(second);

  await first.keyboard.press('F9');
  await expect(first).toHaveURL(new RegExp(`/orderdetails/${orderId}$`));
  const afterFirst = await storedOrder(kulir, orderId);

  await second.keyboard.press('F9');
  await expect(status(second)).toHaveText(STALE);
  await expect(second).toHaveURL(new RegExp(`/editorderdetails/${orderId}$`));
  expect(await shownLines(second)).toEqual(before);
  expect(await storedOrder(kulir, orderId)).toEqual(afterFirst);

  // Nothing is lost on a reload either: the bill comes back as the first editor saved it, with the bulbs still added.
  await second.reload();
  await waitForBillingScreen(second);
  await expect(second.getByRole('textbox', { name: 'Qty of Philips 9W LED Bulb' })).toHaveText('2');
  await expect(rows(second)).toHaveCount(4);
  for (const editor of pages) await editor.context().close();
});

test("a bill of a closed day: its editor refuses the cashier on opening with the save's message; the owner still edits it (issue 32)", async ({
  page,
  browser,
  baseURL,
  kulir,
}) => {
  const day = addDays(todayInKolkata(new Date()), -3);
  const cashier = { name: 'Chitra', email: 'chitra@kulir.local', password: 'chitra-e2e-password' };
  await kulir.addEmployee({ ...cashier, flags: ['gstbill', 'gstbill_list'] });
  const bill = await kulir.withDatabase(async (db) => {
    const owner = await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    const customer = await db.selectFrom('customers').select('user_id').where('name', '=', 'Murugan Electricals').executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select('product_id').where('serial_no', '=', 'CRHS1200').executeTakeFirstOrThrow();
    const made = await addOrder(db, {
      kind: 'gst',
      customerId: customer.user_id,
      createdBy: owner.user_id,
      date: day,
      lines: [{ productId: product.product_id, rate: 150_000, qty: 1 }],
    });
    await db
      .insertInto('day_end_closes')
      .values({
        close_date: day,
        user_id: null,
        bills: 1,
        total: 0,
        cash: 0,
        upi: 0,
        card: 0,
        credit: 0,
        cash_expected: 0,
        cash_counted: 0,
        closed_by: owner.user_id,
        closed_at: new Date().toISOString(),
      })
      .execute();
    return made;
  });

  const context = await browser.newContext({ baseURL });
  const counter = await context.newPage();
  await signIn(counter, cashier.email, cashier.password);
  await expect(counter).toHaveURL(/\/home$/);
  // The editor (the list's Edit link) refuses at once, in the save's words, and the cashier is back on the bill's details.
  await counter.goto(`/editorderdetails/${bill.orderId}`);
  await expect(status(counter)).toHaveText(closedDayMessage(day));
  await expect(counter).toHaveURL(new RegExp(`/orderdetails/${bill.orderId}$`));
  await expect(counter.getByRole('heading', { name: /^Edit GST Bill/ })).toHaveCount(0);
  await context.close();

  // The owner opens the same editor and edits as before.
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await openEditor(page, kulir, bill.orderId);
  await expect(rows(page)).toHaveCount(1);
  await page.keyboard.press('F2');
  await scan(page, 'PHIL9W');
  await expect(rows(page)).toHaveCount(2);
  await page.keyboard.press('F9');
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${bill.orderId}$`));
  await expect(status(page)).toHaveText('Order saved successfully!');
});
