import { expect, test, type Page } from '@playwright/test';
import { choose, DEMO_PASSWORD, DESKTOP, DISPATCHER, OFFICE_ADMIN, signIn, signOut } from './support.js';

const SUPER_ADMIN = 'superadmin@groundcrew.app';
const DEMO_ACCOUNT = 'Summit Crane & Rigging';

const row = (page: Page, flag: string) => page.getByTestId(`feature-flag-row-${flag}`);
const setOverride = async (page: Page, level: 'account' | 'user', choice: 'On' | 'Off' | 'Inherit') => {
  await page.getByTestId(`feature-flag-${level}-dispatching`).getByText(choice, { exact: true }).click();
  await expect(page.getByText(`Dispatching set to ${choice}.`)).toBeVisible();
};

/** The Dispatch rail item once the landing page has painted. */
async function dispatchEntry(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  return page.getByTestId('nav-dispatch');
}

test.use({ viewport: DESKTOP });

test('a super admin turns Dispatching off for the demo account and back on for one user', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.goto('/admin/feature-flags');
  await expect(page.getByRole('heading', { name: 'Feature Flags' })).toBeVisible();
  await choose(page.getByTestId('feature-flags-account'), DEMO_ACCOUNT);
  await expect(row(page, 'dispatching')).toBeVisible();

  try {
    await setOverride(page, 'account', 'Off');
    await expect(page.getByTestId('feature-flag-effective-dispatching')).toHaveText('Off');
    await choose(page.getByTestId('feature-flags-user'), 'Dan Reyes');
    await setOverride(page, 'user', 'On');
    await expect(page.getByTestId('feature-flag-effective-dispatching')).toHaveText('On');
    await signOut(page);

    await expect(await dispatchEntry(page, OFFICE_ADMIN)).toHaveCount(0);
    await expect(page.getByTestId('nav-schedule')).toBeVisible();
    await signOut(page);

    await expect(await dispatchEntry(page, DISPATCHER)).toBeVisible();
    await signOut(page);
  } finally {
    // The demo account is shared by the other browser tests: back to the defaults.
    await restoreDispatching(page);
  }
});

/** Removes the test's overrides through the API (whatever page the test stopped on). */
async function restoreDispatching(page: Page) {
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: SUPER_ADMIN, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${(await signedIn.json()).data.accessToken}` };
  const accounts = await (await page.request.get('/api/accounts', { headers })).json();
  const demo = (accounts.data as { id: string; account_name: string }[]).find((a) => a.account_name === DEMO_ACCOUNT)!;
  const users = await (await page.request.get(`/api/users?accountId=${demo.id}`, { headers })).json();
  const dan = (users.data as { id: string; email: string }[]).find((u) => u.email === DISPATCHER)!;
  for (const userId of [undefined, dan.id]) {
    const answer = await page.request.put(`/api/feature-flags/accounts/${demo.id}/dispatching`, {
      headers,
      data: { enabled: null, userId },
    });
    expect(answer.ok()).toBe(true);
  }
}
