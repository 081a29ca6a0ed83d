import { expect, test, type Page } from '@playwright/test';
import { accessToken, DESKTOP, graphql, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

const SUPER_ADMIN = 'superadmin@groundcrew.app';

const CREATE = `mutation Create($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { success message id } }`;

/** The web layout: one row of the crane and the inspection date. */
const webLayout = (craneTitle?: string) => ({
  downloadName: 'Crane Walkaround',
  fields: [
    {
      type: 'Row',
      columns: 12,
      fields: [
        {
          id: 'crane',
          type: 'TextField',
          columnStart: 1,
          columnEnd: 7,
          ...(craneTitle ? { attributes: { title: craneTitle } } : {}),
        },
        { id: 'inspectionDate', type: 'DateField', columnStart: 7, columnEnd: 13 },
      ],
    },
  ],
});

/** Creates a form with a web layout through the API, in the signed-in super admin's account. */
async function createForm(page: Page, name: string): Promise<string> {
  const divisions = await page.request.get('/api/division', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(divisions.ok()).toBe(true);
  const [division] = ((await divisions.json()) as { data: { id: string }[] }).data;
  const { createFormTemplate } = await graphql<{
    createFormTemplate: { success: boolean; message: string; id: string };
  }>(page, CREATE, {
    input: {
      name,
      description: `Walkaround check for ${name}`,
      divisionId: division.id,
      fields: [
        { id: 'crane', name: 'Crane', type: 'TextField', fieldType: 'TextField' },
        { id: 'inspectionDate', name: 'Inspection Date', type: 'DatePicker', fieldType: 'DateField' },
      ],
      layouts: { web: webLayout() },
    },
  });
  expect(createFormTemplate).toMatchObject({ success: true });
  return createFormTemplate.id;
}

/** Replaces a CodeMirror editor's text as a paste would (typing would auto-close brackets). */
async function replaceEditorText(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test('the web layout editor previews edits live and refuses broken JSON; the PDF-config editor previews a PDF', async ({
  page,
}) => {
  const name = `Crane Walkaround ${unique()}`;
  await signIn(page, SUPER_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);
  const formId = await createForm(page, name);

  // The web layout beside the renderer's preview.
  await page.goto(`/admin/forms/${formId}/edit-web-layout`);
  await expect(page.getByRole('link', { name: `Back to ${name} Detail` })).toBeVisible();
  const preview = page.getByTestId('layout-preview');
  await expect(preview.getByRole('textbox', { name: 'Crane', exact: true })).toBeVisible();

  // An edit shows in the preview at once.
  await replaceEditorText(page, 'layout-editor-json', JSON.stringify(webLayout('Crane Unit'), null, 2));
  await expect(preview.getByRole('textbox', { name: 'Crane Unit' })).toBeVisible();
  await expect(preview.getByRole('textbox', { name: 'Crane', exact: true })).toBeHidden();
  await preview.getByRole('textbox', { name: 'Crane Unit' }).fill('Grove RT530E');
  await expect(preview.getByRole('textbox', { name: 'Crane Unit' })).toHaveValue('Grove RT530E');

  // Broken JSON: "Invalid JSON" and no Save.
  await replaceEditorText(page, 'layout-editor-json', `${JSON.stringify(webLayout('Crane Unit'))},,`);
  await expect(page.getByText('Invalid JSON')).toBeVisible();
  await expect(page.getByTestId('layout-editor-save')).toBeDisabled();

  // Fixed again, and saved.
  await replaceEditorText(page, 'layout-editor-json', JSON.stringify(webLayout('Crane Unit'), null, 2));
  await expect(page.getByText('Invalid JSON')).toBeHidden();
  await page.getByTestId('layout-editor-save').click();
  await expect(page.getByText('Form updated successfully in SQL..')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('layout-preview').getByRole('textbox', { name: 'Crane Unit' })).toBeVisible();

  // The PDF config: an unsaved template printed by Chromium.
  await page.goto(`/admin/forms/${formId}/edit-pdf-config`);
  await expect(page.getByRole('heading', { name: 'Edit PDF Config' })).toBeVisible();
  await replaceEditorText(page, 'pdf-config-hbs', '<h1>Preview of {{form.name}}</h1><p>{{fields.crane.value}}</p>');
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/forms/${formId}/pdfconfig/preview`));
  await page.getByRole('button', { name: 'Preview' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  await expect(page.getByTitle('PDF preview')).toBeVisible();
  // The same call made directly answers a PDF's bytes (the page hands its copy to the frame as a blob: URL).
  const direct = await page.request.post(`/api/forms/${formId}/pdfconfig/preview`, {
    data: JSON.parse(response.request().postData() ?? '{}') as object,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(direct.status()).toBe(200);
  expect((await direct.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A template that does not compile: the server's message instead of the PDF.
  await replaceEditorText(page, 'pdf-config-hbs', '<h1>{{#if form.name}}Preview</h1>');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('pdf-config-preview-error')).toContainText('PDF template error on line 1');
});
