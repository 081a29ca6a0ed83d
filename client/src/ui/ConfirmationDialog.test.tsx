import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ConfirmationDialog } from './ConfirmationDialog';

describe('ConfirmationDialog', () => {
  it('shows the title and message with Cancel and Confirm', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <ConfirmationDialog
        opened
        title="Deactivate User"
        message="Are you sure you want to deactivate Ada Lovelace? This cannot be undone"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Deactivate User' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deactivate User' })).toBeInTheDocument();
    expect(screen.getByText(/Are you sure you want to deactivate Ada Lovelace/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can go without Cancel and closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <ConfirmationDialog
        opened
        title="Required Fields Missing"
        message="Please fill out all required fields."
        confirmLabel="Dismiss"
        withCancel={false}
        onConfirm={() => undefined}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
