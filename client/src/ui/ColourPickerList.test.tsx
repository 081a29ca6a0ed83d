import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ColourPickerList, type ColourOption } from './ColourPickerList';

const colours: ColourOption[] = [
  { id: 'c1', name: 'Safety Orange', code: '#ff6f00' },
  { id: 'c2', name: 'Steel Blue', code: '#4682b4' },
];

function renderPicker(onChange = jest.fn()) {
  renderWithProviders(
    <>
      <ColourPickerList label="Colour" colours={colours} value={colours[0]} onChange={onChange} />
      <p>Elsewhere</p>
    </>,
  );
  return onChange;
}

describe('ColourPickerList', () => {
  it('shows the chosen colour and lists every colour by name', async () => {
    renderPicker();
    const button = screen.getByRole('button', { name: /Colour/ });
    expect(button).toHaveTextContent('Safety Orange');
    await userEvent.click(button);
    expect(screen.getByRole('option', { name: 'Steel Blue' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Safety Orange' })).toHaveAttribute('aria-selected', 'true');
  });

  it('answers the chosen colour and closes', async () => {
    const onChange = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /Colour/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Steel Blue' }));
    expect(onChange).toHaveBeenCalledWith(colours[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /Colour/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /Colour/ }));
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
