import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { flushEvents } from '../../api/analytics';
import {
  AdminFormPdfConfigDocument,
  AdminFormTemplateDocument,
  CreateFormPdfConfigDocument,
} from '../../api/gql/graphql';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, sentBody, signInAs } from '../../test/fixtures';
import { answer, answerGraphQL, graphqlCalls } from '../../test/graphql';
import { editorView, setEditorText } from '../../test/jsonEditor';
import { renderWithProviders, testAccess } from '../../test/render';
import { FORM_ID, formTemplate } from './formTemplates.fixtures';
import PdfConfigEditorPage from './PdfConfigEditorPage';

const SUPER_ADMIN = 'groundcrew:admin';
const PREVIEW_URL = `/api/forms/${FORM_ID}/pdfconfig/preview`;
const PDF_BYTES = '%PDF-1.4 preview';

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview-1';
  URL.revokeObjectURL = () => undefined;
  return signInAs([SUPER_ADMIN]);
});
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

const pdfResponse = () =>
  ({
    ok: true,
    status: 200,
    blob: () => Promise.resolve(new Blob([PDF_BYTES], { type: 'application/pdf' })),
  }) as Response;

function serve(previewAnswer: () => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === PREVIEW_URL) return previewAnswer();
    if (url === '/graphql') {
      return answerGraphQL(init, [
        answer(AdminFormTemplateDocument).with(() => ({ formTemplate: formTemplate() })),
        answer(AdminFormPdfConfigDocument).with(() => ({ formPDFConfig: null })),
        answer(CreateFormPdfConfigDocument).with(() => ({
          createFormPDFConfig: {
            __typename: 'FormPDFConfigPayload',
            code: 200,
            success: true,
            message: 'PDF config. created',
            errors: null,
          },
        })),
      ]);
    }
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/forms/:formId/edit-pdf-config" element={<PdfConfigEditorPage />} />
    </Routes>,
    { path: `/admin/forms/${FORM_ID}/edit-pdf-config`, access: testAccess([SUPER_ADMIN]) },
  );
}

const codeEditor = (testId: string) => editorView(screen.getByTestId(testId));
const HBS = '<h1>{{form.name}}</h1><p>{{fields.inspectionDate.value}}</p>';

describe('edit-pdf-config', () => {
  it('starts a new config from the built-in layout, previews the unsaved config as a PDF and creates it', async () => {
    const fetchMock = serve(pdfResponse);
    renderPage();
    await screen.findByTestId('pdf-config-hbs');
    expect(codeEditor('pdf-config-hbs').state.doc.toString()).toContain('gc-doc');

    setEditorText(screen.getByTestId('pdf-config-hbs'), HBS);
    setEditorText(screen.getByTestId('pdf-config-css'), 'h1 { color: navy; }');
    setEditorText(screen.getByTestId('pdf-config-fields'), '[{ "fieldId": "inspectionDate", "format": "date" }]');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const frame = await screen.findByTitle('PDF preview');
    expect(frame).toHaveAttribute('src', 'blob:preview-1');
    const previewCall = fetchMock.mock.calls.find(([url]) => url === PREVIEW_URL)!;
    expect(previewCall[1].method).toBe('POST');
    expect(sentBody(previewCall)).toEqual({
      hbsTemplate: HBS,
      cssTemplate: 'h1 { color: navy; }',
      fields: [{ fieldId: 'inspectionDate', format: 'date' }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PDF config. created')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'CreateFormPdfConfig')).toEqual([
      {
        input: {
          formId: FORM_ID,
          hbsTemplate: HBS,
          cssTemplate: 'h1 { color: navy; }',
          fields: [{ fieldId: 'inspectionDate', format: 'date' }],
        },
      },
    ]);
  });

  it("shows the server's template error instead of the PDF", async () => {
    const message = "PDF template error on line 1: Parse error on line 1: Expecting 'OPEN_INVERSE_CHAIN', got 'EOF'";
    serve(() => jsonResponse(400, { statusCode: 400, message, errors: { hbsTemplate: [message] } }));
    renderPage();
    await screen.findByTestId('pdf-config-hbs');
    setEditorText(screen.getByTestId('pdf-config-hbs'), '{{#if x}}');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(screen.getByTestId('pdf-config-preview-error')).findByText(message)).toBeInTheDocument();
    expect(screen.queryByTitle('PDF preview')).not.toBeInTheDocument();
  });

  it('checks the fields list: Invalid JSON, and fields the form lacks, with Save disabled', async () => {
    serve(pdfResponse);
    renderPage();
    await screen.findByTestId('pdf-config-fields');
    setEditorText(screen.getByTestId('pdf-config-fields'), '[{ "fieldId": ');
    expect(screen.getByTestId('pdf-config-invalid-json')).toHaveTextContent('Invalid JSON');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    setEditorText(screen.getByTestId('pdf-config-fields'), '[{ "fieldId": "ghost" }]');
    expect(await screen.findByTestId('pdf-config-problems')).toHaveTextContent('No template field has the id "ghost"');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
