import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { choose, DESKTOP, DISPATCHER, graphql, signIn } from './support.js';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

interface DatedJob {
  id: string;
  name: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  location: { formattedAddress: string };
}

interface Overbooked {
  assetId: string;
  assetName: string;
  conflictingJobId: string;
  conflictingJobName: string;
}

/** A demo job with a double-booked asset (the demo data has four), with what the server says conflicts. */
async function doubleBookedJob(page: Page): Promise<{ job: DatedJob; overbooked: Overbooked[] }> {
  const { complexJobs } = await graphql<{ complexJobs: { items: DatedJob[] } }>(
    page,
    `
      query ($filters: ComplexJobFilters) {
        complexJobs(filters: $filters) {
          items {
            id
            name
            status
            startDate
            endDate
            location {
              formattedAddress
            }
          }
        }
      }
    `,
    {
      filters: {
        startDate: iso(addDays(new Date(), -40)),
        endDate: iso(addDays(new Date(), 90)),
        pageInfo: { limit: 500 },
      },
    },
  );
  const jobs = complexJobs.items.filter((job) => job.startDate && job.endDate);
  const { scheduledAssetsForJobs } = await graphql<{
    scheduledAssetsForJobs: { complexJobId: string; overbookedAssets: Overbooked[] }[];
  }>(
    page,
    `
      query ($input: ScheduledAssetsForJobsInput!) {
        scheduledAssetsForJobs(input: $input) {
          complexJobId
          overbookedAssets {
            assetId
            assetName
            conflictingJobId
            conflictingJobName
          }
        }
      }
    `,
    {
      input: {
        jobInputs: jobs.map((job) => ({ complexJobId: job.id, after: job.startDate, before: job.endDate })),
      },
    },
  );
  const found = scheduledAssetsForJobs.find((schedule) => schedule.overbookedAssets.length > 0);
  expect(found).toBeDefined();
  return { job: jobs.find((job) => job.id === found!.complexJobId)!, overbooked: found!.overbookedAssets };
}

const STATUS_LABELS: Record<string, string> = {
  SCHEDULED: 'Scheduled',
  OPPORTUNITY: 'Opportunity',
  ONGOING: 'Ongoing',
  COMPLETE: 'Complete',
};

test.use({ viewport: DESKTOP });

test('the dispatcher opens a double-booked job, changes its status and follows a booking conflict', async ({
  page,
}) => {
  await signIn(page, DISPATCHER);
  await expect(page).toHaveURL(/\/schedule$/);
  const { job, overbooked } = await doubleBookedJob(page);

  await page.goto(`/jobs/dashboard?jobId=${job.id}`);
  await expect(page.getByTestId('job-dashboard-name')).toHaveText(job.name);
  const status = page.getByTestId('job-dashboard-status');
  await expect(status).toHaveValue(STATUS_LABELS[job.status]);
  // The map pins the job site beside the job's assets.
  const site = `Job site: ${job.location.formattedAddress}`;
  await expect(page.getByRole('region', { name: 'Job map' }).getByRole('img', { name: site })).toBeVisible();

  // "{n} Double Booked" counts distinct assets; each one's popup links to the jobs it is also booked on.
  const assets = new Set(overbooked.map((row) => row.assetId));
  await expect(page.getByTestId('job-dashboard-double-booked')).toHaveText(`${assets.size} Double Booked`);
  const [conflict] = overbooked;
  await page.getByTestId(`job-dashboard-conflicts-${conflict.assetId}`).click();
  await expect(page.getByText('BOOKING CONFLICTS:')).toBeVisible();
  const link = page.getByRole('link', { name: conflict.conflictingJobName });
  await expect(link).toHaveAttribute('href', `/jobs/dashboard?jobId=${conflict.conflictingJobId}`);
  await page.keyboard.press('Escape');

  // The status saves at once and is there after a reload.
  const next = job.status === 'ONGOING' ? 'Complete' : 'Ongoing';
  await choose(status, next);
  await expect(page.getByText('Status Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('job-dashboard-status')).toHaveValue(next);

  await page.getByTestId(`job-dashboard-conflicts-${conflict.assetId}`).click();
  await page.getByRole('link', { name: conflict.conflictingJobName }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/dashboard\\?jobId=${conflict.conflictingJobId}$`));
  await expect(page.getByTestId('job-dashboard-name')).toHaveText(conflict.conflictingJobName);
});
