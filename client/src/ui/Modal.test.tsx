import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Modal } from './Modal';

describe('Modal', () => {
  it('shows the title, subtitle and the default Cancel and Confirm buttons', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} onConfirm={onConfirm} title="Add Pricebook Item" subtitle="Billable items">
        Body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Add Pricebook Item' })).toBeInTheDocument();
    expect(screen.getByText('Billable items')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the top close button and offers a download when asked', async () => {
    const onClose = jest.fn();
    const onDownload = jest.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} onDownload={onDownload} title="Form">
        Body
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes other button labels and a disabled Confirm', () => {
    renderWithProviders(
      <Modal
        opened
        onClose={() => undefined}
        onConfirm={() => undefined}
        confirmLabel="Save"
        cancelLabel="Back"
        confirmDisabled
      >
        Body
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('has no action buttons without onConfirm and nothing at all when closed', () => {
    const { rerender } = renderWithProviders(
      <Modal opened onClose={() => undefined} withCloseButton={false}>
        Just text
      </Modal>,
    );
    expect(screen.getByText('Just text')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<></>);
  });
});
