import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Checkbox label="Veteran" onChange={onChange} />);
    await userEvent.click(screen.getByText('Veteran'));
    expect(screen.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows "Error" when the error is just flagged', () => {
    renderWithProviders(<Checkbox label="Veteran" error />);
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
