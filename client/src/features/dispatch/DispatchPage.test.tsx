import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { DispatchUpdateTaskDocument } from '../../api/gql/graphql';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, sentBody, signInAs } from '../../test/fixtures';
import { answer } from '../../test/graphql';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { Destination } from '../schedule/schedule.fixtures';
import { DAY, DAY_JOBS, serveDispatch, simpleJob } from './dispatch.fixtures';
import DispatchPage from './DispatchPage';

beforeEach(async () => {
  // The asset picker's table loads on as its last row shows.
  stubIntersectionObserver();
  await signInAs(['web:schedule']);
});
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

function renderDispatch({ complexJobs = true, date = DAY } = {}) {
  return renderWithProviders(<DispatchPage />, {
    path: `/dispatch?date=${date}`,
    routes: [
      { path: '/jobs/dashboard', element: <Destination /> },
      { path: '/jobs/create', element: <Destination /> },
    ],
    access: testAccess(['web:schedule'], { complexJobs }),
  });
}

type FetchMock = ReturnType<typeof serveDispatch>;

/** The GraphQL operations sent, by name, with their variables. */
const operations = (fetchMock: FetchMock, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/graphql')
    .map((call) => sentBody(call) as { operationName: string; variables: Record<string, unknown> })
    .filter((body) => body.operationName === name)
    .map((body) => body.variables);

const card = (jobId: string) => screen.getByTestId(`dispatch-job-${jobId}`);
const findCard = (jobId: string) => screen.findByTestId(`dispatch-job-${jobId}`);
const dayLabel = () => screen.getByTestId('dispatch-day');

/** Opens the job's asset or crew picker, ticks `names` and confirms. */
async function pick(jobId: string, kind: 'Asset' | 'Crew', names: string[]) {
  await userEvent.click(
    within(card(jobId)).getByRole('button', { name: kind === 'Asset' ? '+ Add Asset' : '+ Add User' }),
  );
  const modal = await screen.findByRole('dialog', { name: kind === 'Asset' ? 'Select Assets' : 'Select Crew' });
  for (const name of names)
    await userEvent.click(
      await within(modal).findByRole('checkbox', { name: kind === 'Asset' ? `Select ${name}` : name }),
    );
  await userEvent.click(
    within(modal).getByRole('button', { name: kind === 'Asset' ? 'Select Assets' : 'Select Crew' }),
  );
}

describe('dispatch (complex jobs)', () => {
  it("lists the day's jobs with colour, dashboard link, customer, location, dates, assets and crew", async () => {
    const fetchMock = serveDispatch();
    renderDispatch();
    expect(screen.getByRole('heading', { name: 'Dispatch' })).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent('Wed, Mar. 4');
    expect(screen.getByPlaceholderText('Job Number, Name, or Customer')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('All Branches');

    const first = await findCard('job-1');
    expect(within(first).getByRole('link', { name: 'J-1001' })).toHaveAttribute('href', '/jobs/dashboard?jobId=job-1');
    expect(first).toHaveTextContent('Tower crane erection');
    expect(first).toHaveTextContent('Ridgeline Builders · Union Station');
    expect(first).toHaveTextContent('Mar 2 – Mar 4, 2026');
    expect(first.querySelector('span')).toHaveStyle({ background: '#1C7ED6' });
    // A job without a colour is drawn in Slate.
    expect(card('job-2').querySelector('span')).toHaveStyle({ background: '#8098A3' });
    const chip = (testId: string) => within(first).getByTestId(testId);
    await waitFor(() => expect(chip('dispatch-job-job-1-asset-asset-1')).toHaveTextContent('Liebherr LTM 1090'));
    await waitFor(() => expect(chip('dispatch-job-job-1-user-user-1')).toHaveTextContent('Dan Reyes'));
    expect(within(card('job-2')).getByRole('button', { name: 'Remove Rigging trailer' })).toBeInTheDocument();

    expect(operations(fetchMock, 'DispatchComplexJobs')).toEqual([
      expect.objectContaining({ day: DAY, branchIds: [], nextPageKey: null }),
    ]);
    // The double bookings of every job of the day in one call.
    expect(operations(fetchMock, 'DispatchScheduledAssets')).toEqual([
      { jobInputs: DAY_JOBS.map((job) => ({ complexJobId: job.id, after: DAY, before: DAY })) },
    ]);
  });

  it('marks double-booked and unassigned jobs and names the booking conflicts on hover', async () => {
    serveDispatch();
    renderDispatch();
    const first = await findCard('job-1');
    expect(await within(first).findByText('doublebooked items')).toBeInTheDocument();
    expect(within(first).queryByText('unassigned items')).not.toBeInTheDocument();
    expect(within(card('job-2')).getByText('doublebooked items')).toBeInTheDocument();
    // No crew: unassigned; its asset is booked nowhere else.
    expect(within(card('job-3')).getByText('unassigned items')).toBeInTheDocument();
    expect(within(card('job-3')).queryByText('doublebooked items')).not.toBeInTheDocument();

    await userEvent.hover(within(first).getByTestId('dispatch-job-job-1-asset-asset-1'));
    const conflicts = await screen.findByTestId('dispatch-job-job-1-asset-asset-1-conflicts');
    expect(conflicts).toHaveTextContent('BOOKING CONFLICTS:');
    expect(within(conflicts).getByRole('link', { name: 'Bridge beam set' })).toHaveAttribute(
      'href',
      '/jobs/dashboard?jobId=job-2',
    );
    // Beside the chip, never above it where the card's own number and title are.
    expect(conflicts).toHaveAttribute('data-position', 'right-start');
  });

  it('steps a day back and forth with the arrows and jumps with the date picker', async () => {
    const fetchMock = serveDispatch();
    const { router } = renderDispatch();
    await findCard('job-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(dayLabel()).toHaveTextContent('Thu, Mar. 5');
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(dayLabel()).toHaveTextContent('Tue, Mar. 3');
    expect(router.state.location.search).toBe('?date=2026-03-03');

    await userEvent.click(dayLabel());
    await userEvent.click(await screen.findByRole('button', { name: '18 March 2026' }));
    expect(dayLabel()).toHaveTextContent('Wed, Mar. 18');
    await waitFor(() =>
      expect(operations(fetchMock, 'DispatchComplexJobs').map((variables) => variables.day)).toEqual([
        DAY,
        '2026-03-05',
        '2026-03-03',
        '2026-03-18',
      ]),
    );
  });

  it('searches by job number, name or customer and says when nothing matches', async () => {
    serveDispatch();
    renderDispatch();
    await findCard('job-1');
    const search = screen.getByTestId('dispatch-search');
    await userEvent.type(search, 'peak health');
    expect(screen.queryByTestId('dispatch-job-job-1')).not.toBeInTheDocument();
    expect(card('job-3')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'j-1002');
    expect(screen.getAllByTestId(/^dispatch-job-job-\d$/).map((each) => each.dataset.testid)).toEqual([
      'dispatch-job-job-2',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'tower crane');
    expect(card('job-1')).toBeInTheDocument();
    await userEvent.type(search, ' nowhere');
    expect(screen.getByText('No jobs found for the selected filters')).toBeInTheDocument();
  });

  it('says so when the day has no jobs, and filters by branch', async () => {
    const fetchMock = serveDispatch({ jobs: [] });
    renderDispatch();
    expect(await screen.findByText('No jobs found for the selected filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Branch' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Denver' }));
    await waitFor(() =>
      expect(operations(fetchMock, 'DispatchComplexJobs').at(-1)).toMatchObject({ branchIds: ['branch-1'] }),
    );
  });

  it('adds a crew member at once: the first task takes the new crew and "Crew Saved" shows', async () => {
    const fetchMock = serveDispatch();
    renderDispatch();
    await findCard('job-3');
    await pick('job-3', 'Crew', ['Sam Ito']);
    expect(await screen.findByText('Crew Saved')).toBeInTheDocument();
    expect(operations(fetchMock, 'DispatchUpdateTask')).toEqual([{ input: { id: 'task-job-3', userIds: ['user-3'] } }]);
    expect(within(card('job-3')).getByTestId('dispatch-job-job-3-user-user-3')).toHaveTextContent('Sam Ito');
    // It has crew and assets now.
    expect(within(card('job-3')).queryByText('unassigned items')).not.toBeInTheDocument();
  });

  it('adds an asset at once from those of the day (booked ones marked) and reads the bookings again after 4 s', async () => {
    const fetchMock = serveDispatch();
    renderDispatch();
    await findCard('job-1');
    await userEvent.click(within(card('job-1')).getByRole('button', { name: '+ Add Asset' }));
    const modal = await screen.findByRole('dialog', { name: 'Select Assets' });
    // The job's own asset is ticked; one booked elsewhere that day is marked.
    expect(await within(modal).findByRole('checkbox', { name: 'Select Liebherr LTM 1090' })).toBeChecked();
    expect(within(modal).getByTestId('select-assets-row-asset-2')).toHaveTextContent('Unavailable');
    const search = fetchMock.mock.calls.map(([url]) => url).find((url) => url.startsWith('/api/v2/search/asset?'))!;
    expect(Object.fromEntries(new URLSearchParams(search.split('?')[1]))).toMatchObject({
      after: DAY,
      before: DAY,
      checkDates: 'true',
    });
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Select Grove GMK 5150' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Select Assets' }));

    expect(await screen.findByText('Asset Saved')).toBeInTheDocument();
    expect(operations(fetchMock, 'DispatchUpdateTask')).toEqual([
      { input: { id: 'task-job-1', assetIds: ['asset-1', 'asset-2'] } },
    ]);
    const added = within(card('job-1')).getByTestId('dispatch-job-job-1-asset-asset-2');
    expect(screen.getByText('Availability Loading')).toBeInTheDocument();
    expect(operations(fetchMock, 'DispatchScheduledAssets')).toHaveLength(1);
    await waitFor(() => expect(operations(fetchMock, 'DispatchScheduledAssets')).toHaveLength(2), { timeout: 6000 });
    await waitFor(() => expect(added).toHaveTextContent('Grove GMK 5150'));
    expect(screen.queryByText('Availability Loading')).not.toBeInTheDocument();
  }, 15_000);

  it('saves nothing when the picker is confirmed unchanged', async () => {
    const fetchMock = serveDispatch();
    renderDispatch();
    await findCard('job-1');
    await pick('job-1', 'Crew', []);
    expect(screen.queryByRole('dialog', { name: 'Select Crew' })).not.toBeInTheDocument();
    expect(operations(fetchMock, 'DispatchUpdateTask')).toEqual([]);
  });

  it('keeps the asset and shows "Error saving Asset" when the removal fails', async () => {
    serveDispatch({
      graphql: [
        answer(DispatchUpdateTaskDocument).with(() => ({
          updateComplexTask: {
            __typename: 'ComplexTaskPayload',
            code: 400,
            success: false,
            message: 'No.',
            task: null,
          },
        })),
      ],
    });
    renderDispatch();
    await findCard('job-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Rigging trailer' }));
    expect(await screen.findByText('Error saving Asset')).toBeInTheDocument();
    expect(within(card('job-2')).getByTestId('dispatch-job-job-2-asset-asset-3')).toBeInTheDocument();
  });

  it('opens /jobs/create from "+ Create Job", carrying the day and that it came from dispatch', async () => {
    serveDispatch();
    renderDispatch();
    await userEvent.click(screen.getByRole('button', { name: '+ Create Job' }));
    expect(screen.getByTestId('destination')).toHaveTextContent('/jobs/create {"from":"dispatch","date":"2026-03-04"}');
  });
});

describe('dispatch (simple jobs)', () => {
  const urls = (fetchMock: FetchMock, prefix: string) =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(prefix));

  it("reads the day's jobs and each job's double bookings over REST", async () => {
    const fetchMock = serveDispatch();
    renderDispatch({ complexJobs: false });
    const first = await findCard('job-1');
    expect(await within(first).findByText('doublebooked items')).toBeInTheDocument();
    expect(within(card('job-3')).getByText('unassigned items')).toBeInTheDocument();
    expect(await within(first).findByText('Liebherr LTM 1090')).toBeInTheDocument();
    expect(urls(fetchMock, '/api/jobs?')).toEqual([`/api/jobs?startDate=${DAY}&endDate=${DAY}`]);
    expect(urls(fetchMock, '/api/v2/scheduled-assets-for-job?')).toEqual(
      DAY_JOBS.map((job) => `/api/v2/scheduled-assets-for-job?jobId=${job.id}&after=${DAY}&before=${DAY}`),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/graphql')).toBe(false);

    await userEvent.hover(within(first).getByTestId('dispatch-job-job-1-asset-asset-1'));
    const conflicts = await screen.findByTestId('dispatch-job-job-1-asset-asset-1-conflicts');
    expect(within(conflicts).getByRole('link', { name: 'Bridge beam set' })).toHaveAttribute(
      'href',
      '/jobs/dashboard?jobId=job-2',
    );
  });

  it('saves crew with PATCH /api/job/{id} ("Crew Saved") and says "Error Saving Asset" when an asset fails', async () => {
    const fetchMock = serveDispatch({
      patchJob: (_id, body) =>
        body.crew
          ? jsonResponse(200, { data: { ...simpleJob(DAY_JOBS[2]), crew: body.crew } })
          : jsonResponse(500, { statusCode: 500, message: 'Database unavailable.' }),
    });
    renderDispatch({ complexJobs: false });
    await findCard('job-3');
    await pick('job-3', 'Crew', ['Maria Lopez']);
    expect(await screen.findByText('Crew Saved')).toBeInTheDocument();
    expect(within(card('job-3')).getByTestId('dispatch-job-job-3-user-user-2')).toHaveTextContent('Maria Lopez');

    await pick('job-3', 'Asset', ['Rigging trailer']);
    expect(await screen.findByText('Error Saving Asset')).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([url, init]) => url === '/api/job/job-3' && init.method === 'PATCH');
    expect(patches.map(sentBody)).toEqual([{ crew: ['user-2'] }, { assets: ['asset-2', 'asset-3'] }]);
    expect(within(card('job-3')).queryByTestId('dispatch-job-job-3-asset-asset-3')).not.toBeInTheDocument();
  });
});
