// Issue 20, attack 3, in the browser: a page served on another port of the same host (the same site, so the
// SameSite=Strict session cookie rides along) auto-submits forms at kulir while the owner is signed in. Chromium
// marks them Sec-Fetch-Site: same-site, and kulir refuses them with 403: no cash-book debit, no privileges granted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, OWNER, signIn, test } from './fixtures';

function evilSite(kulir: string, employeeId: number): Promise<Server> {
  const page = (form: string) => `<!doctype html><html><body>${form}<script>document.forms[0].submit()</script></body></html>`;
  const pages: Record<string, string> = {
    '/debit': page(`<form method="post" enctype="multipart/form-data" action="${kulir}/api/payment_details_add.php">
      <input name="name" value="Cash out"><input name="amount" value="12345"><input name="payment_method" value="debit">
      <input name="payment_sent" value="Cash"><input name="description" value="forged"></form>`),
    '/grant': page(`<form method="post" action="${kulir}/api/employe_previllage_update.php">
      <input name="employee_id" value="${employeeId}"><input name="employee" value="1"><input name="settings" value="1"></form>`),
  };
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(pages[req.url ?? ''] ?? 'not here');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a page on another port of the same host cannot add a cash-book debit or grant privileges', async ({ page, kulir, baseURL }) => {
  await kulir.addEmployee({ name: 'Ravi', email: 'ravi@kulir.local', password: 'ravi-password-1', flags: ['customer'] });
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  const before = await kulir.withDatabase(async (db) => ({
    cash: (await db.selectFrom('payment_details').select('id').execute()).length,
    ravi: await db
      .selectFrom('employees')
      .select(['user_id', 'perm_employee', 'perm_settings'])
      .where('email', '=', 'ravi@kulir.local')
      .executeTakeFirstOrThrow(),
  }));

  const evil = await evilSite(baseURL ?? '', before.ravi.user_id);
  try {
    const port = (evil.address() as AddressInfo).port;
    for (const [path, call] of [
      ['/debit', 'payment_details_add.php'],
      ['/grant', 'employe_previllage_update.php'],
    ]) {
      const answer = page.waitForResponse(`${baseURL}/api/${call}`);
      await page.goto(`http://127.0.0.1:${port}${path}`);
      const response = await answer;
      expect(response.status(), path).toBe(403);
      expect((await response.request().allHeaders())['sec-fetch-site'], path).toBe('same-site');
    }
  } finally {
    evil.close();
  }

  const after = await kulir.withDatabase(async (db) => ({
    cash: (await db.selectFrom('payment_details').select('id').execute()).length,
    ravi: await db
      .selectFrom('employees')
      .select(['user_id', 'perm_employee', 'perm_settings'])
      .where('email', '=', 'ravi@kulir.local')
      .executeTakeFirstOrThrow(),
  }));
  expect(after).toEqual(before);
  // The owner's own session still works in the app.
  await page.goto('/paymentdetails');
  await expect(page).toHaveURL(/\/paymentdetails$/);
  await expect(page.getByText('Cash out')).toHaveCount(0);
});
