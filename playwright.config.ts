// Browser tests: Playwright drives the system Chromium (never a downloaded browser) against the built
// app (`node dist/server/main.js`) on the embedded database in a fresh data directory. `npm run
// test:browser` runs scripts/ensure-chromium.mjs and `npm run build` first.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium-path.mjs';
import { CHROMIUM_SWITCHES } from './src/pdf/chromium-switches.js';

// BROWSER_TEST_PORT lets two runs share a machine: each gets its own port, data and output directories.
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3210);
const RUN_SUFFIX = PORT === 3210 ? '' : `-${PORT}`;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

// A fresh data directory (embedded database, files) per run. The config is evaluated by the runner
// and again in each worker: only the runner creates it (removing the previous runs' directories) and
// hands it down through the environment.
const DATA_ROOT = resolve(`test-results/browser-data${RUN_SUFFIX}`);
if (!process.env.GROUNDCREW_BROWSER_DATA_DIR) {
  mkdirSync(DATA_ROOT, { recursive: true });
  for (const old of readdirSync(DATA_ROOT)) rmSync(join(DATA_ROOT, old), { recursive: true, force: true });
  process.env.GROUNDCREW_BROWSER_DATA_DIR = join(DATA_ROOT, `run-${Date.now()}`);
}
const dataDir = process.env.GROUNDCREW_BROWSER_DATA_DIR;

// DATABASE_URL is left out so the browser tests always use the embedded database.
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const serverEnv: Record<string, string> = {};
for (const [name, value] of Object.entries(inherited)) if (value !== undefined) serverEnv[name] = value;
Object.assign(serverEnv, {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: BASE_URL,
  DATA_DIR: dataDir,
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  DATABASE_URL: '',
});

export default defineConfig({
  testDir: 'test/browser',
  outputDir: `test-results/browser${RUN_SUFFIX}`,
  fullyParallel: false,
  forbidOnly: CI,
  workers: 1,
  retries: CI ? 1 : 0,
  reporter: 'list',
  // Generous waits: a busy 2-core machine (other test layers, a PDF being printed) can take seconds to paint a page;
  // a broken page still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: findChromium() ?? undefined,
          args: [...CHROMIUM_SWITCHES],
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${BASE_URL}/api/health`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
