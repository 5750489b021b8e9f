// Issue 33 item 4, keyboard only: a purchase return names the units going back to the supplier. Two units are bought
// at /addpurchase by their serials (Alt+N); at /purchasereturn Alt+N lists the line's units in stock, one is picked
// (qty follows), a reason, Enter saves the debit note; /serial/{that unit} from the palette shows it returned to the
// supplier with the debit note's number and date, and /pos refuses to sell it; the other unit is still free.
import type { Page } from '@playwright/test';
import { toDmy, todayInKolkata } from '../../core/dates';
import { billStatus, ensureSalesShop, expect, openPalette, OWNER, pickCustomer, scan, serialField, signIn, test, waitForBillingScreen } from './fixtures';
import { readAlert } from './records-fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db, {
      products: [{ name: 'Whirlpool 190L Direct Cool', serial: 'WP190DC', rate: 1_650_000, stock: 0, brand: 'Whirlpool', hsn: '841810' }],
    });
    await db.updateTable('products').set({ track_unit_serials: 1 }).where('serial_no', '=', 'WP190DC').execute();
  });
});

const today = () => toDmy(todayInKolkata(new Date()));
const pickedList = (page: Page) => page.getByRole('list', { name: 'Unit serials on the line' }).getByRole('listitem');

/** The unit's story from the palette: Ctrl+K, "serial …", Enter. */
async function openStory(page: Page, serial: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(`serial ${serial.toLowerCase()}`);
  await expect(page.getByRole('option', { name: `Unit serial ${serial}` })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Unit Serial ${serial}` })).toBeVisible();
}

test('return one of two units to the supplier by its serial (Alt+N): its story says so and the counter will not sell it', async ({ page, kulir }, testInfo) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);

  // Bought: two units, each by its serial.
  await openPalette(page);
  await page.keyboard.type('add purchase');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/addpurchase$/);
  await expect(page.locator('.purchase-entry')).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('F4');
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toBeFocused();
  await page.keyboard.type('Chennai');
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toContainText('Chennai Fans Distributors');
  await page.keyboard.press('F7');
  await expect(page.getByLabel('Supplier Invoice No')).toBeFocused();
  await page.keyboard.type('WPI/2026/0077');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Supplier Invoice Date')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(today());
  await page.keyboard.press('Enter');
  await page.keyboard.press('F2');
  await expect(page.getByLabel('Serial No')).toBeFocused();
  await page.keyboard.type('WP190DC');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('textbox', { name: 'Unit serial' })).toBeFocused();
  for (const serial of ['WPDN0077X01', 'WPDN0077X02']) {
    await page.keyboard.type(serial);
    await page.keyboard.press('Enter');
  }
  await expect(pickedList(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Qty of Whirlpool 190L Direct Cool')).toHaveValue('2');
  await page.keyboard.press('F9');
  await readAlert(page, 'Purchase saved successfully!');
  const purchaseId = await kulir.withDatabase(
    async (db) =>
      (
        await db
          .selectFrom('unit_serials')
          .select('purchase_id')
          .where('unit_serial', '=', 'WPDN0077X01')
          .where('movement', '=', 'purchase')
          .executeTakeFirstOrThrow()
      ).purchase_id,
  );

  // The purchase return: the tracked line's qty follows its units; Alt+N lists the two in stock.
  await page.goto(`/purchasereturn/${purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Purchase Return' })).toBeVisible();
  const qty = page.getByRole('textbox', { name: 'Return Qty of Whirlpool 190L Direct Cool' });
  await expect(qty).toBeFocused();
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('textbox', { name: 'Unit serial' })).toBeFocused();
  const choices = page.getByRole('list', { name: 'Units to pick' }).getByRole('button');
  await expect(choices).toHaveText(['WPDN0077X01', 'WPDN0077X02']);
  // A unit not on this line is refused in the panel; the second unit is picked by its serial (scanned or typed).
  await page.keyboard.type('WPDN0077X09');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText("Unit serial WPDN0077X09 is not one of this line's units in stock.");
  await page.keyboard.press('Control+a');
  await page.keyboard.type('wpdn0077x02');
  await page.keyboard.press('Enter');
  await expect(pickedList(page)).toHaveText(['WPDN0077X02 Remove']);
  await expect(choices).toHaveText(['WPDN0077X01']);
  await page.screenshot({ path: testInfo.outputPath('debit-note-unit-serials-pick.png') });
  await page.keyboard.press('Escape');
  await expect(qty).toBeFocused();
  await expect(qty).toHaveValue('1');
  await expect(page.getByRole('table', { name: 'Lines' })).toContainText('S/N: WPDN0077X02');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Door seal torn');
  await page.keyboard.press('Enter');
  const saved = page.locator('.rec-saved');
  await expect(saved).toBeVisible();
  const note = await kulir.withDatabase((db) =>
    db.selectFrom('debit_notes').select(['debit_note_id', 'dn_no', 'dn_date']).where('purchase_id', '=', purchaseId).executeTakeFirstOrThrow(),
  );
  const dnNo = `DN-${note.dn_no}`;
  await expect(saved).toContainText(`Debit note ${dnNo} saved`);
  await page.screenshot({ path: testInfo.outputPath('debit-note-unit-serials-saved.png') });

  // The unit's story: returned to the supplier, on the debit note, dated.
  await openStory(page, 'WPDN0077X02');
  await expect(page.getByRole('definition').filter({ hasText: `Returned to supplier (${dnNo})` })).toBeVisible();
  const purchase = page.getByRole('table', { name: 'Purchases of the unit' }).getByRole('row', { name: new RegExp(`Purchase ${purchaseId}`) });
  await expect(purchase).toContainText(`Returned to supplier on ${toDmy(note.dn_date, '-')} (${dnNo})`);
  await page.screenshot({ path: testInfo.outputPath('debit-note-unit-serials-story.png') });

  // The counter will not sell it.
  await page.goto('/pos');
  await waitForBillingScreen(page);
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await page.keyboard.press('F2');
  await scan(page, 'WP190DC');
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('textbox', { name: 'Unit serial' })).toBeFocused();
  await page.keyboard.type('WPDN0077X02');
  await page.keyboard.press('Enter');
  await expect(pickedList(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(serialField(page)).toBeFocused();
  await page.keyboard.press('F9');
  await expect(billStatus(page)).toHaveText(`Unit serial WPDN0077X02 went back to the supplier on debit note ${dnNo}; it is not in stock to sell.`);
  await page.screenshot({ path: testInfo.outputPath('debit-note-unit-serials-pos.png') });

  // The other unit stays in stock.
  await openStory(page, 'WPDN0077X01');
  await expect(page.getByRole('definition').filter({ hasText: 'Free (may be sold)' })).toBeVisible();
});
