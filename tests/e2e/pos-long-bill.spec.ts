// A long bill on /pos: the line table renders only the rows in view, and the keyboard still reaches every line —
// the newest stays in view, F8 (the first line), End (the last) and ↑/↓ walk the whole bill, a repeated scan brings its
// line into view, Delete works.
import type { Page } from '@playwright/test';
import { ensureSalesShop, expect, openBillingScreen, pickCustomer, serialField, test } from './fixtures';

const LINES = 80;
const serial = (n: number) => `LB${String(n).padStart(3, '0')}`;
const name = (n: number) => `Long Bill Item ${String(n).padStart(3, '0')}`;

test.beforeAll(async ({ kulir }) => {
  const products = Array.from({ length: LINES + 1 }, (_, i) => ({ name: name(i + 1), serial: serial(i + 1), rate: 10_000 + i * 100, stock: 50 }));
  await kulir.withDatabase((db) => ensureSalesShop(db, { products }));
});

const items = (page: Page) => page.getByRole('table', { name: 'Items' });
const line = (page: Page, n: number) => items(page).getByRole('row', { name: `Line ${n}: ${name(n)}`, exact: true });
const focusedLine = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

test('an 80-line bill: the newest line in view, F8 and ↑/↓ over every line, a repeated scan shown, Delete', async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  // Scanned as a scanner lands them: the code in one go, then Enter.
  for (let n = 1; n <= LINES; n += 1) {
    await page.keyboard.insertText(serial(n));
    await page.keyboard.press('Enter');
  }
  await expect(items(page)).toHaveAttribute('aria-rowcount', String(LINES + 1));
  await expect(serialField(page)).toHaveValue('');
  await expect(line(page, LINES)).toBeInViewport();
  // Only the rows in view (and a margin) exist.
  expect(await items(page).locator('tbody tr[data-line-id]').count()).toBeLessThan(LINES);
  await expect(line(page, 1)).toHaveCount(0);

  // F8: the first line, brought back into view; End: the last; ↑ fifty times walks up the bill, rendering the rows it reaches.
  await page.keyboard.press('F8');
  await expect(line(page, 1)).toBeFocused();
  await expect(line(page, 1)).toBeInViewport();
  await page.keyboard.press('End');
  await expect(line(page, LINES)).toBeFocused();
  await expect(line(page, LINES)).toBeInViewport();
  for (let i = 0; i < 50; i += 1) await page.keyboard.press('ArrowUp');
  await expect(line(page, LINES - 50)).toBeFocused();
  await expect(line(page, LINES - 50)).toBeInViewport();
  // Enter into its qty, a new qty, Enter: the row's cells in order, then back to the serial field.
  await page.keyboard.press('Enter');
  const qty = page.getByRole('textbox', { name: `Qty of ${name(LINES - 50)}` });
  await expect(qty).toBeFocused();
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(qty).toHaveText('4');

  // Keys faster than the list can follow its scrolling (a task each, no frame between them, as a held key on a busy
  // machine): each still lands, on the row or on the same cell of a line that was not rendered yet.
  const pressAtOnce = (key: 'ArrowUp' | 'ArrowDown', times: number) =>
    page.evaluate(
      async ({ key, times }) => {
        const nextTask = () =>
          new Promise<void>((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done();
            channel.port2.postMessage(null);
          });
        for (let i = 0; i < times; i += 1) {
          const target = document.activeElement;
          target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          target?.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
          await nextTask();
        }
      },
      { key, times },
    );
  await page.keyboard.press('F8');
  await expect(line(page, 1)).toBeFocused();
  await pressAtOnce('ArrowDown', LINES - 51);
  await expect(line(page, LINES - 50)).toBeFocused();
  await pressAtOnce('ArrowDown', 40);
  await expect(line(page, LINES - 10)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `Qty of ${name(LINES - 10)}` })).toBeFocused();
  await pressAtOnce('ArrowUp', 45);
  await expect(page.getByRole('textbox', { name: `Qty of ${name(LINES - 55)}` })).toBeFocused();
  await page.keyboard.press('F2');

  // A scan of line 3's serial raises its qty and brings it into view, highlighted.
  await expect(serialField(page)).toBeFocused();
  await page.keyboard.insertText(serial(3));
  await page.keyboard.press('Enter');
  await expect(line(page, 3)).toBeInViewport();
  await expect(line(page, 3)).toHaveClass(/recent/);
  await expect(page.getByRole('textbox', { name: `Qty of ${name(3)}` })).toHaveText('2');

  // A new serial: the list goes back to its bottom, the new line in view.
  await page.keyboard.insertText(serial(LINES + 1));
  await page.keyboard.press('Enter');
  await expect(items(page)).toHaveAttribute('aria-rowcount', String(LINES + 2));
  await expect(line(page, LINES + 1)).toBeInViewport();

  // F8, End: the new line; Delete: it goes, and the focus moves to its neighbour, line 80.
  await page.keyboard.press('F8');
  await page.keyboard.press('End');
  await expect(line(page, LINES + 1)).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(items(page)).toHaveAttribute('aria-rowcount', String(LINES + 1));
  expect(await focusedLine(page)).toBe(`Line ${LINES}: ${name(LINES)}`);
  await expect(page.getByText(`Lines ${LINES}`, { exact: true })).toBeVisible();
});
