import { expect, test, type Page } from '@playwright/test';
import { choose, DESKTOP, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
// Analysis (OCR of a scan), generation, save and three pages: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const SUPER_ADMIN = 'superadmin@groundcrew.app';
/** A fillable timecard PDF (helper fixtures; its data model, with a Foreman field, in expected.json beside it). */
const PDF = 'test/fixtures/ai-forms/fillable.pdf';

test('a PDF becomes a form: the data model streams in and is edited, the template is generated, saved, listed and rendered', async ({
  page,
}) => {
  const description = `AI crane timecard ${unique()}`;
  const renamed = `Crew Lead ${unique()}`;
  await signIn(page, SUPER_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);

  // General Info: the defaults, a division and a description.
  await page.goto('/admin/ai-form-builder');
  await expect(page.getByRole('textbox', { name: 'Form Name' })).toHaveValue('AI Generated Timecard');
  await expect(page.getByRole('combobox', { name: 'Form Type' })).toHaveValue('Timecard');
  await choose(page.getByRole('combobox', { name: 'Division' }), 'Crane Services');
  await page.getByRole('textbox', { name: 'Form Description' }).fill(description);

  // Upload Form: Generate waits for a file.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await page.getByTestId('ai-form-browse-input').setInputFiles(PDF);
  await expect(page.getByTestId('ai-form-file')).toContainText('fillable.pdf');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // Data Model: rows stream in, then it is editable.
  await expect(page.getByTestId('data-model-row').first()).toBeVisible();
  await expect(page.getByText('Data Model Generated')).toBeVisible();
  const foreman = page.getByTestId('data-model-row').filter({ hasText: 'Foreman' }).first();
  await foreman.getByRole('button', { name: /^Edit / }).click();
  await page.getByRole('textbox', { name: 'Field name' }).fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  // IOS Layout: the template streams from the edited data model.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Generate Form' }).click();
  await expect(page.getByText('Form Template Generated')).toBeVisible();
  await expect(page.getByTestId('template-ios-json')).toContainText(renamed);
  await expect(page.getByTestId('template-ios-json')).not.toHaveAttribute('data-invalid');
  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(page.getByTestId('template-ios-errors')).toContainText('No errors.');

  // Web Layout, then Submit and Save.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('template-web-json')).toBeVisible();
  await expect(page.getByTestId('ai-form-next')).toHaveText('Submit');
  await page.getByTestId('ai-form-next').click();
  await expect(page.getByTestId('ai-form-summary')).toContainText(description);
  await page.getByRole('button', { name: 'Save Form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);

  // Listed in Account Forms under its description; its web layout drawn by the form renderer.
  await page.getByRole('link', { name: description }).click();
  await expect(page.getByTestId('form-detail-name')).toHaveText('AI Generated Timecard');
  await page.getByRole('link', { name: 'Update Web Layout' }).click();
  const preview = page.getByTestId('layout-preview-form');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(renamed);
});

/** A real paper form: OSHA Form 301 (public domain, US Department of Labor), fillable, one page. */
const REAL_FORM = 'test/fixtures/ai-forms/osha301.pdf';
/** The same form printed and scanned at 150 dpi. */
const SCAN = 'test/fixtures/ai-forms/osha301-scan.jpg';

/** Names a new form `name` and uploads `file` to the builder, which starts reading it. */
async function upload(page: Page, name: string, file: string) {
  await signIn(page, SUPER_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/admin/ai-form-builder');
  await page.getByRole('textbox', { name: 'Form Name' }).fill(name);
  await choose(page.getByRole('combobox', { name: 'Form Type' }), 'Other');
  await choose(page.getByRole('combobox', { name: 'Division' }), 'Crane Services');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('ai-form-browse-input').setInputFiles(file);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

/**
 * Generates the form from its data model, saves it, and fills it in from /documents/create: the form shows `label`,
 * and its first textbox named `field` takes a value.
 */
async function saveAndFillIn(page: Page, name: string, label: string, field: string | RegExp = label) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Generate Form' }).click();
  await expect(page.getByText('Form Template Generated')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('ai-form-next').click();
  await page.getByRole('button', { name: 'Save Form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);

  // Not on the Documents page's setting, still offered to fill in.
  await page.goto('/documents/create');
  await choose(page.getByRole('combobox', { name: 'Form' }), name);
  const form = page.getByTestId('form-renderer');
  await expect(form).toContainText(label);
  await form.getByRole('textbox', { name: field }).first().fill('Dana Rivers');
  await page.getByTestId('create-document-submit').click();
  await expect(page.getByText('Form Created')).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/document-detail\?/);
}

test('a real form streams its rows in, is saved and can be filled in from /documents/create', async ({ page }) => {
  const name = `Incident report ${unique()}`;
  await upload(page, name, REAL_FORM);

  // The form's own fields arrive, named as printed, not its instructions.
  await expect(page.getByTestId('data-model-row').first()).toBeVisible();
  await expect(page.getByText('Data Model Generated')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Full name', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Date of birth', exact: true })).toBeVisible();

  await saveAndFillIn(page, name, 'Full name');
});

test('a scanned real form: its rows stream in while it is read, it is generated, saved and filled in from /documents/create', async ({
  page,
}) => {
  const name = `Scanned incident report ${unique()}`;
  await upload(page, name, SCAN);

  // The first rows are on the screen while the page is still being read (the streaming table is gone once done).
  // OCR takes seconds a page, more on a loaded machine.
  const ocr = { timeout: 60_000 };
  await expect(page.getByTestId('data-model-streaming').getByTestId('data-model-row').first()).toBeVisible(ocr);
  await expect(page.getByText('Data Model Generated')).toBeVisible(ocr);
  await expect(page.getByRole('cell', { name: /Full name$/ }).first()).toBeVisible();

  await saveAndFillIn(page, name, 'Full name', /Full name$/);
});
