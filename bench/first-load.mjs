// Groundcrew first-load budget (issue 15): the gzipped JavaScript and CSS a browser downloads before the sign-in
// page and the first landing page show, read from the built client (client/dist, `npm run build:client`).
// For each route: what index.html loads (its module script, modulepreload links and stylesheets), the entry chunk
// with its static imports, and the route's lazily loaded chunks with their static imports and their CSS, as listed
// in Vite's manifest (client/dist/.vite/manifest.json; build.manifest in client/vite.config.ts). Chunks imported
// dynamically later (e.g. the Google Maps code) load after the page shows and are not counted.
// Sizes are node:zlib gzipSync at level 9, KiB = 1,024 bytes; the budget is 250 KiB (256,000 bytes) per route.
// Exits 1 when a route is over budget. Options (environment): BENCH_CLIENT_DIST (default client/dist).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve(process.env.BENCH_CLIENT_DIST ?? 'client/dist');
const KIB = 1024;
const BUDGET = 250 * KIB;

/**
 * The routes measured, each with the source modules whose chunks it loads on top of the entry. The landing page is
 * where the demo office admin (office@summitcrane.com: asset map first) lands on a desktop: "/" sends them to /map.
 */
const ROUTES = [
  { name: 'sign-in (/sign-in)', modules: ['src/features/auth/SignInPage.tsx'] },
  {
    name: 'landing (office admin: / → /map)',
    modules: ['src/layout/AppLayout.tsx', 'src/features/map/MapPage.tsx'],
  },
];

const manifestFile = join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the client first (npm run build:client).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

/** The files index.html loads itself: module scripts, modulepreload links and stylesheets. */
function htmlFiles() {
  const tags = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="\/([^"]+)"/g),
  ];
  return tags.map((match) => match[1]);
}

/** A manifest chunk's file, its CSS and those of its static imports, recursively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of its own in the manifest (is it still imported lazily?)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(DIST, file));
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
let over = false;
for (const route of ROUTES) {
  const files = new Set(htmlFiles());
  for (const key of [...entries, ...route.modules]) staticClosure(key, files);
  const rows = [...files].map((file) => ({ file, ...gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\n${route.name}`);
  for (const row of rows) {
    console.log(`  ${row.file.padEnd(52)} ${kib(row.raw).padStart(11)} raw ${kib(row.gzip).padStart(10)} gzip`);
  }
  const verdict = total <= BUDGET ? 'ok' : 'OVER BUDGET';
  console.log(`  total ${kib(total)} gzip (${total} bytes), budget ${kib(BUDGET)} (${BUDGET} bytes): ${verdict}`);
  over ||= total > BUDGET;
}
process.exit(over ? 1 : 0);
