import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { viewport } from '../test/setup';
import { renderWithProviders, testAccess } from '../test/render';
import { AppLayout } from './AppLayout';

const withPage = [{ element: <AppLayout />, children: [{ path: '/profile', element: <p>Profile page</p> }] }];

describe('AppLayout', () => {
  it('shows the navigation rail on desktop', () => {
    renderWithProviders(null, { path: '/profile', routes: withPage, access: testAccess(['web:schedule']) });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-menu-button')).not.toBeInTheDocument();
    expect(screen.getByText('Profile page')).toBeInTheDocument();
  });

  it('shows the mobile header instead up to 600 px', () => {
    viewport.width = 600;
    renderWithProviders(null, { path: '/profile', routes: withPage, access: testAccess(['web:schedule']) });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByTestId('mobile-menu-button')).toBeInTheDocument();
    expect(screen.getByText('Profile page')).toBeInTheDocument();
  });
});
