import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { endOfMonth, startOfMonth, subMonths } from 'date-fns';
import { toIsoDate } from '../../ui/format';
import { renderWithProviders } from '../../test/render';
import { DateRangeFilter } from './DateRangeFilter';

describe('the date range filter', () => {
  it('shows the range before its picker has loaded, and the click that loads the picker opens it', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateRangeFilter range={{ startDate: '2026-03-01', endDate: '2026-03-31' }} onChange={onChange} testId="dates" />,
    );
    expect(screen.getByTestId('dates')).toHaveTextContent('Mar 1, 2026 – Mar 31, 2026');
    expect(screen.getByText('Dates')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('dates'));
    await userEvent.click(await screen.findByText('Last Month'));
    const lastMonth = subMonths(new Date(), 1);
    expect(onChange).toHaveBeenCalledWith({
      startDate: toIsoDate(startOfMonth(lastMonth)),
      endDate: toIsoDate(endOfMonth(lastMonth)),
    });
  });

  it('keeps the focus on the field when the keyboard reaches it', async () => {
    renderWithProviders(
      <DateRangeFilter
        range={{ startDate: '2026-03-01', endDate: '2026-03-31' }}
        onChange={jest.fn()}
        testId="dates"
      />,
    );
    await userEvent.tab();
    expect(screen.getByTestId('dates')).toHaveFocus();
    // The picker replaces the field when it has loaded, with the same range; the focus moves to it.
    await waitFor(() => expect(screen.getByTestId('dates')).toHaveAttribute('data-dates-input'));
    expect(screen.getByTestId('dates')).toHaveFocus();
    expect(screen.getByTestId('dates')).toHaveTextContent('Mar 1, 2026 – Mar 31, 2026');
  });
});
