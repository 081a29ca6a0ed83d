import { expect, test, type Page } from '@playwright/test';
import { accessToken, DESKTOP, DISPATCHER, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

const PDF = '%PDF-1.4\n%%EOF\n';

/** The id of a demo job, asked of the REST API with the session's access token. */
async function aDemoJobId(page: Page): Promise<string> {
  const response = await page.request.get('/api/jobs', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0].id;
}

test('a dispatcher uploads a job document, renames it, shows it on mobile, and deletes it', async ({ page }) => {
  await signIn(page, DISPATCHER);
  await expect(page).not.toHaveURL(/sign-in/);
  const jobId = await aDemoJobId(page);
  await page.goto(`/jobs/job-documents?jobId=${jobId}`);
  await expect(page.getByRole('heading', { name: 'Job Documents' })).toBeVisible();

  const fileName = `lift-plan-${unique()}.pdf`;
  await page
    .getByTestId('job-documents-upload-input')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await expect(page.getByText('Document saved to job.')).toBeVisible();
  const link = page.getByRole('link', { name: fileName });
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText('PDF');
  await expect(row.getByRole('combobox', { name: `Visibility of ${fileName}` })).toHaveValue('Web Only');
  // The name opens the stored file through its signed URL.
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await (await page.request.get((await link.getAttribute('href'))!)).body()).toString()).toBe(PDF);

  const newName = `Rigging plan ${unique()}`;
  await row.getByRole('button', { name: `Rename ${fileName}` }).click();
  await page.getByRole('textbox', { name: 'Document name' }).fill(newName);
  await page.getByRole('textbox', { name: 'Document name' }).press('Enter');
  const renamed = page.getByRole('row').filter({ has: page.getByRole('link', { name: newName }) });
  // Both edits go in one call a second after the last; wait for the one carrying the visibility.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes(`/api/job/${jobId}/document/`) &&
      (response.request().postDataJSON() as { isMobileViewable?: boolean }).isMobileViewable === true,
  );
  await renamed.getByRole('combobox', { name: `Visibility of ${newName}` }).click();
  await page.getByRole('option', { name: 'Web & Mobile' }).click();
  await expect(renamed.getByRole('combobox', { name: `Visibility of ${newName}` })).toHaveValue('Web & Mobile');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(renamed.getByRole('combobox', { name: `Visibility of ${newName}` })).toHaveValue('Web & Mobile');
  await expect(page.getByRole('link', { name: fileName })).toHaveCount(0);

  await renamed.getByRole('button', { name: `Delete ${newName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Delete Document' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this document? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Document deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: newName })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('job-documents-table').or(page.getByText('No documents found.'))).toBeVisible();
  await expect(page.getByRole('link', { name: newName })).toHaveCount(0);
});
