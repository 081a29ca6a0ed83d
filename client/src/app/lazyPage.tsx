import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../ui/PageLoader';

type PageModule = { default: ComponentType };

const RELOADED_AT_KEY = 'groundcrew.chunkReloadedAt';
/** A chunk failing again this soon after the automatic reload is not going to load: show the error page. */
const RELOAD_GRACE_MS = 10_000;

let reloading = false;

/**
 * After a code chunk failed to load (typically because a new version was deployed), reloads the page once.
 * Answers false when the page was just reloaded for that reason, so the failure should be shown instead.
 */
export function reloadAfterChunkError(reload = () => window.location.reload()): boolean {
  if (reloading) return true;
  const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  if (Date.now() - reloadedAt < RELOAD_GRACE_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  reloading = true;
  reload();
  return true;
}

/** Loads a page chunk; when it cannot be loaded the page reloads once, and a second failure is thrown. */
export async function loadPageChunk<Module = PageModule>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    // While the page reloads, keep showing the spinner rather than flash the error page.
    if (reloadAfterChunkError()) return new Promise<never>(() => undefined);
    throw error;
  }
}

/**
 * A page in its own chunk, loaded when first shown. (React.lazy rather than the router's lazy routes: the
 * navigation is committed first, so the automatic reload reloads the page being opened.)
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const Page = lazy(() => loadPageChunk(load));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}

/** Vite reports a chunk's failed stylesheet or dependency preload with this event (before the import fails). */
export function reloadOnPreloadErrors() {
  window.addEventListener('vite:preloadError', () => reloadAfterChunkError());
}
