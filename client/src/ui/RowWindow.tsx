import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, type Key, type RefObject } from 'react';

export type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

/** How many rows to render beyond each edge of the visible ones (keeps fast scrolling free of blank gaps). */
const OVERSCAN = 10;
/**
 * Where nothing is laid out (jsdom, or a hidden table) the scroll area and rows measure 0 px; then this viewport
 * height and the estimated row heights stand in, so the first rows still render.
 */
const UNLAID_VIEWPORT_HEIGHT = 600;

const observeRectOrFallback: VirtualizerOptions<HTMLDivElement, HTMLTableRowElement>['observeElementRect'] = (
  instance,
  onRect,
) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { ...rect, height: UNLAID_VIEWPORT_HEIGHT }));

const measureOrEstimate = (
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: RowVirtualizer,
) => measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element));

export interface RowWindowProps {
  scrollArea: RefObject<HTMLDivElement | null>;
  count: number;
  estimateRowHeight: number;
  rowKey: (index: number) => Key;
  /** Given the virtualizer once it runs, and again whenever the rows in view change. */
  onChange: (virtualizer: RowVirtualizer) => void;
}

/**
 * VirtualTable's virtualizer (TanStack Virtual, about 10 KiB), loaded when the table is first scrolled: it draws
 * nothing, it tells the table which rows are in view (VirtualTable.tsx), so that the rows the table drew before it
 * loaded stay the same elements.
 */
export default function RowWindow({ scrollArea, count, estimateRowHeight, rowKey, onChange }: RowWindowProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table reads it during its render, on each change
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollArea.current,
    // Loaded by a scroll: it starts where the scroll has taken the table.
    initialOffset: () => scrollArea.current?.scrollTop ?? 0,
    estimateSize: () => estimateRowHeight,
    getItemKey: rowKey,
    overscan: OVERSCAN,
    observeElementRect: observeRectOrFallback,
    measureElement: measureOrEstimate,
    onChange: (instance) => onChange(instance),
  });
  useLayoutEffect(() => onChange(virtualizer), [virtualizer, onChange]);
  return null;
}
