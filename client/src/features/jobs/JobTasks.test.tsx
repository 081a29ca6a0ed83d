import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { sentBody, signInAs } from '../../test/fixtures';
import { graphqlCalls } from '../../test/graphql';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { aComplexJob, serveDashboard } from './dashboard.fixtures';
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

const [FIRST] = aComplexJob().tasks;
const SECOND = {
  ...FIRST,
  id: 'task-2',
  name: 'Rigging out',
  taskType: 'Rigging',
  startDate: '2026-03-06',
  endDate: '2026-03-06',
  startTime: '07:00',
  endTime: '09:00',
  userIds: ['user-c'],
  assetIds: ['asset-3'],
  notes: 'Gate 4',
};

function renderTasks() {
  const fetchMock = serveDashboard({ complexJob: aComplexJob({ tasks: [FIRST, SECOND] }) });
  renderWithProviders(<JobDashboardPage />, {
    path: '/jobs/dashboard?jobId=job-1',
    access: testAccess(PERMISSIONS, { complexJobs: true }),
  });
  return fetchMock;
}

const row = (index: number) => screen.getByTestId(`job-task-${index}`);
const editor = () => screen.getByTestId('task-form');

async function sentEvents(fetchMock: ReturnType<typeof serveDashboard>) {
  await flushEvents();
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap((call) => (sentBody(call) as { events: { name: string }[] }).events.map(({ name }) => name));
}

describe('job tasks on the dashboard', () => {
  it('lists each task with its own dates, times, crew and assets; only tasks after the first can be removed', async () => {
    renderTasks();
    expect(await screen.findByTestId('job-task-1')).toBeInTheDocument();
    expect(row(0)).toHaveTextContent('Blade swap');
    expect(row(0)).toHaveTextContent('Mar 2 – Mar 4, 2026');
    expect(row(0)).toHaveTextContent('6:00am – 2:30pm America/Denver');
    expect(await within(row(0)).findByText('Ana Lopez, Ben Cole')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent('Rigging out');
    expect(row(1)).toHaveTextContent('Mar 6, 2026');
    expect(row(1)).toHaveTextContent('7:00am – 9:00am');
    expect(within(row(1)).getByText('Cy Dunn')).toBeInTheDocument();
    expect(await within(row(1)).findByText('Asset asset-3')).toBeInTheDocument();
    expect(within(row(0)).queryByRole('button', { name: 'Remove Blade swap' })).not.toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Remove Rigging out' })).toBeInTheDocument();
  });

  it('edits a further task, saving every field with "Task Saved" and recording the adjusted start time', async () => {
    const fetchMock = renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rigging out' }));
    expect(within(editor()).getByTestId('task-form-name')).toHaveValue('Rigging out');
    await userEvent.clear(within(editor()).getByTestId('task-form-name'));
    await userEvent.type(within(editor()).getByTestId('task-form-name'), 'Rigging out, west');
    await userEvent.click(within(editor()).getByRole('combobox', { name: 'Start Time' }));
    await userEvent.click(await screen.findByRole('option', { name: '6:30am' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Task' }));
    expect(await screen.findByText('Task Saved')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([
      {
        input: {
          id: 'task-2',
          name: 'Rigging out, west',
          taskType: 'Rigging',
          startDate: '2026-03-06',
          endDate: '2026-03-06',
          startTime: '06:30',
          endTime: '09:00',
          timezone: 'America/Denver',
          userIds: ['user-c'],
          assetIds: ['asset-3'],
          notes: 'Gate 4',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('task-form')).not.toBeInTheDocument());
    expect(await sentEvents(fetchMock)).toContain('task start time adjusted');
  });

  it('refuses a start time after the end on a single day, sending nothing', async () => {
    const fetchMock = renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rigging out' }));
    await userEvent.click(within(editor()).getByRole('combobox', { name: 'Start Time' }));
    await userEvent.click(await screen.findByRole('option', { name: '10:00am' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Task' }));
    expect(await within(editor()).findByText('Start time must not be after end time.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([]);
  });

  it('adds a task on the job\'s dates with "Task Added", and removes a further task after confirming', async () => {
    const fetchMock = renderTasks();
    await userEvent.click(await screen.findByTestId('job-tasks-add'));
    await userEvent.type(within(editor()).getByTestId('task-form-name'), 'Inspection');
    await userEvent.click(screen.getByRole('button', { name: 'Save Task' }));
    expect(await screen.findByText('Task Added')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'AddComplexTask')).toEqual([
      {
        input: {
          jobId: 'job-1',
          name: 'Inspection',
          taskType: '',
          startDate: '2026-03-02',
          endDate: '2026-03-04',
          startTime: null,
          endTime: null,
          timezone: 'America/Denver',
          userIds: [],
          assetIds: [],
          notes: '',
        },
      },
    ]);

    await userEvent.click(within(row(1)).getByRole('button', { name: 'Remove Rigging out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Task Removed')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'DeleteComplexTask')).toEqual([{ id: 'task-2' }]);
  });
});
