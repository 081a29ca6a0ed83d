import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { UserListPage } from './UserListPage';
import { aUser, serveUsers } from './users.fixtures';

const EMPTY = 'No crew members found. Please check your search and filters and try again.';

const users = [
  aUser(),
  aUser({
    id: 'user-3',
    firstName: 'Alan',
    lastName: 'Turing',
    permissions: ['mobile:user'],
    branchIds: ['branch-2'],
    divisionIds: ['division-2'],
    occupations: ['rigger'],
  }),
];

beforeEach(() => signInAs(['web:usercrud']));
afterEach(() => clearTokens());

function renderList(variant: 'account' | 'admin' = 'account') {
  const fetchMock = serveUsers({
    'GET /api/users': () => jsonResponse(200, { data: users }),
    'GET /api/users?includeInternal=true': () =>
      jsonResponse(200, { data: [...users, aUser({ id: 'user-4', firstName: 'Support', lastName: 'Bot' })] }),
  });
  const result = renderWithProviders(<UserListPage variant={variant} />, {
    path: variant === 'admin' ? '/admin/users' : '/users',
    access: testAccess(variant === 'admin' ? ['groundcrew:admin'] : ['web:usercrud']),
  });
  return { ...result, fetchMock };
}

const names = () => screen.queryAllByRole('link').map((link) => link.textContent);

async function filter(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('user list', () => {
  it('shows the users with occupation, division, branch and user type', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'User Admin' })).toBeInTheDocument();
    const row = within(await screen.findByTestId('user-row-user-2'));
    expect(row.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/users/user-detail?userId=user-2');
    expect(row.getByText('Operator')).toBeInTheDocument();
    expect(row.getByText('Cranes')).toBeInTheDocument();
    expect(row.getByText('North Yard')).toBeInTheDocument();
    expect(row.getByText('Mobile + Web')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-row-user-3')).getByText('Mobile or Web')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('All Branches');
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue('All Divisions');
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toHaveValue('All Occupations');
  });

  it('searches by name, filters by branch, division and occupation, and clears', async () => {
    renderList();
    await screen.findByTestId('user-row-user-2');
    await userEvent.type(screen.getByLabelText('Search'), 'tur');
    expect(names()).toEqual(['Alan Turing']);
    await userEvent.clear(screen.getByLabelText('Search'));

    await filter('Branch', 'North Yard');
    expect(names()).toEqual(['Grace Hopper']);
    await filter('Branch', 'All Branches');
    await filter('Division', 'Rigging');
    expect(names()).toEqual(['Alan Turing']);
    await filter('Occupation', 'Operator');
    expect(names()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing']);
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it("styles names as the app's links and keeps Clear and Add User beside the filters", async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveClass('mantine-Anchor-root');
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('data-variant', 'default');
    expect(clear.parentElement).toBe(screen.getByLabelText('Search').closest('.mantine-Group-root'));
    expect(screen.getByRole('button', { name: 'Add User' }).parentElement).toBe(clear.parentElement);
  });

  it('opens the create form from Add User', async () => {
    const { router } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(router.state.location.pathname).toBe('/users/create');
  });

  it('the admin variant lists internal users and links to the admin routes', async () => {
    const { fetchMock } = renderList('admin');
    expect(await screen.findByRole('link', { name: 'Support Bot' })).toHaveAttribute(
      'href',
      '/admin/users/user-detail?userId=user-4',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users?includeInternal=true')).toBe(true);
  });
});
