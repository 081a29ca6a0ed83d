import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { isObserved, observerOptions, reveal, stubIntersectionObserver } from '../test/intersectionObserver';
import { VirtualTable, type VirtualColumn, type VirtualTableProps } from './VirtualTable';

interface Place {
  id: string;
  name: string;
}

const COLUMNS: VirtualColumn<Place>[] = [
  { id: 'name', header: 'Name', accessorFn: (place) => place.name },
  {
    id: 'link',
    header: 'Link',
    cell: ({ row }) => <a href={`#${row.original.id}`}>Open {row.original.name}</a>,
  },
];

const places = (count: number, from = 1): Place[] =>
  Array.from({ length: count }, (_, index) => ({ id: `p${from + index}`, name: `Place ${from + index}` }));

function renderTable(props: Partial<VirtualTableProps<Place>> = {}) {
  const all: VirtualTableProps<Place> = {
    rows: places(3),
    columns: COLUMNS,
    getRowId: (place) => place.id,
    emptyMessage: 'Nothing here.',
    testId: 'place',
    estimateRowHeight: 40,
    ...props,
  };
  const result = render(
    <MantineProvider env="test">
      <VirtualTable {...all} />
    </MantineProvider>,
  );
  const rerender = (changes: Partial<VirtualTableProps<Place>>) =>
    result.rerender(
      <MantineProvider env="test">
        <VirtualTable {...all} {...changes} />
      </MantineProvider>,
    );
  return { ...result, rerender };
}

const renderedRowIds = () =>
  within(screen.getByTestId('place-table'))
    .queryAllByTestId(/^place-row-/)
    .map((row) => row.dataset.testid!.replace('place-row-', ''));

beforeEach(() => stubIntersectionObserver());

describe('VirtualTable', () => {
  it('shows the column headers in order and a row per item, cells from accessors or renderers', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Link']);
    expect(renderedRowIds()).toEqual(['p1', 'p2', 'p3']);
    const row = screen.getByTestId('place-row-p2');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Place 2', 'Open Place 2']);
  });

  it('shows the empty message without rows, and a loader while the first rows load', () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByTestId('place-table-empty')).toHaveTextContent('Nothing here.');
    expect(screen.queryByTestId('place-table')).not.toBeInTheDocument();
    rerender({ rows: [], loading: true });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByTestId('place-table-empty')).not.toBeInTheDocument();
  });

  it('reports a row click with its item, but not a click on a link inside the row', async () => {
    const onRowClick = jest.fn();
    renderTable({ onRowClick });
    await userEvent.click(within(screen.getByTestId('place-row-p2')).getByText('Place 2'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledWith({ id: 'p2', name: 'Place 2' });
    await userEvent.click(screen.getByRole('link', { name: 'Open Place 3' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('calls onEndReached when the last row shows, then watches the new last row once more rows arrive', () => {
    const onEndReached = jest.fn();
    const { rerender } = renderTable({ onEndReached });
    expect(isObserved(screen.getByTestId('place-row-p2'))).toBe(false);
    const last = screen.getByTestId('place-row-p3');
    // Visible within the table's own scroll area, not merely within the window.
    expect(observerOptions(last)?.root).toBe(screen.getByTestId('place-table').parentElement);
    reveal(last);
    expect(onEndReached).toHaveBeenCalledTimes(1);

    rerender({ onEndReached, loadingMore: true });
    expect(within(screen.getByTestId('place-table-loading')).getByLabelText('Loading more')).toBeInTheDocument();

    rerender({ onEndReached, rows: [...places(3), ...places(2, 4)] });
    expect(screen.queryByTestId('place-table-loading')).not.toBeInTheDocument();
    expect(isObserved(screen.getByTestId('place-row-p3'))).toBe(false);
    reveal(screen.getByTestId('place-row-p5'));
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('renders only the rows near the visible part of a long list, and the last one once scrolled to the end', async () => {
    const onEndReached = jest.fn();
    renderTable({ rows: places(1000), onEndReached });
    // Before the first scroll: the first screen's rows, and filler for the others.
    const rendered = renderedRowIds();
    expect(rendered[0]).toBe('p1');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(50);
    expect(screen.queryByTestId('place-row-p1000')).not.toBeInTheDocument();
    const table = screen.getByTestId('place-table');
    const filler = () => table.querySelector('tbody > tr[aria-hidden]') as HTMLElement;
    expect(parseInt(filler().style.height, 10)).toBe((1000 - rendered.length) * 40);

    // The first scroll loads the virtualizer, which follows the scroll position from then on.
    const firstRow = screen.getByTestId('place-row-p1');
    const scrollArea = table.parentElement!;
    act(() => {
      scrollArea.scrollTop = 1000 * 40;
      fireEvent.scroll(scrollArea);
    });
    expect(await screen.findByTestId('place-row-p1000')).toBeInTheDocument();
    expect(screen.queryByTestId('place-row-p1')).not.toBeInTheDocument();
    expect(firstRow).not.toBeInTheDocument();
    reveal(screen.getByTestId('place-row-p1000'));
    expect(onEndReached).toHaveBeenCalledTimes(1);
    // The rows scrolled past are replaced by filler that keeps the scroll height.
    expect(parseInt(filler().style.height, 10)).toBeGreaterThan(30000);
  });

  it('keeps the rows it drew (the same elements) when the virtualizer takes over', async () => {
    renderTable({ rows: places(100) });
    const row = screen.getByTestId('place-row-p25');
    const scrollArea = screen.getByTestId('place-table').parentElement!;
    act(() => {
      scrollArea.scrollTop = 20 * 40;
      fireEvent.scroll(scrollArea);
    });
    // The virtualizer drops the rows well above the view, and keeps the others as they were.
    await waitFor(() => expect(screen.queryByTestId('place-row-p1')).not.toBeInTheDocument());
    expect(screen.getByTestId('place-row-p25')).toBe(row);
  });
});
