import { expect, test } from '@playwright/test';
import { TINY_PNG } from '../support/images.js';
import { choose, DESKTOP, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

test('a super admin creates a branch with a logo; a file that is not an image is refused', async ({ page }) => {
  await signIn(page, 'superadmin@groundcrew.app');
  await expect(page).toHaveURL(/\/schedule$/);
  await page.goto('/admin/branch/create');
  await expect(page.getByTestId('branch-form-heading')).toHaveText('Create Branch');

  const logo = page.getByTestId('branch-form-logo-input');
  await logo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText('File Is NOT Image!')).toBeVisible();
  await expect(page.getByTestId('branch-form-logo-preview')).toHaveCount(0);

  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(page.getByTestId('branch-form-logo-preview')).toBeVisible();

  const name = `Boise Yard ${unique()}`;
  await page.getByTestId('branch-form-name').fill(name);
  await choose(page.getByTestId('branch-form-division'), 'Crane Services');
  await page.getByTestId('branch-form-email').fill('boise@summitcrane.com');
  await page.getByTestId('branch-form-phone-number').fill('(208) 555-0140');
  await page.getByTestId('branch-form-address').fill('3300 W Overland Rd');
  await page.getByTestId('branch-form-city').fill('Boise');
  await page.getByTestId('branch-form-state').fill('ID');
  await page.getByTestId('branch-form-postal-code').fill('83705');
  await page.getByTestId('branch-form-save').click();

  await expect(page.getByText('Branch created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByTestId('admin-branches-table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // The logo is read back through its signed URL.
  const image = row.locator('img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
