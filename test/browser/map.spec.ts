import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, DESKTOP, OFFICE_ADMIN, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

/** Calls the API as the signed-in user, with the session's access token. */
async function callApi(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** The marker's box once the map has settled (it refits when its frame is first measured). */
async function settledBox(marker: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await marker.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number };
}

let createdAssetId: string | undefined;
test.afterEach(async ({ page }) => {
  if (createdAssetId) await callApi(page, 'DELETE', `/assets/${createdAssetId}`);
  createdAssetId = undefined;
});

test('the map shows a tracked asset whose card leads to its overview, which shows the location map', async ({
  page,
}) => {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { name: 'Map' })).toBeVisible();
  await expect(page.getByTestId('map-asset-count')).toHaveText(/^\d+ assets on the map$/);
  await expect(page.getByRole('region', { name: 'Asset map' })).toBeVisible();

  // An asset with a tracker, reported a moment ago in Billings (away from the demo yards). It is deleted
  // afterwards, so that a retry's asset does not cluster with it.
  const name = `Tracked crane ${unique()}`;
  const [lat, lng] = [45.7833, -108.5007];
  const mac = `02:00:${unique()
    .slice(-8)
    .replace(/(..)(?=.)/g, '$1:')}`;
  const categories = (await callApi(page, 'GET', '/categories')) as { id: string; name: string }[];
  const asset = (await callApi(page, 'POST', '/assets', {
    assetName: name,
    categoryId: categories.find((category) => category.name === 'Crawler')!.id,
    macAddress: mac,
    details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr' },
    attachments: [],
  })) as { id: string };
  createdAssetId = asset.id;
  const ingest = (await callApi(page, 'POST', '/trackers/locations', {
    points: [{ macAddress: mac, lat, lng, time: new Date().toISOString(), provider: 'e2e', source: 'gps' }],
  })) as { stored: number };
  expect(ingest.stored).toBe(1);

  await page.reload();
  const map = page.getByRole('region', { name: 'Asset map' });
  const marker = map.getByRole('button', { name, exact: true });
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('data-tone', 'green');

  // Dragging the map moves the marker with it; the zoom buttons and the wheel change the zoom.
  const before = await settledBox(marker);
  const frame = (await map.boundingBox())!;
  await page.mouse.move(frame.x + 20, frame.y + frame.height - 20);
  await page.mouse.down();
  await page.mouse.move(frame.x + 120, frame.y + frame.height - 60, { steps: 5 });
  await page.mouse.up();
  const after = (await marker.boundingBox())!;
  expect(Math.round(after.x - before.x)).toBe(100);
  expect(Math.round(after.y - before.y)).toBe(-40);
  const zoom = Number(await map.getAttribute('data-zoom'));
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect(map).toHaveAttribute('data-zoom', String(zoom + 1));
  // The /map page does not scroll, so the wheel zooms without a modifier.
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await page.mouse.wheel(0, -100);
  await expect(map).toHaveAttribute('data-zoom', String(zoom + 2));
  await map.getByRole('button', { name: 'Show all assets' }).click();
  await expect(map).toHaveAttribute('data-zoom', String(zoom));

  // A demo cluster opens up when clicked.
  await map
    .getByRole('button', { name: /^Cluster of \d+ assets$/ })
    .first()
    .click();
  await expect(map).not.toHaveAttribute('data-zoom', String(zoom));
  await map.getByRole('button', { name: 'Show all assets' }).click();

  // A marker click opens its card, a click on the map itself closes it.
  await marker.click();
  const card = page.getByTestId('map-marker-card');
  await expect(card).toBeVisible();
  await page.mouse.click(frame.x + 20, frame.y + frame.height - 20);
  await expect(card).toBeHidden();
  await marker.click();
  await expect(card).toContainText('Crawler Crane · Crawler');
  await expect(card).toContainText(/Last seen .+ ago/);
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/overview\\?assetId=${asset.id}$`));
  await expect(page.getByTestId('asset-overview-name')).toHaveText(name);

  const lastLocation = page.getByRole('region', { name: `Last location of ${name}` });
  await expect(lastLocation).toBeVisible();
  await expect(lastLocation).toHaveAttribute('data-zoom', '15');
  await expect(lastLocation.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId('asset-location')).toContainText(`${lat}, ${lng}`);
});
