import { expect, test, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
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

test.describe('each role on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const role of ROLES) {
    test(`${role.email}: ${role.phone} neither scrolls sideways nor cuts a badge`, async ({ page }) => {
      await signIn(page, role.email);
      await expect(page).toHaveURL(new RegExp(`${role.phone}`));
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
