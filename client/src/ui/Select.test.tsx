import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Select, type Option } from './Select';

const branches: Option[] = [
  { id: 'b1', value: 'North Yard' },
  { id: 'b2', value: 'South Yard' },
];

describe('Select', () => {
  it('shows the default placeholder "Select"', () => {
    renderWithProviders(<Select label="Branch" options={branches} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveAttribute('placeholder', 'Select');
  });

  it('answers the chosen option', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Select label="Branch" options={branches} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Branch' }));
    await userEvent.click(screen.getByRole('option', { name: 'South Yard' }));
    expect(onChange).toHaveBeenCalledWith({ id: 'b2', value: 'South Yard' });
  });

  it('shows "Not Listed" when nothing matches the typed text', async () => {
    renderWithProviders(<Select label="Branch" options={branches} value={null} onChange={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Branch' }), 'East');
    expect(screen.getByText('Not Listed')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows "Error" when the error is just flagged', () => {
    renderWithProviders(<Select label="Branch" options={branches} value={null} onChange={() => undefined} error />);
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
