import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { choose, DESKTOP, OFFICE_ADMIN, signIn, signOut, unique } from './support.js';

test.use({ viewport: DESKTOP });

/**
 * The newest invitation link mailed to `email`, read from the outbox of the embedded database the
 * app under test runs on (playwright.config.ts hands its data directory down).
 */
async function invitationLink(email: string): Promise<string | undefined> {
  const dataDir = process.env.GROUNDCREW_BROWSER_DATA_DIR!;
  const password = readFileSync(join(dataDir, '.db-password'), 'utf8').trim();
  const port = Number(readFileSync(join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'groundcrew' });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      'SELECT text FROM outbox_message WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    return rows[0]?.text.match(/https?:\/\/\S+\/set-password\?token=\S+/)?.[0];
  } finally {
    await client.end();
  }
}

test('the office admin invites a web user, who sets a password, lands on the map and signs in again', async ({
  page,
}) => {
  const suffix = unique();
  const email = `crew-${suffix}@example.com`;
  const password = `Lift-${suffix}`;

  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/users');
  await page.getByTestId('user-list-add').click();
  await expect(page).toHaveURL(/\/users\/create$/);

  await page.getByTestId('user-form-first-name').fill('Casey');
  await page.getByTestId('user-form-last-name').fill(`Tester ${suffix}`);
  await choose(page.getByTestId('user-form-divisions'), 'Crane Services');
  await choose(page.getByTestId('user-form-branches'), 'Denver');
  await page.getByTestId('user-toggle-web-access').check();
  await page.getByTestId('user-toggle-job-management').check();
  await choose(page.getByTestId('user-form-auth-method'), 'Web');
  await page.getByTestId('user-form-email').fill(email);
  await page.getByTestId('user-form-save').click();
  await expect(page.getByText('User created.')).toBeVisible();

  // The invitation is queued in the transaction that created the user, before the toast shows.
  const link = await invitationLink(email);
  expect(link).toBeDefined();
  await signOut(page);

  await page.goto(link!);
  await page.getByTestId('set-password-password').fill(password);
  await page.getByTestId('set-password-confirm').fill(password);
  await page.getByTestId('set-password-submit').click();
  await expect(page).toHaveURL(/\/map$/);

  await signOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/map$/);
});

test("the user list filtered by branch shows that branch's crew", async ({ page }) => {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/users');
  await choose(page.getByTestId('user-list-branch-filter'), 'Phoenix');
  const crew = ['Hector Alvarez', 'Jolene Whitehorse', 'Manny Castillo', 'Dale Foster', 'Rosa Medina'];
  for (const name of crew) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jake Hollister', exact: true })).toHaveCount(0); // Denver
});
