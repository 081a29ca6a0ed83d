import { expect, test } from '@playwright/test';
import { choose, DESKTOP, OFFICE_ADMIN, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

test('an office admin creates a category with a subcategory, an asset in it, and cannot delete it while used', async ({
  page,
}) => {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/assets/browser');

  const parent = `Barges ${unique()}`;
  await page.getByTestId('category-new').click();
  await page.getByTestId('category-dialog-name').fill(parent);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Category Created')).toBeVisible();
  await expect(page.getByTestId('asset-browser-category')).toHaveText(parent);
  await expect(page.getByTestId('category-tree').getByText(parent)).toBeVisible();

  await page.getByTestId('category-menu').click();
  await page.getByRole('menuitem', { name: 'Add Subcategory' }).click();
  await expect(page.getByTestId('category-dialog-parent')).toHaveValue(parent);
  await page.getByTestId('category-dialog-name').fill('Deck Barges');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('asset-browser-category')).toHaveText(`${parent} > Deck Barges`);

  await page.goto('/assets/create');
  const name = `Deck barge ${unique()}`;
  await page.getByLabel(/^Name\b/).fill(name);
  await choose(page.getByTestId('asset-form-category'), `${parent} > Deck Barges`);
  await choose(page.getByTestId('asset-form-assetType'), 'Crane');
  await choose(page.getByTestId('asset-form-manufacturer'), 'Liebherr');
  await page.getByTestId('asset-form-save').click();
  await expect(page.getByText('Asset Created')).toBeVisible();

  await page.goto('/assets/browser');
  await page.getByTestId('category-tree').getByText('Deck Barges').click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByTestId('category-menu').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This category has assets. Move them to another category first.')).toBeVisible();
  await expect(page.getByTestId('category-tree').getByText('Deck Barges')).toBeVisible();
});
