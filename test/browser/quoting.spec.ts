import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { accessToken, choose, DESKTOP, graphql, OFFICE_ADMIN, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
// A journey through the list, the create and detail pages and the job form: more than the default on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('a quote priced from the price book is created, its status changed, and converted to a job at its total', async ({
  page,
}) => {
  const marker = unique();
  const jobName = `Bridge beam set ${marker}`;
  const customer = `Acme Builders ${marker}`;
  await signIn(page, OFFICE_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);

  // Quoting from the navigation: New Quote opens the quote template ("Crane Service Quote").
  await page.getByTestId('nav-quoting').click();
  await expect(page.getByRole('heading', { name: 'Quotes' })).toBeVisible();
  await page.getByRole('link', { name: 'New Quote' }).click();
  await expect(page).toHaveURL(/\/quoting\/create\?formId=[0-9a-f-]{36}$/);
  const formId = new URL(page.url()).searchParams.get('formId')!;
  await expect(page.getByRole('heading', { name: 'Quote Detail' })).toBeVisible();
  // The mapped fields (the user, their branch) filled themselves: no change yet.
  await expect(page.getByTestId('form-field-branch')).toHaveValue('Denver');
  const save = page.getByTestId('quote-create-save');
  await expect(save).toBeDisabled();

  await page.getByTestId('form-field-customerName').fill(customer);
  await page.getByTestId('form-field-jobName').fill(jobName);
  await page.getByTestId('form-field-contactName').fill('Rita Lopez');
  await page.getByTestId('form-field-contactPhone').fill('(303) 555-0142');
  // Enter inside the form does not save it.
  await page.getByTestId('form-field-jobName').press('Enter');
  await expect(page).toHaveURL(/\/quoting\/create\?/);

  // The job site from the map picker (offline: a typed "lat, lng" picks that point).
  await page.getByTestId('form-field-siteLocation-pick').click();
  const picker = page.getByRole('dialog', { name: 'Select Jobsite Location' });
  await picker.getByRole('textbox', { name: 'Search' }).fill('39.7392, -104.9903');
  await picker.getByRole('textbox', { name: 'Search' }).press('Enter');
  await picker.getByRole('button', { name: 'Select Location' }).click();
  await expect(page.getByTestId('form-field-siteLocation')).toHaveValue('39.7392, -104.9903');

  // Line items from the price book: 4 hours of the 90-ton crane at $295.00 = $1,180.00.
  await page.getByTestId('form-field-lineItems-add-items').click();
  const lineItems = page.getByRole('dialog', { name: 'Add Line Items' });
  await expect(lineItems.getByRole('tab', { name: 'Pricebook' })).toHaveAttribute('aria-selected', 'true');
  await expect(lineItems.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await lineItems.getByRole('textbox', { name: 'Search the pricebook' }).fill('90-ton');
  await lineItems.getByRole('checkbox', { name: /90-ton all-terrain crane/ }).check();
  await lineItems.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('textbox', { name: 'Item 1' })).toHaveValue('90-ton all-terrain crane');
  await page.getByTestId('form-field-lineItems-quantity-0').fill('4');
  await expect(page.getByTestId('form-field-lineItems-total')).toHaveText('$1,180.00');

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Quote Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/quoting\/quote-detail\?formId=.+&formSubmissionId=[0-9a-f-]{36}$/);
  const quoteId = new URL(page.url()).searchParams.get('formSubmissionId')!;
  await expect(page.getByTestId('quote-number')).toHaveText(/^Quote #\d+$/);
  await expect(page.getByTestId('form-field-jobName-value')).toHaveText(jobName);
  await expect(page.getByTestId('form-field-lineItems-total')).toHaveText('$1,180.00');

  // What the server stored: its own total of the lines.
  const stored = await page.request.get(`/api/forms/${formId}/submission/${quoteId}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const quote = ((await stored.json()) as { data: { totalCents: number; status: string } }).data;
  expect(quote).toMatchObject({ totalCents: 118_000, status: 'draft' });

  // The status, sent in lowercase.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Sent' }).click();
  await expect(page.getByText('Status updated.')).toBeVisible();
  await expect(page.getByTestId('quote-status-badge')).toHaveText('Sent');

  // The list shows it with Job Name and Customer Name derived from the form's fields.
  await page.getByRole('link', { name: 'All Quotes' }).click();
  await expect(page).toHaveURL(/\/quoting$/);
  const row = page.getByTestId(`quotes-row-${quoteId}`);
  await expect(row).toContainText(jobName);
  await expect(row).toContainText(customer);
  await expect(row).toContainText(format(new Date(), 'MM/dd/yyyy'));
  await expect(row.getByRole('combobox', { name: 'Quote Status' })).toHaveValue('Sent');
  await page.getByTestId('quotes-filters').click();
  await page.getByRole('textbox', { name: 'Customer Name' }).fill(customer);
  await expect(page.getByTestId('quotes-filter-count')).toHaveText('1');
  await expect(page.locator('[data-testid^="quotes-row-"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await row.getByText(jobName).click();
  await expect(page).toHaveURL(new RegExp(`formSubmissionId=${quoteId}$`));

  // Convert To Job: the job form opens prefilled from the quote.
  await page.getByTestId('quote-convert').click();
  await expect(page).toHaveURL(/\/jobs\/create$/);
  await expect(page.getByRole('heading', { name: 'Create New Job' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(jobName);
  await expect(page.getByRole('textbox', { name: 'Customer Name' })).toHaveValue(customer);
  await expect(page.getByRole('textbox', { name: 'Contact Name' })).toHaveValue('Rita Lopez');
  await expect(page.getByRole('textbox', { name: 'Customer Phone' })).toHaveValue('(303) 555-0142');
  await expect(page.getByRole('textbox', { name: 'Quoted Cost' })).toHaveValue(/1,180/);
  await expect(page.getByRole('textbox', { name: 'Location Name' })).toHaveValue('39.7392, -104.9903');

  await page.getByRole('textbox', { name: 'Job Number' }).fill(`Q-${marker}`);
  await choose(page.getByRole('combobox', { name: 'Divisions' }), 'Crane Services');
  await choose(page.getByRole('combobox', { name: 'Branches' }), 'Denver');
  const today = new Date();
  const dayButton = page.getByRole('button', { name: format(today, 'd MMMM yyyy'), exact: true });
  for (const datePicker of ['Start Date', 'End Date']) {
    await page.getByRole('button', { name: datePicker }).click();
    await dayButton.click();
    await expect(dayButton).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Job Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/dashboard\?jobId=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get('jobId')!;

  // The job is linked to the quote and quoted at the quote's total.
  const { complexJob } = await graphql<{ complexJob: { name: string; quoteId: string; quotedCostCents: number } }>(
    page,
    'query ($id: ID!) { complexJob(input: { id: $id }) { name quoteId quotedCostCents } }',
    { id: jobId },
  );
  expect(complexJob).toEqual({ name: jobName, quoteId, quotedCostCents: 118_000 });
});
