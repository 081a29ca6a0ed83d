import { expect, test, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TINY_PNG } from '../support/images.js';
import { DESKTOP, OFFICE_ADMIN, signIn } from './support.js';

test.use({ viewport: DESKTOP });

/** World pixels of a point at a zoom (Web Mercator, 256 × 2^zoom pixels square), as the map projects. */
function worldPixel(lat: number, lng: number, zoom: number) {
  const sin = Math.sin((lat * Math.PI) / 180);
  const size = 256 * 2 ** zoom;
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The RGBA of the geography canvas at a point of the map's frame (CSS pixels from its top-left corner). */
function canvasPixel(map: Locator, x: number, y: number) {
  return map.getByTestId('map-geography').evaluate(
    (canvas: HTMLCanvasElement, [px, py]) => {
      const ratio = canvas.width / canvas.clientWidth;
      return [...canvas.getContext('2d')!.getImageData(Math.round(px * ratio), Math.round(py * ratio), 1, 1).data];
    },
    [x, y],
  );
}

/** The centre of a city's dot, in CSS pixels from the map frame's top-left corner. */
async function cityDot(map: Locator, name: string) {
  const dot = map
    .getByTestId('map-city')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('circle');
  const [box, frame] = [(await dot.boundingBox())!, (await map.boundingBox())!];
  return { x: box.x + box.width / 2 - frame.x, y: box.y + box.height / 2 - frame.y };
}

const city = (map: Locator, name: string) => map.getByTestId('map-city').filter({ hasText: new RegExp(`^${name}$`) });

async function openMap(page: Page) {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  const map = page.getByRole('region', { name: 'Asset map' });
  await expect(map).toBeVisible();
  return map;
}

test('without a Google key the asset map draws land, borders and city names from the offline geography', async ({
  page,
}) => {
  const map = await openMap(page);
  await expect(map.getByTestId('map-geography')).toHaveAttribute('data-ready', 'true');
  await expect(map.getByTestId('map-attribution')).toHaveText('Offline map · Natural Earth, US Census Bureau');

  // Zoomed out to the whole continent: the largest cities are named, the smaller ones not yet.
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await expect(map).toHaveAttribute('data-zoom', '4');
  await expect(city(map, 'Denver')).toBeVisible();
  await expect(city(map, 'Chicago')).toBeVisible();
  await expect(city(map, 'Colorado Springs')).toHaveCount(0);

  // Land is filled where Denver is; the Pacific 30° further west (about 340 px at zoom 4) is left to the sea.
  const denver = await cityDot(map, 'Denver');
  const land = await canvasPixel(map, denver.x + 1, denver.y + 12);
  expect(land[3]).toBe(255);
  const from = worldPixel(39.74, -104.99, 4);
  const pacific = worldPixel(35, -135, 4);
  expect(await canvasPixel(map, denver.x + pacific.x - from.x, denver.y + pacific.y - from.y)).toEqual([0, 0, 0, 0]);
  // The border of Colorado and Wyoming (41° N, ~19 px north of Denver at zoom 4) is drawn darker than the land: a
  // 7 × 7 patch around it (the dashes repeat every 7 px) has a pixel well darker than the land.
  const border = worldPixel(41.0, -104.99, 4);
  const patch = await Promise.all(
    Array.from({ length: 49 }, (_, i) =>
      canvasPixel(map, denver.x - 3 + (i % 7), denver.y + border.y - from.y - 3 + Math.floor(i / 7)),
    ),
  );
  expect(patch.some((pixel) => pixel[0] < land[0] - 20)).toBe(true);

  // Zooming in on Denver with the wheel names the cities around it.
  for (const zoom of [5, 6, 7]) {
    const dot = await cityDot(map, 'Denver');
    const frame = (await map.boundingBox())!;
    await page.mouse.move(frame.x + dot.x, frame.y + dot.y);
    // Wheel events closer than 200 ms make one step.
    await page.waitForTimeout(250);
    await page.mouse.wheel(0, -100);
    await expect(map).toHaveAttribute('data-zoom', String(zoom));
  }
  await expect(city(map, 'Colorado Springs')).toBeVisible();
});

test('panning the offline map with 1000 assets stays responsive', async ({ page }) => {
  // 1000 assets spread over the western states, served in place of the demo account's.
  const markers = Array.from({ length: 1000 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    assetName: `Load test ${i}`,
    assetType: 'Crawler Crane',
    category: 'Crawler',
    lat: 32 + ((i * 37) % 1000) / 100,
    lng: -120 + ((i * 53) % 1500) / 100,
    lastSeen: new Date().toISOString(),
    imageUrl: null,
  }));
  await page.route('**/api/assets/positions', (route) => route.fulfill({ json: { data: markers } }));
  const map = await openMap(page);
  await expect(page.getByTestId('map-asset-count')).toHaveText('1000 assets on the map');
  await expect(map.getByTestId('map-geography')).toHaveAttribute('data-ready', 'true');

  const frame = (await map.boundingBox())!;
  const steps = 30;
  await page.mouse.move(frame.x + 200, frame.y + 200);
  await page.mouse.down();
  const started = Date.now();
  await page.mouse.move(frame.x + 500, frame.y + 300, { steps });
  const perStep = (Date.now() - started) / steps;
  await page.mouse.up();
  console.log(`offline map: ${perStep.toFixed(1)} ms per pan step with 1000 markers`);
  // A frame of a pan (redraw of the geography, the clusters and the markers) within 100 ms even on a busy machine.
  expect(perStep).toBeLessThan(100);
});

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe('with MAP_TILE_URL', () => {
  // A second app, started with the tile server's URL (the suite's server runs without one), and the tile server.
  let tiles: Server;
  let app: ChildProcess;
  let appUrl: string;
  let dataDir: string;
  const tileRequests: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const png = Buffer.from(TINY_PNG, 'base64');
    tiles = createServer((request, response) => {
      tileRequests.push(request.url!);
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;

    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-tiles-'));
    const { DATABASE_URL: _ignored, GOOGLE_MAPS_API_KEY: _noKey, ...inherited } = process.env;
    app = spawn('node', ['dist/server/main.js'], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: appUrl,
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: '© Test Tiles',
      },
      stdio: 'inherit',
    });
    await expect
      .poll(
        async () =>
          fetch(`${appUrl}/api/health`)
            .then((response) => response.ok)
            .catch(() => false),
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    tiles?.closeAllConnections();
    await new Promise((resolve) => tiles?.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the asset map shows the tile server’s tiles with its credit', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: appUrl, viewport: DESKTOP });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const map = await openMap(page);
    await expect(map.getByTestId('map-attribution')).toHaveText('© Test Tiles');
    await expect(map.getByTestId('map-geography')).toHaveCount(0);
    const images = map.getByTestId('map-tile');
    await expect(images.first()).toBeVisible();
    const zoom = await map.getAttribute('data-zoom');
    await expect.poll(() => tileRequests.filter((url) => url.startsWith(`/tiles/${zoom}/`)).length).toBeGreaterThan(3);
    // Every tile drawn has loaded (the CSP lets the pages load the tile server's images).
    await expect
      .poll(() =>
        images.evaluateAll((all: HTMLImageElement[]) => all.every((img) => img.complete && img.naturalWidth > 0)),
      )
      .toBe(true);
    expect(await images.count()).toBeGreaterThan(3);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
