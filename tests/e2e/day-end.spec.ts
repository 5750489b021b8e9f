// /dayend by keyboard (issue 22): the palette's "day end", the day's bills and money by mode, the cash counted against
// the opening float, the cash expected, Close Day once; a screenshot of the tender panel and of the closed day for review.
import { billStatus, ensureSalesShop, expect, openBillingScreen, OWNER, pickCustomer, scan, signIn, test } from './fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db));
});

test("the day's bills, cash expected against counted, and Close Day", async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murugan', /Murugan Electricals/);
  await scan(page, 'CRHS1200');
  // ₹1,770.00: ₹770 in cash, ₹1,000 by UPI.
  await page.keyboard.press('F10');
  await page.keyboard.type('800');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('1000');
  await expect(page.getByRole('dialog', { name: /Tender/ }).getByRole('textbox', { name: 'Cash' })).toHaveValue('800');
  await expect(page.locator('.tender-change')).toHaveText('₹30.00');
  await page.screenshot({ path: 'test-results/tender-panel.png' });
  await page.keyboard.press('Enter');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('day end');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dayend$/);
  const sums = page.getByRole('definition');
  await expect(page.getByRole('table', { name: 'Bills of the day' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('.day-end-sums')).toContainText('Cash770.00');
  await expect(page.locator('.day-end-sums')).toContainText('UPI1,000.00');
  await expect(page.locator('.day-end-sums')).toContainText('Cash Expected770.00');
  expect(await sums.count()).toBeGreaterThan(0);

  // The drawer opened with a ₹2,000 float: Enter moves on to Cash Counted.
  await page.getByLabel('Opening Cash').focus();
  await page.keyboard.type('2000');
  await expect(page.locator('.day-end-sums')).toContainText('Cash Expected2,770.00');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Cash Counted')).toBeFocused();
  await page.keyboard.type('2760');
  await expect(page.locator('.day-end-sums')).toContainText('Difference-10.00');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Close this day?');
  // No has the focus first; → moves to Yes, Close Day.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Yes, Close Day' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.day-end-heading')).toContainText('Closed by');
  await expect(page.locator('.day-end-sums')).toContainText('Opening Cash2,000.00');
  await expect(page.locator('.day-end-sums')).toContainText('Cash Expected2,770.00');
  await expect(page.locator('.day-end-sums')).toContainText('Cash Counted2,760.00');
  await expect(page.locator('.day-end-sums')).toContainText('Difference-10.00');
  await page.screenshot({ path: 'test-results/day-end.png', fullPage: true });
});

test('the owner reopens the closed day from the keyboard: Alt+Shift+R, a reason, Enter (issue 32)', async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/dayend');
  await expect(page.locator('.day-end-heading')).toContainText('Closed by');
  await expect(page.getByRole('button', { name: /Reopen Day/ })).toBeVisible();
  await page.keyboard.press('Alt+Shift+R');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Reopen the day');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  // No reason: asked for one, still open.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Reason: say why the day is reopened.');
  await page.keyboard.type('A late delivery bill');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.day-end-heading')).not.toContainText('Closed by');
  await expect(page.getByLabel('Cash Counted')).toBeVisible();
  await expect(page.getByRole('button', { name: /Reopen Day/ })).toHaveCount(0);
});
