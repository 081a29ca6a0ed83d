import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { useAccess } from '../../auth/access';
import { jsonResponse, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { periodLabel, visibleWindow } from './calendar';
import { BUSY_DAY_JOBS, Destination, JOBS, jobQueries, serveSchedule, storePreferences } from './schedule.fixtures';
import SchedulePage from './SchedulePage';
import { invalidateJobs } from './scheduleJobs';

beforeEach(() => signInAs(['web:schedule']));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

function renderSchedule({ complexJobs = false } = {}) {
  return renderWithProviders(<SchedulePage />, {
    path: '/schedule',
    routes: [
      { path: '/jobs/dashboard', element: <Destination /> },
      { path: '/jobs/create', element: <Destination /> },
    ],
    access: testAccess(['web:schedule'], { complexJobs }),
  });
}

const label = () => screen.getByTestId('schedule-label');
const bar = (jobId: string) => screen.getAllByTestId(`schedule-job-${jobId}`)[0];
const barNames = () =>
  screen.queryAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');

/** Whether react-router leaves the click to the browser (which opens a new tab); jsdom cannot, so it stops here. */
function leftToBrowser(link: HTMLElement, init: MouseEventInit) {
  let prevented = true;
  const stop = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop, { once: true });
  fireEvent.click(link, init);
  return !prevented;
}

async function choose(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('schedule (simple jobs)', () => {
  it('starts on the current week and asks for the jobs of that week', async () => {
    const fetchMock = serveSchedule({ jobs: [] });
    renderSchedule();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    expect(label()).toHaveTextContent(periodLabel('week', new Date()));
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    await waitFor(() => expect(jobQueries(fetchMock)).toEqual([visibleWindow('week', new Date())]));
  });

  it('draws the week from Monday with a coloured bar per job, spanning its days and clipped at the edges', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    serveSchedule();
    renderSchedule();
    expect(label()).toHaveTextContent('Mar 2 – Mar 8, 2026');
    const week = await screen.findByTestId('schedule-week');
    await waitFor(() => expect(within(week).getAllByRole('link')).toHaveLength(4));
    expect(within(week).getByText('Mon')).toBeInTheDocument();

    const crane = bar('1001');
    expect(crane).toHaveAttribute('href', '/jobs/dashboard?jobId=1001');
    expect(crane).toHaveTextContent('J-1001Tower crane erection');
    expect(crane).toHaveStyle({ gridColumn: '1 / span 3', background: '#1C7ED6' });
    // Starts in the previous week and ends on Monday: one clipped day in the first lane.
    expect(bar('1003')).toHaveStyle({ gridColumn: '1 / span 1', gridRow: '1' });
    expect(bar('1003')).toHaveAttribute('data-continues-before');
    expect(crane).toHaveStyle({ gridRow: '2' });
    // No colour: the default Slate; runs on into the next week.
    expect(bar('1002')).toHaveStyle({ gridColumn: '3 / span 5', gridRow: '1', background: '#8098A3' });
    expect(bar('1002')).toHaveAttribute('data-continues-after');
    expect(bar('1004')).toHaveStyle({ gridColumn: '5 / span 1', gridRow: '2' });
  });

  it('opens the job dashboard on a click, and leaves ctrl and meta clicks to the browser (new tab)', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    serveSchedule();
    const { router } = renderSchedule();
    const crane = await waitFor(() => bar('1001'));
    expect(leftToBrowser(crane, { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(crane, { metaKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/schedule');

    expect(leftToBrowser(crane, {})).toBe(false);
    expect(screen.getByTestId('destination')).toHaveTextContent('/jobs/dashboard?jobId=1001');
  });

  it('steps by week, month and day with the arrows, asking for each new window', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    const fetchMock = serveSchedule();
    renderSchedule();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(label()).toHaveTextContent('Mar 9 – Mar 15, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(label()).toHaveTextContent('Feb 23 – Mar 1, 2026');

    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(label()).toHaveTextContent('February 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(label()).toHaveTextContent('March 2026');

    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    // Each mode shows the day in view: 25 February, stepped a month on.
    expect(label()).toHaveTextContent('Wednesday, March 25, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(label()).toHaveTextContent('Thursday, March 26, 2026');

    await waitFor(() =>
      expect(jobQueries(fetchMock)).toEqual([
        { startDate: '2026-03-02', endDate: '2026-03-08' },
        { startDate: '2026-03-09', endDate: '2026-03-15' },
        { startDate: '2026-02-23', endDate: '2026-03-01' },
        { startDate: '2026-02-01', endDate: '2026-02-28' },
        { startDate: '2026-03-01', endDate: '2026-04-04' },
        { startDate: '2026-03-25', endDate: '2026-03-25' },
        { startDate: '2026-03-26', endDate: '2026-03-26' },
      ]),
    );
  });

  it('shows at most 4 job rows in a month cell and the rest under "{n} more"', async () => {
    storePreferences({ mode: 'month', date: '2026-03-04' });
    serveSchedule({ jobs: [...JOBS, ...BUSY_DAY_JOBS] });
    renderSchedule();
    const month = await screen.findByTestId('schedule-month');
    expect(
      within(month)
        .getAllByText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/)
        .map((day) => day.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const more = await screen.findByTestId('schedule-more-2026-03-18');
    expect(more).toHaveTextContent('2 more');
    const busyDay = barNames().filter((name) => name.includes('Pick'));
    expect(busyDay).toEqual(['J-200 Pick A', 'J-201 Pick B', 'J-202 Pick C', 'J-203 Pick D']);

    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Wednesday, March 18')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['J-204 Pick E', 'J-205 Pick F']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'J-205 Pick F' }));
    expect(screen.getByTestId('destination')).toHaveTextContent('/jobs/dashboard?jobId=205');
  });

  it("lists the day's jobs in day view, and opens a day from the month grid", async () => {
    storePreferences({ mode: 'month', date: '2026-03-04' });
    serveSchedule();
    renderSchedule();
    await userEvent.click(await screen.findByTestId('schedule-open-day-2026-03-06'));
    expect(label()).toHaveTextContent('Friday, March 6, 2026');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    const day = await screen.findByTestId('schedule-day');
    await waitFor(() =>
      expect(
        within(day)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/jobs/dashboard?jobId=1002', '/jobs/dashboard?jobId=1004']),
    );
    expect(within(day).getByText('Wind turbine blade swap')).toBeInTheDocument();
    expect(within(day).getByText('ongoing')).toBeInTheDocument();
    expect(within(day).getByText('Mar 4 – Mar 10, 2026')).toBeInTheDocument();

    // Bridge beam set ends on 10 March.
    for (let day = 6; day < 11; day++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(label()).toHaveTextContent('Wednesday, March 11, 2026');
    expect(
      await within(screen.getByTestId('schedule-day')).findByText('No jobs scheduled for this day.'),
    ).toBeInTheDocument();
  });

  it('filters by one branch and one division, with "All Branches" and "All Divisions" taking the filter off', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    const fetchMock = serveSchedule();
    renderSchedule();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('All Branches');
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue('All Divisions');
    await choose('Branch', 'Phoenix');
    await choose('Division', 'Heavy Haul');
    await choose('Branch', 'All Branches');
    await waitFor(() =>
      expect(jobQueries(fetchMock)).toEqual([
        { startDate: '2026-03-02', endDate: '2026-03-08' },
        { startDate: '2026-03-02', endDate: '2026-03-08', branchId: 'branch-2' },
        { startDate: '2026-03-02', endDate: '2026-03-08', branchId: 'branch-2', divisionId: 'division-2' },
        { startDate: '2026-03-02', endDate: '2026-03-08', divisionId: 'division-2' },
      ]),
    );
  });

  it('keeps the mode, the date and the filters for the session', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    serveSchedule();
    const first = renderSchedule();
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await choose('Branch', 'Denver');
    first.unmount();

    renderSchedule();
    expect(label()).toHaveTextContent('April 2026');
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('Denver'));
    expect(JSON.parse(sessionStorage.getItem('groundcrew.schedule')!)).toEqual({
      mode: 'month',
      date: '2026-04-04',
      branchIds: ['branch-1'],
      divisionIds: [],
    });
  });

  it('shows a toast with the server message and "Please try again later." when the jobs fail to load', async () => {
    serveSchedule({ jobs: jsonResponse(500, { statusCode: 500, message: 'Database unavailable.' }) });
    renderSchedule();
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
  });

  it('falls back to "Error fetching jobs" when the failure carries no message', async () => {
    serveSchedule({ jobs: jsonResponse(502, null) });
    renderSchedule();
    expect(await screen.findByText('Error fetching jobs')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('opens /jobs/create from New Job, carrying the day when in day view', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    serveSchedule();
    const first = renderSchedule();
    await userEvent.click(screen.getByRole('button', { name: 'New Job' }));
    expect(screen.getByTestId('destination')).toHaveTextContent('/jobs/create null');
    first.unmount();

    storePreferences({ mode: 'day', date: '2026-03-05' });
    renderSchedule();
    await userEvent.click(screen.getByRole('button', { name: 'New Job' }));
    expect(screen.getByTestId('destination')).toHaveTextContent('/jobs/create {"date":"2026-03-05"}');
  });
});

describe('schedule (complex jobs)', () => {
  const graphqlCalls = (fetchMock: ReturnType<typeof serveSchedule>) =>
    fetchMock.mock.calls.filter(([url]) => url === '/graphql').map((call) => sentBody(call));

  it('reads every page of complexJobs for the visible window', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    const fetchMock = serveSchedule({ complexPages: [JOBS.slice(0, 2), JOBS.slice(2)] });
    renderSchedule({ complexJobs: true });
    await waitFor(() => expect(within(screen.getByTestId('schedule-week')).getAllByRole('link')).toHaveLength(4));
    expect(bar('1004')).toHaveStyle({ background: '#E03131' });
    expect(bar('1002')).toHaveStyle({ background: '#8098A3' });
    expect(graphqlCalls(fetchMock)).toEqual([
      expect.objectContaining({
        operationName: 'ScheduleComplexJobs',
        variables: expect.objectContaining({
          startDate: '2026-03-02',
          endDate: '2026-03-08',
          branchIds: [],
          divisionIds: [],
          nextPageKey: null,
        }),
      }),
      expect.objectContaining({ variables: expect.objectContaining({ nextPageKey: 'page-1' }) }),
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/jobs'))).toBe(false);
  });

  it('filters by several divisions and branches', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    const fetchMock = serveSchedule();
    renderSchedule({ complexJobs: true });
    expect(screen.getByRole('combobox', { name: 'Branches' })).toHaveAttribute('placeholder', 'All Branches');
    await choose('Branches', 'Denver');
    await userEvent.click(await screen.findByRole('option', { name: 'Phoenix' }));
    await userEvent.keyboard('{Escape}');
    await choose('Divisions', 'Heavy Haul');
    await waitFor(() =>
      expect(graphqlCalls(fetchMock).at(-1)).toMatchObject({
        variables: { branchIds: ['branch-1', 'branch-2'], divisionIds: ['division-2'] },
      }),
    );
    expect(JSON.parse(sessionStorage.getItem('groundcrew.schedule')!)).toMatchObject({
      branchIds: ['branch-1', 'branch-2'],
      divisionIds: ['division-2'],
    });
  });

  it('reads the complex jobs again after a job changed elsewhere (invalidateJobs)', async () => {
    storePreferences({ mode: 'week', date: '2026-03-04' });
    const week = JOBS.map((job) => ({ ...job }));
    serveSchedule({ complexPages: [week] });
    /** What a page that changed a job does (the job form, the dashboard, dispatch). */
    function ChangeAJob() {
      const queryClient = useQueryClient();
      const { user } = useAccess();
      return (
        <button type="button" onClick={() => void invalidateJobs(queryClient, user.accountId)}>
          Job changed
        </button>
      );
    }
    renderWithProviders(
      <>
        <SchedulePage />
        <ChangeAJob />
      </>,
      { path: '/schedule', access: testAccess(['web:schedule'], { complexJobs: true }) },
    );
    await waitFor(() => expect(barNames()).toContain('J-1001 Tower crane erection'));
    week[0] = { ...week[0], name: 'Tower crane dismantling' };
    await userEvent.click(screen.getByRole('button', { name: 'Job changed' }));
    await waitFor(() => expect(barNames()).toContain('J-1001 Tower crane dismantling'));
    expect(barNames()).not.toContain('J-1001 Tower crane erection');
  });

  it('shows the support toast and "Please try again later." when complexJobs fails', async () => {
    serveSchedule({ complexPages: 'Database unavailable.' });
    renderSchedule({ complexJobs: true });
    expect(
      await screen.findByText('Something went wrong. Please reach out to Groundcrew support.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});
