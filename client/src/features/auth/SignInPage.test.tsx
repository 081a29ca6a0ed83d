import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import SignInPage from './SignInPage';

describe('sign-in page', () => {
  it('tells a user signed out for having mobile access only to use the mobile app', () => {
    renderWithProviders(<SignInPage />, { path: '/sign-in?reason=mobile-only' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out: your account has mobile access only. Please use the Groundcrew mobile app on your phone.',
    );
  });

  it('says nothing on a plain visit or an unknown reason', () => {
    renderWithProviders(<SignInPage />, { path: '/sign-in?reason=toString' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
