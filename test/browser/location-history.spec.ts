import { expect, test, type Page, type Response } from '@playwright/test';
import { choose, DESKTOP, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

const SUPER_ADMIN = 'superadmin@groundcrew.app';
/** A tracked demo asset (src/seed/demo-assets.ts): 30 history points, read 25 a page by the client. */
const DEMO_ASSET = 'LTM 1090-4.2 #1';

interface HistoryPage {
  data: { id: string }[];
  nextPageKey?: string;
}

const isHistoryRead = (response: Response) => new URL(response.url()).pathname === '/api/assets/locations';

/** Opens the asset's history from the Manage Locations list, searching for it by name. */
async function openHistory(page: Page, assetName: string) {
  await page.goto('/admin/location');
  await expect(page.getByRole('heading', { name: 'Manage Locations' })).toBeVisible();
  await page.getByTestId('location-assets-search').fill(assetName);
  const link = page.getByTestId('location-asset-table').getByRole('link', { name: assetName, exact: true });
  await expect(link).toBeVisible();
  // The list first shows every tracked asset; the search narrows it once typing pauses.
  await expect(page.getByTestId(/^location-asset-row-/)).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/location\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Location History' })).toBeVisible();
  await expect(page.getByTestId('location-history-asset')).toHaveText(assetName);
}

test("a super admin reads a tracked asset's location history page by page as they scroll", async ({ page }) => {
  const reads: HistoryPage[] = [];
  const queries: URLSearchParams[] = [];
  page.on('response', async (response) => {
    if (!isHistoryRead(response)) return;
    queries.push(new URL(response.url()).searchParams);
    reads.push((await response.json()) as HistoryPage);
  });
  await signIn(page, SUPER_ADMIN);
  await expect(page).toHaveURL(/\/schedule$/);
  await openHistory(page, DEMO_ASSET);

  const table = page.getByTestId('location-history-table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date Time',
    'Lat/Lng',
    'Local Date Time',
    'MAC Address',
    'Provider',
    'Source',
    'Address',
    'Radius',
  ]);
  await expect.poll(() => reads.length).toBe(1);
  const [first] = reads;
  expect(first.data).toHaveLength(25);
  expect(first.nextPageKey).toBeTruthy();
  expect(queries[0].get('nextPageKey')).toBeNull();
  const newest = table.getByTestId(`location-history-row-${first.data[0].id}`);
  await expect(newest).toBeVisible();
  await expect(newest.getByRole('cell').nth(4)).toHaveText('Demo Tracker');
  await expect(newest.getByRole('cell').nth(5)).toHaveText('gps');
  // The first page's last row is below the fold: nothing more is read until it shows.
  await expect(table.getByTestId(`location-history-row-${first.data[24].id}`)).not.toBeInViewport();
  expect(reads).toHaveLength(1);

  const scrollToEnd = () => table.evaluate((element) => element.parentElement!.scrollTo({ top: 1e6 }));
  await scrollToEnd();
  await expect.poll(() => reads.length).toBe(2);
  expect(queries[1].get('nextPageKey')).toBe(first.nextPageKey);
  const second = reads[1];
  expect(second.data).toHaveLength(5);
  expect(second.nextPageKey).toBeUndefined();

  await scrollToEnd();
  const oldest = table.getByTestId(`location-history-row-${second.data[4].id}`);
  await expect(oldest).toBeInViewport();
  // The header stays on top of the scrolled rows.
  await expect(table.getByRole('columnheader', { name: 'Date Time', exact: true })).toBeInViewport();
  expect(reads).toHaveLength(2);
});

test('a tracked asset without points shows "No history found."', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await expect(page).toHaveURL(/\/schedule$/);
  const name = `Untracked yet ${unique()}`;
  const mac = `02:${unique().slice(-10).match(/../g)!.join(':')}`;
  await page.goto('/assets/create');
  await page.getByLabel(/^Name\b/).fill(name);
  await choose(page.getByTestId('asset-form-category'), 'Trackers');
  await page.getByLabel('MAC Address').fill(mac);
  await page.getByTestId('asset-form-save').click();
  await expect(page.getByText('Asset Created')).toBeVisible();

  await openHistory(page, name);
  await expect(page.getByTestId('location-history-table-empty')).toHaveText('No history found.');
  await expect(page.getByTestId('location-history-table')).toHaveCount(0);
});
