import type { serve } from './serve.js';

/**
 * The app's `serve`, imported. In the bundle (`npm run build:server`), scripts/app-from-code-cache.mjs takes this
 * module's place: it runs the bundled app from V8's code cache made at build (docs/performance.md, item 22).
 */
export async function loadApp(): Promise<typeof serve> {
  return (await import('./serve.js')).serve;
}
