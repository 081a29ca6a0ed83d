import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How the user reached for a field before its control had loaded: the focus, or a press (which opens it). */
export type Reach = 'focus' | 'click';

/** What the stand-in puts on its field, to learn how the user reached for it. */
export interface ReachHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

interface LoadOnReachProps {
  /** Loads the control's chunk (what its lazy component loads), when the pointer comes over the stand-in. */
  preload: () => Promise<unknown>;
  /** The field as it shows until its control has loaded: the same look, the same value, given the handlers. */
  standIn: (handlers: ReachHandlers) => ReactNode;
  /** The control (a lazily loaded component), given how the user reached for it (useReachedControl). */
  control: (reached: Reach) => ReactNode;
}

/**
 * A field whose control loads when the user reaches for it, not with the page (docs/performance.md, "Measured in a
 * browser"): the pointer coming over the stand-in loads its chunk, the focus or a press puts the control in its
 * place (the pointer's coming alone does not, so nothing moves under it). The date range filter's picker and the
 * lists' selects (LazySelect.tsx) load so.
 */
export function LoadOnReach({ preload, standIn, control }: LoadOnReachProps) {
  const [reached, setReached] = useState<Reach | null>(null);
  // In a transition: while the control loads, React keeps the stand-in on the page (not a fallback in its place),
  // so the click that follows the focus reaches it.
  const reach = (how: Reach) => startTransition(() => setReached((before) => (before === 'click' ? before : how)));
  const field = standIn({
    // A chunk that fails to load fails when the control renders (lazyPage.tsx's loadPageChunk).
    onPointerEnter: () => void preload().catch(() => undefined),
    onFocus: () => reach('focus'),
    // The press, not the click: the control may replace the stand-in between the two, and the click then goes to
    // neither (the keyboard's Enter or Space is a click without a press).
    onPointerDown: () => reach('click'),
    onClick: () => reach('click'),
  });
  return <Suspense fallback={field}>{reached ? control(reached) : field}</Suspense>;
}

/**
 * The ref for the loaded control's focusable element: the focus moves to it from the stand-in, and the press that
 * put it there opens it. `reached` changes only while the control loads (the stand-in is gone once it shows): the
 * focus and the click may each come before it shows or just after.
 */
export function useReachedControl<Element extends HTMLElement>(reached: Reach) {
  const element = useRef<Element>(null);
  useEffect(() => {
    element.current?.focus();
    if (reached === 'click') element.current?.click();
  }, [reached]);
  return element;
}
