// Content pages from the keyboard: the seven pages, the editor's toolbar keys, the link rule (http, https, mailto,
// tel only), undo, and a real save that the server cleans.
import { expect, readAlert, signInAsOwner, test } from './records-fixtures';

test('write a content page with headings, bold and a tel: link, refuse a javascript: link, save and read it back', async ({ page }) => {
  await signInAsOwner(page);
  // Ctrl+K once the signed-in screen has bound its keys.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Command' })).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.type('contents');
  await expect(page.getByRole('option', { name: /^Contents Management/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content$/);
  const pages = page.getByRole('table', { name: 'Contents Management' }).locator('tbody td.rec-name');
  await expect(pages).toHaveText([
    'Home',
    'About US',
    'Contact us',
    'Whole Sale Purchase',
    'Privacy Policy',
    'Shipping & Delivery Policy',
    'Terms & Conditions',
  ]);

  await page.getByRole('link', { name: 'Edit About US' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contentedit\?page=about-us$/);
  await expect(page.getByRole('heading', { name: 'About US' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button')).toHaveText([
    'H1',
    'H2',
    'H3',
    'Bold',
    'Italic',
    'Underline',
    'Link',
    'Ordered list',
    'Bullet list',
    'Clear formatting',
  ]);

  const editor = page.getByRole('textbox', { name: 'About US content' });
  await editor.focus();
  await page.keyboard.type('Kulir Cooling');
  await page.keyboard.press('Control+Alt+1');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fans and coolers');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('End');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Call us: ');

  // Alt+K asks for the address; javascript: is refused, tel: is taken.
  await page.keyboard.press('Alt+k');
  const address = page.getByLabel('Link address');
  await expect(address).toBeFocused();
  await page.keyboard.type('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Links may only be http, https, mailto or tel.')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('tel:+91 94430 12345');
  await page.keyboard.press('Enter');
  await expect(editor.locator('a[href="tel:+919443012345"]')).toHaveText('tel:+919443012345');
  await expect(editor.locator('h1')).toHaveText('Kulir Cooling');
  await expect(editor.locator('b, strong')).toHaveText(['Fans and coolers']);

  // Ctrl+Z takes the link back out; Ctrl+Shift+Z puts it back.
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(editor.locator('a')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(editor.locator('a')).toHaveCount(1);

  // Something the toolbar cannot make (pasted markup with a script and a handler) is cleaned by the server on save.
  await editor.evaluate((node) =>
    node.insertAdjacentHTML('beforeend', '<p onclick="alert(1)">Visit <a href="javascript:alert(2)">us</a></p><script>alert(3)</script>'),
  );
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Content updated successfully!');

  await page.reload();
  const saved = page.getByRole('textbox', { name: 'About US content' });
  await expect(saved.locator('h1')).toHaveText('Kulir Cooling');
  await expect(saved.locator('a[href="tel:+919443012345"]')).toHaveCount(1);
  const html = await saved.innerHTML();
  expect(html).not.toMatch(/script|onclick|javascript:/);
  expect(html).toContain('Visit <a rel="noopener noreferrer">us</a>');
});
