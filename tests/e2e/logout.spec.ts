import { expect, OWNER, signIn, test } from './fixtures';

test('log out from the profile dropdown through the "Logging Out" dialog, keyboard only', async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  // The owner holds every flag: the dropdown has Employees, Settings and Log out.
  await page.getByRole('button', { name: 'Profile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Employees', 'Settings', 'Log out']);
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Logging Out' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  // No keeps the session.
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  // Again from the palette; Tab to Yes.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('log out');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  // The session is gone server-side too: a signed-in screen sends us back.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
