import { expect, test, type Page } from '@playwright/test';
import { choose, DESKTOP, OFFICE_ADMIN, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openPricebook(page: Page) {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/settings/pricebook');
  await expect(row(page, '130-ton all-terrain crane')).toBeVisible();
}

/** The row's actions show only while the row is hovered. */
async function rowAction(page: Page, name: string, action: 'Edit' | 'Delete') {
  await row(page, name).hover();
  await page.getByRole('button', { name: `${action} ${name}`, exact: true }).click();
}

test('search by name and a branch filter narrow the demo price book', async ({ page }) => {
  await openPricebook(page);
  const total = await rows(page).count();

  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('ALL-TERRAIN');
  await expect(rows(page)).toHaveCount(3);
  for (const name of ['90-ton all-terrain crane', '130-ton all-terrain crane', '250-ton all-terrain crane']) {
    await expect(row(page, name)).toBeVisible();
  }
  await search.fill('no such crane anywhere');
  await expect(rows(page)).toHaveCount(0);
  await expect(
    page.getByText('No pricebook items found. Please check your search and filters and try again.'),
  ).toBeVisible();
  await search.clear();
  await expect(rows(page)).toHaveCount(total);

  await expect(page.getByTestId('active-filter-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Branch' }).click();
  // The multi-select's list stays open: its option is clicked again to take the filter off.
  const phoenix = page.getByRole('option', { name: 'Phoenix', exact: true });
  await phoenix.click();
  await expect(page.getByTestId('active-filter-count')).toHaveText('1');
  await expect(row(page, 'Crawler crane, 300-ton')).toBeVisible(); // Phoenix only
  await expect(row(page, '30-ton rough-terrain crane')).toHaveCount(0); // Denver and Salt Lake City
  const filtered = await rows(page).count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);

  await phoenix.click();
  await expect(page.getByTestId('active-filter-count')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(total);
});

test('an item is added, edited and deleted, and stays deleted after a reload', async ({ page }) => {
  const name = `Test tag line ${unique()}`;
  await openPricebook(page);

  await page.getByRole('button', { name: 'Add Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Pricebook Item' });
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await modal.getByRole('textbox', { name: 'Category' }).fill('Rigging Equipment');
  await modal.getByRole('textbox', { name: 'Unit' }).fill('day');
  await modal.getByRole('textbox', { name: 'Rate' }).fill('45');
  await modal.getByRole('textbox', { name: 'Description' }).fill('Pair of 10 ft tag lines');
  await choose(modal.getByRole('combobox', { name: 'Division' }), 'Crane Services');
  await choose(modal.getByRole('combobox', { name: 'Branch' }), 'Denver');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Pricebook Item Created')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row(page, name)).toContainText('Pair of 10 ft tag lines');
  await expect(row(page, name)).toContainText('Denver');

  await rowAction(page, name, 'Edit');
  const editor = page.getByRole('dialog', { name: 'Edit Pricebook Item' });
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await editor.getByRole('textbox', { name: 'Description' }).fill('Pair of 20 ft tag lines');
  await editor.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Pricebook Item Edited')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(row(page, name)).toContainText('Pair of 20 ft tag lines');

  await rowAction(page, name, 'Delete');
  const confirmation = page.getByRole('dialog').filter({ hasText: `Delete Item ${name}` });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Pricebook Item deleted')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);

  await page.reload();
  await expect(row(page, '130-ton all-terrain crane')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});
