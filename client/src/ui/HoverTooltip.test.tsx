import { describe, expect, it, jest } from '@jest/globals';
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { HoverTooltip } from './HoverTooltip';

describe('HoverTooltip', () => {
  it('shows its label while the mouse is over the element, and keeps the element as it was', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <HoverTooltip label="Download every listed document as CSV">
        <Button onClick={onClick}>CSV</Button>
      </HoverTooltip>,
    );
    const button = screen.getByRole('button', { name: 'CSV' });
    expect(screen.queryByText('Download every listed document as CSV')).not.toBeInTheDocument();
    await userEvent.hover(button);
    expect(await screen.findByText('Download every listed document as CSV')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV' })).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByText('Download every listed document as CSV')).not.toBeInTheDocument());
  });

  it('does not open on touch', () => {
    renderWithProviders(
      <HoverTooltip label="Label">
        <Button>CSV</Button>
      </HoverTooltip>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'CSV' }), { pointerType: 'touch' });
    expect(screen.queryByText('Label')).not.toBeInTheDocument();
  });
});
