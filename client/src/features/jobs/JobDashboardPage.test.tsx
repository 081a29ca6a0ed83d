import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { toIsoDate } from '../../ui/format';
import { flushEvents } from '../../api/analytics';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { sentBody, signInAs } from '../../test/fixtures';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { graphqlCalls } from '../../test/graphql';
import { aComplexJob, failed, overbooked, restCalls, serveDashboard } from './dashboard.fixtures';
import JobDashboardPage from './JobDashboardPage';

const PERMISSIONS = ['web:schedule', 'web:usercrud', 'web:assetmap'];

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs(PERMISSIONS);
});
afterEach(async () => {
  notifications.clean();
  jest.useRealTimers();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

function renderDashboard({ complexJobs = true, path = '/jobs/dashboard?jobId=job-1' } = {}) {
  return renderWithProviders(<JobDashboardPage />, {
    path,
    routes: ['/schedule'],
    access: testAccess(PERMISSIONS, { complexJobs }),
  });
}

const card = (name: string) => screen.getByTestId(`job-dashboard-${name}`);
const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

async function chooseStatus(label: string) {
  await userEvent.click(within(card('summary')).getByRole('combobox', { name: 'Status' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('job dashboard', () => {
  it('goes to the schedule without a job id, and says "No Job Found" when the job cannot be read', async () => {
    serveDashboard();
    const { router } = renderDashboard({ path: '/jobs/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));

    serveDashboard({ complexJob: null });
    renderDashboard();
    expect(await screen.findByTestId('job-not-found')).toHaveTextContent('No Job Found');
  });

  it('shows the summary, crew and assets of the complex job with its first task', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByTestId('job-dashboard-name')).toHaveTextContent('Steel erection – Union Station');
    expect(card('number')).toHaveTextContent('SC-24101');
    expect(card('dates')).toHaveTextContent('Mar 2 – Mar 4, 2026');
    expect(within(card('summary')).getByRole('combobox', { name: 'Status' })).toHaveValue('Scheduled');
    expect(within(card('summary')).getByRole('combobox', { name: 'Start Time' })).toHaveValue('6:00am');
    expect(within(card('summary')).getByRole('combobox', { name: 'End Time' })).toHaveValue('2:30pm');
    expect(within(card('summary')).getByRole('combobox', { name: 'Timezone' })).toHaveValue('America/Denver');
    expect(card('address')).toHaveTextContent('Union Station1701 Wynkoop St, Denver, CO 80202');
    expect(card('customer')).toHaveTextContent('Ridgeline BuildersMegan Holt · (303) 555-0182');
    expect(await within(card('division')).findByText('Crane Services')).toBeInTheDocument();
    expect(await within(card('branch')).findByText('Denver')).toBeInTheDocument();

    expect(await within(card('crew')).findByText('Ana Lopez')).toBeInTheDocument();
    expect(within(card('crew')).getByText('Ben Cole')).toBeInTheDocument();
    expect(await within(card('assets')).findByText('Liebherr LTM 1090')).toBeInTheDocument();
    expect(within(card('assets')).getByText('Spreader Bar')).toBeInTheDocument();
    // Each asset where scheduling places it.
    const map = within(card('map')).getByRole('region', { name: 'Job map' });
    expect(within(map).getByRole('button', { name: 'Liebherr LTM 1090' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Spreader bar 20 t' })).toBeInTheDocument();
    expect(card('map-site')).toHaveTextContent('Job site: 1701 Wynkoop St, Denver, CO 80202');
    // The site has a pin of its own, in the fitted view with the assets.
    expect(within(map).getByRole('img', { name: 'Job site: 1701 Wynkoop St, Denver, CO 80202' })).toBeInTheDocument();
  });

  it('saves a status at once, and restores the previous one when the save fails', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    await screen.findByTestId('job-dashboard-name');
    await chooseStatus('Ongoing');
    expect(await toast('Status Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([{ input: { id: 'job-1', status: 'ONGOING' } }]);
    expect(within(card('summary')).getByRole('combobox', { name: 'Status' })).toHaveValue('Ongoing');
    await flushEvents();
    const events = fetchMock.mock.calls
      .filter(([url]) => url === '/api/events')
      .flatMap((call) => (sentBody(call) as { events: { name: string }[] }).events.map(({ name }) => name));
    expect(events).toEqual(['job dashboard entered', 'job status updated']);

    act(() => notifications.clean());
    serveDashboard({ outcomes: { UpdateComplexJob: failed } });
    await chooseStatus('Complete');
    expect(await toast('Unable to update Job.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('summary')).getByRole('combobox', { name: 'Status' })).toHaveValue('Ongoing'),
    );
  });

  it('saves a simple job’s status with PATCH /job and says "Error Saving Status" when it fails', async () => {
    const fetchMock = serveDashboard({ writes: { 'PATCH /api/job/job-1': 400 } });
    renderDashboard({ complexJobs: false });
    expect(await screen.findByTestId('job-dashboard-name')).toHaveTextContent('Generator swap – Ball Arena');
    // A simple job has no times.
    expect(within(card('summary')).queryByRole('combobox', { name: 'Start Time' })).not.toBeInTheDocument();
    await chooseStatus('Complete');
    expect(await toast('Error Saving Status')).toBeInTheDocument();
    expect(restCalls(fetchMock, 'PATCH', '/api/job/job-1')).toEqual([{ id: 'job-1', status: 'complete' }]);
    await waitFor(() =>
      expect(within(card('summary')).getByRole('combobox', { name: 'Status' })).toHaveValue('Scheduled'),
    );
  });

  it('keeps the calendar open with only a start, and saves the range once the end is chosen', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    await screen.findByTestId('job-dashboard-name');
    await userEvent.click(card('dates'));
    await userEvent.click(screen.getByRole('button', { name: '9 March 2026' }));
    expect(screen.getByRole('button', { name: '12 March 2026' })).toBeVisible();
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '12 March 2026' }));
    expect(await toast('Job Dates Saved')).toBeInTheDocument();
    expect(card('dates')).toHaveTextContent('Mar 9 – Mar 12, 2026');
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([
      { input: { id: 'job-1', startDate: '2026-03-09', endDate: '2026-03-12' } },
    ]);
  });

  it('makes a range closed with one end a single day, and restores the range when a save fails', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    await screen.findByTestId('job-dashboard-name');
    await userEvent.click(card('dates'));
    await userEvent.click(screen.getByRole('button', { name: '16 March 2026' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card('dates')).toHaveTextContent(/^Mar 16, 2026$/));
    expect(await toast('Job Dates Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([
      { input: { id: 'job-1', startDate: '2026-03-16', endDate: '2026-03-16' } },
    ]);

    act(() => notifications.clean());
    serveDashboard({ outcomes: { UpdateComplexJob: failed } });
    await userEvent.click(card('dates'));
    await userEvent.click(screen.getByRole('button', { name: '18 March 2026' }));
    await userEvent.click(screen.getByRole('button', { name: '20 March 2026' }));
    expect(await toast('Failed to edit job dates.')).toBeInTheDocument();
    await waitFor(() => expect(card('dates')).toHaveTextContent(/^Mar 16, 2026$/));
  });

  it('makes a job without dates start and end today when its calendar closes with nothing chosen', async () => {
    const fetchMock = serveDashboard({ complexJob: aComplexJob({ startDate: null, endDate: null }) });
    renderDashboard();
    await screen.findByTestId('job-dashboard-name');
    expect(card('dates')).toHaveTextContent('Select dates');
    await userEvent.click(card('dates'));
    await userEvent.keyboard('{Escape}');
    const today = toIsoDate(new Date());
    await waitFor(() =>
      expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([
        { input: { id: 'job-1', startDate: today, endDate: today } },
      ]),
    );
    expect(await toast('Job Dates Saved')).toBeInTheDocument();
  });

  it('saves a simple job’s dates with PATCH /update-job-dates', async () => {
    const fetchMock = serveDashboard();
    renderDashboard({ complexJobs: false });
    await screen.findByTestId('job-dashboard-name');
    await userEvent.click(card('dates'));
    await userEvent.click(screen.getByRole('button', { name: '5 March 2026' }));
    await userEvent.click(screen.getByRole('button', { name: '6 March 2026' }));
    expect(await toast('Dates Saved')).toBeInTheDocument();
    expect(restCalls(fetchMock, 'PATCH', '/api/update-job-dates/job-1')).toEqual([
      { id: 'job-1', startDate: '2026-03-05', endDate: '2026-03-06' },
    ]);
  });

  it('discards edited notes back to the saved text, and saves them with the save button', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    const notes = await screen.findByTestId('job-dashboard-notes');
    expect(card('notes-save')).toBeDisabled();
    await userEvent.type(notes, ' Crane mats needed.');
    await userEvent.click(card('notes-discard'));
    expect(notes).toHaveValue('Confirm ground bearing pressure.');
    expect(card('notes-discard')).toBeDisabled();

    await userEvent.clear(notes);
    await userEvent.type(notes, 'Crane mats needed.');
    await userEvent.click(card('notes-save'));
    expect(await toast('Notes Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([
      { input: { id: 'job-1', notes: 'Crane mats needed.' } },
    ]);
    // The saved text is now the one a discard returns to.
    await userEvent.type(notes, ' Again.');
    await userEvent.click(card('notes-discard'));
    expect(notes).toHaveValue('Crane mats needed.');
  });

  it('saves a time change on the first task', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    await screen.findByTestId('job-dashboard-name');
    await userEvent.click(within(card('summary')).getByRole('combobox', { name: 'Start Time' }));
    await userEvent.click(await screen.findByRole('option', { name: '7:00am' }));
    expect(await toast('Times Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([{ input: { id: 'task-1', startTime: '07:00' } }]);
  });

  it('counts distinct double-booked assets and lists each one’s conflicting jobs as dashboard links', async () => {
    const fetchMock = serveDashboard({
      overbookedAssets: [
        overbooked('asset-1', 'job-7', 'Tank placement – Ball Arena'),
        overbooked('asset-1', 'job-8', 'Chiller replacement – Union Station'),
        overbooked('asset-2', 'job-8', 'Chiller replacement – Union Station'),
      ],
    });
    renderDashboard();
    expect(await screen.findByTestId('job-dashboard-double-booked')).toHaveTextContent('2 Double Booked');
    expect(graphqlCalls(fetchMock, 'ScheduledAssetsForJob')).toEqual([
      { complexJobId: 'job-1', after: '2026-03-02', before: '2026-03-04' },
    ]);
    await userEvent.click(card('conflicts-asset-1'));
    const popup = await screen.findByText('BOOKING CONFLICTS:');
    const links = within(popup.parentElement!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tank placement – Ball Arena', '/jobs/dashboard?jobId=job-7'],
      ['Chiller replacement – Union Station', '/jobs/dashboard?jobId=job-8'],
    ]);
  });

  it('does not check double bookings of a job without both dates', async () => {
    const fetchMock = serveDashboard({ complexJob: aComplexJob({ endDate: null }) });
    renderDashboard();
    expect(await within(await screen.findByTestId('job-dashboard-assets')).findByText('Asset asset-1')).toBeVisible();
    expect(graphqlCalls(fetchMock, 'ScheduledAssetsForJob')).toEqual([]);
    expect(screen.queryByTestId('job-dashboard-double-booked')).not.toBeInTheDocument();
  });

  it('names a simple job’s conflicts from the job list', async () => {
    serveDashboard({ simpleOverbooked: [{ assetId: 'asset-1', jobId: 'job-9' }] });
    renderDashboard({ complexJobs: false });
    expect(await screen.findByTestId('job-dashboard-double-booked')).toHaveTextContent('1 Double Booked');
    await userEvent.click(card('conflicts-asset-1'));
    expect(await screen.findByRole('link', { name: 'Job job-9' })).toHaveAttribute(
      'href',
      '/jobs/dashboard?jobId=job-9',
    );
  });

  it('removes an asset at once and checks double bookings again 4000 ms later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const fetchMock = serveDashboard();
    renderDashboard();
    const assets = await screen.findByTestId('job-dashboard-assets');
    const remove = await within(assets).findByRole('button', { name: 'Remove Spreader bar 20 t' });
    await act(() => user.click(remove));
    expect(await screen.findByText('Assets Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([{ input: { id: 'task-1', assetIds: ['asset-1'] } }]);
    expect(within(assets).queryByText('Spreader bar 20 t')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3900));
    expect(graphqlCalls(fetchMock, 'ScheduledAssetsForJob')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(graphqlCalls(fetchMock, 'ScheduledAssetsForJob')).toHaveLength(2));
  });

  it('saves the crew chosen in the Select Crew modal, and restores the crew when a removal fails', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    const crew = await screen.findByTestId('job-dashboard-crew');
    await userEvent.click(await within(crew).findByRole('button', { name: 'Select Crew' }));
    const modal = await screen.findByRole('dialog', { name: 'Select Crew' });
    expect(within(modal).getByRole('checkbox', { name: 'Ana Lopez' })).toBeChecked();
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Cy Dunn' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Select Crew' }));
    expect(await toast('Crew Saved')).toBeInTheDocument();
    expect(within(crew).getByText('Cy Dunn')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([
      { input: { id: 'task-1', userIds: ['user-a', 'user-b', 'user-c'] } },
    ]);

    act(() => notifications.clean());
    serveDashboard({ outcomes: { UpdateComplexTask: failed } });
    await userEvent.click(within(crew).getByRole('button', { name: 'Remove Ana Lopez' }));
    expect(await toast('Error Saving Crew')).toBeInTheDocument();
    expect(await within(crew).findByText('Ana Lopez')).toBeInTheDocument();
  });

  it('saves the assets chosen in the Select Assets modal, asking availability for the job’s dates', async () => {
    const fetchMock = serveDashboard();
    renderDashboard();
    const assets = await screen.findByTestId('job-dashboard-assets');
    await userEvent.click(within(assets).getByRole('button', { name: 'Select Assets' }));
    const modal = await screen.findByRole('dialog', { name: 'Select Assets' });
    await userEvent.click(await within(modal).findByRole('checkbox', { name: 'Select Telehandler 12' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Select Assets' }));
    expect(await toast('Assets Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([
      { input: { id: 'task-1', assetIds: ['asset-1', 'asset-2', 'asset-3'] } },
    ]);
    expect(await within(assets).findByText('Asset asset-3')).toBeInTheDocument();
    const search = fetchMock.mock.calls.map(([url]) => url).find((url) => url.startsWith('/api/v2/search/asset?'));
    expect(new URLSearchParams(search!.split('?')[1]).get('after')).toBe('2026-03-02');
  });
});
