import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  AdminFormNotificationConfigDocument,
  AdminFormTemplateDocument,
  CreateFormTemplateNotificationConfigDocument,
  UpdateFormTemplateNotificationConfigDocument,
} from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { editorText, setEditorText } from '../../test/jsonEditor';
import { renderWithProviders, testAccess } from '../../test/render';
import { FORM_ID, formTemplate, SUPER_ADMIN, serveForms, withSession } from './formTemplates.fixtures';
import NotificationSettingsPage from './NotificationSettingsPage';

withSession([SUPER_ADMIN]);

const saved = (emails: string[], templateId: string) => ({
  __typename: 'FormTemplateNotificationConfigPayload' as const,
  code: 200,
  success: true,
  message: 'ok',
  notificationConfig: {
    __typename: 'FormTemplateNotificationConfig' as const,
    formTemplateId: FORM_ID,
    emails,
    templateId,
  },
});

function serve(stored: { emails: string[]; templateId: string } | null) {
  return serveForms([
    answer(AdminFormTemplateDocument).with(() => ({ formTemplate: formTemplate() })),
    answer(AdminFormNotificationConfigDocument).with(() => ({
      formTemplateNotificationConfig: stored && {
        __typename: 'FormTemplateNotificationConfig',
        formTemplateId: FORM_ID,
        ...stored,
      },
    })),
    answer(CreateFormTemplateNotificationConfigDocument).with(({ input }) => ({
      createFormTemplateNotificationConfig: saved(input.emails, input.templateId ?? ''),
    })),
    answer(UpdateFormTemplateNotificationConfigDocument).with(({ input }) => ({
      updateFormTemplateNotificationConfig: saved(input.emails, input.templateId ?? ''),
    })),
  ]);
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/forms/:formId/notification-settings" element={<NotificationSettingsPage />} />
    </Routes>,
    { path: `/admin/forms/${FORM_ID}/notification-settings`, access: testAccess([SUPER_ADMIN]) },
  );
}

const editor = () => screen.getByTestId('notification-editor');

describe('notification settings (spec 3 §2)', () => {
  it('starts from one empty email and an empty templateId, and creates the config', async () => {
    const fetchMock = serve(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notification Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Forms' })).toHaveAttribute('href', '/admin/forms');
    await waitFor(() => expect(JSON.parse(editorText(editor()))).toEqual({ emails: [''], templateId: '' }));

    setEditorText(editor(), '{ "emails": ["yard@summitcrane.com"], "templateId": "d-42" }');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification config. created')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'CreateFormTemplateNotificationConfig')).toEqual([
      { input: { formTemplateId: FORM_ID, emails: ['yard@summitcrane.com'], templateId: 'd-42' } },
    ]);

    // Once created, Save updates it.
    setEditorText(editor(), '{ "emails": ["office@summitcrane.com"], "templateId": "d-42" }');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification config. edited')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateFormTemplateNotificationConfig')).toHaveLength(1);
  });

  it('updates an existing config and refuses an invalid email before saving', async () => {
    const fetchMock = serve({ emails: ['yard@summitcrane.com'], templateId: 'd-1' });
    renderPage();
    await waitFor(() =>
      expect(JSON.parse(editorText(editor()))).toEqual({ emails: ['yard@summitcrane.com'], templateId: 'd-1' }),
    );
    setEditorText(editor(), '{ "emails": ["not an email"], "templateId": "d-1" }');
    expect(await screen.findByTestId('form-editor-problems')).toHaveTextContent('emails.0: Invalid Email');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    setEditorText(editor(), '{ "emails": ["ops@summitcrane.com"], "templateId": "d-1" }');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification config. edited')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateFormTemplateNotificationConfig')).toEqual([
      { input: { formTemplateId: FORM_ID, emails: ['ops@summitcrane.com'], templateId: 'd-1' } },
    ]);
    expect(graphqlCalls(fetchMock, 'CreateFormTemplateNotificationConfig')).toHaveLength(0);
  });
});
