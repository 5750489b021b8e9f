// Issue 31 from the keyboard: a retail bill to a registered buyer offers the e-invoice (I) and the e-way bill (W) on
// its details as a GST bill does, under its printed number R-n; a credit note on a B2B bill downloads as the IRP's CRN
// (I on the Credit Notes list), and one on a bill without a GSTIN is refused with its own message.
import { readFile } from 'node:fs/promises';
import { toDmy } from '../../core/dates';
import { SHOP_SETTINGS } from '../support/print-fixtures';
import { storedLines } from '../support/edit-payloads';
import type { SeededOrder } from '../support/sales-fixtures';
import { fromPalette } from './fixtures';
import { addOrder, bodyRows, daysAgo, expect, grid, openList, readAlert, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';

interface EInvoice {
  Version: string;
  DocDtls: { Typ: string; No: string; Dt: string };
  BuyerDtls: { Gstin: string; Pos: string };
  RefDtls?: { PrecDocDtls: Array<{ InvNo: string; InvDt: string }> };
  ItemList: Array<{ Qty: number }>;
  ValDtls: { AssVal: number; IgstVal: number; CgstVal: number; TotInvVal: number };
}

let shop: RecordsShop;
let retail: SeededOrder;
let gst: SeededOrder;
let unregistered: SeededOrder;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    shop = await seedRecordsShop(db);
    await db.updateTable('settings').set(SHOP_SETTINGS).where('id', '=', 1).execute();
    // to Chamundi Home Appliances (Karnataka, registered), over the ₹50,000 e-way bill threshold.
    retail = await addOrder(db, {
      kind: 'retail',
      customerId: shop.chamundi,
      createdBy: shop.ownerId,
      date: daysAgo(2),
      lines: [{ retailProductId: shop.plug, rate: 14_550, qty: 400 }],
      rates: { discountBp: 300, gstBp: 1800 },
    });
    gst = await addOrder(db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: daysAgo(3),
      lines: [{ productId: shop.cooler, rate: 245_050, qty: 3 }],
      rates: { discountBp: 250, gstBp: 1800 },
    });
    unregistered = await addOrder(db, {
      kind: 'gst',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: daysAgo(3),
      lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
    });
  });
});

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("A retail bill's details: I downloads its e-invoice (R-n), W its e-way bill, the figures the stored bill's", async ({ page }) => {
  const table = await openList(page, '/retailorderlist', 'Retail Order Management');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/retailorderdetails/${retail.orderId}$`));
  await expect(page.getByRole('heading', { name: 'Retail Order Details' })).toBeVisible();
  await expect(page.getByText('Needs an e-way bill: the bill is over ₹50,000.00.')).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('i')]);
  expect(file.suggestedFilename()).toBe(`einvoice-R-${retail.billNo}.json`);
  const json = JSON.parse(await readFile(await file.path(), 'utf8')) as EInvoice;
  expect(json.Version).toBe('1.1');
  expect(json.DocDtls).toEqual({ Typ: 'INV', No: `R-${retail.billNo}`, Dt: toDmy(daysAgo(2), '/') });
  expect(json.BuyerDtls).toMatchObject({ Pos: '29' });
  expect(json.ValDtls.TotInvVal).toBe(retail.total / 100);
  expect(json.ValDtls.CgstVal).toBe(0);
  await expect(page.getByRole('alert').filter({ hasText: 'E-invoice JSON downloaded' })).toBeVisible();

  await page.keyboard.press('w');
  const form = page.getByRole('form', { name: 'E-way Bill' });
  await expect(form.getByLabel('Transport Mode')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('KA19AB4321');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Distance (km)')).toBeFocused();
  await page.keyboard.type('360');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Transporter Name')).toBeFocused();
  const [eway] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(eway.suggestedFilename()).toBe(`ewaybill-R-${retail.billNo}.json`);
  const bulk = JSON.parse(await readFile(await eway.path(), 'utf8')) as { billLists: Array<Record<string, unknown>> };
  expect(bulk.billLists[0]).toMatchObject({
    docType: 'INV',
    docNo: `R-${retail.billNo}`,
    toStateCode: 29,
    transDistance: 360,
    totInvValue: retail.total / 100,
  });
});

test('Credit Notes: I downloads a B2B credit note as a CRN e-invoice; one on a bill without a GSTIN is refused', async ({ page, kulir }) => {
  const giveBack = async (orderId: number, qty: number, requestId: string) => {
    const [line] = await kulir.withDatabase((db) => storedLines(db, orderId));
    const made = await page.request.post('/api/pos_api/sales_return.php', {
      data: { order_id: orderId, reason: 'Damaged', request_id: requestId, lines: [{ order_detail_id: line.od_id, qty }] },
    });
    expect(made.status()).toBe(200);
    return String(((await made.json()) as { body: { credit_note_id: string } }).body.credit_note_id);
  };
  const b2bNote = await giveBack(gst.orderId, 1, 'e2e-einv-1');
  await giveBack(unregistered.orderId, 1, 'e2e-einv-2');
  const note = await kulir.withDatabase((db) =>
    db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(b2bNote)).executeTakeFirstOrThrow(),
  );

  await fromPalette(page, 'credit notes');
  const notes = grid(page, 'Credit Notes');
  await expect(notes).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(notes)).toHaveCount(2);
  await expect(page.locator('.status-line')).toContainText('I E-invoice JSON');
  // Newest first: the unregistered customer's credit note; I is refused with the server's words.
  await page.keyboard.press('i');
  await readAlert(page, `A credit note is e-invoiced only on a B2B bill: CN-${note.cn_no + 1} is on GST ${unregistered.billNo}, whose customer has no GSTIN.`);
  // ↓ to Murugan's credit note: I downloads the CRN.
  await page.keyboard.press('ArrowDown');
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('i')]);
  expect(file.suggestedFilename()).toBe(`einvoice-CN-${note.cn_no}.json`);
  const json = JSON.parse(await readFile(await file.path(), 'utf8')) as EInvoice;
  expect(json.DocDtls).toEqual({ Typ: 'CRN', No: `CN-${note.cn_no}`, Dt: toDmy(note.cn_date, '/') });
  expect(json.RefDtls?.PrecDocDtls).toEqual([{ InvNo: String(gst.billNo), InvDt: toDmy(daysAgo(3), '/') }]);
  expect(json.ItemList.map((i) => i.Qty)).toEqual([1]);
  expect(json.ValDtls.AssVal).toBe(Number(note.taxable) / 100);
  expect(json.ValDtls.TotInvVal).toBe(Number(note.total) / 100);
  await expect(page.locator('.status-line')).toContainText('E-invoice JSON (credit note) downloaded');
});
