// /pos saving: a refresh in the middle of a save books the bill once; Alt+C adds a customer without losing the cart.
import { billStatus as status, customerField, ensureSalesShop, expect, openBillingScreen, pickCustomer, scan, test } from './fixtures';

test.beforeAll(async ({ kulir }) => {
  await kulir.withDatabase((db) => ensureSalesShop(db, { products: [{ name: 'Philips 9W LED Bulb', serial: 'PHIL9W', rate: 12_050, stock: 500 }] }));
});

test('a refresh in the middle of a save sends it again with the same request_id, and the bill is booked once', async ({ page, kulir }) => {
  const gstBills = () => kulir.withDatabase(async (db) => (await db.selectFrom('orders').select('order_id').where('kind', '=', 'gst').execute()).length);
  const billsBefore = await gstBills();
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'lakshmi', /Lakshmi Home Appliances/);
  await scan(page, 'CRHS1200');

  const sent: string[] = [];
  let booked: Promise<unknown> | null = null;
  await page.route('**/api/pos_api/pos_order.php', async (route) => {
    sent.push((route.request().postDataJSON() as { request_id: string }).request_id);
    // The first save reaches the server and is booked, but its answer never comes back to the page.
    if (sent.length === 1) booked = route.fetch();
    else await route.continue();
  });
  await page.keyboard.press('F9');
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await expect.poll(() => sent.length).toBe(1);
  await booked;
  expect(await gstBills()).toBe(billsBefore + 1);

  await page.reload();
  await expect(status(page)).toHaveText('Order saved successfully!');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(await gstBills()).toBe(billsBefore + 1);
  await expect(page.getByRole('table', { name: 'Items' }).locator('tbody tr')).toHaveCount(0);
});

test("Alt+C adds a customer, keeps the cart and selects the new customer; a refusal shows the server's reason", async ({ page }) => {
  await openBillingScreen(page, '/pos');
  await page.keyboard.press('F2');
  await scan(page, 'PHIL9W');

  await page.keyboard.press('Alt+c');
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Required field is empty');

  await dialog.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type('Kannan Agencies');
  await page.keyboard.press('Enter');
  // The phone keeps digits only (a space or dash typed is dropped), the GSTIN letters and digits upper-cased.
  await page.keyboard.type('94430-99999');
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('9443099999');
  await page.keyboard.press('Enter');
  await page.keyboard.type('33aaaaa0000a1z0');
  await expect(dialog.getByRole('textbox', { name: 'GSTIN' })).toHaveValue('33AAAAA0000A1Z0');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(/^Failed to add customer\. Error: .+/);

  await dialog.getByRole('textbox', { name: 'GSTIN' }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Town Hall Road, Madurai');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Tamil Nadu');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Tamil Nadu');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(status(page)).toHaveText('Customer added successfully!');
  await expect(customerField(page)).toHaveAccessibleDescription('Kannan Agencies · 9443099999 · Tamil Nadu');
  await expect(page.getByRole('textbox', { name: 'Qty of Philips 9W LED Bulb' })).toHaveText('1');
  // The reloaded list knows the new customer.
  await page.keyboard.press('F4');
  await page.keyboard.type('kannan', { delay: 40 });
  await expect(page.getByRole('option', { name: /Kannan Agencies/ })).toBeVisible();
});

test('a refused save shows the server\'s reason and a network failure "Failed to save order."; the cart stays, F9 again books it once', async ({
  page,
  kulir,
}) => {
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'PHIL9W');
  const replies = ['refused', 'offline'];
  const sent: string[] = [];
  await page.route('**/api/pos_api/pos_order.php', async (route) => {
    sent.push((route.request().postDataJSON() as { request_id: string }).request_id);
    const reply = replies.shift();
    if (reply === 'refused')
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ head: { code: 409, msg: 'Only 0 of Philips 9W LED Bulb in stock' }, body: null }),
      });
    else if (reply === 'offline') await route.abort('internetdisconnected');
    else await route.continue();
  });

  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Only 0 of Philips 9W LED Bulb in stock');
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Failed to save order.');
  await expect(page.getByRole('textbox', { name: 'Qty of Philips 9W LED Bulb' })).toHaveText('1');
  await page.keyboard.press('F9');
  await expect(status(page)).toHaveText('Order saved successfully!');
  // The retry after the network failure is the same request: the server books it once whatever reached it.
  expect(sent[2]).toBe(sent[1]);
  const bills = await kulir.withDatabase((db) => db.selectFrom('orders').select('order_id').where('billing_name', '=', 'Murugan Electricals').execute());
  expect(bills).toHaveLength(1);
});
