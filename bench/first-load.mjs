// Groundcrew first-load budget (issues 15 and 30): the gzipped JavaScript and CSS a real browser downloads before the
// sign-in page, and before each demo role's landing page, is usable. Starts the built app (dist/server/main.js, with
// the built client) on a free port with the embedded database and the demo data in a temporary DATA_DIR, as
// playwright.config.ts does, and loads the pages in headless Chromium (the system one, scripts/chromium-path.mjs)
// with the HTTP cache off, so every file comes over the network as on a first visit.
//
// "Usable" (docs/performance.md, "First load"): the page's main content is visible (sign-in: its form; a landing:
// its title in <main> with no loader left in <main>) and the network has then been idle (no request in flight) for
// 500 ms. Counted: the bytes on the wire (Content-Encoding gzip from the server, Playwright's responseBodySize) of
// every JavaScript and CSS response the page received from the navigation until then. What the page loads later,
// on a click or a dialog, is not counted. KiB = 1,024 bytes.
//
// Budgets (issue 30): sign-in 200 KiB, every role's landing 220 KiB. Exits 1 when a page is over its budget, does
// not become usable, or a role does not land where the README says.
// Options (environment): BENCH_FIRST_LOAD_VERBOSE=1 lists each page's files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/chromium-path.mjs';
import { DEMO_PASSWORD, DIST, freePort, onCleanup, runBench, serverEntry, start, waitFor200 } from './lib.mjs';

const KIB = 1024;
const SIGN_IN_BUDGET = 200 * KIB;
const LANDING_BUDGET = 220 * KIB;
const IDLE_MS = 500;
const USABLE_TIMEOUT_MS = 30_000;
const VERBOSE = process.env.BENCH_FIRST_LOAD_VERBOSE === '1';

/** The demo users (README, "Demo users") and where each lands on a desktop ("/" → spec 1 §2.2). */
const ROLES = [
  { role: 'super admin', email: 'superadmin@groundcrew.app', landing: '/schedule' },
  { role: 'office admin', email: 'office@summitcrane.com', landing: '/map' },
  { role: 'dispatcher', email: 'dispatcher@summitcrane.com', landing: '/schedule' },
  { role: 'sales', email: 'sales@summitcrane.com', landing: '/quoting' },
  { role: 'forms admin', email: 'forms@summitcrane.com', landing: '/documents' },
];

/** The built app with the demo data on the embedded database (as playwright.config.ts starts it). */
async function startApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-first-load-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${await freePort()}`;
  const { DATABASE_URL: _external, ...env } = process.env;
  const app = start('server', [serverEntry(DIST)], {
    ...env,
    NODE_ENV: 'test',
    DEMO_DATA: 'true',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
  });
  await waitFor200(`${url}/api/health`, app, performance.now(), 60_000);
  return url;
}

/** A JavaScript or CSS file received, with its bytes on the wire; null for anything else. */
async function codeFile(request) {
  const response = await request.response();
  if (!response || !/\b(javascript|css)\b/.test(response.headers()['content-type'] ?? '')) return null;
  const { responseBodySize } = await request.sizes();
  if (responseBodySize < 0) throw new Error(`${request.url()}: no size (served from a cache?)`);
  const encoding = response.headers()['content-encoding'] ?? 'none';
  return { path: new URL(request.url()).pathname, bytes: responseBodySize, encoding };
}

/**
 * Loads `url` in `page` without the HTTP cache and waits until `ready()` resolves and the network has then been
 * idle for IDLE_MS. Returns the JavaScript and CSS files received until then, with their bytes on the wire.
 */
async function measure(page, url, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const inFlight = new Set();
  const reads = [];
  let lastActivity = performance.now();
  const onRequest = (request) => {
    inFlight.add(request);
    lastActivity = performance.now();
  };
  const onFinished = (request) => {
    inFlight.delete(request);
    lastActivity = performance.now();
    // Settled here so that a page closed later cannot leave a rejection unhandled.
    reads.push(codeFile(request).catch((error) => error));
  };
  const onFailed = (request) => {
    inFlight.delete(request);
    lastActivity = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);

  const startedAt = performance.now();
  await page.goto(url);
  await ready();
  while (inFlight.size > 0 || performance.now() - lastActivity < IDLE_MS) {
    if (performance.now() - startedAt > USABLE_TIMEOUT_MS) {
      throw new Error(`${url}: the network was not idle within ${USABLE_TIMEOUT_MS} ms`);
    }
    await page.waitForTimeout(50);
  }
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  page.off('requestfailed', onFailed);
  const usableMs = lastActivity - startedAt;
  const results = await Promise.all(reads);
  const failure = results.find((result) => result instanceof Error);
  if (failure) throw failure;
  const received = results.filter(Boolean);
  await cdp.detach();
  return { files: received.sort((a, b) => b.bytes - a.bytes), usableMs };
}

/** A signed-in page is usable when its title shows in <main> and no loader is left there. */
async function landingReady(page, path) {
  await page.waitForURL((url) => url.pathname === path, { timeout: USABLE_TIMEOUT_MS });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
  const loaders = page.locator('main .mantine-Loader-root, main [aria-label="Loading"]');
  const until = performance.now() + USABLE_TIMEOUT_MS;
  while ((await loaders.count()) > 0) {
    if (performance.now() > until) throw new Error(`${path}: a loader still shows after ${USABLE_TIMEOUT_MS} ms`);
    await page.waitForTimeout(50);
  }
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

function report(name, budget, { files, usableMs }) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const plain = files.filter((file) => file.encoding !== 'gzip').length;
  if (VERBOSE) for (const file of files) console.log(`  ${file.path.padEnd(56)} ${kib(file.bytes).padStart(10)}`);
  const verdict = total <= budget ? 'ok' : 'OVER BUDGET';
  console.log(
    `${name.padEnd(34)} ${kib(total).padStart(10)} (${total} bytes, ${files.length} files` +
      `${plain ? `, ${plain} under 1 KiB not compressed` : ''}) usable after ${Math.round(usableMs)} ms; ` +
      `budget ${kib(budget)}: ${verdict}`,
  );
  return total <= budget;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH; see scripts/ensure-chromium.mjs)');
  const baseUrl = await startApp();
  // The project's Chromium switches, from the build the bench serves (src/pdf/chromium-switches.ts).
  const { CHROMIUM_SWITCHES } = await import(pathToFileURL(join(DIST, 'src/pdf/chromium-switches.js')).href);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_SWITCHES],
  });
  onCleanup(() => browser.close());

  let ok = true;
  for (const [index, { role, email, landing }] of ROLES.entries()) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const signInPage = await context.newPage();
    const signIn = await measure(signInPage, `${baseUrl}/sign-in`, async () => {
      await signInPage.getByTestId('sign-in-submit').waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
    });
    // Every role sees the same sign-in page: its figure is reported once.
    if (index === 0) ok = report('sign-in (/sign-in)', SIGN_IN_BUDGET, signIn) && ok;
    await signInPage.getByTestId('sign-in-email').fill(email);
    await signInPage.getByTestId('sign-in-password').fill(DEMO_PASSWORD);
    await signInPage.getByTestId('sign-in-submit').click();
    await signInPage.waitForURL((url) => url.pathname === landing, { timeout: USABLE_TIMEOUT_MS });
    await signInPage.close();

    // The signed-in user opening the app afresh: "/" sends them to their landing page.
    const page = await context.newPage();
    const result = await measure(page, `${baseUrl}/`, () => landingReady(page, landing));
    ok = report(`landing (${role}: / → ${landing})`, LANDING_BUDGET, result) && ok;
    await context.close();
  }
  if (!ok) throw new Error('a page is over its first-load budget');
}

await runBench(main);
