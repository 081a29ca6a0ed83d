import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders, testAccess } from '../test/render';
import { NavRail } from './NavRail';

const railItems = () => screen.getAllByTestId(/^nav-/).map((item) => item.getAttribute('aria-label'));

describe('NavRail', () => {
  it('shows a super admin every item, Dispatch and Asset-Availability only with their flags', () => {
    renderWithProviders(<NavRail />, {
      path: '/schedule',
      access: testAccess(['groundcrew:admin'], { dispatching: true, assetAvailability: true }),
    });
    expect(railItems()).toEqual([
      'Home',
      'Map',
      'Schedule',
      'Dispatch',
      'Documents',
      'Quoting',
      'Invoicing',
      'Assets',
      'Asset-Availability',
      'Users',
      'Admin',
      'Settings',
    ]);
  });

  it('hides the flagged items while their flags are off, even from a super admin', () => {
    renderWithProviders(<NavRail />, { path: '/schedule', access: testAccess(['groundcrew:admin']) });
    expect(screen.queryByTestId('nav-dispatch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-asset-availability')).not.toBeInTheDocument();
  });

  it.each([
    [['web:quoting'], ['Home', 'Quoting']],
    [['web:assetmap'], ['Home', 'Map', 'Assets', 'Asset-Availability']],
    [['web:schedule'], ['Home', 'Schedule', 'Dispatch']],
    [
      ['timecard:admin', 'web:invoice'],
      ['Home', 'Documents', 'Invoicing'],
    ],
    [
      ['web:usercrud', 'web:settings', 'web:assetcrud'],
      ['Home', 'Users', 'Settings'],
    ],
    [['mobile:user'], ['Home']],
  ])('shows a user with %j only their items', (permissions, items) => {
    renderWithProviders(<NavRail />, {
      path: '/profile',
      access: testAccess(permissions, { dispatching: true, assetAvailability: true }),
    });
    expect(railItems()).toEqual(items);
  });

  it('names each item under its icon and shows the Groundcrew logo', () => {
    renderWithProviders(<NavRail />, { path: '/schedule', access: testAccess(['web:schedule']) });
    expect(screen.getByTestId('nav-schedule')).toHaveTextContent('Schedule');
    expect(screen.getByRole('img', { name: 'Groundcrew' })).toHaveTextContent('Groundcrew');
    expect(screen.queryByText('GC')).not.toBeInTheDocument();
  });

  it('marks the item of the current section', () => {
    renderWithProviders(<NavRail />, { path: '/jobs/dashboard', access: testAccess(['web:schedule']) });
    expect(screen.getByTestId('nav-schedule')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('nav-home')).not.toHaveAttribute('aria-current');
  });

  it('has a user menu with Profile, Support (the help centre, in a new tab) and Sign out', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<NavRail />, { path: '/profile', access: testAccess([]) });
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    // The menu's code loads with the first click.
    expect(await screen.findByTestId('user-menu-profile')).toHaveAttribute('href', '/profile');
    expect(screen.getByTestId('user-menu-sign-out')).toHaveTextContent('Sign out');
    await userEvent.click(screen.getByTestId('user-menu-support'));
    expect(open).toHaveBeenCalledWith('https://help.groundcrew.app', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('closes the user menu on a second click and opens it again on a third', async () => {
    renderWithProviders(<NavRail />, { path: '/profile', access: testAccess([]) });
    const button = () => screen.getByRole('button', { name: 'User menu' });
    await userEvent.click(button());
    expect(await screen.findByTestId('user-menu-profile')).toBeVisible();
    await userEvent.click(button());
    await waitFor(() => expect(screen.queryByTestId('user-menu-profile')).not.toBeInTheDocument());
    await userEvent.click(button());
    expect(await screen.findByTestId('user-menu-profile')).toBeVisible();
  });
});
