// Settings from the keyboard: phone keeps 10 digits (extra input ignored), GST number at most 15 and checked,
// pincode 6 digits; Commit Changes answers with a message; the new rates reach the POS.
import { makeGstin } from '../../core/gstin';
import { expect, readAlert, signInAsOwner, test } from './records-fixtures';

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[%]/g, '\\$&')}( \\*)?$`));

test('edit the shop details and rates from the keyboard and Commit Changes', async ({ page, kulir }) => {
  await signInAsOwner(page);
  // Ctrl+K, "settings", Enter.
  // Ctrl+K once the signed-in screen has bound its keys.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Command' })).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.type('settings');
  await expect(page.getByRole('option', { name: /^Settings/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(field(page, 'Shop Name')).toBeFocused();
  await expect(field(page, 'State')).toHaveValue('Tamil Nadu');
  await expect(field(page, 'CGST %')).toHaveValue('9.00');

  await page.keyboard.press('Control+a');
  await page.keyboard.type('Kulir Cooling Centre');
  // Enter walks the fields: User Name, Email, Phone.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
  await expect(field(page, 'Phone')).toBeFocused();
  await page.keyboard.type('0452-2345678999');
  await expect(field(page, 'Phone')).toHaveValue('0452234567');

  await field(page, 'Pincode').focus();
  await page.keyboard.type('625 0019');
  await expect(field(page, 'Pincode')).toHaveValue('625001');

  const gstin = makeGstin(33, 'AAKFK1234M');
  await field(page, 'GST Number').focus();
  await page.keyboard.type(`${gstin.slice(0, 14)}QXYZ`);
  await expect(field(page, 'GST Number')).toHaveValue(`${gstin.slice(0, 14)}Q`);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('GSTIN check digit does not match')).toBeVisible();
  await expect(field(page, 'GST Number')).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type(gstin[14]);

  await field(page, 'CGST %').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('6');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Settings updated successfully!');
  await expect(field(page, 'Phone')).toHaveValue('0452234567');
  await expect(field(page, 'SGST %')).toHaveValue('6.00');

  // A state other than the GSTIN's is refused (by the form, with the server's own rule): the message names why.
  await field(page, 'State').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Kerala');
  await page.keyboard.press('Control+s');
  await expect(page.locator('form').getByRole('alert')).toHaveText('State Kerala does not match the GSTIN, which is registered in Tamil Nadu (33)');

  const saved = await kulir.withDatabase((db) => db.selectFrom('settings').selectAll().executeTakeFirstOrThrow());
  expect(saved).toMatchObject({
    shop_name: 'Kulir Cooling Centre',
    phone: '0452234567',
    pincode: '625001',
    gst_no: gstin,
    state: 'Tamil Nadu',
    cgst_bp: 600,
    sgst_bp: 600,
  });
});
