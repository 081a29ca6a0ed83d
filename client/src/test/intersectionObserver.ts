import { act } from '@testing-library/react';

/** Observed elements with their observers' callbacks and options. */
const observed = new Map<Element, { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>();

/** jsdom has no IntersectionObserver: this one records what is observed, and `reveal` plays a scroll into view. */
class IntersectionObserverStub {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(element: Element) {
    observed.set(element, { callback: this.callback, options: this.options });
  }
  disconnect() {
    for (const [element, { callback }] of observed) if (callback === this.callback) observed.delete(element);
  }
}

/** Installs the stub, forgetting what earlier tests observed; call it in `beforeEach`. */
export function stubIntersectionObserver() {
  observed.clear();
  window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
}

/** The options the element is observed with, or undefined when nothing observes it. */
export const observerOptions = (element: Element) => observed.get(element)?.options;

export const isObserved = (element: Element) => observed.has(element);

/** Scrolls the element into view: its observer reports it intersecting. */
export function reveal(element: Element) {
  const entry = observed.get(element);
  if (!entry) throw new Error('The element is not observed');
  act(() =>
    entry.callback(
      [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}
