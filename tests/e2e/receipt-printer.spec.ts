// Issue 33 item 1 at the counter, by keyboard: the till is given a network receipt printer (a fake one on loopback) in
// /settings; a retail bill paid in cash (F10, Enter) sends its receipt, with the drawer pulse, to that printer; Ctrl+Shift+D
// asks why, opens the drawer on its own, and the owner's audit trail shows who opened it and why.
import { decodeEscPos, printed } from '../support/escpos-decode';
import { startFakePrinter, type FakePrinter } from '../support/fake-printer';
import type { Page } from '@playwright/test';
import { billStatus, ensureSalesShop, expect, openBillingScreen, pickCustomer, scan, serialField, test, waitForBillingScreen } from './fixtures';
import { bodyRows, grid } from './records-fixtures';

let printer: FakePrinter;

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    await db.updateTable('settings').set({ shop_name: 'Kulir Cooling Centre', receipt_printer: '' }).execute();
  });
});
test.beforeEach(async () => {
  printer = await startFakePrinter();
});
test.afterEach(() => printer.close());

test('the till prints a cash bill’s receipt with the drawer pulse; Ctrl+Shift+D opens the drawer, asked why and audited', async ({ page }, testInfo) => {
  await openBillingScreen(page, '/retailpos');
  // No printer yet: the key strip still offers the drawer, which says where to set one.
  await expect(page.locator('.bill-keys')).toContainText('Open cash drawer');
  await page.keyboard.press('Control+Shift+d');
  const drawer = page.getByRole('dialog', { name: 'Open the cash drawer' });
  await expect(drawer.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Float check');
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('alert')).toHaveText('No receipt printer is set for this till: set one in Settings, "This till\'s receipt printer".');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Settings: this till's own printer, a wrong address refused in words, then the fake printer's.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  const till = page.getByRole('textbox', { name: 'Receipt Printer (this till)' });
  await till.focus();
  await page.keyboard.type('printer by the door');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Receipt Printer:' })).toHaveText(
    'Receipt Printer: must be a host and port, such as 192.168.1.50:9100',
  );
  await page.keyboard.press('Control+a');
  await page.keyboard.type(printer.address);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'This till prints' })).toHaveText(`This till prints receipts to ${printer.address}.`);
  await page.screenshot({ path: testInfo.outputPath('escpos-settings.png'), fullPage: true });

  // A retail bill paid in cash: F10, the cash at the total, Enter.
  await page.goto('/retailpos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await page.keyboard.type('BJP2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
  await page.keyboard.press('F10');
  await expect(page.getByRole('dialog', { name: /Tender/ })).toContainText('Bill ₹53.00');
  await page.keyboard.press('Enter');
  const job = decodeEscPos(await printer.nextJob());
  expect(printed(job.items)[0]).toEqual({ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 });
  expect(job.lines.map((l) => l.trim())).toContain('RETAIL INVOICE');
  expect(job.lines.some((l) => /^Grand Total\s+53\.00$/.test(l))).toBe(true);
  expect(printed(job.items).at(-1)).toEqual({ kind: 'cut', partial: true });
  await expect(billStatus(page)).toHaveText('Receipt printed; cash drawer opened.');
  await expect(page.locator('.bill-toast')).toContainText('Order saved successfully!');
  await page.screenshot({ path: testInfo.outputPath('escpos-counter.png') });

  // Ctrl+Shift+D: asked why, then the drawer alone (the pulse, nothing printed).
  await page.keyboard.press('Control+Shift+d');
  await expect(drawer.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('alert')).toHaveText('Say why the drawer is opened.');
  await page.keyboard.type('Change for a 500 note');
  await page.screenshot({ path: testInfo.outputPath('escpos-drawer.png') });
  await page.keyboard.press('Enter');
  await expect(drawer).toHaveCount(0);
  await expect(billStatus(page)).toHaveText('Cash drawer opened.');
  await expect(serialField(page).or(page.getByRole('textbox', { name: 'Product Code' }))).toBeFocused();
  const pulse = decodeEscPos(await printer.nextJob());
  expect(printed(pulse.items)).toEqual([{ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 }]);

  // The owner's audit trail: who opened the drawer, on which printer, and why.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('audit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/audit$/);
  const table = grid(page, 'Audit Trail');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await page.getByLabel('Who, what or #record').focus();
  await page.keyboard.type('cash_drawer');
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText('drawer_open');
  await expect(bodyRows(table).first()).toContainText('owner');
  await page.keyboard.press('Enter');
  const changes = page.getByRole('region', { name: /^Changes of entry/ });
  await expect(changes.getByRole('row', { name: /reason/ })).toContainText('Change for a 500 note');
  await page.screenshot({ path: testInfo.outputPath('escpos-audit.png'), fullPage: true });
});

test('a GST bill paid in cash at /pos opens the drawer (it prints on A4, so the printer gets the pulse alone); one paid by UPI leaves it shut', async ({
  page,
}) => {
  // This till's printer, set in /settings as a cashier would.
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('textbox', { name: 'Receipt Printer (this till)' }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(printer.address);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'This till prints' })).toHaveText(`This till prints receipts to ${printer.address}.`);

  await page.goto('/pos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await page.keyboard.press('F10');
  const tender = page.getByRole('dialog', { name: /Tender/ });
  await expect(tender.getByRole('textbox', { name: 'Cash' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bill-toast')).toContainText('Order saved successfully!');
  const pulse = decodeEscPos(await printer.nextJob());
  expect(printed(pulse.items)).toEqual([{ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 }]);
  await expect(billStatus(page)).toHaveText('Cash drawer opened.');

  // Paid by UPI alone: ↓ to UPI, the whole bill there, Enter; nothing reaches the printer.
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  await page.keyboard.press('F10');
  await expect(tender.getByRole('textbox', { name: 'Cash' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tender.getByRole('textbox', { name: 'UPI' })).toBeFocused();
  await page.keyboard.type('1770');
  await page.keyboard.press('Enter');
  await expect(page.locator('.bill-toast')).toContainText('Order saved successfully!');
  await expect(tender).toHaveCount(0);
  // A pulse would follow the save within moments: give it a second, then the printer has still had the one job.
  await page.waitForTimeout(1000);
  expect(printer.jobs).toHaveLength(1);
});

/** /settings, "Receipt Printer (this till)": the fake printer's address, as a cashier sets it. */
async function setTillPrinter(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('textbox', { name: 'Receipt Printer (this till)' }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(printer.address);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'This till prints' })).toHaveText(`This till prints receipts to ${printer.address}.`);
}

test('Retail Bill Print A4 with a till printer: a cash bill gives the printer the drawer pulse alone and prints A4 in the browser; UPI leaves it shut', async ({
  page,
  kulir,
}) => {
  await kulir.withDatabase((db) => db.updateTable('settings').set({ retail_print: 'a4' }).execute());
  try {
    await openBillingScreen(page, '/retailpos');
    await setTillPrinter(page);
    await page.goto('/retailpos');
    await waitForBillingScreen(page);
    await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
    await page.keyboard.type('BJP2');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
    await page.keyboard.press('F10');
    const tender = page.getByRole('dialog', { name: /Tender/ });
    await expect(tender.getByRole('textbox', { name: 'Cash' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.bill-toast')).toContainText('Order saved successfully!');
    // The pulse alone: no receipt text, no cut.
    const pulse = decodeEscPos(await printer.nextJob());
    expect(printed(pulse.items)).toEqual([{ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 }]);
    await expect(billStatus(page)).toHaveText('Cash drawer opened.');
    const bill = await kulir.withDatabase((db) =>
      db.selectFrom('orders').select(['order_id', 'bill_no']).where('kind', '=', 'retail').orderBy('order_id', 'desc').executeTakeFirstOrThrow(),
    );
    // Opened through the audited drawer call, the bill named as the reason.
    const audit = await kulir.withDatabase((db) =>
      db.selectFrom('audit_log').select(['call', 'after_json']).where('entity', '=', 'cash_drawer').orderBy('id', 'desc').executeTakeFirstOrThrow(),
    );
    expect(audit.call).toBe('drawer_open.php');
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ reason: `Cash sale: retail bill R-${bill.bill_no}`, opened: '1' });

    // Ctrl+P prints the A4 retail invoice in the browser, as the setting says.
    const opened = page.waitForEvent('popup');
    await page.keyboard.press('Control+p');
    const print = await opened;
    await expect(print).toHaveURL(new RegExp(`/retailinvoice/${bill.order_id}$`));

    // Paid by UPI alone: nothing reaches the printer.
    await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
    await page.keyboard.type('BJP2');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Product Code' })).toHaveValue('');
    await page.keyboard.press('F10');
    await expect(tender.getByRole('textbox', { name: 'Cash' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tender.getByRole('textbox', { name: 'UPI' })).toBeFocused();
    await page.keyboard.type('53');
    await page.keyboard.press('Enter');
    await expect(tender).toHaveCount(0);
    await expect(page.locator('.bill-toast')).toContainText('Order saved successfully!');
    await page.waitForTimeout(1000);
    expect(printer.jobs).toHaveLength(1);
  } finally {
    await kulir.withDatabase((db) => db.updateTable('settings').set({ retail_print: 'receipt' }).execute());
  }
});
