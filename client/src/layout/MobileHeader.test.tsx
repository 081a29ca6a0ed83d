import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders, testAccess } from '../test/render';
import { MobileHeader } from './MobileHeader';

function renderHeader(permissions: string[]) {
  renderWithProviders(
    <>
      <MobileHeader />
      <p>Page content</p>
    </>,
    { path: '/schedule', access: testAccess(permissions) },
  );
}

const menuButton = () => screen.getByTestId('mobile-menu-button');

describe('MobileHeader', () => {
  it('links to /schedule', () => {
    renderHeader(['web:schedule']);
    expect(screen.getByTestId('mobile-header-home')).toHaveAttribute('href', '/schedule');
  });

  it('opens and closes the menu with its button', async () => {
    renderHeader(['web:schedule']);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    await userEvent.click(menuButton());
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menuButton());
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('closes the menu on Escape', async () => {
    renderHeader(['web:schedule']);
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('closes the menu on a click outside', async () => {
    renderHeader(['web:schedule']);
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByText('Page content'));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it.each([
    [['web:schedule'], ['Schedule', 'Log Out']],
    [['web:assetmap'], ['Asset Availability', 'Log Out']],
    [
      ['web:schedule', 'web:assetmap'],
      ['Asset Availability', 'Schedule', 'Log Out'],
    ],
    [['groundcrew:admin'], ['Asset Availability', 'Schedule', 'Log Out']],
    [['mobile:user'], ['Log Out']],
  ])('shows a user with %j the items %j', async (permissions, items) => {
    renderHeader(permissions);
    await userEvent.click(menuButton());
    const menuItems = screen.getAllByTestId(/^mobile-menu-(asset-availability|schedule|log-out)$/);
    expect(menuItems.map((item) => item.textContent)).toEqual(items);
  });
});
