// Issue 29 item 4 at the counter, by keyboard only: a ₹50,000 credit limit set on the customer's form; a ₹95,000
// bill on credit with F9 is refused naming both figures (flagged before F9 too); ₹50,000 tendered in cash saves it,
// leaving ₹45,000 owed; the next bill over the limit goes through on the owner's approval (password typed in the
// dialog), a wrong password is refused and asked again.
import { OWNER, billStatus, ensureSalesShop, expect, openBillingScreen, pickCustomer, scan, serialField, test, type KulirServer } from './fixtures';
import { readAlert } from './records-fixtures';
import { addCustomer } from '../support/sales-fixtures';

let customerId = 0;

test.beforeAll(async ({ kulir }) => {
  customerId = await kulir.withDatabase(async (db) => {
    // A split AC at ₹80,508.47 + 18% GST: ₹95,000.00 after round-off.
    await ensureSalesShop(db, { products: [{ name: 'Voltas 1.5T Split AC', serial: 'VOLTAS15', rate: 8_050_847, stock: 10, brand: 'Voltas' }] });
    return addCustomer(db, { name: 'Ganapathi Cooling Point', mobile: '9894000021' });
  });
});

const lastBill = (kulir: KulirServer) =>
  kulir.withDatabase((db) =>
    db
      .selectFrom('orders')
      .select(['order_id', 'customer_id', 'total', 'paid_amount'])
      .where('kind', '=', 'gst')
      .orderBy('order_id', 'desc')
      .executeTakeFirstOrThrow(),
  );

const REFUSED = 'Credit limit ₹50,000.00 exceeded: Ganapathi Cooling Point already owes ₹0.00 and this bill leaves ₹95,000.00 unpaid';

test("a bill over the limit is refused with both figures, saved with ₹50,000 tendered, and the next goes on the owner's approval", async ({ page, kulir }) => {
  // The limit, set on the customer's form: Credit Limit, 50000, Ctrl+S.
  await openBillingScreen(page, '/pos');
  await page.goto(`/viewcustomer/${customerId}`);
  const limit = page.getByLabel('Credit Limit');
  await limit.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('50000');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Customer details updated successfully!');

  await page.goto('/pos');
  await expect(page.locator('.billing')).toHaveAttribute('aria-busy', 'false');
  await pickCustomer(page, 'ganapathi', /Ganapathi Cooling Point/);
  // Chosen: what they owe and their limit.
  const standing = page.getByLabel("Customer's credit");
  await expect(standing).toContainText('Outstanding ₹0.00');
  await expect(standing).toContainText('Credit limit ₹50,000.00');
  await scan(page, 'VOLTAS15');
  // Flagged before F9.
  await expect(page.locator('.bill-credit-over')).toHaveText(
    'Over credit limit: on credit this bill takes Ganapathi Cooling Point to ₹95,000.00 of ₹50,000.00. Tender at least ₹45,000.00 (F10), or the owner approves.',
  );

  // F9, wholly on credit: refused with both figures; the owner's approval is offered. Esc declines it.
  const bills = () =>
    kulir.withDatabase(async (db) =>
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  const before = await bills();
  await page.keyboard.press('F9');
  const approval = page.getByRole('dialog', { name: 'Owner approval' });
  await expect(approval).toContainText(REFUSED);
  await page.keyboard.press('Escape');
  await expect(approval).toHaveCount(0);
  // The status line says it too (hidden from the page's roles while the dialog was open).
  await expect(billStatus(page)).toHaveText(REFUSED);
  await expect(serialField(page)).toBeFocused();
  expect(await bills()).toBe(before);

  // ₹50,000 in cash: ₹45,000 stays on credit, within the limit.
  await page.keyboard.press('F10');
  const tender = page.getByRole('dialog', { name: /Tender/ });
  await expect(tender.getByRole('textbox', { name: 'Cash' })).toBeFocused();
  await page.keyboard.type('50000');
  await expect(tender).toContainText('₹45,000.00');
  await page.keyboard.press('Enter');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const saved = await lastBill(kulir);
  expect({ customer: saved.customer_id, total: Number(saved.total), paid: Number(saved.paid_amount) }).toEqual({
    customer: customerId,
    total: 9_500_000,
    paid: 5_000_000,
  });

  // The next bill for them: they owe ₹45,000 now; ₹95,000 more on credit is refused, and the owner approves it.
  await pickCustomer(page, 'ganapathi', /Ganapathi Cooling Point/);
  await expect(standing).toContainText('Outstanding ₹45,000.00');
  await scan(page, 'VOLTAS15');
  await page.keyboard.press('F9');
  await expect(approval).toContainText(
    'Credit limit ₹50,000.00 exceeded: Ganapathi Cooling Point already owes ₹45,000.00 and this bill leaves ₹95,000.00 unpaid',
  );
  // The owner's e-mail, then a wrong password: refused, asked again.
  await expect(approval.getByRole('textbox', { name: 'Owner e-mail' })).toBeFocused();
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(approval.getByRole('alert')).toHaveText('Owner approval refused: wrong e-mail or password.');
  // The e-mail is kept: the focus is in the password.
  await expect(approval.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(billStatus(page)).toHaveText('Order saved successfully!');
  const approved = await lastBill(kulir);
  expect({ customer: approved.customer_id, total: Number(approved.total), paid: Number(approved.paid_amount) }).toEqual({
    customer: customerId,
    total: 9_500_000,
    paid: 0,
  });
  const audit = await kulir.withDatabase((db) =>
    db
      .selectFrom('audit_log')
      .select(['entity', 'after_json'])
      .where('entity', '=', 'credit_approval')
      .where('entity_id', '=', String(approved.order_id))
      .execute(),
  );
  expect(audit.map((row) => JSON.parse(row.after_json ?? 'null') as unknown)).toEqual([
    expect.objectContaining({ customer_id: customerId, credit_limit: 5_000_000, outstanding: 4_500_000, unpaid: 9_500_000 }),
  ]);
});

test('approvals typed wrong again and again meet the sign-in throttle: the dialog says to wait, and nothing is saved', async ({ page, kulir }) => {
  await kulir.withDatabase((db) => db.updateTable('customers').set({ credit_limit: 5_000_000 }).where('user_id', '=', customerId).execute());
  await openBillingScreen(page, '/pos');
  await pickCustomer(page, 'ganapathi', /Ganapathi Cooling Point/);
  await scan(page, 'VOLTAS15');
  const count = () =>
    kulir.withDatabase(async (db) =>
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  const before = await count();
  await page.keyboard.press('F9');
  const approval = page.getByRole('dialog', { name: 'Owner approval' });
  await expect(approval).toContainText('Credit limit ₹50,000.00 exceeded');
  // Someone tries an e-mail that is not the owner's (the owner's own sign-ins stay open): refused each time, until the
  // sign-in throttle holds the e-mail (from its 5th failure the wait doubles, so a try soon lands inside it).
  const email = approval.getByRole('textbox', { name: 'Owner e-mail' });
  await email.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('intruder@example.com');
  await page.keyboard.press('Tab');
  let shown = '';
  for (let attempt = 1; attempt <= 12 && !shown.startsWith('Too many failed sign-ins.'); attempt += 1) {
    await expect(approval.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(approval.getByRole('alert')).toHaveText(
      /^(Owner approval refused: wrong e-mail or password\.|Too many failed sign-ins\. Try again in \d+ seconds?\.)$/,
    );
    shown = (await approval.getByRole('alert').textContent()) ?? '';
  }
  expect(shown).toMatch(/^Too many failed sign-ins\. Try again in \d+ seconds?\.$/);
  // The dialog still shows the refusal it asks about, and the bill waits on the counter.
  await expect(approval).toContainText('Credit limit ₹50,000.00 exceeded');
  await page.keyboard.press('Escape');
  await expect(approval).toHaveCount(0);
  expect(await count()).toBe(before);
});
