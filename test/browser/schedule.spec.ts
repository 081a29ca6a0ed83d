import { expect, test, type Page } from '@playwright/test';
import { addDays, addWeeks, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { DESKTOP, DISPATCHER, graphql, signIn } from './support.js';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const monday = (date: Date) => startOfWeek(date, { weekStartsOn: 1 });
const weekLabel = (date: Date) => {
  const first = monday(date);
  const last = addDays(first, 6);
  return `${format(first, first.getFullYear() === last.getFullYear() ? 'MMM d' : 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
};

/** The ids of the jobs the server has overlapping the window (every page), for the given branches. */
async function jobIdsBetween(page: Page, start: Date, end: Date, branchIds: string[] = []): Promise<string[]> {
  const ids: string[] = [];
  let nextPageKey: string | null = null;
  do {
    const data: { complexJobs: { items: { id: string }[]; pageInfo: { nextPageKey: string | null } } } = await graphql(
      page,
      `
        query ($filters: ComplexJobFilters) {
          complexJobs(filters: $filters) {
            items {
              id
            }
            pageInfo {
              nextPageKey
            }
          }
        }
      `,
      { filters: { startDate: iso(start), endDate: iso(end), branchIds, pageInfo: { nextPageKey, limit: 50 } } },
    );
    ids.push(...data.complexJobs.items.map((job) => job.id));
    nextPageKey = data.complexJobs.pageInfo.nextPageKey;
  } while (nextPageKey);
  return ids.sort();
}

/** The distinct job ids of the bars (or day rows) on screen. */
async function shownJobIds(page: Page): Promise<string[]> {
  const testIds = await page
    .locator('[data-testid^="schedule-job-"]')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('data-testid')!.replace('schedule-job-', '')));
  return [...new Set(testIds)].sort();
}

const label = (page: Page) => page.getByTestId('schedule-label');

test.describe('desktop schedule', () => {
  test.use({ viewport: DESKTOP });

  test('the dispatcher sees the demo jobs by week and by month, steps with the arrows and filters by branch', async ({
    page,
  }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();

    // The current week, Monday to Sunday, with a bar for every job the server has in it.
    const today = new Date();
    await expect(label(page)).toHaveText(weekLabel(today));
    const thisWeek = await jobIdsBetween(page, monday(today), addDays(monday(today), 6));
    expect(thisWeek.length).toBeGreaterThan(0);
    await expect.poll(() => shownJobIds(page)).toEqual(thisWeek);

    // Next week, then the week before this one.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(label(page)).toHaveText(weekLabel(addWeeks(today, 1)));
    const nextWeek = await jobIdsBetween(page, monday(addWeeks(today, 1)), addDays(monday(addWeeks(today, 1)), 6));
    await expect.poll(() => shownJobIds(page)).toEqual(nextWeek);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(label(page)).toHaveText(weekLabel(addWeeks(today, -1)));
    const lastWeek = await jobIdsBetween(page, monday(addWeeks(today, -1)), addDays(monday(addWeeks(today, -1)), 6));
    await expect.poll(() => shownJobIds(page)).toEqual(lastWeek);
    await page.getByRole('button', { name: 'Today' }).click();

    // The month from Sunday; each job of the month is a bar or listed under its day's "{n} more".
    await page.getByText('Month', { exact: true }).click();
    await expect(label(page)).toHaveText(format(today, 'MMMM yyyy'));
    const gridStart = startOfWeek(startOfMonth(today));
    const gridEnd = endOfWeek(endOfMonth(today));
    await expect(page.getByTestId(`schedule-day-${iso(gridStart)}`)).toBeVisible();
    await expect(page.getByTestId(`schedule-day-${iso(gridEnd)}`)).toBeVisible();
    const thisMonth = await jobIdsBetween(page, gridStart, gridEnd);
    await expect.poll(async () => (await shownJobIds(page)).length).toBeGreaterThan(0);
    const bars = await shownJobIds(page);
    expect(bars.every((id) => thisMonth.includes(id))).toBe(true);
    const more = page.locator('[data-testid^="schedule-more-"]');
    if ((await more.count()) > 0) {
      const count = Number((await more.first().textContent())!.replace(' more', ''));
      await more.first().click();
      await expect(page.getByRole('menuitem')).toHaveCount(count);
      await page.keyboard.press('Escape');
    }

    // One branch's jobs only (a branch with some but not all of this week's jobs), kept when the page is reloaded.
    const branches = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('groundcrew.session')!) as { accessToken: string };
      const response = await fetch('/api/branch', { headers: { Authorization: `Bearer ${accessToken}` } });
      return ((await response.json()) as { data: { id: string; name: string }[] }).data;
    });
    const weekOf = async (branchId: string) =>
      jobIdsBetween(page, monday(today), addDays(monday(today), 6), [branchId]);
    const perBranch = await Promise.all(branches.map(async (branch) => ({ branch, jobs: await weekOf(branch.id) })));
    const { branch, jobs: branchWeek } = perBranch.find(
      ({ jobs }) => jobs.length > 0 && jobs.length < thisWeek.length,
    )!;
    await page.getByText('Week', { exact: true }).click();
    const branchFilter = page.getByRole('combobox', { name: 'Branches' });
    await branchFilter.click();
    await page.getByRole('option', { name: branch.name, exact: true }).click();
    await branchFilter.press('Escape');
    await expect.poll(() => shownJobIds(page)).toEqual(branchWeek);

    await page.reload();
    await expect(label(page)).toHaveText(weekLabel(today));
    // The chosen branch is a pill beside the filter's input.
    await expect(branchFilter.locator('xpath=..').getByText(branch.name, { exact: true })).toBeVisible();
    await expect.poll(() => shownJobIds(page)).toEqual(branchWeek);
  });

  test('a job bar opens the job dashboard; a ctrl/meta click opens it in a new tab', async ({ page, context }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    const bar = page.locator('[data-testid^="schedule-job-"]').first();
    await expect(bar).toBeVisible();
    const jobId = (await bar.getAttribute('data-testid'))!.replace('schedule-job-', '');

    const [tab] = await Promise.all([context.waitForEvent('page'), bar.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(new RegExp(`/jobs/dashboard\\?jobId=${jobId}$`));
    await tab.close();
    await expect(page).toHaveURL(/\/schedule$/);

    await bar.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/dashboard\\?jobId=${jobId}$`));
  });

  test('the day view lists the jobs of one day and New Job carries that day', async ({ page }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    const today = new Date();
    await page.getByTestId(`schedule-open-day-${iso(today)}`).click();
    await expect(label(page)).toHaveText(format(today, 'EEEE, MMMM d, yyyy'));
    await expect.poll(() => shownJobIds(page)).toEqual(await jobIdsBetween(page, today, today));
    await page.getByRole('button', { name: 'New Job' }).click();
    await expect(page).toHaveURL(/\/jobs\/create$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ date: iso(today) });
  });
});

test.describe('mobile schedule', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dispatcher gets the jobs of the next 14 days by day, a week more on "Next Week"', async ({ page }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole('heading', { name: 'Scheduled Jobs' })).toBeVisible();
    const today = new Date();
    const days = page.locator('[data-testid^="mobile-schedule-day-"]');
    await expect(days).toHaveCount(15);
    await expect(days.first()).toHaveAttribute('aria-label', `Today · ${format(today, 'eee MMM d yyyy')}`);
    const upcoming = await jobIdsBetween(page, today, addDays(today, 14));
    const shown = async () =>
      [
        ...new Set(
          await page
            .locator('[data-testid^="mobile-schedule-job-"]')
            .evaluateAll((rows) =>
              rows.map((row) => row.getAttribute('data-testid')!.replace('mobile-schedule-job-', '')),
            ),
        ),
      ].sort();
    await expect.poll(shown).toEqual(upcoming);

    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(days).toHaveCount(22);
    await expect.poll(shown).toEqual(await jobIdsBetween(page, today, addDays(today, 21)));

    const job = page.locator('[data-testid^="mobile-schedule-job-"]').first();
    const jobId = (await job.getAttribute('data-testid'))!.replace('mobile-schedule-job-', '');
    await job.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/job-detail\\?jobId=${jobId}$`));
  });
});
