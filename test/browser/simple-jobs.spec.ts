import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { accessToken, choose, DESKTOP, DISPATCHER, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

/** The account with the complex-jobs flag off: the simple-job variant of the schedule, job form and dashboard. */
async function withoutComplexJobs(page: Page) {
  await page.route('**/api/feature-flags', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, boolean> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, complexJobs: false } } });
  });
}

test('with the complex-jobs flag off, the dispatcher creates a simple job from the schedule and finds it there', async ({
  page,
}) => {
  await withoutComplexJobs(page);
  await signIn(page, DISPATCHER);
  await expect(page).toHaveURL(/\/schedule$/);

  // The simple-job schedule filters with one division and one branch, "All" by default.
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('All Divisions');
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveValue('All Branches');

  await page.getByTestId('schedule-new-job').click();
  await expect(page).toHaveURL(/\/jobs\/create$/);
  const name = `Simple lift ${unique()}`;
  await page.getByRole('textbox', { name: 'Job Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Job Number' }).fill(`S-${unique()}`);
  // The simple form has single selects.
  await choose(page.getByRole('combobox', { name: 'Division', exact: true }), 'Crane Services');
  await choose(page.getByRole('combobox', { name: 'Branch', exact: true }), 'Denver');
  const today = new Date();
  const dayButton = page.getByRole('button', { name: format(today, 'd MMMM yyyy'), exact: true });
  for (const picker of ['Start Date', 'End Date']) {
    await page.getByRole('button', { name: picker }).click();
    await dayButton.click();
    await expect(dayButton).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Job Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/dashboard\?jobId=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get('jobId')!;
  await expect(page.getByTestId('job-dashboard-name')).toHaveText(name);

  // Stored in the simple shape: one division and one branch, the first status.
  const response = await page.request.get(`/api/job/${jobId}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const { data: job } = (await response.json()) as {
    data: { name: string; status: string; startDate: string; endDate: string; branchId: string | null };
  };
  expect(job).toMatchObject({ name, startDate: format(today, 'yyyy-MM-dd'), endDate: format(today, 'yyyy-MM-dd') });
  expect(job.branchId).not.toBeNull();

  // The simple-job schedule reads GET /api/jobs, and shows the job this week.
  await page.goto('/schedule');
  await expect(page.getByTestId(`schedule-job-${jobId}`).first()).toBeVisible();
});
