import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { NumberInput } from './NumberInput';

describe('NumberInput', () => {
  it('steps by 1 by default', async () => {
    renderWithProviders(<NumberInput label="Rate" defaultValue={5} />);
    const input = screen.getByLabelText('Rate');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('7');
  });

  it('keeps the value at or above the minimum', async () => {
    renderWithProviders(<NumberInput label="Rate" min={0} />);
    const input = screen.getByLabelText('Rate');
    await userEvent.type(input, '-4');
    fireEvent.blur(input);
    expect(input).toHaveValue('0');
  });

  it('shows "Error" when the error is just flagged', () => {
    renderWithProviders(<NumberInput label="Rate" error />);
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
