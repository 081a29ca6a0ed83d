import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { viewport } from '../../test/setup';
import { toIsoDate } from './calendar';
import { Destination, jobQueries, serveSchedule, type JobFixture } from './schedule.fixtures';
import SchedulePage from './SchedulePage';

const today = new Date();
const inDays = (days: number) => toIsoDate(addDays(today, days));

/** A job today and tomorrow, and one on the 10th day from now. */
const JOBS: JobFixture[] = [
  {
    id: 'job-1',
    number: 'J-1',
    name: 'Tower crane erection',
    status: 'scheduled',
    startDate: inDays(0),
    endDate: inDays(1),
    color: null,
  },
  {
    id: 'job-2',
    number: 'J-2',
    name: 'Bridge beam set',
    status: 'ongoing',
    startDate: inDays(10),
    endDate: inDays(10),
    color: null,
  },
];

beforeEach(async () => {
  viewport.width = 390;
  await signInAs(['web:schedule']);
});
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

function renderMobile() {
  return renderWithProviders(<SchedulePage />, {
    path: '/schedule',
    routes: [
      { path: '/jobs/job-detail', element: <Destination /> },
      { path: '/jobs/create', element: <Destination /> },
    ],
    access: testAccess(['web:schedule']),
  });
}

const day = (offset: number) => screen.getByTestId(`mobile-schedule-day-${inDays(offset)}`);
const dayLabels = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe('mobile schedule', () => {
  it('lists today and the 14 days after it, the first labelled "Today"', async () => {
    const fetchMock = serveSchedule({ jobs: JOBS });
    renderMobile();
    expect(screen.getByRole('heading', { name: 'Scheduled Jobs' })).toBeInTheDocument();
    expect(dayLabels()).toHaveLength(15);
    expect(dayLabels()[0]).toBe(`Today · ${format(today, 'eee MMM d yyyy')}`);
    expect(dayLabels()[14]).toBe(format(addDays(today, 14), 'eee MMM d yyyy'));
    await waitFor(() => expect(jobQueries(fetchMock)).toEqual([{ startDate: inDays(0), endDate: inDays(14) }]));

    await waitFor(() => expect(within(day(0)).getByText('Tower crane erection')).toBeInTheDocument());
    expect(within(day(1)).getByText('Tower crane erection')).toBeInTheDocument();
    expect(within(day(2)).getByText('No jobs scheduled.')).toBeInTheDocument();
    expect(within(day(10)).getByText('Bridge beam set')).toBeInTheDocument();
  });

  it('opens a job on /jobs/job-detail', async () => {
    serveSchedule({ jobs: JOBS });
    renderMobile();
    await userEvent.click(await within(day(10)).findByText('Bridge beam set'));
    expect(screen.getByTestId('destination')).toHaveTextContent('/jobs/job-detail?jobId=job-2');
  });

  it('starts a new job on the chosen day', async () => {
    serveSchedule({ jobs: JOBS });
    renderMobile();
    await userEvent.click(within(day(3)).getByRole('button', { name: '+ NEW JOB' }));
    expect(screen.getByTestId('destination')).toHaveTextContent(`/jobs/create {"date":"${inDays(3)}"}`);
  });

  it('adds a week of days with "Next Week"', async () => {
    const fetchMock = serveSchedule({ jobs: JOBS });
    renderMobile();
    await userEvent.click(screen.getByRole('button', { name: 'Next Week' }));
    expect(dayLabels()).toHaveLength(22);
    await waitFor(() => expect(jobQueries(fetchMock).at(-1)).toEqual({ startDate: inDays(0), endDate: inDays(21) }));
  });

  it('filters by one branch', async () => {
    const fetchMock = serveSchedule({ jobs: JOBS });
    renderMobile();
    const branch = screen.getByRole('combobox', { name: 'Branch' });
    expect(branch).toHaveValue('All Branches');
    await userEvent.click(branch);
    await userEvent.click(await screen.findByRole('option', { name: 'Denver' }));
    await waitFor(() =>
      expect(jobQueries(fetchMock).at(-1)).toEqual({ startDate: inDays(0), endDate: inDays(14), branchId: 'branch-1' }),
    );
  });

  it('says "Please try again later." when the jobs fail to load', async () => {
    serveSchedule({ jobs: jsonResponse(500, null) });
    renderMobile();
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error fetching jobs')).toBeInTheDocument();
  });
});
