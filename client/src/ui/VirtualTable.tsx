import { Box, Loader, Text } from '@mantine/core';
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { loadPageChunk } from '../app/lazyPage';
import type { RowVirtualizer } from './RowWindow';
import classes from './VirtualTable.module.css';

/**
 * A column: `header`, and `accessorFn` (shown as text) or `cell`; `size` is its width relative to the others, or in
 * pixels with `meta: { fixedWidth: true }` (a thumbnail's column).
 */
export interface VirtualColumn<Row> {
  id: string;
  header: ReactNode | (() => ReactNode);
  accessorFn?: (row: Row) => unknown;
  cell?: (context: { row: { original: Row } }) => ReactNode;
  /** DEFAULT_SIZE when not given. */
  size?: number;
  meta?: { fixedWidth?: boolean };
}

/** A column's size when it has none (TanStack Table's, which the lists' sizes were chosen against). */
const DEFAULT_SIZE = 150;

export interface VirtualTableProps<Row> {
  rows: Row[];
  columns: VirtualColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  emptyMessage: string;
  /** Test ids: `{testId}-table`, `{testId}-table-empty`, `{testId}-table-loading`, rows `{testId}-row-{id}`. */
  testId: string;
  /** The first rows are loading: a loader instead of the table. */
  loading?: boolean;
  /** The next rows are loading: a loading row below the last one. */
  loadingMore?: boolean;
  onRowClick?: (row: Row) => void;
  /** Called whenever the last row becomes visible. */
  onEndReached?: () => void;
  /** A row's height before it is measured, in px. */
  estimateRowHeight?: number;
  /** The scroll area grows with its rows up to this height; the header stays on top. */
  maxHeight?: CSSProperties['maxHeight'];
  /** In px: narrower than this (a phone), the table scrolls sideways in its area rather than squeezing its columns. */
  minWidth?: number;
}

const loadRowWindow = () => loadPageChunk(() => import('./RowWindow'));
const RowWindow = lazy(loadRowWindow);

/**
 * The rows drawn before the table is first scrolled, when its virtualizer loads (RowWindow.tsx): enough to fill a
 * tall screen's list (1,920 px of 48 px rows), as many as the virtualizer draws there with its overscan.
 */
const FIRST_ROWS = 40;

const sizeOf = <Row,>(column: VirtualColumn<Row>) => column.size ?? DEFAULT_SIZE;

/**
 * A header's width: a share of the table by `size`, or `size` pixels for a fixed column. With a fixed column, the
 * first other column is left without a width: it takes what the fixed pixels leave of its share, so that the widths
 * never add up to more than the table.
 */
function headerWidth<Row>(column: VirtualColumn<Row>, columns: VirtualColumn<Row>[]) {
  if (column.meta?.fixedWidth) return `${sizeOf(column)}px`;
  const hasFixed = columns.some((other) => other.meta?.fixedWidth);
  const firstShared = columns.find((other) => !other.meta?.fixedWidth);
  if (hasFixed && column === firstShared) return undefined;
  const totalSize = columns.reduce((sum, other) => sum + sizeOf(other), 0);
  return `${(100 * sizeOf(column)) / totalSize}%`;
}

/** A cell: its renderer's, else its accessor's value as text. */
function cellContent<Row>(column: VirtualColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell({ row: { original: row } });
  return column.accessorFn?.(row)?.toString() ?? null;
}

/** Clicks on a control inside a row (a link, a button) are the control's, not the row's. */
const isOnControl = (event: MouseEvent) => (event.target as Element).closest('a, button, input, select, textarea');

/**
 * Calls `onVisible` whenever the element (a row) is (or scrolls) into view of its table's scroll area, the table's
 * parent. As a callback ref it follows both a new element (another last row) and a new `onVisible`.
 */
function useWhenVisible(onVisible: (() => void) | undefined) {
  return useCallback(
    (element: HTMLTableRowElement | null) => {
      if (!element || !onVisible) return;
      // The row's ref comes before the scroll area's, on the first render: the area is found from the row.
      const root = element.closest('table')?.parentElement ?? null;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onVisible();
        },
        { root },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onVisible],
  );
}

/**
 * A table that renders only the rows in (and near) view, for long and infinitely loaded lists: a sticky header,
 * rows spaced by two filler rows so that the table keeps its native column layout, and `onEndReached` when the
 * last row shows. Until its area is first scrolled it draws the first FIRST_ROWS rows; the scroll loads the
 * virtualizer (RowWindow.tsx, prefetched when the pointer comes over the table), not the page
 * (docs/performance.md, "Measured in a browser").
 */
export function VirtualTable<Row>({
  rows,
  columns,
  getRowId,
  emptyMessage,
  testId,
  loading = false,
  loadingMore = false,
  onRowClick,
  onEndReached,
  estimateRowHeight = 48,
  maxHeight = 'max(320px, calc(100vh - 220px))',
  minWidth,
}: VirtualTableProps<Row>) {
  const scrollArea = useRef<HTMLDivElement>(null);
  // The virtualizer, once the table has been scrolled and it has loaded; `version` draws its every change.
  const [scrolled, setScrolled] = useState(false);
  const [virtualizer, setVirtualizer] = useState<RowVirtualizer | null>(null);
  const [, setVersion] = useState(0);
  const onWindowChange = useCallback((instance: RowVirtualizer) => {
    setVirtualizer(instance);
    setVersion((version) => version + 1);
  }, []);
  const observeLastRow = useWhenVisible(onEndReached);
  const lastRowRef = useMemo(
    () => (element: HTMLTableRowElement | null) => {
      virtualizer?.measureElement(element);
      return observeLastRow(element);
    },
    [virtualizer, observeLastRow],
  );

  if (loading) return <Loader aria-label="Loading" />;
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" data-testid={`${testId}-table-empty`}>
        {emptyMessage}
      </Text>
    );

  const firstRows = Math.min(rows.length, FIRST_ROWS);
  const items: { index: number; key: Key; start?: number; end?: number }[] = virtualizer
    ? virtualizer.getVirtualItems()
    : Array.from({ length: firstRows }, (_, index) => ({ index, key: getRowId(rows[index]) }));
  const spaceAbove = virtualizer ? (items[0]?.start ?? 0) : 0;
  const spaceBelow = virtualizer
    ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
    : (rows.length - firstRows) * estimateRowHeight;
  const filler = (height: number) =>
    height > 0 && (
      <tr aria-hidden style={{ height }}>
        <td colSpan={columns.length} style={{ padding: 0, border: 0 }} />
      </tr>
    );

  return (
    <Box
      ref={scrollArea}
      style={{ maxHeight, overflow: 'auto' }}
      onPointerEnter={() => void loadRowWindow().catch(() => undefined)}
      onScroll={() => setScrolled(true)}
    >
      <table className={classes.table} style={{ minWidth }} data-testid={`${testId}-table`}>
        <thead className={classes.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.id} className={classes.cell} style={{ width: headerWidth(column, columns) }}>
                {typeof column.header === 'function' ? column.header() : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filler(spaceAbove)}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr
                key={item.key}
                className={classes.row}
                data-index={item.index}
                ref={item.index === rows.length - 1 ? lastRowRef : virtualizer?.measureElement}
                onClick={
                  onRowClick &&
                  ((event) => {
                    if (!isOnControl(event)) onRowClick(row);
                  })
                }
                style={onRowClick && { cursor: 'pointer' }}
                data-testid={`${testId}-row-${item.key}`}
              >
                {/* A long word (a job or invoice number) wraps in its fixed-width column, not over the next one. */}
                {columns.map((column) => (
                  <td key={column.id} className={classes.cell} style={{ overflowWrap: 'anywhere' }}>
                    {cellContent(column, row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {filler(spaceBelow)}
          {loadingMore && (
            <tr className={classes.row} data-testid={`${testId}-table-loading`}>
              <td className={classes.cell} colSpan={columns.length} style={{ textAlign: 'center' }}>
                <Loader size="sm" aria-label="Loading more" />
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {scrolled && (
        <Suspense fallback={null}>
          <RowWindow
            scrollArea={scrollArea}
            count={rows.length}
            estimateRowHeight={estimateRowHeight}
            rowKey={(index) => getRowId(rows[index])}
            onChange={onWindowChange}
          />
        </Suspense>
      )}
    </Box>
  );
}
