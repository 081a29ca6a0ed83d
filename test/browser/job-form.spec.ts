import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { choose, DESKTOP, DISPATCHER, graphql, signIn, unique } from './support.js';

interface StoredJob {
  name: string;
  location: { name: string; lat: number; lng: number } | null;
  number: string;
  startDate: string;
  endDate: string;
  branchIds: string[];
  divisionIds: string[];
  tasks: { userIds: string[]; assetIds: string[] }[];
}

/** The job as the server stored it. */
async function storedJob(page: Page, id: string): Promise<StoredJob> {
  const data = await graphql<{ complexJob: StoredJob }>(
    page,
    `
      query ($id: ID!) {
        complexJob(input: { id: $id }) {
          name
          number
          startDate
          endDate
          branchIds
          divisionIds
          location {
            name
            lat
            lng
          }
          tasks {
            userIds
            assetIds
          }
        }
      }
    `,
    { id },
  );
  return data.complexJob;
}

test.describe('job form', () => {
  test.use({ viewport: DESKTOP });

  test('the dispatcher creates a complex job with crew and an asset, then renames it', async ({ page }) => {
    await signIn(page, DISPATCHER);
    await expect(page).toHaveURL(/\/schedule$/);
    await page.getByTestId('schedule-new-job').click();
    await expect(page).toHaveURL(/\/jobs\/create$/);
    await expect(page.getByRole('heading', { name: 'Create New Job' })).toBeVisible();

    const name = `Form crane lift ${unique()}`;
    const number = `F-${unique()}`;
    await page.getByRole('textbox', { name: 'Job Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Job Number' }).fill(number);
    await choose(page.getByRole('combobox', { name: 'Divisions' }), 'Crane Services');
    await choose(page.getByRole('combobox', { name: 'Branches' }), 'Denver');

    // A one-day job today: both pickers open on the current month.
    const today = new Date();
    const day = format(today, 'd MMMM yyyy');
    const dayButton = page.getByRole('button', { name: day, exact: true });
    for (const picker of ['Start Date', 'End Date']) {
      await page.getByRole('button', { name: picker }).click();
      await dayButton.click();
      // The calendar closes on a choice.
      await expect(dayButton).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'End Date' })).toHaveText(format(today, 'MMM d, yyyy'));

    // No maps key in the demo: the offline picker, where a click picks a point and a typed pair picks that one.
    await page.getByRole('button', { name: 'Choose Location' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Jobsite Location' });
    const selected = picker.getByTestId('location-picker-selected');
    await picker.getByRole('region', { name: 'Jobsite map' }).click();
    await expect(selected).toHaveText(/^-?\d+\.?\d*, -?\d+\.?\d* \(/);
    await picker.getByRole('textbox', { name: 'Search' }).fill('39.7392, -104.9903');
    await picker.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(selected).toHaveText('39.7392, -104.9903 (39.7392, -104.9903)');
    await picker.getByRole('button', { name: 'Select Location' }).click();
    await page.getByRole('textbox', { name: 'Location Name' }).fill('North gate');

    await page.getByRole('button', { name: 'Add Crew' }).click();
    const crew = page.getByRole('dialog', { name: 'Select Crew' });
    await crew.getByRole('checkbox', { name: 'Dan Reyes' }).check();
    await crew.getByRole('button', { name: 'Select Crew' }).click();
    await expect(page.getByTestId('job-form-crew')).toContainText('Dan Reyes');

    await page.getByRole('button', { name: 'Add Assets' }).click();
    const assets = page.getByRole('dialog', { name: 'Select Assets' });
    const firstAsset = assets.locator('[data-testid^="select-assets-row-"]').first();
    await expect(firstAsset).toBeVisible();
    const assetId = (await firstAsset.getAttribute('data-testid'))!.replace('select-assets-row-', '');
    const assetName = (await firstAsset.locator('td').nth(1).textContent())!;
    await firstAsset.getByRole('checkbox').check();
    await assets.getByRole('button', { name: 'Select Assets' }).click();
    await expect(page.getByTestId('job-form-assets')).toContainText(assetName);

    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Job Created.')).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\/dashboard\?jobId=[0-9a-f-]{36}$/);
    const jobId = new URL(page.url()).searchParams.get('jobId')!;

    const created = await storedJob(page, jobId);
    expect(created).toMatchObject({
      name,
      number,
      startDate: format(today, 'yyyy-MM-dd'),
      endDate: format(today, 'yyyy-MM-dd'),
      location: { name: 'North gate', lat: 39.7392, lng: -104.9903 },
    });
    expect(created.branchIds).toHaveLength(1);
    expect(created.divisionIds).toHaveLength(1);
    expect(created.tasks[0].assetIds).toEqual([assetId]);
    expect(created.tasks[0].userIds).toHaveLength(1);

    await page.goto(`/jobs/job-detail?jobId=${jobId}`);
    await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
    const nameInput = page.getByRole('textbox', { name: 'Job Name' });
    await expect(nameInput).toHaveValue(name);
    await expect(page.getByTestId('job-form-crew')).toContainText('Dan Reyes');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await nameInput.fill(`${name} (renamed)`);
    await save.click();
    await expect(page.getByText('Job Updated')).toBeVisible();
    await expect(save).toBeDisabled();

    const edited = await storedJob(page, jobId);
    expect(edited.name).toBe(`${name} (renamed)`);
    // The task update kept the crew and the asset.
    expect(edited.tasks[0]).toEqual(created.tasks[0]);
  });

  test('typed data is not lost silently: leaving the form asks first', async ({ page }) => {
    await signIn(page, DISPATCHER);
    await page.getByTestId('schedule-new-job').click();
    await expect(page.getByRole('heading', { name: 'Create New Job' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Job Name' }).fill(`Unsaved lift ${unique()}`);

    await page.getByTestId('nav-schedule').click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('You have unsaved changes. If you leave now, your updates will be lost.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/jobs\/create$/);
    await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(/^Unsaved lift/);

    await page.getByTestId('nav-schedule').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });
});
