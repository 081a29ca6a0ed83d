// Makes dist/server/serve.js.cache: V8's code cache of the app's chunk, with every function its loading ran compiled,
// which the server's main.js hands to V8 instead of compiling the chunk (scripts/app-from-code-cache.mjs). Run by
// `npm run build:server` after the bundle.
import '../dist/src/v8-flags.js'; // the server's V8 flags: V8 refuses a cache made under other flags
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_FILE, cacheOf, runApp } from './app-from-code-cache.mjs';

const file = join(resolve(fileURLToPath(import.meta.url), '../..'), 'dist/server', APP_FILE);
const { script } = runApp(file);
const cache = script.createCachedData();
writeFileSync(cacheOf(file), cache);
console.log(`Code cache: ${cacheOf(file)} (${(cache.length / 1e6).toFixed(1)} MB)`);
