import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { MultiSelect } from './MultiSelect';
import type { Option } from './Select';

const divisions: Option[] = [
  { id: 'd1', value: 'Cranes' },
  { id: 'd2', value: 'Rigging' },
];

describe('MultiSelect', () => {
  it('adds the chosen option to the selected ones', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <MultiSelect label="Division" options={divisions} value={[divisions[1]]} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cranes' }));
    expect(onChange).toHaveBeenCalledWith([divisions[1], divisions[0]]);
  });

  it('shows "Not Listed" when nothing matches the typed text', async () => {
    renderWithProviders(<MultiSelect label="Division" options={divisions} value={[]} onChange={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Division' }), 'Paving');
    expect(screen.getByText('Not Listed')).toBeInTheDocument();
  });
});
