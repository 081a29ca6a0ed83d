import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { carryToastsAcrossLoad, showCarriedToasts, showErrorToast, showSuccessToast } from './toasts';

describe('toasts', () => {
  it('show success and error messages', async () => {
    renderWithProviders(<p>Page</p>);
    act(() => {
      showSuccessToast('User created.');
      showErrorToast('Failed to create user.');
    });
    expect(await screen.findByText('User created.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to create user.')).toBeInTheDocument();
  });

  it('carry the latest toasts across a full page load, once', async () => {
    act(() => showSuccessToast('Job deleted.'));
    carryToastsAcrossLoad();
    renderWithProviders(<p>Next page</p>);
    act(() => showCarriedToasts());
    expect(await screen.findByText('Job deleted.')).toBeInTheDocument();
    expect(sessionStorage.getItem('groundcrew.carriedToasts')).toBeNull();
  });
});
