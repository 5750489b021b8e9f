// Issue 21 by keyboard only: bill three lines at the counter, return one from the palette ("return <bill no>"), print
// the CREDIT NOTE, see the stock and the pending balance move, and find the credit note in the sales GST report and in
// the month's GSTR-1 JSON.
import { readFile } from 'node:fs/promises';
import { formatIndian, formatRupees } from '../../core/money';
import { amountInWords } from '../../core/words';
import { ensureSalesShop, expect, fromPalette, openBillingScreen, pickCustomer, scan, test, type KulirServer } from './fixtures';
import { watchPrinting } from './print-watch';
import { addOrder, bodyRows, grid, rowTexts, signInAsOwner, today } from './records-fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) =>
    ensureSalesShop(db, { products: [{ name: 'V-Guard VG 400 Stabiliser', serial: 'VGST400', rate: 289_900, stock: 6, hsn: '850440', brand: 'V-Guard' }] }),
  );
});

test.beforeEach(async ({ context }) => {
  await watchPrinting(context);
});

const lastBill = (kulir: KulirServer) =>
  kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['order_id', 'bill_no', 'total', 'order_date'])
      .where('kind', '=', 'gst')
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow(),
  );
const stockOf = (kulir: KulirServer, serial: string) =>
  kulir.withDatabase(async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', serial).executeTakeFirstOrThrow()).stock);
const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

test('bill three lines, return one, print the credit note; stock, pending balance, GST report and GSTR-1 follow', async ({ page, kulir }) => {
  // The bill: two fans, one cooler, one stabiliser for Murugan Electricals (Madurai, registered).
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await scan(page, 'CRHS1200');
  await scan(page, 'SYMD50T');
  await scan(page, 'VGST400');
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(3);
  await page.keyboard.press('F9');
  await expect(page.locator('.status-line').getByRole('status')).toHaveText('Order saved successfully!');
  const bill = await lastBill(kulir);
  const coolersAfterSale = await stockOf(kulir, 'SYMD50T');

  // "return <bill no>" from the palette opens the bill's return screen, its first quantity in focus.
  await fromPalette(page, `return ${bill.bill_no}`);
  await expect(page).toHaveURL(/\/salesreturn\?bill=/);
  await expect(page.getByRole('heading', { name: 'Sales Return' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' }).locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Return Qty of Crompton HS Plus 1200mm' })).toBeFocused();
  await expect(page.locator('.status-line')).toContainText('Ctrl+S');
  // ↓ to the cooler, 1 coming back; Enter on to the stabiliser (none), Enter to the reason.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('textbox', { name: 'Return Qty of Symphony Diet 50T' })).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Not cooling');
  // Nothing more than sold: a 2 on the one cooler is refused with the server's words before anything is saved.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('alert')).toHaveText('Line 1: Qty: only 1 can come back on this line (1 sold, 0 returned before), not 2');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('F9');
  const saved = page.locator('.rec-saved');
  await expect(saved).toBeVisible();
  // The Returned column counts this return at once (issue 32), not "0" until a reload.
  const returnedCooler = page.getByRole('table', { name: 'Lines' }).locator('tbody tr').filter({ hasText: 'Symphony Diet 50T' });
  await expect(returnedCooler.locator('td').nth(3)).toHaveText('1');
  const note = await kulir.withDatabase((db) => db.selectFrom('credit_notes').selectAll().where('order_id', '=', bill.order_id).executeTakeFirstOrThrow());
  const cnNo = `CN-${note.cn_no}`;
  await expect(saved).toContainText(`Credit note ${cnNo} saved: ₹${formatIndian(Number(note.total))}`);
  expect(note.cn_date).toBe(today());

  // Ctrl+P: the CREDIT NOTE with the original invoice's number and date, HSN, the tax split and the amount in words.
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Control+p');
  const print = await opened;
  await expect(print).toHaveURL(new RegExp(`/creditnote/${note.credit_note_id}$`));
  await expect(print.getByRole('heading', { name: 'CREDIT NOTE' })).toBeVisible();
  const meta = print.getByRole('definition');
  await expect(meta.filter({ hasText: new RegExp(`^${cnNo}$`) })).toBeVisible();
  await expect(meta.filter({ hasText: new RegExp(`^${bill.bill_no}$`) })).toBeVisible();
  await expect(meta.filter({ hasText: new RegExp(`^${dmy(bill.order_date)}$`) }).first()).toBeVisible();
  await expect(print.getByRole('cell', { name: '847960', exact: true }).first()).toBeVisible();
  await expect(print.getByRole('rowheader', { name: 'CGST (9%)' })).toBeVisible();
  await expect(print.getByText('Amount in words:')).toHaveText(`Amount in words: ${amountInWords(Number(note.total))}`);
  await expect.poll(() => print.evaluate(() => window.__prints.length), { timeout: 10_000 }).toBe(1);
  await print.close();

  // The cooler is back in stock, and the stock report's sold count nets the return.
  expect(await stockOf(kulir, 'SYMD50T')).toBe(coolersAfterSale + 1);
  await fromPalette(page, 'stock report');
  const stock = grid(page, 'Stock Report');
  await expect(stock).toHaveAttribute('aria-busy', 'false');
  const coolerRow = (await rowTexts(stock)).find((r) => r[1].startsWith('Symphony Diet 50T'));
  expect(coolerRow?.slice(2, 4)).toEqual(['0', String(coolersAfterSale + 1)]);

  // The pending balance fell by the credit note's total.
  await fromPalette(page, 'pending murugan');
  const pending = grid(page, 'Customer Pending Report');
  await expect(pending).toHaveAttribute('aria-busy', 'false');
  const owed = (await rowTexts(pending)).find((r) => r[1] === String(bill.order_id));
  // Actual − Paid − Credit = Pending: the credit note is the row's Credit.
  expect(owed?.slice(5)).toEqual([
    formatIndian(Number(bill.total)),
    '0.00',
    formatIndian(Number(note.total)),
    formatIndian(Number(bill.total) - Number(note.total)),
  ]);
  // Submit for Murugan: the payment form asks for what is left after the credit note, no more.
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByLabel('Balance After Payment')).toHaveText(formatRupees(Number(bill.total) - Number(note.total)));
  await page.keyboard.press('Escape');

  // The sales GST report: the credit note as a negative row; J: GSTR-1 with it in cdnr and in doc_issue.
  await fromPalette(page, 'sales gst this month');
  const gst = grid(page, 'GST Report');
  await expect(gst).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(gst)).toHaveCount(2);
  const cnRow = (await rowTexts(gst)).find((r) => r[1] === cnNo);
  expect(cnRow?.slice(3)).toEqual([
    'Murugan Electricals',
    formatIndian(-Number(note.taxable)),
    formatIndian(-Number(note.cgst_amt)),
    formatIndian(-Number(note.sgst_amt)),
    '0.00',
    formatIndian(-Number(note.gst_amt)),
    formatIndian(-Number(note.total)),
  ]);
  await page.keyboard.press('Escape');
  const [gstr1] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('j')]);
  const json = JSON.parse(await readFile((await gstr1.path()) ?? '', 'utf8')) as {
    cdnr: Array<{ ctin: string; nt: Array<{ nt_num: string; val: number }> }>;
    doc_issue: { doc_det: Array<{ doc_num: number; docs: Array<{ from: string; to: string }> }> };
  };
  expect(json.cdnr).toEqual([{ ctin: '33AAACR5055K1ZE', nt: [expect.objectContaining({ nt_num: cnNo, val: Number(note.total) / 100, ntty: 'C' })] }]);
  expect(json.doc_issue.doc_det.find((d) => d.doc_num === 5)?.docs).toEqual([expect.objectContaining({ from: cnNo, to: cnNo, totnum: 1 })]);

  // The credit note list finds it; Shift+R on the bill's details opens its return screen with the cooler returned.
  await fromPalette(page, 'credit notes');
  const notes = grid(page, 'Credit Notes');
  await expect(notes).toHaveAttribute('aria-busy', 'false');
  // The returned bill named with its series (issue 32): "GST 103", as the retail one reads "R-31".
  expect((await rowTexts(notes))[0].slice(0, 3)).toEqual([cnNo, dmy(today()), `GST ${bill.bill_no}`]);
  // R is the 80 mm receipt of a retail bill's credit note; a GST bill's has only the A4 one.
  await expect(page.locator('.status-line')).toContainText('R 80 mm Receipt');
  await page.keyboard.press('r');
  await expect(page.locator('.status-line').getByRole('status')).toHaveText(
    "The 80 mm receipt is for a retail bill's credit note: Enter prints this one on A4.",
  );
  await page.goto(`/orderdetails/${bill.order_id}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.locator('.status-keys')).toContainText('Shift+R Sales Return');
  await page.keyboard.press('Shift+R');
  await expect(page).toHaveURL(new RegExp(`/salesreturn/${bill.order_id}$`));
  await expect(page.getByRole('textbox', { name: 'Return Qty of Symphony Diet 50T' })).toBeDisabled();
});

test('a paid retail bill: Shift+R on its details, two plugs back refunded in cash, the 80 mm credit note with R', async ({ page, kulir }) => {
  const bill = await kulir.withDatabase(async (db) => {
    const customer = await db.selectFrom('customers').select('user_id').where('name', '=', 'Lakshmi Home Appliances').executeTakeFirstOrThrow();
    const owner = await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    const plug = await db.selectFrom('retail_products').select('product_id').where('product_code', '=', 'BJP2').executeTakeFirstOrThrow();
    const made = await addOrder(db, {
      kind: 'retail',
      customerId: customer.user_id,
      createdBy: owner.user_id,
      date: today(),
      lines: [{ retailProductId: plug.product_id, rate: 4_500, qty: 10 }],
      rates: { gstBp: 1800 },
    });
    await db.updateTable('orders').set({ paid_amount: made.total }).where('order_id', '=', made.orderId).execute();
    return made;
  });
  await signInAsOwner(page);
  await page.goto(`/retailorderdetails/${bill.orderId}`);
  await expect(page.getByRole('heading', { name: 'Retail Order Details' })).toBeVisible();
  // R stays the bill's 80 mm receipt; Shift+R is the return.
  await page.keyboard.press('Shift+R');
  await expect(page).toHaveURL(new RegExp(`/salesreturn/${bill.orderId}$`));
  await expect(page.getByRole('textbox', { name: 'Return Qty of Bajaj 2-pin plug' })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pins loose');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Keep as customer credit' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Refund in cash' })).toBeChecked();
  await page.keyboard.press('Enter');
  // Two plugs: ₹90.00 + 18% = ₹106.20, ₹106.00 on the note; the bill was paid, so all of it is refunded.
  await expect(page.locator('.rec-saved')).toContainText('₹106.00 · refund ₹106.00 from the cash book');
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('r');
  const receipt = await opened;
  await expect(receipt).toHaveURL(/\/creditnotereceipt\/\d+$/);
  await expect(receipt.getByRole('article', { name: 'Receipt' })).toContainText('CREDIT NOTE');
  await expect(receipt.getByRole('article', { name: 'Receipt' })).toContainText(`R-${bill.billNo} of ${dmy(today())}`);
  const noteId = receipt.url().split('/').at(-1);
  await receipt.close();

  // Reprinted later: R on the Credit Notes list (its newest row), Enter there stays the A4 one.
  await fromPalette(page, 'credit notes');
  const notes = grid(page, 'Credit Notes');
  await expect(notes).toHaveAttribute('aria-busy', 'false');
  expect((await rowTexts(notes))[0].slice(0, 3)).toEqual([expect.stringMatching(/^CN-\d+$/), dmy(today()), `R-${bill.billNo}`]);
  await expect(page.locator('.status-line')).toContainText('R 80 mm Receipt');
  const again = page.waitForEvent('popup');
  await page.keyboard.press('r');
  const reprint = await again;
  await expect(reprint).toHaveURL(new RegExp(`/creditnotereceipt/${noteId}$`));
  await expect(reprint.getByRole('article', { name: 'Receipt' })).toContainText('CREDIT NOTE');
  await reprint.close();
  const a4 = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const a4Page = await a4;
  await expect(a4Page).toHaveURL(new RegExp(`/creditnote/${noteId}$`));
  await a4Page.close();

  // And from the bill's return screen: its earlier credit notes are links, Enter the A4 one, R the 80 mm one.
  await page.goto(`/salesreturn/${bill.orderId}`);
  await expect(page.getByRole('textbox', { name: 'Return Qty of Bajaj 2-pin plug' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const earlier = page.getByRole('link', { name: new RegExp(`^CN-\\d+ \\(${dmy(today())}, ₹106\\.00\\)$`) });
  await expect(earlier).toBeFocused();
  await expect(page.locator('.status-line')).toContainText('R 80 mm Receipt');
  const fromReturn = page.waitForEvent('popup');
  await page.keyboard.press('r');
  const third = await fromReturn;
  await expect(third).toHaveURL(new RegExp(`/creditnotereceipt/${noteId}$`));
  await third.close();

  const cash = await kulir.withDatabase((db) =>
    db.selectFrom('payment_details').select(['payment_method', 'amount', 'payment_sent']).orderBy('id', 'desc').executeTakeFirstOrThrow(),
  );
  expect({ ...cash, amount: Number(cash.amount) }).toEqual({ payment_method: 'debit', amount: 10_600, payment_sent: 'Cash refund' });
});

test('/salesreturn with no bill asks for its number: a wrong one is refused on screen, Enter on a bill number opens its return', async ({ page, kulir }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('sales_return_detail')) calls.push(request.url());
  });
  const bill = await kulir.withDatabase(async (db) => {
    const owner = await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    const customer = await db.selectFrom('customers').select('user_id').where('name', '=', 'Murugan Electricals').executeTakeFirstOrThrow();
    return addOrder(db, {
      kind: 'gst',
      customerId: customer.user_id,
      createdBy: owner.user_id,
      date: today(),
      lines: [{ name: 'Installation Charges', rate: 50_000, qty: 1 }],
    });
  });
  await signInAsOwner(page);
  await page.goto('/salesreturn');
  await expect(page.getByRole('heading', { name: 'Sales Return' })).toBeVisible();
  const field = page.getByLabel('Bill No');
  await expect(field).toBeFocused();
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Type the bill number as printed: 103 for a GST bill, R-31 for a retail bill.');
  expect(calls).toEqual([]);
  await field.fill('');
  await page.keyboard.type(String(bill.billNo));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/salesreturn\\?bill=${bill.billNo}$`));
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
});
