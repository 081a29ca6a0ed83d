import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, signIn, signOut } from './support.js';

const PHONE = { width: 375, height: 740 };

const RAIL = [
  'home',
  'map',
  'schedule',
  'dispatch',
  'documents',
  'quoting',
  'invoicing',
  'assets',
  'asset-availability',
  'users',
  'admin',
  'settings',
];

/** Each demo role, where spec 1 §2.2 lands it, and exactly the rail items spec 1 §2.3/§6 give it. */
const ROLES = [
  { email: 'superadmin@groundcrew.app', lands: '/schedule', rail: RAIL },
  { email: 'office@summitcrane.com', lands: '/map', rail: RAIL.filter((item) => item !== 'admin') },
  { email: 'dispatcher@summitcrane.com', lands: '/schedule', rail: ['home', 'schedule', 'dispatch'] },
  { email: 'sales@summitcrane.com', lands: '/quoting', rail: ['home', 'quoting', 'invoicing'] },
  { email: 'forms@summitcrane.com', lands: '/documents', rail: ['home', 'documents'] },
];

async function railItems(page: Page): Promise<string[]> {
  const rail = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(rail).toBeVisible();
  const ids = await rail
    .locator('[data-testid^="nav-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!.replace(/^nav-/, '')));
  return ids;
}

test.describe('desktop landing and navigation per role', () => {
  test.use({ viewport: DESKTOP });

  for (const role of ROLES) {
    test(`${role.email} lands on ${role.lands} and sees exactly its navigation`, async ({ page }) => {
      await signIn(page, role.email);
      await expect(page).toHaveURL(new RegExp(`${role.lands}$`));
      expect(await railItems(page)).toEqual(role.rail);
    });
  }

  test('the mobile-only field user sees the access-issue page', async ({ page }) => {
    await signIn(page, 'field@summitcrane.com');
    await expect(page.getByText("Oops! We've encountered an access issue")).toBeVisible();
  });

  test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByTestId('sign-in-email').fill('office@summitcrane.com');
    await page.getByTestId('sign-in-password').fill('not the password');
    await page.getByTestId('sign-in-submit').click();
    await expect(page.getByTestId('sign-in-error')).toHaveText('Incorrect e-mail or password.');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('the profile shows the user, account and divisions; sign-out clears the session', async ({ page }) => {
    await signIn(page, 'office@summitcrane.com');
    await expect(page).toHaveURL(/\/map$/);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Olivia Grant');
    await expect(page.getByText('office@summitcrane.com')).toBeVisible();
    await expect(page.getByText('Summit Crane & Rigging').first()).toBeVisible();
    await expect(page.getByText('Crane Services')).toBeVisible();
    await expect(page.getByText('Rigging & Heavy Haul')).toBeVisible();

    await signOut(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('an unknown path shows the not-found page with its buttons', async ({ page }) => {
    await signIn(page, 'dispatcher@summitcrane.com');
    await expect(page).toHaveURL(/\/schedule$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Please make sure the URL is correct.')).toBeVisible();
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test('a page the role may not open is refused with the no-permission page', async ({ page }) => {
    await signIn(page, 'sales@summitcrane.com');
    await expect(page).toHaveURL(/\/quoting$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'No Permission' })).toBeVisible();
  });
});

test.describe('phone-sized screens (mobile rule of spec 1 §2.2)', () => {
  test.use({ viewport: PHONE });

  test('the field user, with neither schedule nor asset map, is signed out', async ({ page }) => {
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-out'));
    await signIn(page, 'field@summitcrane.com');
    expect((await signedOut).status()).toBe(200);
    // Sign-out reloads /sign-in: read the storage once that navigation has settled.
    const session = () => page.evaluate(() => localStorage.getItem('groundcrew.session')).catch(() => 'navigating');
    await expect.poll(session).toBeNull();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByTestId('sign-in-email')).toBeVisible();
  });

  test('the dispatcher goes to the schedule and gets the mobile header and menu', async ({ page }) => {
    await signIn(page, 'dispatcher@summitcrane.com');
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const menuButton = page.getByTestId('mobile-menu-button');
    await menuButton.click();
    await expect(page.getByTestId('mobile-menu-schedule')).toBeVisible();
    await expect(page.getByTestId('mobile-menu-asset-availability')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await menuButton.click();
    await page.getByTestId('mobile-menu-log-out').click();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('the office admin (schedule and asset map) goes to the schedule', async ({ page }) => {
    await signIn(page, 'office@summitcrane.com');
    await expect(page).toHaveURL(/\/schedule$/);
  });
});
