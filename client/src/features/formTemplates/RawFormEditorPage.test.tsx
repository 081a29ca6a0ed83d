import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminFormTemplateDocument, UpdateFormTemplateDocument } from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { editorText, setEditorText } from '../../test/jsonEditor';
import { renderWithProviders, testAccess } from '../../test/render';
import { FORM_ID, formTemplate, SUPER_ADMIN, serveForms, withSession } from './formTemplates.fixtures';
import RawFormEditorPage from './RawFormEditorPage';

withSession([SUPER_ADMIN]);

const readTemplate = answer(AdminFormTemplateDocument).with(() => ({ formTemplate: formTemplate() }));

const serve = serveForms;

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/forms/:formId/edit-raw-form" element={<RawFormEditorPage />} />
    </Routes>,
    { path: `/admin/forms/${FORM_ID}/edit-raw-form`, access: testAccess([SUPER_ADMIN]) },
  );
}

const editor = () => screen.getByTestId('raw-form-editor');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('edit-raw-form (spec 3 §2)', () => {
  it('shows the template as JSON with the back link and the backup warning', async () => {
    serve([readTemplate]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Back to Rigging Inspection Detail' })).toHaveAttribute(
      'href',
      `/admin/forms/${FORM_ID}`,
    );
    expect(
      screen.getByText('This action cannot be undone. Please take a backup of existing form just in case.'),
    ).toBeInTheDocument();
    const shown = JSON.parse(editorText(editor())) as Record<string, unknown>;
    expect(shown).toMatchObject({ id: FORM_ID, name: 'Rigging Inspection', formVersion: '0.0.5' });
    expect(shown).not.toHaveProperty('hasCsvConfig');
    expect(shown).not.toHaveProperty('__typename');
  });

  it('gives invalid JSON a red border and disables Save until it parses again', async () => {
    serve([readTemplate]);
    renderPage();
    await screen.findByTestId('raw-form-editor');
    const valid = editorText(editor());
    expect(saveButton()).toBeEnabled();
    expect(editor()).not.toHaveAttribute('data-invalid');

    setEditorText(editor(), valid.replace('"name": "Rigging Inspection",', '"name": "Rigging Inspection",,'));
    expect(editor()).toHaveAttribute('data-invalid', 'true');
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // The editor takes a new value once the user has paused typing.
    await waitFor(() => expect(editorText(editor())).toBe(valid));
    expect(editor()).not.toHaveAttribute('data-invalid');
    expect(saveButton()).toBeEnabled();
  });

  it('asks to confirm, saves without id, accountId, createdAt and updatedAt, then reads the template again', async () => {
    const fetchMock = serve([
      readTemplate,
      answer(UpdateFormTemplateDocument).with(({ input }) => ({
        updateFormTemplate: {
          __typename: 'FormTemplatePayload',
          code: 200,
          success: true,
          message: 'Form updated.',
          errors: null,
          formTemplate: formTemplate({ name: input.name as string }),
        },
      })),
    ]);
    renderPage();
    await screen.findByTestId('raw-form-editor');
    const document = JSON.parse(editorText(editor())) as Record<string, unknown>;
    setEditorText(editor(), JSON.stringify({ ...document, name: 'Rigging Gear Inspection' }, null, 2));
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('This action cannot be undone. Please take a backup of existing form just in case.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Form updated successfully in SQL..')).toBeInTheDocument();
    const [{ id, input }] = graphqlCalls(fetchMock, 'UpdateFormTemplate') as [
      { id: string; input: Record<string, unknown> },
    ];
    expect(id).toBe(FORM_ID);
    expect(input.name).toBe('Rigging Gear Inspection');
    for (const key of ['id', 'accountId', 'createdAt', 'updatedAt', 'formType', 'submitted']) {
      expect(input).not.toHaveProperty(key);
    }
    expect(input.fields).toEqual(formTemplate().fields);
    // The write makes the template's read (TanStack's) stale: the page reads it again.
    await waitFor(() => expect(graphqlCalls(fetchMock, 'AdminFormTemplate')).toHaveLength(2));
  });

  it('lists the layout checks in place and toasts "Error updating form." when the server refuses', async () => {
    serve([readTemplate, answer(UpdateFormTemplateDocument).failing('Something broke')]);
    renderPage();
    await screen.findByTestId('raw-form-editor');
    const document = JSON.parse(editorText(editor())) as { fields: object[] };
    setEditorText(
      editor(),
      JSON.stringify({ ...document, fields: [...document.fields, { id: 'notes', type: 'TextField' }] }, null, 2),
    );
    await waitFor(() => expect(screen.getByTestId('form-editor-problems')).toHaveTextContent('Duplicate id "notes"'));

    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating form.')).toBeInTheDocument();
  });
});
