// The bundle's src/load-app.ts (scripts/bundle-server.mjs puts this module in its place): the app's chunk,
// dist/server/serve.js, run as Node's require would run it, but compiled with V8's code cache that
// scripts/cache-app-code.mjs made at build. Node 20 keeps no code cache of its own, and compiling the app's 6 MB was
// about a third of its import (docs/performance.md, item 22). V8 checks that the cache was made from this very source
// under the same flags and compiles the source when it was not, so a stale or missing cache costs time, never
// correctness.
import { existsSync, readFileSync } from 'node:fs';
import { Module, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

export const APP_FILE = 'serve.js';
export const cacheOf = (file) => `${file}.cache`;

/** Runs `file` as a CommonJS module, compiled from `cachedData` when V8 accepts it: its exports and its script. */
export function runApp(file, cachedData) {
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return { exports: module.exports, script };
}

export async function loadApp() {
  const file = join(dirname(fileURLToPath(import.meta.url)), APP_FILE);
  const cache = cacheOf(file);
  const { exports, script } = runApp(file, existsSync(cache) ? readFileSync(cache) : undefined);
  if (script.cachedDataRejected) {
    console.warn(
      `${cache} was made by another Node or under other V8 flags, so the app was compiled instead: a slower start. ` +
        '`npm run build:server` makes it again.',
    );
  }
  return exports.serve;
}
