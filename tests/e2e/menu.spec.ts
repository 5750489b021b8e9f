import { expect, openPalette, OWNER, signIn, test } from './fixtures';

const CLERK = { name: 'meena', email: 'meena@kulir.local', password: 'meena-e2e-password' };

test('an employee with customer, gstbill and stock_report sees only those entries, in menu and palette', async ({ page, kulir }) => {
  await kulir.addEmployee({ ...CLERK, flags: ['customer', 'gstbill', 'stock_report'] });
  await signIn(page, CLERK.email, CLERK.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toContainText('Meena');

  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: 'Customer' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(
    ['Dashboard', 'Customer', 'GST Bill or POS', 'Retail POS', 'Retail Estimate'].map((t) => new RegExp(`${t}$`)),
  );

  // Reports starts closed; open it from the keyboard.
  const reports = menu.getByRole('button', { name: 'Reports' });
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
  await reports.focus();
  await page.keyboard.press('Enter');
  await expect(reports).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText(
    ['Dashboard', 'Customer', 'GST Bill or POS', 'Retail POS', 'Retail Estimate', 'Stock Report'].map((t) => new RegExp(`${t}$`)),
  );

  // The profile dropdown holds only Log out: no Employees, no Settings.
  await page.getByRole('button', { name: 'Profile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Log out']);
  await page.keyboard.press('Escape');

  // Ctrl+K offers exactly the navigation commands the flags allow.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await expect(palette.getByRole('combobox', { name: 'Command' })).toBeFocused();
  const navigation = palette.locator('[cmdk-item][data-value^="nav."]');
  await expect(navigation).toHaveText(
    ['Dashboard', 'Customer', 'GST Bill or POS', 'Retail POS', 'Retail Estimate', 'Stock Report'].map((t) => new RegExp(`^${t}`)),
  );
  for (const hidden of ['Brand', 'Employees', 'Settings']) {
    await expect(palette.getByRole('option', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(palette.getByRole('option', { name: 'Log out' })).toHaveCount(1);

  // Enter runs the highlighted command: Customer opens Customer Management.
  await page.keyboard.type('customer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customerlist$/);
  await expect(page.getByRole('heading', { name: 'Customer Management' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Customer' })).toHaveAttribute('aria-current', 'page');
});

test("the owner's side menu: every entry's label fits the menu, Reports open too", async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await menu.getByRole('button', { name: 'Reports' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: /Sales GST Report$/ })).toBeVisible();
  const overflowing = await menu.getByRole('link').evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth).map((a) => a.textContent));
  expect(overflowing).toEqual([]);

  // "rep" in the palette lists the reports first, not the loose matches of the menu ("REtail Products").
  await page.keyboard.press('Control+k');
  await page.keyboard.type('rep');
  await expect(page.getByRole('option').first()).toHaveText(/Report$/);
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
});

const CASHIER = { name: 'selvi', email: 'selvi@kulir.local', password: 'selvi-e2e-password' };

test('Retail POS is in the side menu and the palette ("retail pos"); screens the flags do not open say so, in the screen and the palette', async ({
  page,
  kulir,
}) => {
  await kulir.addEmployee({ ...CASHIER, flags: ['gstbill'] });
  await signIn(page, CASHIER.email, CASHIER.password);
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: /Retail POS$/ })).toHaveAttribute('href', '/retailpos');
  await expect(menu.getByRole('link', { name: /Retail Estimate$/ })).toHaveAttribute('href', '/posretailadd');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('retail pos');
  await expect(page.getByRole('option').first()).toHaveText(/^Retail POS/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/retailpos$/);
  await expect(page.getByRole('heading', { name: 'Retail POS' })).toBeVisible();

  // A screen without the flag says so instead of an empty list.
  for (const [path, privilege] of [
    ['/users', 'Employees'],
    ['/gstreport', 'Sales GST Report'],
    ['/orderlist', 'Sales or GST Bill List'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      `You do not have permission to open this screen: it needs the ${privilege} privilege. Ask the owner to grant it.`,
    );
    await expect(page.getByText('No Record found')).toHaveCount(0);
    await expect(page.getByText('No orders found')).toHaveCount(0);
  }

  // The palette names the screen too, and says the same; Enter does not open it.
  await page.goto('/home');
  await openPalette(page);
  await page.keyboard.type('sales gst report');
  const denied = page.getByRole('option', { name: /Sales GST Report/ });
  await expect(denied).toHaveText(/Sales GST ReportPermission denied/);
  await expect(denied).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

/** Every screen of the route table that takes no record id (those with an id are opened from their lists in their own specs). */
const SCREENS_WITHOUT_ID = [
  '/home',
  '/addbanner',
  '/addbrand',
  '/addcustomer',
  '/addpaymentdetails',
  '/addproducts',
  '/addpurchase',
  '/addretailproduct',
  '/addsupplier',
  '/addunit',
  '/addusers',
  '/audit',
  '/bannerlist',
  '/brand',
  '/cancelorder',
  '/content',
  '/contentedit',
  '/creditnote',
  '/customerlist',
  '/dayend',
  '/estimate',
  '/estimatelist',
  '/gstreport',
  '/gstreportpurchase',
  '/importcustomer',
  '/importproducts',
  '/importretailproduct',
  '/itc',
  '/orderlist',
  '/paid_report',
  '/paid_report_supplier',
  '/paymentdetails',
  '/paymentpending',
  '/pos',
  '/posretailadd',
  '/products',
  '/purchaselist',
  '/retailorderlist',
  '/retailpos',
  '/retailproduct',
  '/salesreturn',
  '/settings',
  '/statereview',
  '/stock',
  '/supplier',
  '/supplierpending',
  '/unit',
  '/updatelist',
  '/updateretaillist',
  '/users',
];

test('the owner opens every screen: no permission denied', async ({ page }) => {
  test.setTimeout(180_000);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (/\/(api|adminapi)\//.test(response.url()) && response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  for (const path of SCREENS_WITHOUT_ID) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Permission denied' }), path).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /not found$/ }), path).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});

test('a screen the flags do not open never calls its API: no 403 answer, no 403 in the console (issue 32)', async ({ page, kulir }) => {
  const clerk = { name: 'muthu', email: 'muthu@kulir.local', password: 'muthu-e2e-password' };
  await kulir.addEmployee({ ...clerk, flags: ['gstbill'] });
  await signIn(page, clerk.email, clerk.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForLoadState('networkidle');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  page.on('console', (message) => {
    if (/403/.test(message.text())) refused.push(message.text());
  });
  for (const path of ['/users', '/gstreport', '/orderlist', '/paymentpending', '/dayend']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
});
