import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, OFFICE_ADMIN, signIn } from './support.js';

test.use({ viewport: DESKTOP });

const SUPER_ADMIN = 'superadmin@groundcrew.app';
/** A tracked demo asset (src/seed/demo-assets.ts): its points carry their yard's local time and lie near a city. */
const DEMO_ASSET = 'LTM 1090-4.2 #1';
/** Spec 1 §9 "MM/dd/yyyy, h:mmaaa". */
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}(am|pm)$/;

/** The labels of the sub-menu's highlighted items (Mantine marks the item and its description part active). */
const highlighted = (page: Page) =>
  page.getByRole('navigation', { name: 'Assets menu' }).locator('.mantine-NavLink-root[data-active]').allTextContents();

/** Whether the element's content is wider than its box (cut off by its neighbour). */
const isClipped = (element: Locator) => element.evaluate((node) => node.scrollWidth > node.clientWidth);

test('All Assets lists every asset, paged, with one sub-menu item highlighted and rows that look and act as links', async ({
  page,
}) => {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/assets/search');
  await page.getByTestId('subnav-all-assets').click();
  await expect(page).toHaveURL(/\/assets\/browser$/);

  await expect(page.getByTestId('asset-browser-category')).toHaveText('All Assets');
  const rows = page.getByTestId(/^asset-row-/);
  // Assets of every category, a first page of 50 of the demo's 150 or so.
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10);
  expect(await highlighted(page)).toEqual(['All Assets']);

  const table = page.getByTestId('asset-table');
  const imageHeader = table.getByRole('columnheader', { name: 'Image' });
  await expect(imageHeader).toHaveText('Image');
  expect(await isClipped(imageHeader)).toBe(false);
  for (const width of [1305, DESKTOP.width]) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    expect((await imageHeader.boundingBox())!.width).toBeGreaterThanOrEqual(70);
    expect(await isClipped(imageHeader)).toBe(false);
  }

  // A row shows it opens: the pointer, a highlight on hover, and its name as a link.
  const first = rows.first();
  const link = first.getByRole('link');
  await expect(link).toHaveAttribute('href', /\/assets\/overview\?assetId=/);
  const name = (await link.textContent())!;
  const background = () => first.evaluate((row) => getComputedStyle(row).backgroundColor);
  const before = await background();
  await first.getByRole('cell').nth(2).hover();
  expect(await first.evaluate((row) => getComputedStyle(row).cursor)).toBe('pointer');
  await expect.poll(background).not.toBe(before);

  // The keyboard reaches the name and opens the asset.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assets\/overview\?assetId=/);
  await expect(page.getByTestId('asset-overview-name')).toHaveText(name);
  expect(await highlighted(page)).toEqual(['Overview']);

  await page.goBack();
  await page.getByTestId('category-tree').getByText('Cranes', { exact: true }).click();
  await expect(page).toHaveURL(/\/assets\/browser\?categoryId=/);
  await expect(page.getByTestId('asset-browser-category')).toHaveText('Cranes');
  expect(await highlighted(page)).toEqual(['Asset Browser']);
  await page.getByTestId('category-all').click();
  await expect(page.getByTestId('asset-browser-category')).toHaveText('All Assets');
  expect(await highlighted(page)).toEqual(['All Assets']);
});

test("the location history shows each point's local time and the city it is near", async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await expect(page).toHaveURL(/\/schedule$/);
  await page.goto('/admin/location');
  await page.getByTestId('location-assets-search').fill(DEMO_ASSET);
  await expect(page.getByTestId(/^location-asset-row-/)).toHaveCount(1);
  await page.getByTestId('location-asset-table').getByRole('link', { name: DEMO_ASSET, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Location History' })).toBeVisible();

  const rows = page.getByTestId(/^location-history-row-/);
  await expect(rows.first()).toBeVisible();
  for (const row of (await rows.all()).slice(0, 5)) {
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(DATE_TIME);
    await expect(cells.nth(2)).toHaveText(DATE_TIME);
    await expect(cells.nth(6)).toHaveText(/^near (Denver|Salt Lake City|Phoenix|Colorado Springs|Ogden|Provo)$/);
  }
});
