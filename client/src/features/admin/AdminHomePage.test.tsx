import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import AdminHomePage from './AdminHomePage';

const SUPER_ADMIN = ['groundcrew:admin'];
const account = {
  id: 'account-1',
  account_name: 'Lifting Co',
  logo: 'https://files.example/logo.png',
  occupations: [],
};
const branch = {
  id: 'branch-1',
  name: 'North Yard',
  divisionId: 'division-1',
  logo: 'https://files.example/branch.png',
  quoteCover: null,
  address: '1 Industrial Way',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  email: 'north@lifting.example',
  phoneNumber: '303-555-0100',
};

beforeEach(() => signInAs(SUPER_ADMIN));
afterEach(() => clearTokens());

function renderPage({ divisions = [{ id: 'division-1', divisionName: 'Cranes' }], branches = [branch] } = {}) {
  mockFetch((url) => {
    if (url === '/api/accounts/account-1') return jsonResponse(200, { data: account });
    if (url === '/api/division') return jsonResponse(200, { data: divisions });
    if (url === '/api/branch') return jsonResponse(200, { data: branches });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  return renderWithProviders(<AdminHomePage />, { path: '/admin', access: testAccess(SUPER_ADMIN) });
}

describe('admin home', () => {
  it('shows the account, its logo, the version and the create links', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lifting Co' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-home-account-id')).toHaveTextContent('account-1');
    expect(screen.getByRole('img', { name: 'Lifting Co logo' })).toHaveAttribute('src', account.logo);
    expect(screen.getByTestId('admin-home-version')).toHaveTextContent('0.0.324');
    expect(screen.getByRole('link', { name: 'Create Branch' })).toHaveAttribute('href', '/admin/branch/create');
    expect(screen.getByRole('link', { name: 'Create Division' })).toHaveAttribute('href', '/admin/division/create');
    expect(screen.getByRole('link', { name: 'Onboard Company' })).toHaveAttribute('href', '/admin/accounts/create');
  });

  it('lists divisions and branches with links to their detail pages', async () => {
    renderPage();
    const division = await screen.findByTestId('admin-division-row-division-1');
    expect(within(division).getByRole('link', { name: 'Cranes' })).toHaveAttribute(
      'href',
      '/admin/division/detail?divisionId=division-1',
    );
    expect(within(division).getByText('division-1')).toBeInTheDocument();

    const row = await screen.findByTestId('admin-branch-row-branch-1');
    expect(within(row).getByRole('link', { name: 'North Yard' })).toHaveAttribute(
      'href',
      '/admin/branch/detail?branchId=branch-1',
    );
    expect(within(row).getByRole('img', { name: 'North Yard logo' })).toHaveAttribute('src', branch.logo);
    for (const text of ['1 Industrial Way', 'north@lifting.example', '(303) 555-0100'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('No Divisions found.')).not.toBeInTheDocument();
    expect(screen.queryByText('No Branch found.')).not.toBeInTheDocument();
  });

  it('says so when there are no divisions or branches', async () => {
    renderPage({ divisions: [], branches: [] });
    expect(await screen.findByText('No Divisions found.')).toBeInTheDocument();
    expect(await screen.findByText('No Branch found.')).toBeInTheDocument();
  });
});
