// Makes sure a system Chromium exists for the browser tests; prints its path.
// Order: CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser. When none is there and this
// process may install packages (root, or passwordless sudo) and apt-get exists, installs Debian's
// `chromium`. Never downloads a browser through npm (no `playwright install`).
import { spawnSync } from 'node:child_process';
import { findChromium, isExecutable } from './chromium-path.mjs';

const INSTRUCTION =
  "Chromium is required for the browser tests: install Debian's chromium (apt-get install chromium) or set CHROME_PATH";

function report(path) {
  console.log(`Chromium: ${path}`);
  process.exit(0);
}

function warnBadChromePath() {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv && !isExecutable(fromEnv)) {
    console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  }
}

/** The command prefix that runs apt-get as root, or null when this process cannot. */
function rootPrefix() {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'] : null;
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(prefix, args) {
  const [command, ...rest] = [...prefix, ...args];
  console.log(`$ ${[command, ...rest].join(' ')}`);
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

warnBadChromePath();
const found = findChromium();
if (found) report(found);

const prefix = rootPrefix();
if (prefix === null || !hasAptGet()) {
  console.error(INSTRUCTION);
  process.exit(1);
}

console.log("Chromium not found: installing Debian's chromium with apt-get.");
const installed =
  run(prefix, ['apt-get', 'update']) &&
  run(prefix, ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
const after = findChromium();
if (installed && after) report(after);
console.error(`apt-get could not provide Chromium. ${INSTRUCTION}`);
process.exit(1);
