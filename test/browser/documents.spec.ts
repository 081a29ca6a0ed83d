import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accessToken, DESKTOP, OFFICE_ADMIN, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
// A journey through three pages, two PDFs and an export: more than the default on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const FORMS_ADMIN = 'forms@summitcrane.com';
const TIMECARD = 'Daily Crane Timecard';

/** The wall-clock now as a submission's localDateTime (`YYYY-MM-DDTHH:mm`), as the create page sends it. */
function localNow(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** Submits a timecard through the API as the signed-in user: `crew` names its crew, `marker` is in its notes. */
async function submitTimecard(page: Page, formId: string, crew: string[], marker: string) {
  const day = localNow().slice(0, 10);
  const response = await page.request.post('/api/form', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: {
      formId,
      localDateTime: localNow(),
      fields: [
        { id: 'workDate', value: day },
        { id: 'startTime', value: `${day}T06:00` },
        { id: 'stopTime', value: `${day}T14:00` },
        {
          id: 'crew',
          value: crew.map((userName, index) => ({
            userId: `00000000-0000-4000-8000-00000000000${index + 1}`,
            userName,
            occupationId: null,
          })),
        },
        { id: 'workPerformed', value: `Bulk export check ${marker}` },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('a timecard is submitted with rounded hours, edited with a reason, and downloaded as PDF and in a bulk CSV', async ({
  page,
}) => {
  const marker = `M${unique()}`;
  await signIn(page, OFFICE_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);

  // Documents from the navigation: a tab per form of the account's Documents page, the timecard first.
  await page.getByTestId('nav-documents').click();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('tab', { name: TIMECARD })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Daily Crane Inspection' })).toBeVisible();

  // New Document: the timecard, with the user's branch filled from the mapping.
  await page.getByTestId('documents-create').click();
  await expect(page).toHaveURL(/\/documents\/create\?formId=/);
  const formId = new URL(page.url()).searchParams.get('formId')!;
  await expect(page.getByRole('combobox', { name: 'Form' })).toHaveValue(TIMECARD);
  await expect(page.getByTestId('form-field-branch')).toHaveValue('Denver');

  // 7:00 to 3:32 PM is 512 minutes, rounded up to 515: 8.58 hours (spec 3 §4, 5-minute rounding).
  await page.getByTestId('form-field-startTime-input').fill('07:00');
  await page.getByTestId('form-field-stopTime-input').fill('15:32');
  await expect(page.getByTestId('form-field-hours-value')).toHaveText(/8\.58/);
  await page.getByTestId('form-field-crew-add').click();
  const crewDialog = page.getByRole('dialog', { name: 'Select Crew' });
  await crewDialog.getByRole('textbox', { name: 'Name' }).fill('Jake');
  await crewDialog.getByRole('checkbox', { name: 'Jake Hollister' }).check();
  await crewDialog.getByRole('button', { name: 'Select Crew' }).click();
  await expect(page.getByTestId('form-field-crew-table')).toContainText('Jake Hollister');
  await page.getByTestId('form-field-workPerformed-add').click();
  await page.getByTestId('form-field-workPerformed-note').fill(`Set trusses ${marker}`);
  await page.getByTestId('form-field-workPerformed-save-note').click();
  await page.getByTestId('create-document-submit').click();
  await expect(page.getByText('Form Created')).toBeVisible();

  // The detail page shows what the server stored: the hours it recomputed.
  await expect(page).toHaveURL(/\/documents\/document-detail\?formId=.+&formSubmissionId=/);
  const submissionId = new URL(page.url()).searchParams.get('formSubmissionId')!;
  await expect(page.getByTestId('document-title')).toHaveText(/^Timecard #\d+$/);
  await expect(page.getByTestId('form-field-hours-value')).toHaveText(/8\.58/);
  await expect(page.getByTestId('document-history-empty')).toBeVisible();

  // Edit: the reason first (Confirm disabled while empty), then the change, the Edit Details summary, Done saves.
  await page.getByTestId('document-edit').click();
  const reasonDialog = page.getByRole('dialog', { name: 'Reason for Change' });
  await expect(
    reasonDialog.getByText(
      'A description is required for edits - this description will be visible to users who have access to this submitted form.',
    ),
  ).toBeVisible();
  const reason = reasonDialog.getByPlaceholder('Add a description of the changes made...');
  await expect(reasonDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await reason.fill('Operator stayed to de-rig.');
  await reasonDialog.getByRole('button', { name: 'Confirm' }).click();
  // 7:00 to 4:02 PM: 542 minutes, rounded to 545: 9.08 hours.
  await page.getByTestId('form-field-stopTime-input').fill('16:02');
  await expect(page.getByTestId('form-field-hours-value')).toHaveText(/9\.08/);
  await page.getByTestId('document-edit-save').click();
  const details = page.getByRole('dialog', { name: 'Edit Details' });
  await expect(details.getByTestId('edit-details-stopTime')).toContainText('3:32pm');
  await expect(details.getByTestId('edit-details-stopTime')).toContainText('4:02pm');
  await details.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Form submission updated.')).toBeVisible();

  // The history: first name and last initial, just now, the reason and the changed fields.
  const history = page.getByTestId('document-history');
  await expect(history.getByTestId('document-history-who')).toHaveText('Olivia G.');
  await expect(history.getByTestId('document-history-when')).toHaveText('Less than a minute ago');
  await expect(history.getByTestId('document-history-reason')).toHaveText('Operator stayed to de-rig.');
  await expect(history.getByTestId('document-history-fields')).toContainText('Stop Time');
  await expect(page.getByTestId('form-field-hours-value')).toHaveText(/9\.08/);

  // The status, saved on its own.
  await page.getByTestId('document-status').click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expect(page.getByText('Status updated.')).toBeVisible();
  await expect(page.getByTestId('document-status-badge')).toHaveText('Approved');

  // The PDF.
  const pdfDownload = page.waitForEvent('download');
  await page.getByTestId('document-download-pdf').click();
  const pdf = await readFile(await (await pdfDownload).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Two more timecards through the API, then the three found by the marker, selected and exported as one CSV.
  await submitTimecard(page, formId, ['Ana Ruiz', 'Ben Cole'], marker);
  await submitTimecard(page, formId, ['Cam Diaz', 'Dee Park'], marker);
  await page.getByTestId('document-back-link').click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?formId=${formId}`));
  await page.getByTestId('documents-search').fill(marker);
  const rows = page.locator('[data-testid^="documents-row-"]');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId(`documents-row-${submissionId}`)).toContainText('Approved');
  await page.getByTestId('documents-select-all').check();
  await expect(page.getByTestId('documents-selection')).toHaveText('3 selected');
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('documents-download-csv').click();
  const csv = (await readFile(await (await csvDownload).path())).toString('utf8');
  // The timecard's payroll CSV config writes one row per crew member: 1 + 2 + 2, under the header.
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Timecard #');
  expect(lines).toHaveLength(6);
  for (const name of ['Jake Hollister', 'Ana Ruiz', 'Ben Cole', 'Cam Diaz', 'Dee Park']) expect(csv).toContain(name);
  expect(csv).toContain('9.08');
});

test('the forms administrator (timecard:admin only) reaches Documents from the navigation', async ({ page }) => {
  await signIn(page, FORMS_ADMIN);
  await expect(page.getByTestId('nav-documents')).toBeVisible();
  await expect(page.getByTestId('nav-quoting')).toHaveCount(0);
  await page.getByTestId('nav-documents').click();
  await expect(page.getByRole('tab', { name: TIMECARD })).toBeVisible();
  await expect(page.getByTestId('documents-table').or(page.getByTestId('documents-table-empty'))).toBeVisible();
});
