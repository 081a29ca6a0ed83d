// Finds the system Chromium used by the browser tests and by PDF rendering (never a downloaded browser).
import { accessSync, constants, statSync } from 'node:fs';

/** Candidates in order: CHROME_PATH, then Debian's chromium, then the Ubuntu-style name. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** True when `path` is a regular file this process may execute. */
export function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of an executable Chromium, or null.
 * A CHROME_PATH that is set but not executable is skipped (ensure-chromium.mjs says so).
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROME_PATH?.trim();
  const candidates = fromEnv ? [fromEnv, ...CHROMIUM_CANDIDATES] : CHROMIUM_CANDIDATES;
  return candidates.find(isExecutable) ?? null;
}
