// Issue 30 item 2 by keyboard only: open a purchase's details from the purchase list, Shift+R to its return, send one
// line back to the supplier, see the debit note saved, print it (A4), and find it again from the palette and in the
// debit note list.
import { readFile } from 'node:fs/promises';
import { formatIndian } from '../../core/money';
import { amountInWords } from '../../core/words';
import { addPurchase } from '../support/purchase-fixtures';
import { ensureSalesShop, expect, fromPalette, test } from './fixtures';
import { watchPrinting } from './print-watch';
import { bodyRows, grid, rowTexts, signInAsOwner, today } from './records-fixtures';

let purchaseId = 0;

test.beforeAll(async ({ kulir }) => {
  purchaseId = await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    const product = (serial: string) =>
      db.selectFrom('products').select(['product_id', 'supplier_id']).where('serial_no', '=', serial).executeTakeFirstOrThrow();
    const fan = await product('CRHS1200');
    const cooler = await product('SYMD50T');
    const owner = await db.selectFrom('employees').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    // 3 fans at ₹1,199.99 and 3 coolers at ₹2,000.50, GST 18%, dated today so it heads the purchase list.
    const made = await addPurchase(db, {
      supplierId: fan.supplier_id,
      createdBy: owner.user_id,
      date: today(),
      lines: [
        { productId: fan.product_id, rate: 119_999, qty: 3 },
        { productId: cooler.product_id, rate: 200_050, qty: 3 },
      ],
    });
    return made.purchaseId;
  });
});

test.beforeEach(async ({ page, context }) => {
  await watchPrinting(context);
  await signInAsOwner(page);
});

test('open a purchase, return one fan to the supplier, see the debit note and print it', async ({ page, kulir }) => {
  const fansBefore = await kulir.withDatabase(
    async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', 'CRHS1200').executeTakeFirstOrThrow()).stock,
  );
  await fromPalette(page, 'purchase list');
  const table = grid(page, 'Purchase Management');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect((await rowTexts(table))[0][0]).toBe(String(purchaseId));
  await table.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchasedetails/${purchaseId}$`));
  await expect(page.getByRole('link', { name: /Purchase Return/ })).toBeVisible();
  await expect(page.locator('.status-keys')).toContainText('Shift+R Purchase Return');

  // Shift+R: the purchase's return screen, its first quantity in focus.
  await page.keyboard.press('Shift+R');
  await expect(page).toHaveURL(new RegExp(`/purchasereturn/${purchaseId}$`));
  await expect(page.getByRole('heading', { name: 'Purchase Return' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' }).locator('tbody tr')).toHaveCount(2);
  const fanQty = page.getByRole('textbox', { name: 'Return Qty of Crompton HS Plus 1200mm' });
  await expect(fanQty).toBeFocused();

  // More than was bought is refused before anything is saved, in the server's words.
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Cracked blade');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Line 1: Qty: only 3 can go back on this line (3 bought, 0 returned before), not 4');

  // One fan back: ↑↑ to its quantity, 1, then F9 saves.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(fanQty).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('F9');
  const saved = page.locator('.rec-saved');
  await expect(saved).toBeVisible();
  const note = await kulir.withDatabase((db) => db.selectFrom('debit_notes').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirstOrThrow());
  const dnNo = `DN-${note.dn_no}`;
  // 9,601.47 → 9,601 + 1,728.18 before; 8,401.48 → 8,401 + 1,512.18 after: ₹1,416.00.
  expect(Number(note.total)).toBe(141_600);
  await expect(saved).toHaveText(`Debit note ${dnNo} saved: ₹${formatIndian(141_600)}`);
  expect(note.dn_date).toBe(today());
  const fanRow = page.getByRole('table', { name: 'Lines' }).locator('tbody tr').filter({ hasText: 'Crompton HS Plus 1200mm' });
  await expect(fanRow.locator('td').nth(3)).toHaveText('1');
  await expect(fanRow.locator('td').nth(4)).toHaveText(String(fansBefore - 1));
  const fansAfter = await kulir.withDatabase(
    async (db) => (await db.selectFrom('products').select('stock').where('serial_no', '=', 'CRHS1200').executeTakeFirstOrThrow()).stock,
  );
  expect(fansAfter).toBe(fansBefore - 1);

  // Ctrl+P: the DEBIT NOTE on A4 with the purchase's id, the tax split and the amount in words, printed.
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Control+p');
  const print = await opened;
  await expect(print).toHaveURL(new RegExp(`/debitnote/${note.debit_note_id}$`));
  await expect(print.getByRole('heading', { name: 'DEBIT NOTE' })).toBeVisible();
  const meta = print.getByRole('definition');
  await expect(meta.filter({ hasText: new RegExp(`^${dnNo}$`) })).toBeVisible();
  await expect(meta.filter({ hasText: new RegExp(`^${purchaseId}$`) })).toBeVisible();
  await expect(meta.filter({ hasText: /^Cracked blade$/ })).toBeVisible();
  await expect(print.getByRole('rowheader', { name: 'CGST (9%)' })).toBeVisible();
  await expect(print.getByRole('rowheader', { name: 'Taxable Value' })).toBeVisible();
  await expect(print.getByText('Amount in words:')).toHaveText(`Amount in words: ${amountInWords(141_600)}`);
  await expect.poll(() => print.evaluate(() => window.__prints.length), { timeout: 10_000 }).toBe(1);
  await print.close();

  // The palette's "purchase return <id>" opens the same screen, the debit note now an earlier one.
  await fromPalette(page, `purchase return ${purchaseId}`);
  await expect(page).toHaveURL(new RegExp(`/purchasereturn/${purchaseId}$`));
  await expect(page.getByRole('link', { name: new RegExp(`^${dnNo} `) })).toBeVisible();

  // The debit note list: the note heads it.
  await fromPalette(page, 'debit notes');
  await expect(page).toHaveURL(/\/debitnote$/);
  const list = grid(page, 'Debit Notes');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(list).first()).toContainText(dnNo);
  expect((await rowTexts(list))[0].slice(0, 3)).toEqual([dnNo, expect.stringMatching(/^\d\d-\d\d-\d{4}$/), String(purchaseId)]);

  // GSTR-3B of this month (issue 30 item 4): 4(B)(2) reverses the debit note's CGST and SGST, and 4(C) is 4(A)(5) less it;
  // the portal JSON (J) carries the same reversal.
  await fromPalette(page, 'gstr3b this month');
  await expect(page.getByRole('region', { name: 'GSTR-3B' })).toHaveAttribute('aria-busy', 'false');
  const itcRow = (name: string) =>
    page
      .getByRole('table', { name: '4 Eligible ITC' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell');
  await expect(itcRow('4(B)(2) ITC reversed, others (debit notes)')).toHaveText([
    '0.00',
    formatIndian(Number(note.cgst_amt)),
    formatIndian(Number(note.sgst_amt)),
    '0.00',
  ]);
  const amount = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
  const available = (await itcRow('4(A)(5) All other ITC (purchases)').allTextContents()).map(amount);
  const net = (await itcRow('4(C) Net ITC available').allTextContents()).map(amount);
  expect(net.slice(0, 3)).toEqual([available[0], available[1] - Number(note.cgst_amt), available[2] - Number(note.sgst_amt)]);
  await page.keyboard.press('Tab');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('j')]);
  const json = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { itc_elg: { itc_rev: Array<{ ty: string; camt: number; samt: number }> } };
  expect(json.itc_elg.itc_rev.find((row) => row.ty === 'OTH')).toMatchObject({ camt: Number(note.cgst_amt) / 100, samt: Number(note.sgst_amt) / 100 });
});
