import { expect, OWNER, signIn, test } from './fixtures';

test('the owner signs in from the keyboard and lands on /home with the four tiles', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the shop' })).toBeVisible();

  await signIn(page, OWNER.email, OWNER.password);

  await expect(page).toHaveURL(/\/home$/);
  for (const tile of ['Total Revenue', 'Total Orders', 'Total Products', 'Total Customers']) {
    await expect(page.getByRole('heading', { name: tile })).toBeVisible();
  }
  const revenue = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Total Revenue' }) });
  await expect(revenue).toContainText('₹');
  await expect(revenue).toContainText('8.5%');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Total Orders' }) })).toContainText('0');
  // The header shows the name with its first letter capitalised.
  await expect(page.getByRole('banner')).toContainText('Owner');
});

test('a wrong password shows "Invalid email or password" in red under the form', async ({ page }) => {
  await signIn(page, OWNER.email, 'not-the-password');

  const error = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(255, 107, 107)');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in screen without a stored user goes back to /login', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route shows the not-found screen with its path', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: '/no-such-screen not found' })).toBeVisible();
});

test('a stored user whose session has ended is sent back to /login by the first 401', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('user_id', '"1"');
    localStorage.setItem('user_name', 'owner');
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  // No privilege alert on the way out: the session simply ended.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
