// Banners from the keyboard: add (a picture is checked by its bytes), rank and Active saved on Update, replace the
// picture, delete with confirm, and "No Banners Found".
import type { Page } from '@playwright/test';
import { expect, readAlert, signInAsOwner, test } from './records-fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const imageInput = (page: Page) => page.getByLabel('Image', { exact: true });
const bannerRows = (page: Page) => page.getByRole('table', { name: 'List of Banner Images' }).locator('tbody tr:not(.rec-placeholder)');

async function addBanner(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.goto('/addbanner');
  await expect(imageInput(page)).toBeFocused();
  await imageInput(page).setInputFiles({ name, mimeType, buffer });
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Banner added successfully!');
  await expect(page).toHaveURL(/\/bannerlist$/);
}

test('add, rank, deactivate, replace and delete banners from the keyboard', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/bannerlist');
  await expect(page.getByRole('heading', { name: 'List of Banner Images' })).toBeVisible();
  await expect(page.getByText('No Banners Found')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['S.No.', 'Banners', 'Rank', 'Active', 'Action']);

  // Add New Banner: no file, then a file that is not a picture, then a PNG (sent slowly: Submit reads Uploading...).
  await page.getByRole('link', { name: 'Add New Banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/addbanner$/);
  await expect(page.getByRole('heading', { name: 'Add Banner Images' })).toBeVisible();
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Please select an image!');
  await imageInput(page).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Error: Image: must be a JPEG, PNG, WebP or GIF picture');
  await page.route('**/adminapi/banner_add.php', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await imageInput(page).setInputFiles({ name: 'summer-sale.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Chosen banner' })).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await readAlert(page, 'Banner added successfully!');
  await page.unroute('**/adminapi/banner_add.php');
  await expect(page).toHaveURL(/\/bannerlist$/);
  await addBanner(page, 'diwali.gif', GIF, 'image/gif');

  await expect(bannerRows(page)).toHaveCount(2);
  const first = page.getByRole('img', { name: 'Banner 1' });
  await expect(first).toHaveAttribute('width', '350');
  await expect(first).toHaveAttribute('height', '300');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(page.getByLabel('Rank of banner 1')).toHaveValue('1');
  await expect(page.getByLabel('Rank of banner 2')).toHaveValue('2');

  // Rank 5 for the PNG and its Active box cleared; Update saves every row.
  await page.getByLabel('Rank of banner 1').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Active banner 1')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Updated Successfully');
  // Sorted by rank: the GIF (rank 2) is first now; the PNG (rank 5, inactive) second.
  await expect(page.getByLabel('Rank of banner 1')).toHaveValue('2');
  await expect(page.getByLabel('Rank of banner 2')).toHaveValue('5');
  await expect(page.getByLabel('Active banner 1')).toBeChecked();
  await expect(page.getByLabel('Active banner 2')).not.toBeChecked();

  // Edit the second: the old picture is shown; a new one is required.
  await page.getByRole('link', { name: 'Edit banner 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/editbanner\/\d+$/);
  await expect(page.getByRole('img', { name: 'Current banner' })).toBeVisible();
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Please select an image to update!');
  await imageInput(page).setInputFiles({ name: 'new.gif', mimeType: 'image/gif', buffer: GIF });
  await page.keyboard.press('Control+s');
  await readAlert(page, 'Banner updated successfully!');
  await expect(page).toHaveURL(/\/bannerlist$/);
  const replaced = await page.getByRole('img', { name: 'Banner 2' }).getAttribute('src');
  const served = await page.request.get(replaced ?? '');
  expect(served.headers()['content-type']).toBe('image/gif');

  // Delete both: the confirm asks first; Cancel keeps the banner.
  await page.getByRole('button', { name: 'Delete banner 1' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this banner?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(bannerRows(page)).toHaveCount(2);
  for (let left = 1; left >= 0; left -= 1) {
    await page.getByRole('button', { name: 'Delete banner 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await readAlert(page, 'Banner deleted successfully');
    await expect(bannerRows(page)).toHaveCount(left);
  }
  await expect(page.getByText('No Banners Found')).toBeVisible();
});
