import { expect, test } from '@playwright/test';
import { choose, DESKTOP, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
// OCR of a page, generation, save and three pages: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** A real paper form printed and scanned: OSHA Form 301 (public domain, US Department of Labor) at 150 dpi. */
const SCAN = 'test/fixtures/ai-forms/osha301-scan.jpg';

test('a scanned real form: its rows stream in while it is read, it is generated, saved and filled in from /documents/create', async ({
  page,
}) => {
  const name = `Scanned incident report ${unique()}`;
  await signIn(page, 'superadmin@groundcrew.app');
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/admin/ai-form-builder');
  await page.getByRole('textbox', { name: 'Form Name' }).fill(name);
  await choose(page.getByRole('combobox', { name: 'Form Type' }), 'Other');
  await choose(page.getByRole('combobox', { name: 'Division' }), 'Crane Services');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('ai-form-browse-input').setInputFiles(SCAN);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // The first rows are on the screen while the page is still being read (the streaming table is gone once done).
  // OCR takes seconds a page, more on a loaded machine.
  const ocr = { timeout: 60_000 };
  await expect(page.getByTestId('data-model-streaming').getByTestId('data-model-row').first()).toBeVisible(ocr);
  await expect(page.getByText('Data Model Generated')).toBeVisible(ocr);
  await expect(page.getByRole('cell', { name: /Full name$/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Generate Form' }).click();
  await expect(page.getByText('Form Template Generated')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('ai-form-next').click();
  await page.getByRole('button', { name: 'Save Form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);

  await page.goto('/documents/create');
  await choose(page.getByRole('combobox', { name: 'Form' }), name);
  const form = page.getByTestId('form-renderer');
  await form
    .getByRole('textbox', { name: /Full name$/ })
    .first()
    .fill('Dana Rivers');
  await page.getByTestId('create-document-submit').click();
  await expect(page.getByText('Form Created')).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/document-detail\?/);
});
