import { expect, type Locator, type Page } from '@playwright/test';

/** The password of every demo user (src/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Groundcrew!2026';
export const OFFICE_ADMIN = 'office@summitcrane.com';
export const DISPATCHER = 'dispatcher@summitcrane.com';
export const DESKTOP = { width: 1440, height: 900 };

/** Signs in from the sign-in page the app redirects an anonymous visitor to. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

/**
 * Signs out through the user menu and waits for the sign-in form of the full page load that sign-out ends with (the
 * form may show before it: a navigation right after would be interrupted by that load).
 */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('user-menu-sign-out').click();
  await reloaded;
  await expect(page.getByTestId('sign-in-email')).toBeVisible();
}

/** The signed-in user's access token, as the app keeps it. */
export async function accessToken(page: Page): Promise<string> {
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('groundcrew.session')!) as { accessToken: string },
  );
  return session.accessToken;
}

/** Calls the GraphQL API as the signed-in user; an HTTP or GraphQL error fails the test. */
export async function graphql<T>(page: Page, query: string, variables: object): Promise<T> {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A suffix that keeps names and e-mails unique across runs and tests. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Picks `option` in a select or multi-select, then closes its list (a multi-select's stays open and covers what is below). */
export async function choose(input: Locator, option: string) {
  await input.click();
  const choice = input.page().getByRole('option', { name: option, exact: true });
  await choice.click();
  await input.press('Escape');
  await expect(choice).toBeHidden();
}
