import { expect, test, type Page } from '@playwright/test';
import { addDays, differenceInCalendarDays, format, isSameMonth, startOfWeek } from 'date-fns';
import { accessToken, DESKTOP, DISPATCHER, graphql, signIn, unique } from './support.js';

interface StoredTask {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  userIds: string[];
  assetIds: string[];
}

async function restList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

/** A complex job of one day with its first task (or the given tasks), for the dashboard to add the others to. */
async function createJob(page: Page, day: string, complexTasks: object[] = [{ name: 'Rig up' }]): Promise<string> {
  const [branch] = (await restList<{ id: string; name: string }>(page, '/api/branch')).filter(
    ({ name }) => name === 'Denver',
  );
  const [division] = (await restList<{ id: string; divisionName: string }>(page, '/api/division')).filter(
    ({ divisionName }) => divisionName === 'Crane Services',
  );
  const data = await graphql<{ createComplexJob: { success: boolean; job: { id: string } } }>(
    page,
    `
      mutation ($input: CreateComplexJobInput!) {
        createComplexJob(input: $input) {
          success
          job {
            id
          }
        }
      }
    `,
    {
      input: {
        name: `Three-task lift ${unique()}`,
        number: `T-${unique()}`,
        status: 'SCHEDULED',
        billingFrequency: 'JOB_END',
        branchIds: [branch.id],
        divisionIds: [division.id],
        startDate: day,
        endDate: day,
        timezone: 'America/Denver',
        complexTasks,
      },
    },
  );
  expect(data.createComplexJob.success).toBe(true);
  return data.createComplexJob.job.id;
}

async function storedTasks(page: Page, id: string): Promise<StoredTask[]> {
  const data = await graphql<{ complexJob: { tasks: StoredTask[] } }>(
    page,
    `
      query ($id: ID!) {
        complexJob(input: { id: $id }) {
          tasks {
            id
            name
            startDate
            endDate
            startTime
            userIds
            assetIds
          }
        }
      }
    `,
    { id },
  );
  return data.complexJob.tasks;
}

/** Three consecutive days of this week in one month (a week spans at most two months, one part has four days). */
function threeDays(today: Date): Date[] {
  const monday = startOfWeek(today, { weekStartsOn: 1 });
  const start = [0, 1, 2, 3, 4].find((offset) => isSameMonth(addDays(monday, offset), addDays(monday, offset + 2)))!;
  return [0, 1, 2].map((offset) => addDays(monday, start + offset));
}

interface TaskPlan {
  name?: string;
  day?: Date;
  crew: string;
  assetRow: number;
  startTime: string;
}

/** Fills the open task editor: name, a single day, a start time, one crew member and one asset; then saves. */
/**
 * Toasts ("Task Saved", a booking conflict) lie over the tasks' Add button. Mantine keeps every toast open while the
 * pointer is over one, and the pointer is left where the task editor's Save button was: it moves off, then they close.
 */
async function letToastsClose(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

async function fillTask(page: Page, { name, day, crew, assetRow, startTime }: TaskPlan): Promise<string> {
  const editor = page.getByRole('dialog', { name: /Add Task|Edit / });
  if (name) await editor.getByTestId('task-form-name').fill(name);
  if (day) {
    const dayButton = page.getByRole('button', { name: format(day, 'd MMMM yyyy'), exact: true });
    for (const picker of ['Start Date', 'End Date']) {
      await editor.getByRole('button', { name: picker }).click();
      await dayButton.click();
      await expect(dayButton).toHaveCount(0);
    }
  }
  await editor.getByRole('combobox', { name: 'Start Time' }).click();
  await page.getByRole('option', { name: startTime, exact: true }).click();

  await editor.getByRole('button', { name: 'Add Crew' }).click();
  const crewDialog = page.getByRole('dialog', { name: 'Select Crew' });
  await crewDialog.getByRole('checkbox', { name: crew }).check();
  await crewDialog.getByRole('button', { name: 'Select Crew' }).click();
  await expect(editor.getByTestId('task-form-crew')).toContainText(crew);

  await editor.getByRole('button', { name: 'Add Assets' }).click();
  const assets = page.getByRole('dialog', { name: 'Select Assets' });
  const row = assets.locator('[data-testid^="select-assets-row-"]').nth(assetRow);
  await expect(row).toBeVisible();
  const assetId = (await row.getAttribute('data-testid'))!.replace('select-assets-row-', '');
  await row.getByRole('checkbox').check();
  await assets.getByRole('button', { name: 'Select Assets' }).click();

  await editor.getByRole('button', { name: 'Save Task' }).click();
  await expect(editor).toHaveCount(0);
  return assetId;
}

test.describe('job tasks', () => {
  test.use({ viewport: DESKTOP });

  test('the dispatcher builds a three-task job on the dashboard and sees each task on the schedule on its day', async ({
    page,
  }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    const days = threeDays(new Date());
    const iso = days.map((day) => format(day, 'yyyy-MM-dd'));
    const jobId = await createJob(page, iso[0]);

    await page.goto(`/jobs/dashboard?jobId=${jobId}`);
    const tasks = page.getByTestId('job-tasks');
    await expect(tasks.getByTestId('job-task-0')).toContainText('Rig up');
    // The first task is the job's own: it is edited (its dates are the job's), never removed.
    await expect(tasks.getByTestId('job-task-0').getByRole('button', { name: 'Remove Rig up' })).toHaveCount(0);
    await tasks.getByRole('button', { name: 'Edit Rig up' }).click();
    const firstAsset = await fillTask(page, { crew: 'Jake Hollister', assetRow: 0, startTime: '6:00am' });
    await expect(page.getByText('Task Saved')).toBeVisible();
    await letToastsClose(page);

    await tasks.getByTestId('job-tasks-add').click();
    const secondAsset = await fillTask(page, {
      name: 'Lift',
      day: days[1],
      crew: 'Marcus Bell',
      assetRow: 1,
      startTime: '7:00am',
    });
    await expect(page.getByText('Task Added').first()).toBeVisible();
    await letToastsClose(page);
    await tasks.getByTestId('job-tasks-add').click();
    const thirdAsset = await fillTask(page, {
      name: 'Rig down',
      day: days[2],
      crew: 'Tanya Brooks',
      assetRow: 2,
      startTime: '8:00am',
    });
    await expect(tasks.getByTestId('job-task-2')).toContainText('Rig down');
    await expect(tasks.getByTestId('job-task-1')).toContainText('Marcus Bell');
    await expect(tasks.getByTestId('job-task-2')).toContainText(format(days[2], 'MMM d, yyyy'));

    const stored = await storedTasks(page, jobId);
    expect(stored.map(({ name, startDate, endDate, startTime }) => [name, startDate, endDate, startTime])).toEqual([
      ['Rig up', iso[0], iso[0], '06:00'],
      ['Lift', iso[1], iso[1], '07:00'],
      ['Rig down', iso[2], iso[2], '08:00'],
    ]);
    expect(stored.map(({ assetIds }) => assetIds)).toEqual([[firstAsset], [secondAsset], [thirdAsset]]);
    expect(new Set(stored.map(({ userIds }) => userIds[0])).size).toBe(3);

    // The week view: one bar per task, each in its own day's column.
    await page.goto('/schedule');
    const bars = page.locator(`[data-testid="schedule-job-${jobId}"]`);
    await expect(bars).toHaveCount(3);
    const monday = startOfWeek(new Date(), { weekStartsOn: 1 });
    for (const [index, name] of ['Rig up', 'Lift', 'Rig down'].entries()) {
      // A regular expression: a text filter ignores case, and the job's name holds "lift".
      const bar = bars.filter({ hasText: new RegExp(`· ${name}$`) });
      await expect(bar).toHaveCount(1);
      const column = differenceInCalendarDays(days[index], monday) + 1;
      // The browser writes the bar's grid placement as `grid-area: {lane} / {column} / auto / span 1`.
      await expect(bar).toHaveAttribute('style', new RegExp(`grid-area: \\d+ / ${column} / auto / span 1;`));
    }

    // Dispatch on the last day shows the job with that day's task: its crew.
    await page.goto(`/dispatch?date=${iso[2]}`);
    const card = page.getByTestId('dispatch-jobs').locator('> *').filter({ hasText: 'Rig down' });
    await expect(card).toContainText('Tanya Brooks');
    await expect(card).not.toContainText('Jake Hollister');

    // Removing a further task takes it off the schedule.
    await page.goto(`/jobs/dashboard?jobId=${jobId}`);
    await tasks.getByTestId('job-task-1').getByRole('button', { name: 'Remove Lift' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Task Removed')).toBeVisible();
    await expect(tasks.getByTestId('job-task-2')).toHaveCount(0);
    expect((await storedTasks(page, jobId)).map(({ name }) => name)).toEqual(['Rig up', 'Rig down']);
  });

  test('dispatch shows a card for each task running that day, each with its own crew, saved to its task', async ({
    page,
  }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    const users = await restList<{ id: string; firstName: string; lastName: string }>(page, '/api/users');
    const userId = (name: string) => users.find((user) => `${user.firstName} ${user.lastName}` === name)!.id;
    const day = format(addDays(new Date(), 1), 'yyyy-MM-dd');
    const jobId = await createJob(page, day, [
      { name: 'Rig up', userIds: [userId('Jake Hollister')] },
      { name: 'Lift', startDate: day, endDate: day, userIds: [userId('Marcus Bell')] },
    ]);
    const [, lift] = (await storedTasks(page, jobId)).map(({ id }) => id);

    await page.goto(`/dispatch?date=${day}`);
    const first = page.getByTestId(`dispatch-job-${jobId}`);
    const second = page.getByTestId(`dispatch-task-${lift}`);
    await expect(first).toContainText('· Rig up');
    await expect(first.getByTestId(`dispatch-job-${jobId}-crew`)).toContainText('Jake Hollister');
    await expect(first).not.toContainText('Marcus Bell');
    await expect(second).toContainText('· Lift');
    await expect(second).toContainText('Marcus Bell');
    await expect(second).not.toContainText('Jake Hollister');

    await second.getByRole('button', { name: 'Remove Marcus Bell' }).click();
    await expect(page.getByText('Crew Saved')).toBeVisible();
    await expect(second).not.toContainText('Marcus Bell');
    await expect(first).toContainText('Jake Hollister');
    expect((await storedTasks(page, jobId)).map(({ userIds }) => userIds)).toEqual([[userId('Jake Hollister')], []]);
  });
});
