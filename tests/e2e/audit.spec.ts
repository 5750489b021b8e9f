// The owner's audit trail from the keyboard: a change made on a screen is found by its record and shows what it
// changed; an employee, even one with every flag, is offered no Audit Trail and is refused by the server.
import { FLAGS } from '../../core/permissions';
import { signIn } from './fixtures';
import { bodyRows, expect, grid, readAlert, rowTexts, seedRecordsShop, signInAsOwner, test, type RecordsShop } from './records-fixtures';

let shop: RecordsShop;
const MANAGER = { name: 'senthil', email: 'senthil@kulir.local', password: 'senthil-e2e-password' };

test.beforeAll(async ({ kulir }) => {
  shop = await kulir.withDatabase((db) => seedRecordsShop(db));
});

test('the owner changes a mobile number, then finds the change in the audit trail by its record', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`/viewcustomer/${shop.lakshmi}`);
  await expect(page.getByLabel('Customer Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Mobile')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('9847033333');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Customer details updated successfully!');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('audit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/audit$/);
  const table = grid(page, 'Audit Trail');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('columnheader')).toHaveText(['When', 'Who', 'Action', 'Record', 'Fields changed']);

  await page.getByLabel('Who, what or #record').focus();
  const searched = page.waitForResponse((r) => r.url().endsWith('/api/audit_log.php') && (r.request().postData() ?? '').includes(`#${shop.lakshmi}`));
  await page.keyboard.type(`customer #${shop.lakshmi}`);
  await searched;
  await expect(bodyRows(table)).toHaveCount(1);
  const [row] = await rowTexts(table);
  expect(row.slice(1, 4)).toEqual(['owner', 'customer_detail_update', `customer #${shop.lakshmi}`]);
  expect(row[0]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  await page.keyboard.press('Enter');
  const changes = page.getByRole('region', { name: /^Changes of entry/ });
  await expect(changes.getByRole('row', { name: /mobile/ })).toContainText('9847033333');
});

test('an employee holding every flag is offered no Audit Trail, and the server refuses them', async ({ page, kulir }) => {
  await kulir.addEmployee({ ...MANAGER, flags: [...FLAGS] });
  await signIn(page, MANAGER.email, MANAGER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await page.keyboard.type('audit');
  await expect(palette.getByRole('option', { name: /Audit Trail/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The screen says so without asking the server (issue 32: a Permission denied screen calls no API)...
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/audit_log.php')) calls.push(request.url());
  });
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
  await expect(bodyRows(grid(page, 'Audit Trail'))).toHaveCount(0);
  expect(calls).toEqual([]);
  // ...and the server refuses them when asked from the page all the same.
  const status = await page.evaluate(
    async () => (await fetch('/api/audit_log.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status,
  );
  expect(status).toBe(403);
});
