import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders, testAccess } from '../test/render';
import { SubMenu } from './SubMenu';

const labels = () => screen.getAllByTestId(/^subnav-/).map((item) => item.textContent);

describe('SubMenu', () => {
  it('shows the job menu with links to the job in the URL; Sales and Billing needs the invoice permission', () => {
    renderWithProviders(<SubMenu />, { path: '/jobs/dashboard?jobId=7', access: testAccess(['web:schedule']) });
    expect(labels()).toEqual(['All Jobs', 'Overview', 'Job Details', 'Job Documents']);
    expect(screen.getByTestId('subnav-job-details')).toHaveAttribute('href', '/jobs/job-detail?jobId=7');
    expect(screen.getByTestId('subnav-all-jobs')).toHaveAttribute('href', '/schedule');
  });

  it('shows Sales and Billing with the invoice permission or to a super admin', () => {
    renderWithProviders(<SubMenu />, {
      path: '/jobs/dashboard?jobId=7',
      access: testAccess(['web:schedule', 'web:invoice']),
    });
    expect(screen.getByTestId('subnav-sales-and-billing')).toHaveAttribute('href', '/jobs/billing?jobId=7');
  });

  it('disables the items of one record when the URL names none', () => {
    renderWithProviders(<SubMenu />, { path: '/schedule', access: testAccess(['groundcrew:admin']) });
    expect(screen.getByTestId('subnav-overview')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('subnav-sales-and-billing')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('subnav-all-jobs')).toHaveAttribute('href', '/schedule');
  });

  it('shows the asset menu; Asset Detail needs asset CRUD', () => {
    renderWithProviders(<SubMenu />, { path: '/assets/overview?assetId=3', access: testAccess(['web:assetmap']) });
    expect(labels()).toEqual([
      'All Assets',
      'Overview',
      'Asset Images',
      'Asset Documents',
      'Asset Browser',
      'Asset Search',
    ]);
  });

  it.each([
    ['/assets/browser', 'All Assets'],
    ['/assets/browser?categoryId=c-crane', 'Asset Browser'],
    ['/assets/search', 'Asset Search'],
    ['/assets/overview?assetId=3', 'Overview'],
  ])('highlights one item at %s: %s', (path, current) => {
    renderWithProviders(<SubMenu />, { path, access: testAccess(['web:assetmap']) });
    const highlighted = screen.getAllByTestId(/^subnav-/).filter((item) => item.hasAttribute('data-active'));
    expect(highlighted.map((item) => item.textContent)).toEqual([current]);
  });

  it('shows Asset Detail with asset CRUD', () => {
    renderWithProviders(<SubMenu />, {
      path: '/assets/overview?assetId=3',
      access: testAccess(['web:assetmap', 'web:assetcrud']),
    });
    expect(screen.getByTestId('subnav-asset-detail')).toHaveAttribute('href', '/assets/asset-detail?assetId=3');
  });

  it.each([
    ['/users', ['web:usercrud'], ['All Users', 'Account Details']],
    ['/settings/pricebook', ['web:settings'], ['Form Manager', 'Pricebook']],
  ])('shows the menu of %s', (path, permissions, items) => {
    renderWithProviders(<SubMenu />, { path, access: testAccess(permissions) });
    expect(labels()).toEqual(items);
  });

  it('shows the admin menu with its error-test button', () => {
    renderWithProviders(<SubMenu />, { path: '/admin', access: testAccess(['groundcrew:admin']) });
    expect(labels()).toEqual([
      'App Icons',
      'Create Branch',
      'Create Division',
      'Feature Flags',
      'Manage Forms',
      'Manage Locations',
      'Manage Users',
      'Manage Pricebook',
      'AI Form Builder',
      'Test Error Page',
    ]);
  });

  it('shows no admin menu, nor its error-test button, to anyone but a super admin', () => {
    renderWithProviders(<SubMenu />, { path: '/admin', access: testAccess(['web:usercrud', 'web:settings']) });
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('subnav-error-test')).not.toBeInTheDocument();
  });

  it('throws a render error from the error-test button', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SubMenu />, { path: '/admin', access: testAccess(['groundcrew:admin']) });
    await userEvent.click(screen.getByTestId('subnav-error-test'));
    // The router's default error element shows what was thrown (the app's own error page is tested with the routes).
    expect(screen.getByText('Deliberate error test from the admin menu')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('is absent from sections without a sub-menu', () => {
    renderWithProviders(<SubMenu />, { path: '/quoting', access: testAccess(['web:quoting']) });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
