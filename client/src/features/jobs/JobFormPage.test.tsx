import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { userEvent } from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { flushEvents } from '../../api/analytics';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { viewport } from '../../test/setup';
import { Destination } from '../schedule/schedule.fixtures';
import { graphqlCalls } from '../../test/graphql';
import { aComplexJob, answers, aSimpleJob, ME, serveJobForm } from './jobForm.fixtures';
import { pageLoad, type JobFormState } from './jobFormPaths';
import JobFormPage from './JobFormPage';
import type { OverbookedAsset } from './jobs';

// The whole form is filled field by field, as a user would: slower than Jest's default 5 s in jsdom.
jest.setTimeout(20_000);

const pageLoads = jest.fn<(path: string) => void>();

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs(['web:schedule']);
  pageLoads.mockReset();
  pageLoad.to = pageLoads;
});
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

interface RenderOptions {
  path?: string;
  state?: JobFormState;
  complexJobs?: boolean;
}

/** Opens the form at `path`, arriving with `state` as the schedule, dispatch or quoting would send it. */
function renderForm({ path = '/jobs/create', state, complexJobs = true }: RenderOptions = {}) {
  return renderWithProviders(<JobFormPage />, {
    path: '/start',
    routes: [
      { path: '/start', element: <Navigate to={path} state={state} replace /> },
      ...['/jobs/dashboard', '/schedule', '/dispatch', '/quoting'].map((route) => ({
        path: route,
        element: <Destination />,
      })),
    ],
    access: testAccess(['web:schedule'], { complexJobs }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByTestId('job-form-submit');

async function choose(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function pickDate(name: string, day: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  await userEvent.click(await screen.findByRole('button', { name: day }));
}

async function fillRequired() {
  await userEvent.type(field('Job Name'), 'Bridge beam set');
  await userEvent.type(field('Job Number'), 'J-2001');
  await choose('Divisions', 'Crane Services');
  await choose('Branches', 'Denver');
}

describe('creating a complex job', () => {
  it('shows the complex form with its required fields, defaults and the schedule day as the start', async () => {
    serveJobForm();
    renderForm({ state: { date: '2026-03-02' } });
    expect(await screen.findByRole('heading', { name: 'Create New Job' })).toBeInTheDocument();
    for (const label of ['Job Name', 'Job Number', 'Divisions', 'Branches', 'Billing Frequency', 'Job Status']) {
      expect(screen.getByText(label).closest('label')).toHaveTextContent(new RegExp(`^${label}\\s*\\*$`));
    }
    expect(screen.getByRole('button', { name: 'Start Date' })).toHaveTextContent('Mar 2, 2026');
    expect(screen.getByRole('combobox', { name: 'Billing Frequency' })).toHaveValue('End of Job');
    expect(screen.getByRole('combobox', { name: 'Job Status' })).toHaveValue('Scheduled');
    expect(screen.getByRole('combobox', { name: 'Color' })).toHaveValue('Slate');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('America/Denver');
    expect(screen.getByRole('button', { name: 'Create Job' })).toBeDisabled();
    expect(screen.queryByTestId('job-form-delete')).not.toBeInTheDocument();
    expect(screen.getByTestId('job-form-cancel')).toHaveAttribute('href', '/schedule');
  });

  it('shows the spec messages for missing fields and a short phone, and sends nothing', async () => {
    const fetchMock = serveJobForm();
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Customer Phone' }), '303-555');
    await userEvent.click(submit());
    expect(await screen.findByText('Phone must be at least 10 characters')).toBeInTheDocument();
    // Name, number, divisions, branches, start and end date.
    expect(screen.getAllByText('Required')).toHaveLength(6);
    await userEvent.type(field('Customer Phone'), '0100 22');
    expect(await screen.findByText('Phone number is too long')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'CreateComplexJob')).toHaveLength(0);
  });

  it('keeps the end date and the times disabled until a start date is chosen', async () => {
    serveJobForm();
    renderForm();
    expect(await screen.findByRole('button', { name: 'End Date' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'End Time' })).toBeDisabled();
    // The calendar opens on the current month.
    await pickDate('Start Date', format(new Date(), 'd MMMM yyyy'));
    expect(screen.getByRole('button', { name: 'End Date' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toBeEnabled();
    // Time pickers do not allow typing (spec 2 §4).
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveAttribute('readonly');
  });

  it('creates the job with its first task, crew and asset, and opens its dashboard', async () => {
    const fetchMock = serveJobForm({ graphql: [answers.complexJobCreated()] });
    renderForm({ state: { date: '2026-03-02' } });
    await screen.findByRole('heading', { name: 'Create New Job' });
    await fillRequired();
    await pickDate('End Date', '4 March 2026');
    await choose('Start Time', '7:00am');
    await choose('End Time', '4:30pm');

    await userEvent.click(screen.getByRole('button', { name: 'Add Crew' }));
    const crew = await screen.findByRole('dialog', { name: 'Select Crew' });
    await userEvent.click(within(crew).getByRole('checkbox', { name: 'Grace Hopper' }));
    await userEvent.click(within(crew).getByRole('button', { name: 'Select Crew' }));
    expect(within(screen.getByTestId('job-form-crew')).getByText('Grace Hopper')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Assets' }));
    const assets = await screen.findByRole('dialog', { name: 'Select Assets' });
    await userEvent.click(await within(assets).findByRole('checkbox', { name: 'Select Crane 7' }));
    await userEvent.click(within(assets).getByRole('button', { name: 'Select Assets' }));
    expect(await within(screen.getByTestId('job-form-assets')).findByText('Crane 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job Created.')).toBeInTheDocument();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/jobs/dashboard?jobId=job-9');
    expect(graphqlCalls(fetchMock, 'CreateComplexJob')).toEqual([
      {
        input: expect.objectContaining({
          name: 'Bridge beam set',
          number: 'J-2001',
          status: 'SCHEDULED',
          billingFrequency: 'JOB_END',
          branchIds: ['branch-1'],
          divisionIds: ['division-1'],
          startDate: '2026-03-02',
          endDate: '2026-03-04',
          colorId: 'color-slate',
          timezone: 'America/Denver',
          complexTasks: [
            {
              startDate: '2026-03-02',
              endDate: '2026-03-04',
              startTime: '07:00',
              endTime: '16:30',
              timezone: 'America/Denver',
              userIds: ['user-2'],
              assetIds: ['asset-1'],
            },
          ],
        }),
      },
    ]);
  });

  it('says why a create failed and stays on the form', async () => {
    serveJobForm({ graphql: [answers.complexJobCreated('Branch not found.')] });
    renderForm({ state: { date: '2026-03-02' } });
    await screen.findByRole('heading', { name: 'Create New Job' });
    await fillRequired();
    await pickDate('End Date', '2 March 2026');
    await userEvent.click(submit());
    expect(await screen.findByText('Unable to create job')).toBeInTheDocument();
    expect(screen.getByText('GraphQL Errors: Branch not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create New Job' })).toBeInTheDocument();
  });

  it('cancels to dispatch when it came from there', async () => {
    serveJobForm();
    renderForm({ state: { from: 'dispatch' } });
    expect(await screen.findByTestId('job-form-cancel')).toHaveAttribute('href', '/dispatch');
  });
});

describe('converting a quote', () => {
  it('starts from the mapped values, submits unchanged with the quote id and cancels to quoting', async () => {
    const fetchMock = serveJobForm({ graphql: [answers.complexJobCreated()] });
    const values = {
      name: 'From quote',
      number: 'Q-17',
      divisionIds: ['division-1'],
      branchIds: ['branch-1'],
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    };
    renderForm({ state: { convertFromQuote: true, quoteId: 'quote-1', values } });
    expect(await screen.findByTestId('job-form-cancel')).toHaveAttribute('href', '/quoting');
    expect(field('Job Name')).toHaveValue('From quote');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    await screen.findByText('Job Created.');
    expect(graphqlCalls(fetchMock, 'CreateComplexJob')[0].input).toMatchObject({ quoteId: 'quote-1', number: 'Q-17' });
  });
});

describe('editing a complex job', () => {
  const editPath = '/jobs/job-detail?jobId=job-1';

  it('loads the job, saves only once changed, then updates the job and its first task', async () => {
    const fetchMock = serveJobForm({
      graphql: [answers.complexJob(), answers.complexJobUpdated(), answers.taskUpdated()],
    });
    renderForm({ path: editPath });
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    expect(field('Job Name')).toHaveValue('Tower crane erection');
    expect(screen.getByRole('textbox', { name: 'Quoted Cost' })).toHaveValue('$1,250.50');
    expect(screen.getByTestId('job-form-location')).toHaveTextContent('1 Main St, Denver, CO (39.74, -104.99)');
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveValue('7:00am');
    expect(within(screen.getByTestId('job-form-crew')).getByText('Dan Reyes')).toBeInTheDocument();
    expect(screen.getByTestId('job-form-cancel')).toHaveAttribute('href', '/jobs/dashboard?jobId=job-1');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await userEvent.clear(field('Job Name'));
    await userEvent.type(field('Job Name'), 'Tower crane dismantle');
    await userEvent.click(save);
    expect(await screen.findByText('Job Updated')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')[0].input).toMatchObject({
      id: 'job-1',
      name: 'Tower crane dismantle',
      quotedCostCents: 125050,
      location: { name: 'Denver yard', lat: 39.74, lng: -104.99 },
    });
    expect(graphqlCalls(fetchMock, 'UpdateComplexTask')).toEqual([
      {
        input: {
          id: 'task-1',
          startTime: '07:00',
          endTime: '16:00',
          timezone: 'America/Denver',
          userIds: ['user-1'],
          assetIds: ['asset-1'],
        },
      },
    ]);
    // Saved: the form is clean again and stays.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('warns with the jobs the assets are also booked on', async () => {
    const conflict = (jobName: string): OverbookedAsset => ({
      __typename: 'OverbookedAsset',
      complexJobId: 'job-1',
      assetId: 'asset-1',
      assetName: 'Crane 7',
      conflictingJobId: `id-${jobName}`,
      conflictingJobName: jobName,
    });
    serveJobForm({
      graphql: [
        answers.complexJob(),
        answers.complexJobUpdated(),
        answers.taskUpdated({ conflicts: [conflict('Bridge beam set'), conflict('Rooftop lift')] }),
      ],
    });
    renderForm({ path: editPath });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Night work');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('BOOKING CONFLICTS:')).toBeInTheDocument();
    expect(screen.getByText('Crane 7 (Bridge beam set, Rooftop lift)')).toBeInTheDocument();
  });

  it('takes the jobsite from the location picker, which needs a name', async () => {
    const fetchMock = serveJobForm({
      graphql: [
        answers.complexJob(aComplexJob({ location: null })),
        answers.complexJobUpdated(),
        answers.taskUpdated(),
      ],
    });
    renderForm({ path: editPath });
    expect(await screen.findByTestId('job-form-location')).toHaveTextContent('No location selected.');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Location' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Jobsite Location' });
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search' }), '39.7392, -104.9903{Enter}');
    await userEvent.click(within(picker).getByRole('button', { name: 'Select Location' }));
    expect(screen.getByTestId('job-form-location')).toHaveTextContent('39.7392, -104.9903');

    await userEvent.clear(field('Location Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Selected location required')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toHaveLength(0);

    await userEvent.type(field('Location Name'), 'North gate');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Job Updated');
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')[0].input).toMatchObject({
      location: { name: 'North gate', formattedAddress: '39.7392, -104.9903', lat: 39.7392, lng: -104.9903 },
    });
  });

  it('shows "Unable to update Job." when the task update fails', async () => {
    serveJobForm({
      graphql: [
        answers.complexJob(),
        answers.complexJobUpdated(),
        answers.taskUpdated({ refusal: 'Start time must not be after end time.' }),
      ],
    });
    renderForm({ path: editPath });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Night work');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Unable to update Job.')).toBeInTheDocument();
  });

  it('deletes after confirmation and loads the schedule in full', async () => {
    const fetchMock = serveJobForm({
      graphql: [answers.complexJob(), answers.complexJobDeleted()],
    });
    renderForm({ path: editPath });
    await userEvent.click(await screen.findByTestId('job-form-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Tower crane erection?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Complex Job deleted.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'DeleteComplexJob')).toEqual([{ id: 'job-1' }]);
    expect(pageLoads).toHaveBeenCalledWith('/schedule');
  });

  it('says "No Job Found" when the job cannot be read', async () => {
    serveJobForm();
    renderForm({ path: editPath });
    expect(await screen.findByText('No Job Found')).toBeInTheDocument();
  });

  it('goes to the schedule when no job is named', async () => {
    serveJobForm();
    renderForm({ path: '/jobs/job-detail' });
    expect(await screen.findByTestId('destination')).toHaveTextContent('/schedule');
  });

  it('disables the buttons while saving', async () => {
    const fetchMock = serveJobForm({ graphql: [answers.complexJob()] });
    const answer = fetchMock.getMockImplementation()!;
    // The update never answers: the save stays pending.
    fetchMock.mockImplementation((url, init) =>
      typeof init.body === 'string' && init.body.includes('UpdateComplexJob')
        ? new Promise(() => undefined)
        : answer(url, init),
    );
    renderForm({ path: editPath });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Night work');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('job-form-submit')).toBeDisabled());
    expect(screen.getByTestId('job-form-delete')).toBeDisabled();
    expect(screen.getByTestId('job-form-cancel')).toHaveAttribute('data-disabled', 'true');
  });
});

describe('the simple job form', () => {
  const editPath = '/jobs/job-detail?jobId=job-1';

  it('has single division and branch selects, and clears the end date when the start moves past it', async () => {
    serveJobForm({ rest: { 'GET /api/job/job-1': () => jsonResponse(200, { data: aSimpleJob() }) } });
    renderForm({ path: editPath, complexJobs: false });
    expect(await screen.findByRole('combobox', { name: 'Division' })).toHaveValue('Crane Services');
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('Denver');
    expect(screen.queryByRole('combobox', { name: 'Start Time' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    // Earlier than the end and within 100 days: the end stays.
    await pickDate('Start Date', '1 March 2026');
    expect(screen.getByRole('button', { name: 'End Date' })).toHaveTextContent('Mar 4, 2026');
    // After the end: the end is cleared.
    await pickDate('Start Date', '5 March 2026');
    expect(screen.getByRole('button', { name: 'End Date' })).not.toHaveTextContent('Mar 4, 2026');
  });

  it('saves with "Job edited." and reports a failure with "Unable to update job"', async () => {
    // The server accepts the first save and refuses the second.
    let refusal: string | undefined = undefined;
    const fetchMock = serveJobForm({
      rest: { 'GET /api/job/job-1': () => jsonResponse(200, { data: aSimpleJob() }) },
      graphql: [answers.jobUpdated(() => refusal)],
    });
    renderForm({ path: editPath, complexJobs: false });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Customer Name' }), ' Inc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Job edited.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateJob')[0].input).toMatchObject({
      id: 'job-1',
      status: 'scheduled',
      branchId: 'branch-1',
      divisionId: 'division-1',
      customer: { name: 'Acme Builders Inc', phone: '3035550100' },
    });

    refusal = 'Branch not found.';
    await userEvent.type(field('Customer Name'), '.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unable to update job')).toBeInTheDocument();
  });

  it('deletes through the REST call with "Job deleted."', async () => {
    const fetchMock = serveJobForm({
      rest: {
        'GET /api/job/job-1': () => jsonResponse(200, { data: aSimpleJob() }),
        'DELETE /api/job/job-1': () => jsonResponse(200, { data: { id: 'job-1' } }),
      },
    });
    renderForm({ path: editPath, complexJobs: false });
    await userEvent.click(await screen.findByTestId('job-form-delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Job deleted.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/job/job-1' && init.method === 'DELETE')).toBe(true);
    expect(pageLoads).toHaveBeenCalledWith('/schedule');
  });

  it('shows "Failed to delete job." when the delete fails', async () => {
    serveJobForm({
      rest: {
        'GET /api/job/job-1': () => jsonResponse(200, { data: aSimpleJob() }),
        'DELETE /api/job/job-1': () => jsonResponse(500, { statusCode: 500, message: 'Internal error' }),
      },
    });
    renderForm({ path: editPath, complexJobs: false });
    await userEvent.click(await screen.findByTestId('job-form-delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete job.')).toBeInTheDocument();
    expect(pageLoads).not.toHaveBeenCalled();
  });
});

describe('the mobile form', () => {
  beforeEach(() => {
    viewport.width = 500;
  });

  it('leaves out status, project owner, salesperson and delete, with division and branch read-only', async () => {
    serveJobForm({ graphql: [answers.complexJob()] });
    renderForm({ path: '/jobs/job-detail?jobId=job-1' });
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    for (const label of ['Job Status', 'Project Owner', 'Salesperson']) {
      expect(screen.queryByRole('combobox', { name: label })).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('job-form-delete')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Divisions' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Branches' })).toHaveAttribute('readonly');
  });

  it("creates a job in the user's own division and branch and returns to the schedule", async () => {
    const fetchMock = serveJobForm({ graphql: [answers.complexJobCreated()] });
    renderForm({ state: { date: '2026-03-02' } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Job Name' }), 'Mobile job');
    await userEvent.type(field('Job Number'), 'M-1');
    await pickDate('End Date', '2 March 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job Created.')).toBeInTheDocument();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/schedule');
    expect(graphqlCalls(fetchMock, 'CreateComplexJob')[0].input).toMatchObject({
      status: 'SCHEDULED',
      divisionIds: ['division-1'],
      branchIds: ['branch-1'],
    });
  });

  it('lets a user without a division or branch choose them, so the job can be saved', async () => {
    const fetchMock = serveJobForm({
      graphql: [answers.complexJobCreated()],
      rest: { 'GET /api/auth/me': () => jsonResponse(200, { data: { ...ME, divisionIds: [], branchIds: [] } }) },
    });
    renderForm({ state: { date: '2026-03-02' } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Job Name' }), 'Mobile job');
    await userEvent.type(field('Job Number'), 'M-2');
    expect(screen.getByRole('combobox', { name: 'Divisions' })).not.toHaveAttribute('readonly');
    await choose('Divisions', 'Crane Services');
    await choose('Branches', 'Denver');
    await pickDate('End Date', '2 March 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job Created.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'CreateComplexJob')[0].input).toMatchObject({
      divisionIds: ['division-1'],
      branchIds: ['branch-1'],
    });
  });
});
