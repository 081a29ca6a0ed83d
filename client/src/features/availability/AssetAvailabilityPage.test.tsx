import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { flushEvents } from '../../api/analytics';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { sentBody, signInAs } from '../../test/fixtures';
import { reveal, stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { viewport } from '../../test/setup';
import { toIsoDate } from '../schedule';
import AssetAvailabilityPage from './AssetAvailabilityPage';
import { serveAvailability } from './availability.fixtures';

const FULL_ACCESS = ['web:assetmap', 'web:schedule'];

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs(FULL_ACCESS);
});
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

function renderPage({ permissions = FULL_ACCESS, complexJobs = false } = {}) {
  return renderWithProviders(<AssetAvailabilityPage />, {
    path: '/asset-availability',
    access: testAccess(permissions, { complexJobs }),
  });
}

type FetchMock = ReturnType<typeof serveAvailability>;

/** The input of each getAvailableAssetSchedule call, in order. */
const inputs = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/graphql')
    .map((call) => (sentBody(call) as { variables: { input: Record<string, unknown> } }).variables.input);

async function events(fetchMock: FetchMock) {
  await flushEvents();
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap((call) => (sentBody(call) as { events: { name: string; properties?: object }[] }).events)
    .map(({ name, properties }) => ({ name, properties }));
}

const row = (assetId: string) => screen.getByTestId(`availability-row-${assetId}`);

async function choose(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('asset availability', () => {
  it('lists the assets of today and the next 7 days, AVAILABLE or UNAVAILABLE with the jobs holding them', async () => {
    const fetchMock = serveAvailability();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Asset Availability' })).toBeInTheDocument();
    expect(await screen.findByTestId('availability-asset-1')).toHaveTextContent(/^AVAILABLE$/);
    expect(screen.getByTestId('availability-asset-2')).toHaveTextContent('UNAVAILABLE');
    expect(
      within(row('asset-2')).getByRole('link', { name: 'J-1001 · Tower crane erection (Mar 2 – Mar 6)' }),
    ).toHaveAttribute('href', '/jobs/dashboard?jobId=job-1');
    expect(within(row('asset-1')).getByRole('link', { name: 'Grove GMK 5150' })).toHaveAttribute(
      'href',
      '/assets/overview?assetId=asset-1',
    );
    expect(screen.getByTestId('availability-count')).toHaveTextContent('3 assets');
    expect(inputs(fetchMock)).toEqual([
      {
        startDate: toIsoDate(new Date()),
        endDate: toIsoDate(addDays(new Date(), 7)),
        availableOnly: false,
        pageInfo: { nextPageKey: null, limit: 50 },
      },
    ]);
  });

  it('loads the next page when the last row shows', async () => {
    const fetchMock = serveAvailability();
    renderPage();
    await screen.findByTestId('availability-row-asset-2');
    reveal(row('asset-2'));
    expect(await screen.findByTestId('availability-row-asset-3')).toHaveTextContent('Rigging trailer');
    expect(inputs(fetchMock).map((input) => input.pageInfo)).toEqual([
      { nextPageKey: null, limit: 50 },
      { nextPageKey: 'page-2', limit: 50 },
    ]);
  });

  it('draws the located assets on the map: green when seen in the last 12 hours, else grey', async () => {
    serveAvailability();
    renderPage();
    const map = await screen.findByRole('region', { name: 'Asset availability map' });
    expect(await within(map).findByRole('button', { name: 'Grove GMK 5150' })).toHaveAttribute('data-tone', 'green');
    expect(within(map).getByRole('button', { name: 'Liebherr LTM 1090' })).toHaveAttribute('data-tone', 'grey');
  });

  it('filters by type, category, branch and availability, searches once typing stops, and records each', async () => {
    const fetchMock = serveAvailability();
    renderPage();
    await screen.findByTestId('availability-row-asset-1');
    await choose('Asset Type', 'Crane');
    await choose('Category', 'Lifting > Cranes');
    await choose('Branch', 'North Yard');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Available only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'grove');
    await waitFor(() => expect(inputs(fetchMock).at(-1)).toMatchObject({ search: 'grove' }), { timeout: 3000 });
    expect(inputs(fetchMock).at(-1)).toMatchObject({
      assetType: 'Crane',
      categoryId: 'c-crane',
      branchIds: ['branch-1'],
      availableOnly: true,
      search: 'grove',
    });
    expect(await events(fetchMock)).toEqual([
      { name: 'asset availability filtered', properties: { assetType: 'Crane' } },
      { name: 'asset availability filtered', properties: { categoryId: 'c-crane' } },
      { name: 'asset availability filtered', properties: { branchId: 'branch-1' } },
      { name: 'asset availability filtered', properties: { availableOnly: true } },
      { name: 'asset availability searched', properties: { search: 'grove' } },
    ]);
  });

  it("takes a chosen job's dates as the period", async () => {
    const fetchMock = serveAvailability();
    renderPage();
    await screen.findByTestId('availability-row-asset-1');
    await choose('Job', 'J-1002 · Bridge beam set (Apr 10 – Apr 14)');
    await waitFor(() =>
      expect(inputs(fetchMock).at(-1)).toMatchObject({ startDate: '2026-04-10', endDate: '2026-04-14' }),
    );
    expect(screen.getByTestId('availability-dates')).toHaveTextContent('Apr 10, 2026 – Apr 14, 2026');
    expect(await events(fetchMock)).toEqual([
      { name: 'asset availability job selected', properties: { jobId: 'job-2' } },
    ]);
  });

  it('takes a period picked in the calendar, and one day when only the first is picked', async () => {
    const fetchMock = serveAvailability();
    renderPage();
    await screen.findByTestId('availability-row-asset-1');
    const today = new Date();
    const day = (date: number) => format(new Date(today.getFullYear(), today.getMonth(), date), 'd MMMM yyyy');
    const iso = (date: number) => toIsoDate(new Date(today.getFullYear(), today.getMonth(), date));

    await userEvent.click(screen.getByTestId('availability-dates'));
    await userEvent.click(await screen.findByRole('button', { name: day(10) }));
    await userEvent.click(screen.getByRole('button', { name: day(12) }));
    await waitFor(() => expect(inputs(fetchMock).at(-1)).toMatchObject({ startDate: iso(10), endDate: iso(12) }));

    await userEvent.click(screen.getByTestId('availability-dates'));
    await userEvent.click(await screen.findByRole('button', { name: day(20) }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inputs(fetchMock).at(-1)).toMatchObject({ startDate: iso(20), endDate: iso(20) }));
    expect(await events(fetchMock)).toEqual([
      { name: 'asset availability date selected', properties: { startDate: iso(10), endDate: iso(12) } },
      { name: 'asset availability date selected', properties: { startDate: iso(20), endDate: iso(20) } },
    ]);
  });

  it('offers no job choice without the schedule permission and names the jobs without links', async () => {
    const fetchMock = serveAvailability();
    renderPage({ permissions: ['web:assetmap'] });
    await screen.findByTestId('availability-row-asset-2');
    expect(screen.queryByRole('combobox', { name: 'Job' })).not.toBeInTheDocument();
    expect(within(row('asset-2')).queryByRole('link', { name: /J-1001/ })).not.toBeInTheDocument();
    expect(row('asset-2')).toHaveTextContent('J-1001 · Tower crane erection');
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/jobs'))).toBe(false);
  });

  it('names the complex jobs when complex jobs are on', async () => {
    serveAvailability();
    renderPage({ complexJobs: true });
    await screen.findByTestId('availability-row-asset-2');
    expect(within(row('asset-2')).getByRole('link', { name: /J-1001/ })).toHaveAttribute(
      'href',
      '/jobs/dashboard?jobId=complex-1',
    );
  });

  it('shows "Error Loading Availability" when the assets fail to load', async () => {
    serveAvailability({ failing: true });
    renderPage();
    expect(await screen.findByText('Error Loading Availability')).toBeInTheDocument();
  });

  it('on a small screen, shows the list or the map', async () => {
    viewport.width = 400;
    serveAvailability();
    renderPage();
    const asset = await screen.findByTestId('availability-row-asset-2');
    expect(within(asset).getByText('UNAVAILABLE')).toBeInTheDocument();
    expect(asset).toHaveTextContent('J-1001 · Tower crane erection');
    expect(screen.queryByRole('region', { name: 'Asset availability map' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Map' }));
    expect(await screen.findByRole('region', { name: 'Asset availability map' })).toBeInTheDocument();
    expect(screen.queryByTestId('availability-table')).not.toBeInTheDocument();
  });
});
