import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { accessToken, graphql, OFFICE_ADMIN, signIn, unique } from './support.js';

// Issue 15: what a new office user trips over on a first day, in a real browser.
const DESKTOP_MIN = { width: 1305, height: 900 }; // spec 1 §9: the desktop minimum width
const PHONE = { width: 390, height: 844 };

/** Each demo role and the landing page spec 1 §2.2 gives it on a desktop; mobile users without schedule or asset map are signed out on a phone. */
const ROLES = [
  { email: 'superadmin@groundcrew.app', desktop: '/schedule', phone: '/schedule' },
  { email: OFFICE_ADMIN, desktop: '/map', phone: '/schedule' },
  { email: 'dispatcher@summitcrane.com', desktop: '/schedule', phone: '/schedule' },
  { email: 'sales@summitcrane.com', desktop: '/quoting', phone: '/sign-in' },
  { email: 'forms@summitcrane.com', desktop: '/documents', phone: '/sign-in' },
];

/** What scrolls sideways or is cut: the page wider than the window, and badges narrower than their text or their cell. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const badge of document.querySelectorAll<HTMLElement>('.mantine-Badge-root')) {
      const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
      const text = badge.textContent ?? '';
      if (badge.scrollWidth > badge.clientWidth || label.scrollWidth > label.clientWidth)
        problems.push(`badge cut: ${text}`);
      const cell = badge.closest('td');
      if (cell && badge.getBoundingClientRect().right > cell.getBoundingClientRect().right + 0.5)
        problems.push(`badge wider than its cell: ${text}`);
    }
    return problems;
  });
}

/** Waits until the page has loaded its data and painted it. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
}

const overlap = async (a: Locator, b: Locator) => {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('not laid out');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
};

test.describe('each role at the desktop minimum of 1305 px', () => {
  test.use({ viewport: DESKTOP_MIN });

  for (const role of ROLES) {
    test(`${role.email}: ${role.desktop} neither scrolls sideways nor cuts a badge`, async ({ page }) => {
      await signIn(page, role.email);
      await expect(page).toHaveURL(new RegExp(`${role.desktop}$`));
      await settled(page);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test('the asset availability table shows whole badges', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    await page.goto('/asset-availability');
    await expect(page.getByTestId('availability-table').locator('.mantine-Badge-root').first()).toBeVisible();
    await settled(page);
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('an office admin on /admin is refused without the mobile-app text, and gets no Admin menu', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    for (const path of ['/admin', '/admin/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'No Permission' })).toBeVisible();
      await expect(page.getByText("Oops! We've encountered an access issue")).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
      await expect(page.getByTestId('subnav-error-test')).toHaveCount(0);
    }
  });

  test('the rail names its items and shows the Groundcrew logo', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    await expect(page.getByRole('img', { name: 'Groundcrew' })).toBeVisible();
    await expect(page.getByTestId('nav-schedule')).toHaveText('Schedule');
    await expect(page.getByTestId('nav-asset-availability')).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('a toast shows clear of the top-right page actions', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    await page.route('**/api/users', (route) => route.fulfill({ status: 500, json: { message: 'Server failure' } }));
    await page.goto('/users');
    const toast = page.locator('.mantine-Notification-root').first();
    await expect(toast).toBeVisible();
    expect(await overlap(toast, page.getByTestId('user-list-add'))).toBe(false);
    expect((await toast.boundingBox())!.y).toBeGreaterThan(DESKTOP_MIN.height / 2);
  });

  test("the job dashboard's empty-map message leaves the job-site pin in view", async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    const branches = await page.request.get('/api/branch', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    const [branch] = ((await branches.json()) as { data: { id: string; divisionId: string }[] }).data;
    const today = format(new Date(), 'yyyy-MM-dd');
    const marker = unique();
    const { createComplexJob } = await graphql<{
      createComplexJob: { success: boolean; message: string; job: { id: string } };
    }>(
      page,
      'mutation ($input: CreateComplexJobInput!) { createComplexJob(input: $input) { success message job { id } } }',
      {
        input: {
          name: `Site survey ${marker}`,
          number: `SITE-${marker}`,
          startDate: today,
          endDate: today,
          branchIds: [branch.id],
          divisionIds: [branch.divisionId],
          customer: { name: 'Ridgeline Builders' },
          location: {
            name: 'Union Station',
            formattedAddress: '1701 Wynkoop St, Denver, CO',
            lat: 39.7527,
            lng: -105.0001,
          },
        },
      },
    );
    expect(createComplexJob.message).toBe('Job Created.');
    await page.goto(`/jobs/dashboard?jobId=${createComplexJob.job.id}`);
    const map = page.getByTestId('job-dashboard-map');
    const message = map.getByText('No assets with a location yet.');
    await expect(message).toBeVisible();
    const pin = map.getByTestId('map-site');
    await expect(pin).toBeVisible();
    expect(await overlap(message, pin)).toBe(false);
  });
});

/** Spec 1 §9 (docs/formats.md): "11/24/2026, 7:00am", always with the comma. */
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}(am|pm)$/;
/** A North American number as docs/formats.md shows it: "(303) 555-0110". */
const PHONE_NUMBER = /^\(\d{3}\) \d{3}-\d{4}$/;
/** "HH:mm" as the time format "h:mmaaa": "07:00" → "7:00am". */
const timeLabel = (time: string) => format(new Date(`2000-01-01T${time}`), 'h:mmaaa');
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The value beside a label on a page of label and value pairs (the profile, an asset's details). */
const valueOf = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

interface DemoJob {
  id: string;
  name: string;
  number: string;
  startDate: string | null;
  endDate: string | null;
  tasks: { startTime: string | null; endTime: string | null; timezone: string | null; userIds: string[] }[];
  documents: { name: string; contentType: string }[];
}

/** The demo jobs from 40 days ago to 90 days ahead, with their tasks and documents. */
async function demoJobs(page: Page): Promise<DemoJob[]> {
  const { complexJobs } = await graphql<{ complexJobs: { items: DemoJob[] } }>(
    page,
    `
      query ($filters: ComplexJobFilters) {
        complexJobs(filters: $filters) {
          items {
            id
            name
            number
            startDate
            endDate
            tasks {
              startTime
              endTime
              timezone
              userIds
            }
            documents {
              name
              contentType
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
  return complexJobs.items;
}

/** A demo job with a double-booked asset (the demo data has four) and a day both its jobs are on. */
async function doubleBookedDay(page: Page): Promise<{ job: DemoJob; day: string }> {
  const jobs = (await demoJobs(page)).filter((job) => job.startDate && job.endDate);
  const { scheduledAssetsForJobs } = await graphql<{
    scheduledAssetsForJobs: { complexJobId: string; overbookedAssets: { conflictingJobId: string }[] }[];
  }>(
    page,
    `
      query ($input: ScheduledAssetsForJobsInput!) {
        scheduledAssetsForJobs(input: $input) {
          complexJobId
          overbookedAssets {
            conflictingJobId
          }
        }
      }
    `,
    { input: { jobInputs: jobs.map((job) => ({ complexJobId: job.id, after: job.startDate, before: job.endDate })) } },
  );
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const { complexJobId, overbookedAssets } of scheduledAssetsForJobs)
    for (const { conflictingJobId } of overbookedAssets) {
      const [job, other] = [byId.get(complexJobId)!, byId.get(conflictingJobId)];
      if (!other) continue;
      const day = job.startDate! > other.startDate! ? job.startDate! : other.startDate!;
      if (day <= job.endDate! && day <= other.endDate!) return { job, day };
    }
  throw new Error('No double-booked demo job');
}

interface ListedAsset {
  id: string;
  assetName: string;
  assetStatus: string;
  lastSeen: string | null;
}

/** A demo asset in maintenance that has been seen (every 17th asset is in maintenance), read page by page. */
async function anAssetInMaintenance(page: Page): Promise<ListedAsset> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  let nextPageKey: string | undefined;
  do {
    const query = nextPageKey ? `?nextPageKey=${encodeURIComponent(nextPageKey)}` : '';
    const response = await page.request.get(`/api/v2/search/asset${query}`, { headers });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: ListedAsset[]; nextPageKey?: string };
    const found = body.data.find((asset) => asset.assetStatus === 'maintenance' && asset.lastSeen);
    if (found) return found;
    nextPageKey = body.nextPageKey || undefined;
  } while (nextPageKey);
  throw new Error('No demo asset in maintenance');
}

test.describe('formats and page layouts at the desktop minimum of 1305 px', () => {
  test.use({ viewport: DESKTOP_MIN });

  test("a double-booked asset's BOOKING CONFLICTS card leaves its job's number and title in view", async ({ page }) => {
    await signIn(page, 'dispatcher@summitcrane.com');
    await expect(page).toHaveURL(/\/schedule$/);
    const { job, day } = await doubleBookedDay(page);
    await page.goto(`/dispatch?date=${day}`);
    const card = page.getByTestId(`dispatch-job-${job.id}`);
    await expect(card.getByTestId(`dispatch-job-${job.id}-doublebooked`)).toBeVisible();
    const chip = card.locator('[data-doublebooked]').first();
    await chip.hover();
    const conflicts = page.getByTestId(`${await chip.getAttribute('data-testid')}-conflicts`);
    await expect(conflicts).toContainText('BOOKING CONFLICTS:');
    const number = card.getByTestId(`dispatch-job-${job.id}-number`);
    const title = card.getByText(job.name, { exact: true });
    await expect(number).toHaveText(job.number);
    expect(await overlap(conflicts, number)).toBe(false);
    expect(await overlap(conflicts, title)).toBe(false);
  });

  test('phone numbers read "(303) 555-0101" on the profile and on the job crew list', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Olivia Grant');
    await expect(valueOf(page.locator('main'), 'Phone Number')).toHaveText('(303) 555-0101');

    const job = (await demoJobs(page)).find((each) => each.tasks[0]?.userIds.length > 0)!;
    await page.goto(`/jobs/dashboard?jobId=${job.id}`);
    const rows = page.getByTestId('job-dashboard-crew').getByTestId(/^job-dashboard-crew-[0-9a-f-]{36}$/);
    await expect(rows).toHaveCount(job.tasks[0].userIds.length);
    for (const row of await rows.all()) await expect(row.getByRole('cell').nth(1)).toHaveText(PHONE_NUMBER);
  });

  test('job times read "7:00am" on the job dashboard, its tasks and the documents name their type', async ({
    page,
  }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    const job = (await demoJobs(page)).find(
      (each) => each.tasks[0]?.startTime && each.tasks[0].endTime && each.documents.length > 0,
    )!;
    const [{ startTime, endTime, timezone }] = job.tasks;
    await page.goto(`/jobs/dashboard?jobId=${job.id}`);
    await expect(page.getByTestId('job-dashboard-start-time')).toHaveValue(timeLabel(startTime!));
    await expect(page.getByTestId('job-dashboard-end-time')).toHaveValue(timeLabel(endTime!));
    await expect(page.getByTestId('job-task-0').getByRole('cell').nth(3)).toHaveText(
      `${timeLabel(startTime!)} – ${timeLabel(endTime!)} ${timezone}`,
    );
    expect(timeLabel(startTime!)).toMatch(/^\d{1,2}:\d{2}(am|pm)$/);

    await page.goto(`/jobs/job-documents?jobId=${job.id}`);
    const table = page.getByTestId('job-documents-table');
    for (const document of job.documents) {
      expect(document.contentType).toBe('application/pdf');
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: document.name }) });
      await expect(row.getByRole('cell', { name: 'PDF', exact: true })).toBeVisible();
    }
    await expect(table).not.toContainText('application/');
  });

  test('an asset shows the same status label and "MM/dd/yyyy, h:mmaaa" last seen in the list and on its page', async ({
    page,
  }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    const asset = await anAssetInMaintenance(page);

    await page.goto('/assets/search');
    await page.getByTestId('asset-search-keywords').fill(asset.assetName);
    const row = page.getByTestId(`asset-row-${asset.id}`);
    await expect(row.getByRole('cell').nth(5)).toHaveText('In Maintenance');
    await expect(row.getByRole('cell').nth(6)).toHaveText(DATE_TIME);
    const lastSeen = (await row.getByRole('cell').nth(6).textContent())!;

    await row.getByRole('link', { name: asset.assetName }).click();
    await expect(page.getByTestId('asset-overview-name')).toHaveText(asset.assetName);
    const details = page.getByTestId('asset-details');
    await expect(valueOf(details, 'Status')).toHaveText('In Maintenance');
    await expect(valueOf(details, 'Last Seen')).toHaveText(lastSeen);
  });

  test('occupations read in Title Case in the user list, its filter and the user form', async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    await page.goto('/users');
    await settled(page);
    await page.getByTestId('user-list-occupation-filter').click();
    const options = page.getByRole('option');
    await expect(options.filter({ hasText: 'Crane Operator' })).toHaveCount(1);
    for (const option of await options.allTextContents()) expect(option).toMatch(/^(\p{Lu}\S*)( \p{Lu}\S*)*$/u);
    await page.getByRole('option', { name: 'Crane Operator', exact: true }).click();

    const luis = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Luis Ortega' }) });
    await expect(luis.getByRole('cell').nth(1)).toHaveText('Crane Operator, Rigger');
    await expect(page.getByRole('table')).not.toContainText(/crane operator|signal person|foreman|rigger/);

    await luis.getByRole('link', { name: 'Luis Ortega' }).click();
    const occupations = page
      .locator('.mantine-MultiSelect-root')
      .filter({ has: page.getByTestId('user-form-occupations') })
      .locator('.mantine-MultiSelect-pill');
    await expect(occupations).toHaveText(['Crane Operator', 'Rigger']);
  });

  test("the user list: names look like the app's links, Add User sits beside the filters, Clear looks enabled", async ({
    page,
  }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/map$/);
    await page.goto('/users');
    await settled(page);

    const name = page.getByRole('link', { name: 'Olivia Grant' });
    await expect(name).toHaveAttribute('href', /\/users\/user-detail\?userId=/);
    const color = await name.evaluate((link) => getComputedStyle(link).color);
    const linkColor = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--mantine-color-anchor)';
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    });
    expect(color).not.toBe('rgb(0, 0, 238)');
    expect(color).toBe(linkColor);

    const middle = async (element: Locator) => {
      const box = (await element.boundingBox())!;
      return box.y + box.height / 2;
    };
    const add = page.getByTestId('user-list-add');
    for (const filter of ['user-list-search', 'user-list-branch-filter', 'user-list-occupation-filter'])
      expect(Math.abs((await middle(add)) - (await middle(page.getByTestId(filter))))).toBeLessThanOrEqual(3);

    // The fields keep their whole texts ("Search by name", "All Occupations") in the narrower row.
    for (const field of await page.getByRole('textbox').or(page.getByRole('combobox')).all())
      expect(await field.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);

    const clear = page.getByTestId('user-list-clear');
    await expect(clear).toBeEnabled();
    await expect(clear).not.toHaveAttribute('data-disabled');
    expect(await clear.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    expect(Math.abs((await middle(clear)) - (await middle(add)))).toBeLessThanOrEqual(3);
  });
});

test.describe('each role on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const role of ROLES) {
    test(`${role.email}: ${role.phone} neither scrolls sideways nor cuts a badge`, async ({ page }) => {
      await signIn(page, role.email);
      await expect(page).toHaveURL(new RegExp(`${role.phone}`));
      // Signed out again: wait for the sign-in page that sign-out loads, which says why (the URL matched before it).
      if (role.phone === '/sign-in') await expect(page.getByTestId('auth-notice')).toBeVisible();
      await settled(page);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test("the phone's availability list shows whole badges", async ({ page }) => {
    await signIn(page, OFFICE_ADMIN);
    await expect(page).toHaveURL(/\/schedule$/);
    await page.goto('/asset-availability');
    await expect(page.getByTestId('availability-table').locator('.mantine-Badge-root').first()).toBeVisible();
    await settled(page);
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('a mobile-only user signed out on a phone is told why and pointed to the mobile app', async ({ page }) => {
    await signIn(page, 'field@summitcrane.com');
    await expect(page).toHaveURL(/\/sign-in\?reason=mobile-only$/);
    await expect(page.getByTestId('auth-notice')).toHaveText(
      'You were signed out: your account has mobile access only. Please use the Groundcrew mobile app on your phone.',
    );
    await expect(page.getByTestId('sign-in-email')).toBeVisible();
  });
});
