import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { RAIL_ITEMS, toTestId } from '../../layout/navigation';
import { renderWithProviders, testAccess } from '../../test/render';
import AppIconsPage from './AppIconsPage';

function expectTile(name: string) {
  const tile = screen.getByTestId(`app-icon-${toTestId(name)}`);
  expect(within(tile).getByText(name)).toBeInTheDocument();
  expect(tile.querySelector('svg')).not.toBeNull();
}

describe('app icons page', () => {
  it('shows every rail icon and the action icons, each with its name', () => {
    renderWithProviders(<AppIconsPage />, { path: '/admin/icons', access: testAccess(['groundcrew:admin']) });
    expect(screen.getByRole('heading', { name: 'App Icons' })).toBeInTheDocument();
    RAIL_ITEMS.forEach(({ label }) => expectTile(label));
    ['Add', 'Edit', 'Delete', 'Search', 'Filters', 'Sign out'].forEach(expectTile);
  });
});
