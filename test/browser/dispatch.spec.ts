import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DESKTOP, DISPATCHER, graphql, OFFICE_ADMIN, signIn } from './support.js';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
/** The dispatch day label, "Mon, Jan. 5" (no dot after May). */
const dayLabel = (date: Date) =>
  `${format(date, 'EEE')}, ${format(date, 'MMM')}${format(date, 'MMM') === format(date, 'MMMM') ? '' : '.'} ${format(date, 'd')}`;

interface DemoJob {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  tasks: { assetIds: string[] }[];
}

/** The demo jobs of the next 45 days (the window is far below one page). */
async function upcomingJobs(page: Page): Promise<DemoJob[]> {
  const today = new Date();
  const data = await graphql<{ complexJobs: { items: DemoJob[] } }>(
    page,
    `
      query ($filters: ComplexJobFilters) {
        complexJobs(filters: $filters) {
          items {
            id
            name
            startDate
            endDate
            tasks {
              assetIds
            }
          }
        }
      }
    `,
    { filters: { startDate: iso(addDays(today, 1)), endDate: iso(addDays(today, 45)), pageInfo: { limit: 500 } } },
  );
  return data.complexJobs.items;
}

interface JobSchedule {
  scheduledAssets: { asset: { id: string; name: string } }[];
  overbookedAssets: { assetId: string }[];
}

async function scheduleOf(page: Page, jobId: string, day: string): Promise<JobSchedule> {
  const data = await graphql<{ scheduledAssetsForJob: JobSchedule }>(
    page,
    `
      query ($input: ScheduledAssetsForJobInput!) {
        scheduledAssetsForJob(input: $input) {
          scheduledAssets {
            asset {
              id
              name
            }
          }
          overbookedAssets {
            assetId
          }
        }
      }
    `,
    { input: { complexJobId: jobId, after: day, before: day } },
  );
  return data.scheduledAssetsForJob;
}

/**
 * A day with two jobs where the first job's crane is not on the second and the second has no double booking yet,
 * so that adding the crane double-books it: the day, the job to change, the job holding the crane, and the crane.
 */
async function pickDoubleBooking(page: Page, jobs: DemoJob[]) {
  for (const holder of jobs)
    for (const target of jobs) {
      const day = holder.startDate > target.startDate ? holder.startDate : target.startDate;
      const overlap = day <= holder.endDate && day <= target.endDate;
      const assetId = holder.tasks[0].assetIds.find((id) => !target.tasks[0].assetIds.includes(id));
      if (holder.id === target.id || !overlap || !assetId) continue;
      if ((await scheduleOf(page, target.id, day)).overbookedAssets.length > 0) continue;
      const { scheduledAssets } = await scheduleOf(page, holder.id, day);
      const crane = scheduledAssets.find(({ asset }) => asset.id === assetId)!.asset;
      return { day, target, holder, crane };
    }
  throw new Error('No two demo jobs share a day');
}

test.describe('dispatch', () => {
  test.use({ viewport: DESKTOP });

  test('the dispatcher adds crew and a double-booked asset to a job of the day and sees the conflict', async ({
    page,
  }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    const { day, target, holder, crane } = await pickDoubleBooking(page, await upcomingJobs(page));

    // The day before, then a step forward with the arrow.
    const date = new Date(`${day}T12:00`);
    await page.goto(`/dispatch?date=${iso(addDays(date, -1))}`);
    await expect(page.getByRole('heading', { name: 'Dispatch' })).toBeVisible();
    await expect(page.getByTestId('dispatch-day')).toHaveText(dayLabel(addDays(date, -1)));
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('dispatch-day')).toHaveText(dayLabel(date));
    const card = page.getByTestId(`dispatch-job-${target.id}`);
    await expect(card).toContainText(target.name);
    await expect(card.getByText('doublebooked items')).toHaveCount(0);

    // A crew member: the first one not yet on the job.
    await card.getByRole('button', { name: '+ Add User' }).click();
    const crewModal = page.getByRole('dialog', { name: 'Select Crew' });
    const newcomer = crewModal.getByRole('checkbox', { checked: false }).first();
    const newcomerId = (await newcomer.getAttribute('id'))!;
    const newcomerName = (await crewModal.locator(`label[for="${newcomerId}"]`).textContent())!.trim();
    await newcomer.check();
    await crewModal.getByRole('button', { name: 'Select Crew' }).click();
    await expect(page.getByText('Crew Saved')).toBeVisible();
    await expect(card.getByTestId(/-user-/).filter({ hasText: newcomerName })).toBeVisible();

    // The crane the other job holds that day: offered as unavailable, assigned all the same.
    await card.getByRole('button', { name: '+ Add Asset' }).click();
    const assetModal = page.getByRole('dialog', { name: 'Select Assets' });
    await assetModal.getByTestId('select-assets-search').fill(crane.name);
    const row = assetModal.getByTestId(`select-assets-row-${crane.id}`);
    await expect(row).toContainText('Unavailable');
    await row.getByRole('checkbox').check();
    await assetModal.getByRole('button', { name: 'Select Assets' }).click();
    await expect(page.getByText('Asset Saved')).toBeVisible();
    await expect(page.getByText('Availability Loading')).toBeVisible();

    // Once the bookings are read again: the badge, and the other job named on the crane's chip.
    await expect(card.getByText('doublebooked items')).toBeVisible({ timeout: 15_000 });
    const chip = card.getByTestId(`dispatch-job-${target.id}-asset-${crane.id}`);
    await expect(chip).toHaveText(crane.name);
    await chip.hover();
    const conflicts = page.getByTestId(`dispatch-job-${target.id}-asset-${crane.id}-conflicts`);
    await expect(conflicts).toContainText('BOOKING CONFLICTS:');
    await expect(conflicts.getByRole('link', { name: holder.name })).toHaveAttribute(
      'href',
      `/jobs/dashboard?jobId=${holder.id}`,
    );

    // Taken off again (the demo's bookings stay as they were for other tests).
    await chip.getByRole('button', { name: `Remove ${crane.name}` }).click();
    await expect(chip).toHaveCount(0);
    await card.getByRole('button', { name: `Remove ${newcomerName}` }).click();
    await expect(card.getByTestId(/-user-/).filter({ hasText: newcomerName })).toHaveCount(0);
  });
});

test.describe('asset availability on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the office admin opens it from the mobile menu and sees available and unavailable assets', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/schedule$/);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu-asset-availability').click();
    await expect(page).toHaveURL(/\/asset-availability$/);
    await expect(page.getByRole('heading', { name: 'Asset Availability' })).toBeVisible();

    // Today and the next 7 days: the demo jobs under way hold some assets, the rest are free.
    const today = new Date();
    const { getAvailableAssetSchedule } = await graphql<{
      getAvailableAssetSchedule: { availability: { assetId: string; assetName: string; availability: string }[] };
    }>(
      page,
      `
        query ($input: AvailableAssetScheduleInput!) {
          getAvailableAssetSchedule(input: $input) {
            availability {
              assetId
              assetName
              availability
            }
          }
        }
      `,
      { input: { startDate: iso(today), endDate: iso(addDays(today, 7)), pageInfo: { limit: 500 } } },
    );
    const booked = getAvailableAssetSchedule.availability.find((asset) => asset.availability === 'UNAVAILABLE')!;
    const free = getAvailableAssetSchedule.availability.find((asset) => asset.availability === 'AVAILABLE')!;
    for (const asset of [booked, free]) {
      await page.getByTestId('availability-search').fill(asset.assetName);
      await expect(page.getByTestId(`availability-${asset.assetId}`)).toHaveText(asset.availability);
    }

    await page.getByText('Map', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Asset availability map' })).toBeVisible();
  });
});
