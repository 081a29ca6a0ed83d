import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

/** Just what react-router's data router reads from the Request it makes for each navigation. */
class RequestStub {
  readonly url: string;
  readonly method: string;
  readonly signal?: AbortSignal;
  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? undefined;
  }
}

// Form tests type whole forms as users do; on a busy 2-core machine (CI runs beside PostgreSQL) the library's
// 1 s default for findBy/waitFor is too tight, and a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

/** The viewport width tests pretend to have; `(max-width: N)` queries match against it. */
export const viewport = { width: 1400 };

/** What jsdom lacks and the app needs. */
function completeJsdom() {
  // jsdom lacks these; react-router needs them.
  Object.assign(globalThis, { TextEncoder, TextDecoder, Request: RequestStub });

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => {
      const maxWidth = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: maxWidth ? viewport.width <= Number(maxWidth[1]) : false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = () => undefined;
  // jsdom does not scroll (and complains when asked).
  window.scrollTo = () => undefined;
  // jsdom has no FontFaceSet; Mantine's autosized Textarea listens to it.
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  // jsdom draws nothing (and complains when asked): no canvas, as in a browser without one.
  HTMLCanvasElement.prototype.getContext = () => null;
  // CodeMirror (the JSON editors) measures text through Range rectangles; jsdom has no layout.
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

// Every client test runs in jsdom but the codegen test, which runs on Node (`@jest-environment node`).
const jsdom = typeof window !== 'undefined';
if (jsdom) completeJsdom();

afterEach(() => {
  if (!jsdom) return;
  cleanup();
  viewport.width = 1400;
  localStorage.clear();
  sessionStorage.clear();
});
