import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { flushEvents } from '../../api/analytics';
import {
  AdminFormTemplateDocument,
  UpdateFormTemplateDocument,
  type UpdateFormTemplateInput,
} from '../../api/gql/graphql';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { answer, answerGraphQL, graphqlCalls, type OperationAnswer } from '../../test/graphql';
import { editorText, setEditorText } from '../../test/jsonEditor';
import { renderWithProviders, testAccess } from '../../test/render';
import { FORM_ID, formTemplate, WEB_LAYOUT } from './formTemplates.fixtures';
import { IosLayoutEditorPage } from './MobileLayoutEditorPage';
import WebLayoutEditorPage from './WebLayoutEditorPage';

const SUPER_ADMIN = 'groundcrew:admin';
const ANDROID = { fields: [{ id: 'notes', name: 'Notes', type: 'TextEditor', fieldType: 'TextArea' }] };
const TEMPLATE = formTemplate({ layouts: { ...WEB_LAYOUT, android: ANDROID } });

beforeEach(() => signInAs([SUPER_ADMIN]));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

const readTemplate = answer(AdminFormTemplateDocument).with(() => ({ formTemplate: TEMPLATE }));

/** updateFormTemplate accepted: the template answered with what the input changed. */
const savedTemplate = (changed: (input: UpdateFormTemplateInput) => Partial<typeof TEMPLATE>) =>
  answer(UpdateFormTemplateDocument).with(({ input }) => ({
    updateFormTemplate: {
      __typename: 'FormTemplatePayload',
      code: 200,
      success: true,
      message: 'Form updated.',
      errors: null,
      formTemplate: { ...TEMPLATE, ...changed(input) },
    },
  }));

function serve(answers: OperationAnswer[]) {
  return mockFetch((url, init) => {
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/graphql') return answerGraphQL(init, answers);
    if (url.startsWith('/api/branch') || url.startsWith('/api/division')) return jsonResponse(200, { data: [] });
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}

function renderPage(page: 'edit-web-layout' | 'edit-ios-layout' = 'edit-web-layout') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/forms/:formId/edit-web-layout" element={<WebLayoutEditorPage />} />
      <Route path="/admin/forms/:formId/edit-ios-layout" element={<IosLayoutEditorPage />} />
    </Routes>,
    { path: `/admin/forms/${FORM_ID}/${page}`, access: testAccess([SUPER_ADMIN]) },
  );
}

const editor = () => screen.getByTestId('layout-editor-json');
const preview = () => screen.getByTestId('layout-preview');
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const layoutText = (layout: unknown) => JSON.stringify(layout, null, 2);

/** The web layout with the Row's fields replaced. */
const webLayout = (fields: unknown[]) => ({ fields: [{ type: 'Row', fields }] });

describe('edit-web-layout (spec 3 §2)', () => {
  it('shows the web layout beside a live preview that follows the edits', async () => {
    serve([readTemplate]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Back to Rigging Inspection Detail' })).toBeInTheDocument();
    expect(JSON.parse(editorText(editor()))).toEqual(WEB_LAYOUT.web);
    // Without a title a widget shows its template field's name.
    expect(within(preview()).getByText('Notes')).toBeInTheDocument();
    expect(within(preview()).getByTestId('form-field-inspectionDate')).toBeInTheDocument();

    setEditorText(
      editor(),
      layoutText(
        webLayout([
          { id: 'inspectionDate', type: 'DateField', columnStart: 1, columnEnd: 7 },
          { id: 'notes', type: 'TextArea', columnStart: 7, columnEnd: 13, attributes: { title: 'Findings' } },
        ]),
      ),
    );
    expect(await within(preview()).findByText('Findings')).toBeInTheDocument();
    expect(within(preview()).queryByText('Notes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('layout-editor-problems')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('says Invalid JSON while the text does not parse, with Save disabled', async () => {
    serve([readTemplate]);
    renderPage();
    await screen.findByTestId('layout-editor-json');
    setEditorText(editor(), editorText(editor()).replace('"type": "Row",', '"type": "Row",,'));
    expect(screen.getByText('Invalid JSON')).toBeInTheDocument();
    expect(editor()).toHaveAttribute('data-invalid', 'true');
    expect(within(preview()).queryByTestId('form-field-notes')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('lists the layout checks in place: duplicate ids, invalid field types, ids that map to no field', async () => {
    serve([readTemplate]);
    renderPage();
    await screen.findByTestId('layout-editor-json');
    setEditorText(
      editor(),
      layoutText(
        webLayout([
          { id: 'inspectionDate', type: 'DatePicker', columnStart: 1, columnEnd: 5 },
          { id: 'notes', type: 'TextArea', columnStart: 5, columnEnd: 9 },
          { id: 'notes', type: 'TextArea', columnStart: 9, columnEnd: 11 },
          { id: 'ghost', type: 'TextField', columnStart: 11, columnEnd: 13 },
        ]),
      ),
    );
    const problems = await screen.findByTestId('layout-editor-problems');
    expect(problems).toHaveTextContent(
      'layouts.web.fields.0.fields.0.type: "DatePicker" is not a web layout field type. Did you mean "DateField"?',
    );
    expect(problems).toHaveTextContent('Duplicate id "notes": first used at fields.0.fields.1');
    expect(problems).toHaveTextContent('No template field has the id "ghost"');
    expect(saveButton()).toBeDisabled();
    // The preview still draws what it can: the unknown type is named there.
    expect(within(preview()).getByText('Unknown field type "DatePicker"')).toBeInTheDocument();
  });

  it('shows the render error with Reset, and draws the fixed layout again after Reset', async () => {
    serve([readTemplate]);
    renderPage();
    await screen.findByTestId('layout-editor-json');
    const valid = editorText(editor());
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setEditorText(editor(), layoutText({ fields: [{ type: 'Row', fields: 'inspectionDate' }] }));
    expect(await screen.findByText('An Error Occurred. Fix layout and click reset.')).toBeInTheDocument();
    consoleError.mockRestore();

    setEditorText(editor(), valid);
    // The error stays until Reset: the admin decides when to draw again.
    expect(screen.getByText('An Error Occurred. Fix layout and click reset.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('An Error Occurred. Fix layout and click reset.')).not.toBeInTheDocument();
    expect(within(preview()).getByTestId('form-field-notes')).toBeInTheDocument();
  });

  it('saves the web layout with updateFormTemplate, keeping the other layouts', async () => {
    const fetchMock = serve([readTemplate, savedTemplate((input) => ({ layouts: input.layouts }))]);
    renderPage();
    await screen.findByTestId('layout-editor-json');
    const edited = webLayout([{ id: 'notes', type: 'TextArea', columnStart: 1, columnEnd: 13 }]);
    setEditorText(editor(), layoutText(edited));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Form updated successfully in SQL..')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateFormTemplate')).toEqual([
      { id: FORM_ID, input: { layouts: { web: edited, android: ANDROID } } },
    ]);
  });
});

describe('edit-ios-layout', () => {
  it('gives Banners without an id new ones on save, and shows the mobile-style preview', async () => {
    const fetchMock = serve([readTemplate, savedTemplate((input) => ({ fields: input.fields }))]);
    renderPage('edit-ios-layout');
    await screen.findByTestId('layout-editor-json');
    expect(within(preview()).getByTestId('mobile-preview')).toBeInTheDocument();
    const fields = JSON.parse(editorText(editor())) as Record<string, unknown>[];
    setEditorText(editor(), layoutText([fields[0], { type: 'Banner', text: 'Inspection' }, ...fields.slice(1)]));
    expect(await within(preview()).findByText('Inspection')).toBeInTheDocument();
    await userEvent.click(saveButton());
    await screen.findByText('Form updated successfully in SQL..');
    const [call] = graphqlCalls(fetchMock, 'UpdateFormTemplate') as { input: { fields: Record<string, unknown>[] } }[];
    expect(call.input.fields[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'Banner',
      text: 'Inspection',
    });
    await waitFor(() => expect(editorText(editor())).toContain(call.input.fields[1].id as string));
  });
});
