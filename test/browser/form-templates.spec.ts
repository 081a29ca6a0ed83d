import { expect, test, type Page } from '@playwright/test';
import { choose, DESKTOP, graphql, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
// One journey through several pages and saves: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const SUPER_ADMIN = 'superadmin@groundcrew.app';

/** The CodeMirror editor inside a JsonEditor, by the editor's test id. */
const editorContent = (page: Page, testId: string) => page.getByTestId(testId).locator('.cm-content');

/** Replaces the editor's text as a paste would (typing would auto-close brackets). */
async function replaceEditorText(page: Page, testId: string, text: string) {
  await editorContent(page, testId).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** The raw editor's document as JSON, read from CodeMirror's state (the DOM shows only the lines in view). */
async function rawDocument(page: Page): Promise<Record<string, unknown>> {
  type Content = HTMLElement & { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } };
  const text = await editorContent(page, 'raw-form-editor').evaluate(
    (element) => (element as Content).cmTile?.root?.view?.state.doc.toString() ?? '',
  );
  return JSON.parse(text) as Record<string, unknown>;
}

async function saveRawForm(page: Page) {
  await page.getByTestId('raw-form-save').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Please take a backup of existing form just in case.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByText('Form updated successfully in SQL..');
  await expect(toast).toBeVisible();
  // The next save shows the same text: wait for this toast to close so that only the next one can match.
  await expect(toast).toBeHidden({ timeout: 15_000 });
}

test('a form is created, its raw JSON refused while broken, and its delete blocked while a web layout exists', async ({
  page,
}) => {
  const name = `Crane Walkaround ${unique()}`;
  const description = `Walkaround check for ${name}`;
  await signIn(page, SUPER_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);

  // Account Forms → Create Form.
  await page.goto('/admin');
  await page.getByTestId('subnav-manage-forms').click();
  await expect(page.getByRole('heading', { name: 'Account Forms' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Form' }).click();
  await expect(page.getByRole('textbox', { name: 'Form Version' })).toHaveValue('0.0.5');
  await page.getByRole('textbox', { name: 'Form Name' }).fill(name);
  await choose(page.getByRole('combobox', { name: 'Division' }), 'Crane Services');
  await page.getByRole('textbox', { name: 'Form Description' }).fill(description);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Form Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/forms$/);

  // The card's title is the Form Description; it opens the detail page.
  await page.getByRole('link', { name: description }).click();
  await expect(page.getByTestId('form-detail-name')).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Create Web Layout' })).toBeVisible();
  const formId = page.url().split('/').pop()!;

  // Broken JSON: red border, Save disabled; Reset brings the form back.
  await page.getByRole('link', { name: 'Update Raw Form' }).click();
  await expect(page.getByRole('link', { name: `Back to ${name} Detail` })).toBeVisible();
  const original = await rawDocument(page);
  expect(original).toMatchObject({ id: formId, name, formVersion: '0.0.5' });
  expect((original.fields as { name: string; text: string }[])[0]).toMatchObject({
    name: 'Form Description',
    text: description,
  });
  await editorContent(page, 'raw-form-editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(',,');
  await expect(page.getByTestId('raw-form-editor')).toHaveAttribute('data-invalid', 'true');
  await expect(page.getByTestId('raw-form-save')).toBeDisabled();
  await page.getByTestId('raw-form-reset').click();
  await expect(page.getByTestId('raw-form-save')).toBeEnabled();
  await expect(page.getByTestId('raw-form-editor')).not.toHaveAttribute('data-invalid');

  // A field and a web layout placing it, saved through the raw editor.
  const withWebLayout = {
    ...original,
    fields: [
      ...(original.fields as object[]),
      { id: 'craneNumber', name: 'Crane Number', type: 'TextField', fieldType: 'TextField', text: 'Crane Number' },
    ],
    layouts: {
      web: {
        fields: [{ type: 'Row', fields: [{ id: 'craneNumber', type: 'TextField', columnStart: 1, columnEnd: 13 }] }],
      },
    },
  };
  await replaceEditorText(page, 'raw-form-editor', JSON.stringify(withWebLayout, null, 2));
  await saveRawForm(page);

  // Delete is blocked while the web layout exists, in the dialog and on the server.
  await page.getByRole('link', { name: `Back to ${name} Detail` }).click();
  await expect(page.getByRole('link', { name: 'Update Web Layout' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Form' });
  await expect(dialog.getByText('The PDF config must be deleted manually.')).toBeVisible();
  await expect(dialog.getByTestId('delete-form-blocking').getByRole('listitem')).toHaveText(['Web Layout']);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const refused = await graphql<{ deleteFormTemplate: { success: boolean; message: string } }>(
    page,
    'mutation ($id: ID!) { deleteFormTemplate(id: $id) { success message } }',
    { id: formId },
  );
  expect(refused.deleteFormTemplate.success).toBe(false);
  expect(refused.deleteFormTemplate.message).toContain('Web Layout');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Without the web layout the typed name deletes it.
  await page.getByRole('link', { name: 'Update Raw Form' }).click();
  const saved = await rawDocument(page);
  delete saved.layouts;
  await replaceEditorText(page, 'raw-form-editor', JSON.stringify(saved, null, 2));
  await saveRawForm(page);
  await page.getByRole('link', { name: `Back to ${name} Detail` }).click();
  await expect(page.getByRole('link', { name: 'Create Web Layout' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Form' }).click();
  await dialog.getByRole('textbox', { name: `Type "${name}" to confirm` }).fill(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Form deleted from SQL')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  await expect(page.getByRole('link', { name: description })).toHaveCount(0);
});
