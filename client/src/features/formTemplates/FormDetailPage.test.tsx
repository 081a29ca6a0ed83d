import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminFormTemplateDocument, DeleteFormTemplateDocument } from '../../api/gql/graphql';
import { answer, graphqlCalls, type OperationAnswer } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import FormDetailPage from './FormDetailPage';
import type { FormTemplate } from './formTemplates';
import { FORM_ID, formTemplate, WEB_LAYOUT, SUPER_ADMIN, serveForms, withSession } from './formTemplates.fixtures';

withSession([SUPER_ADMIN]);

const deleted = answer(DeleteFormTemplateDocument).with(({ id }) => ({
  deleteFormTemplate: {
    __typename: 'DeleteFormTemplatePayload',
    code: 200,
    success: true,
    message: 'Form deleted.',
    id,
  },
}));

const serve = (template: FormTemplate, answers: OperationAnswer[] = [deleted]) =>
  serveForms([...answers, answer(AdminFormTemplateDocument).with(() => ({ formTemplate: template }))]);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/forms/:formId" element={<FormDetailPage />} />
      <Route path="/admin/forms" element={<p>Account Forms list</p>} />
    </Routes>,
    { path: `/admin/forms/${FORM_ID}`, access: testAccess([SUPER_ADMIN]) },
  );
}

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Form' }));
  return screen.findByRole('dialog', { name: 'Delete Form' });
}

describe('form detail (spec 3 §2)', () => {
  it('labels the eight editor links Create or Update by what exists', async () => {
    serve(formTemplate({ layouts: WEB_LAYOUT, hasCsvConfig: true, hasPdfConfig: false }));
    renderPage();
    const links = within(await screen.findByTestId('form-detail-editors')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Update Raw Form', `/admin/forms/${FORM_ID}/edit-raw-form`],
      ['Update Web Layout', `/admin/forms/${FORM_ID}/edit-web-layout`],
      ['Create Dynamic Document', `/admin/forms/${FORM_ID}/edit-dynamic-document`],
      ['Update CSV Config', `/admin/forms/${FORM_ID}/edit-csv-config`],
      ['Update iOS Layout', `/admin/forms/${FORM_ID}/edit-ios-layout`],
      ['Create Android Layout', `/admin/forms/${FORM_ID}/edit-android-layout`],
      ['Create PDF Config', `/admin/forms/${FORM_ID}/edit-pdf-config`],
      ['Create Notification Settings', `/admin/forms/${FORM_ID}/notification-settings`],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Forms' })).toHaveAttribute('href', '/admin/forms');
  });

  it('lists the blocking configs and offers no delete while a web layout or CSV config exists', async () => {
    const fetchMock = serve(formTemplate({ layouts: WEB_LAYOUT, hasCsvConfig: true }));
    renderPage();
    const dialog = await openDeleteDialog();

    expect(within(dialog).getByText(/permanently deletes the form/)).toHaveTextContent(
      'Existing submissions of this form cannot be retrieved.',
    );
    expect(within(dialog).getByText('The PDF config must be deleted manually.')).toBeInTheDocument();
    const blocking = within(within(dialog).getByTestId('delete-form-blocking')).getAllByRole('listitem');
    expect(blocking.map((item) => item.textContent)).toEqual(['Web Layout', 'CSV Config']);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'DeleteFormTemplate')).toHaveLength(0);
  });

  it('deletes only once the form name is typed exactly, then toasts and goes to the list', async () => {
    const fetchMock = serve(formTemplate());
    renderPage();
    const dialog = await openDeleteDialog();
    expect(within(dialog).queryByTestId('delete-form-blocking')).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Type "Rigging Inspection" to confirm' });
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await userEvent.type(name, 'rigging inspection');
    expect(deleteButton).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rigging Inspection');
    expect(deleteButton).toBeEnabled();
    await userEvent.click(deleteButton);

    expect(await screen.findByText('Form deleted from SQL')).toBeInTheDocument();
    expect(await screen.findByText('Account Forms list')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'DeleteFormTemplate')).toEqual([{ id: FORM_ID }]);
  });

  it('toasts "Error deleting form template from sql." when the server refuses', async () => {
    serve(formTemplate(), [
      answer(DeleteFormTemplateDocument).with(() => ({
        deleteFormTemplate: {
          __typename: 'DeleteFormTemplatePayload',
          code: 400,
          success: false,
          message: 'Remove the form\u2019s Web Layout before deleting it.',
          id: null,
        },
      })),
    ]);
    renderPage();
    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Rigging Inspection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting form template from sql.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Account Forms list')).not.toBeInTheDocument());
  });
});
