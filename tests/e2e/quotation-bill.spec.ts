// A quotation turned into a GST bill by keyboard (issue 32): B on its details opens the counter with its customer and
// the lines that name a product (a free-text line that names none is listed as not billed), F9 saves the bill, and the
// quotation then names that bill; B again says it is already billed.
import { billStatus, openPalette, waitForBillingScreen } from './fixtures';
import { addOrder, bodyRows, expect, openList, rowTexts, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';
import type { SeededOrder } from '../support/sales-fixtures';

let shop: RecordsShop;
let quotation: SeededOrder;
let second: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    quotation = await addOrder(db, {
      kind: 'estimate',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [
        { name: 'Crompton HS Plus 1200mm', rate: 145_000, qty: 3 },
        { name: 'Installation Charges', rate: 50_000, qty: 1 },
      ],
    });
    second = await addOrder(db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [{ name: 'Crompton HS Plus 1200mm', rate: 150_000, qty: 1 }],
    });
  });
});

test('B on a quotation opens the counter with its customer and lines; F9 bills it; the quotation names the bill', async ({ page, kulir }) => {
  await signInAsOwner(page);
  await page.goto(`/estimatedetails/${quotation.orderId}`);
  await expect(page.getByRole('heading', { name: /Estimate Details|Quotation Details/ })).toBeVisible();
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/pos$/);
  await waitForBillingScreen(page);
  await expect(page.locator('#bill-customer-chosen')).toContainText('Murugan Electricals');
  await expect(page.getByRole('list', { name: 'Quotation lines not billed' })).toHaveText(/Line 2, "Installation Charges": no product of that name/);
  await expect(billStatus(page)).toHaveText(/Quotation no\. \d+: 1 line on the bill; 1 not billed/);
  const lines = page.locator('.billing tbody tr');
  await expect(lines.filter({ hasText: 'Crompton HS Plus 1200mm' })).toHaveCount(1);
  await page.keyboard.press('F9');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const bill = await kulir.withDatabase((db) =>
    db.selectFrom('orders').select(['order_id', 'bill_no', 'total']).where('kind', '=', 'gst').orderBy('order_id', 'desc').executeTakeFirstOrThrow(),
  );
  // The quoted rate, three fans: ₹4,350.00 + 18% GST = ₹5,133.00.
  expect(Number(bill.total)).toBe(513_300);

  await page.goto(`/estimatedetails/${quotation.orderId}`);
  await expect(page.getByRole('note', { name: 'Billed' })).toHaveText(`Billed as GST bill no. ${bill.bill_no}`);
  await page.keyboard.press('b');
  await expect(page).toHaveURL(new RegExp(`/estimatedetails/${quotation.orderId}$`));
  await expect(page.locator('.status-line').getByRole('status')).toHaveText(`Quotation no. ${quotation.billNo} is already billed as bill no. ${bill.bill_no}.`);
});

test('the quotation list names the bill a quotation became under "Billed as", by its printed number', async ({ page, kulir }) => {
  // The first test billed the first quotation.
  const billed = await kulir.withDatabase((db) =>
    db
      .selectFrom('orders as q')
      .innerJoin('orders as b', 'b.order_id', 'q.billed_order_id')
      .select(['b.order_id', 'b.bill_no'])
      .where('q.order_id', '=', quotation.orderId)
      .executeTakeFirstOrThrow(),
  );
  expect(billed.order_id).not.toBe(billed.bill_no);
  await signInAsOwner(page);
  const list = await openList(page, '/estimatelist', 'Estimate Management');
  await expect(list.getByRole('columnheader')).toHaveText([
    'Order ID',
    'Date',
    'Customer Name',
    'Mobile Number',
    'Amount',
    'Payment Status',
    'Billed as',
    'View',
    'Action',
  ]);
  const rows = Object.fromEntries((await rowTexts(list)).map((cells) => [cells[0], cells]));
  const billedAt = (await list.getByRole('columnheader').allTextContents()).indexOf('Billed as');
  expect(rows[String(quotation.billNo)]?.[billedAt]).toBe(`GST ${billed.bill_no}`);
  expect(rows[String(second.billNo)]?.[billedAt]).toBe('');
  // Searched in the page (the list held) as from the server: the column stays.
  await page.getByLabel('Search Order').focus();
  await page.keyboard.type('Murugan');
  await expect(bodyRows(list)).toHaveCount(1);
  await expect(bodyRows(list).first()).toContainText(`GST ${billed.bill_no}`);
});

test('"bill quotation N" in the palette opens the counter with that quotation', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/home');
  // After a page load, Ctrl+K until the palette's field has the focus (a key pressed before the page bound it is lost).
  await openPalette(page);
  await page.keyboard.type(`bill quotation ${second.billNo}`);
  await expect(page.getByRole('option', { name: `Bill quotation ${second.billNo}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pos$/);
  await waitForBillingScreen(page);
  await expect(page.locator('#bill-customer-chosen')).toContainText('Lakshmi Home Appliances');
  await expect(page.locator('.billing tbody tr').filter({ hasText: 'Crompton HS Plus 1200mm' })).toHaveCount(1);
});
