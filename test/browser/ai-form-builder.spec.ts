import { expect, test } from '@playwright/test';
import { choose, DESKTOP, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
// Analysis, generation, save and three pages: more than the default 30 s on a busy 2-core machine.
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

test('a real form streams its rows in, is saved and can be filled in from /documents/create', async ({ page }) => {
  const name = `Incident report ${unique()}`;
  await signIn(page, SUPER_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/admin/ai-form-builder');
  await page.getByRole('textbox', { name: 'Form Name' }).fill(name);
  await choose(page.getByRole('combobox', { name: 'Form Type' }), 'Other');
  await choose(page.getByRole('combobox', { name: 'Division' }), 'Crane Services');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('ai-form-browse-input').setInputFiles(REAL_FORM);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // The form's own fields arrive, named as printed, not its instructions.
  await expect(page.getByTestId('data-model-row').first()).toBeVisible();
  await expect(page.getByText('Data Model Generated')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Full name', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Date of birth', exact: true })).toBeVisible();

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
  await expect(form).toContainText('Full name');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Dana Rivers');
  await page.getByTestId('create-document-submit').click();
  await expect(page.getByText('Form Created')).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/document-detail\?/);
});
