import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import type { FlagSetting } from './featureFlags';
import FeatureFlagsPage from './FeatureFlagsPage';

const SUPER_ADMIN = ['groundcrew:admin'];

beforeEach(() => signInAs(SUPER_ADMIN));
afterEach(async () => {
  notifications.clean();
  await clearTokens();
});

const FLAGS = [
  'webEngineHours',
  'complexJobs',
  'webAssetMap',
  'webSchedule',
  'dispatching',
  'assetAvailability',
  'serverSideQuoteFilters',
] as const;

const settings = (changes: Partial<FlagSetting>[] = []): FlagSetting[] =>
  FLAGS.map((flag) => ({
    flag,
    default: true,
    account: null,
    user: null,
    effective: true,
    ...changes.find((change) => change.flag === flag),
  }));

function renderPage(answers: Record<string, (init: RequestInit) => Response> = {}) {
  const fetchMock = mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    if (answers[key]) return answers[key](init);
    if (key === 'GET /api/accounts')
      return jsonResponse(200, {
        data: [
          { id: 'account-1', account_name: 'Lifting Co' },
          { id: 'account-2', account_name: 'Peak Cranes' },
        ],
      });
    if (key === 'GET /api/users?accountId=account-1')
      return jsonResponse(200, { data: [{ id: 'user-7', firstName: 'Ada', lastName: 'Lovelace', email: null }] });
    if (key.startsWith('GET /api/feature-flags/accounts/')) return jsonResponse(200, { data: settings() });
    return jsonResponse(404, { message: `unexpected ${key}` });
  });
  renderWithProviders(<FeatureFlagsPage />, { path: '/admin/feature-flags', access: testAccess(SUPER_ADMIN) });
  return fetchMock;
}

const rowOf = (flag: string) => screen.findByTestId(`feature-flag-row-${flag}`);

describe('feature flags page', () => {
  it("shows each flag's default, account override and value for the signed-in user's account", async () => {
    renderPage({
      'GET /api/feature-flags/accounts/account-1': () =>
        jsonResponse(200, { data: settings([{ flag: 'complexJobs', account: false, effective: false }]) }),
    });
    const row = await rowOf('complexJobs');
    expect(within(row).getByText('Complex jobs')).toBeInTheDocument();
    expect(within(row).getByTestId('feature-flag-default-complexJobs')).toHaveTextContent('On');
    expect(within(row).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(row).getByTestId('feature-flag-effective-complexJobs')).toHaveTextContent('Off');
    expect(screen.getAllByTestId(/^feature-flag-row-/)).toHaveLength(FLAGS.length);
    expect(screen.queryByRole('columnheader', { name: 'User' })).not.toBeInTheDocument();
  });

  it("sets the account's override and reads the flags again", async () => {
    let answer = settings();
    const fetchMock = renderPage({
      'GET /api/feature-flags/accounts/account-1': () => jsonResponse(200, { data: answer }),
      'PUT /api/feature-flags/accounts/account-1/dispatching': () => {
        answer = settings([{ flag: 'dispatching', account: false, effective: false }]);
        return jsonResponse(200, { data: answer });
      },
    });
    await userEvent.click(within(await rowOf('dispatching')).getByRole('radio', { name: 'Off' }));

    expect(await screen.findByText('Dispatching set to Off.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(sentBody(put!)).toEqual({ enabled: false });
    await waitFor(() => expect(screen.getByTestId('feature-flag-effective-dispatching')).toHaveTextContent('Off'));
  });

  it("sets a user's own override to inherit, naming the user", async () => {
    const fetchMock = renderPage({
      'GET /api/feature-flags/accounts/account-1?userId=user-7': () =>
        jsonResponse(200, { data: settings([{ flag: 'complexJobs', user: false, effective: false }]) }),
      'PUT /api/feature-flags/accounts/account-1/complexJobs': () => jsonResponse(200, { data: settings() }),
    });
    await rowOf('complexJobs');
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));

    expect(await screen.findByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    const row = await rowOf('complexJobs');
    const own = within(row).getByTestId('feature-flag-user-complexJobs');
    await waitFor(() => expect(within(own).getByRole('radio', { name: 'Off' })).toBeChecked());
    await userEvent.click(within(own).getByRole('radio', { name: 'Inherit' }));

    expect(await screen.findByText('Complex jobs set to Inherit.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(sentBody(put!)).toEqual({ enabled: null, userId: 'user-7' });
  });

  it("shows the server's message when a change is refused", async () => {
    renderPage({
      'PUT /api/feature-flags/accounts/account-1/webSchedule': () => jsonResponse(404, { message: 'No User Found' }),
    });
    await userEvent.click(within(await rowOf('webSchedule')).getByRole('radio', { name: 'Off' }));
    expect(await screen.findByText('No User Found')).toBeInTheDocument();
  });
});
