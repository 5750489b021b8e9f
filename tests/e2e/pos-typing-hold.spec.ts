// The serial field holds a scanner's fast characters off screen until its Enter (src/billing/typing-hold.ts); whatever
// the timing, Enter gets the whole serial, Esc drops it, an editing key edits it and a pause shows it.
import { billStatus as status, ensureSalesShop, expect, openBillingScreen, serialField, shownLines, test } from './fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db, { products: [{ name: 'Philips 9W LED Bulb', serial: 'PHIL9W', rate: 12_050, stock: 500 }] }));
});

const nameField = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Product Name' });

test('fast keys then Enter add the line; a pause shows them and fills the name; Backspace and Esc act on them', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await expect(serialField(page)).toBeFocused();

  // A scanner's pace (no delay between keys), then Enter at once: the line, and an empty field.
  await page.keyboard.type('phil9w');
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toHaveValue('');
  expect(await shownLines(page)).toEqual(['1 | PHIL9W | Philips 9W LED Bulb | 120.50 | 1 | 0 | 120.50']);

  // The same pace with no Enter: once the keys stop, the field shows them (upper-cased) and the exact serial fills the name.
  await page.keyboard.type('crhs1200');
  await expect(serialField(page)).toHaveValue('CRHS1200');
  await expect(nameField(page)).toHaveValue('Crompton HS Plus 1200mm');
  await page.keyboard.press('Escape');
  await expect(serialField(page)).toHaveValue('');
  await expect(nameField(page)).toHaveValue('');

  // Backspace straight after fast keys takes the last of them: the exact serial left fills the name.
  await page.keyboard.type('PHIL9WX');
  await page.keyboard.press('Backspace');
  await expect(serialField(page)).toHaveValue('PHIL9W');
  await expect(nameField(page)).toHaveValue('Philips 9W LED Bulb');
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toHaveValue('');

  // Esc straight after fast keys drops them and stays in the field (a second Esc would leave it).
  await page.keyboard.type('SYMD');
  await page.keyboard.press('Escape');
  await expect(serialField(page)).toHaveValue('');
  await expect(serialField(page)).toBeFocused();

  // A person's pace: every key shows as it is typed.
  for (const [i, key] of [...'SYMD50T'].entries()) {
    await page.keyboard.press(key);
    await expect(serialField(page)).toHaveValue('SYMD50T'.slice(0, i + 1));
  }
  await page.keyboard.press('Enter');
  expect(await shownLines(page)).toEqual([
    '1 | PHIL9W | Philips 9W LED Bulb | 120.50 | 2 | 0 | 241.00',
    '2 | SYMD50T | Symphony Diet 50T | 2,450.50 | 1 | 0 | 2,450.50',
  ]);

  // An unknown serial at a scanner's pace is refused and shown whole, selected, so the next scan replaces it.
  await page.keyboard.type('NOSUCH1');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Invalid product or quantity: no product with serial or code NOSUCH1.');
  await expect(serialField(page)).toHaveValue('NOSUCH1');
  expect(await serialField(page).evaluate((f: HTMLInputElement) => [f.selectionStart, f.selectionEnd])).toEqual([0, 7]);
  await page.keyboard.type('PHIL9W');
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toHaveValue('');
  expect(await shownLines(page)).toEqual([
    '1 | PHIL9W | Philips 9W LED Bulb | 120.50 | 3 | 0 | 361.50',
    '2 | SYMD50T | Symphony Diet 50T | 2,450.50 | 1 | 0 | 2,450.50',
  ]);
});
