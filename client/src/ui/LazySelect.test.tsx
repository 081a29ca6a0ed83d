import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { LazyMultiSelect } from './LazyMultiSelect';
import { LazySelect } from './LazySelect';

const options = [
  { id: 'a', value: 'Alpha' },
  { id: 'b', value: 'Beta' },
  { id: 'c', value: 'Gamma' },
];

const PILL = '.mantine-Pill-label';

/** Mantine's select, once it has loaded in the stand-in's place, names its list of options. */
const loaded = (name: string) =>
  waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-haspopup', 'listbox'));

describe('the selects loaded when reached', () => {
  it('shows the chosen option before the select has loaded; the press that loads it opens it', async () => {
    const onChange = jest.fn();
    renderWithProviders(<LazySelect aria-label="Letter" options={options} value={options[0]} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Letter' })).toHaveValue('Alpha');
    expect(screen.getByRole('combobox', { name: 'Letter' })).not.toHaveAttribute('aria-haspopup');

    await userEvent.click(screen.getByRole('combobox', { name: 'Letter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith(options[1]);
  });

  it('shows the chosen options as pills; the keyboard that reaches it keeps the focus', async () => {
    renderWithProviders(
      <LazyMultiSelect aria-label="Letters" options={options} value={[options[0], options[2]]} onChange={jest.fn()} />,
    );
    expect(screen.getByText('Alpha', { selector: PILL })).toBeInTheDocument();
    expect(screen.getByText('Gamma', { selector: PILL })).toBeInTheDocument();

    await userEvent.tab();
    await loaded('Letters');
    expect(screen.getByRole('combobox', { name: 'Letters' })).toHaveFocus();
    expect(screen.getByText('Alpha', { selector: PILL })).toBeInTheDocument();
  });
});
