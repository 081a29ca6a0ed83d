import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { DeleteDocumentSubmissionDocument } from '../../api/gql/graphql';
import { jsonResponse, sentBody } from '../../test/fixtures';
import { answer, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import type { Submission } from '../documents';
import { fileResponse, withSession } from '../documents/documents.fixtures';
import QuoteDetailPage from './QuoteDetailPage';
import {
  missingForm,
  QUOTE_FORM_ID,
  QUOTE_ID,
  quoteAnswers,
  quoteAudit,
  quoteSubmission,
  serveQuoting,
} from './quoting.fixtures';

withSession(['web:quoting', 'web:schedule']);
jest.setTimeout(20_000);

const RECORD_PATH = `/api/forms/${QUOTE_FORM_ID}/submission/${QUOTE_ID}`;
const DETAIL_PATH = `/quoting/quote-detail?formId=${QUOTE_FORM_ID}&formSubmissionId=${QUOTE_ID}`;

const deleted = answer(DeleteDocumentSubmissionDocument).with(({ id }) => ({
  deleteFormSubmission: {
    __typename: 'DeleteFormSubmissionPayload',
    code: 200,
    success: true,
    message: 'Form submission deleted.',
    id,
  },
}));

interface Server {
  record?: Submission | null;
  patch?: (body: Record<string, unknown>) => Response;
  pdf?: () => Promise<Response>;
  templateMissing?: boolean;
}

function serve({ record = quoteSubmission(), patch, pdf, templateMissing = false }: Server = {}) {
  return serveQuoting(quoteAnswers(undefined, [deleted, ...(templateMissing ? [missingForm()] : [])]), (url, init) => {
    if (url === RECORD_PATH && init.method === 'PATCH') {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      return patch?.(body) ?? jsonResponse(200, { data: record });
    }
    if (url === RECORD_PATH)
      return record
        ? jsonResponse(200, { data: record })
        : jsonResponse(404, { statusCode: 404, message: 'Form submission not found.' });
    if (url === `/api/forms/${QUOTE_ID}/audit/logs`) return jsonResponse(200, { data: [quoteAudit()] });
    if (url === `/api/forms/${QUOTE_ID}/download-link`)
      return pdf?.() ?? fileResponse('%PDF-1.7', 'application/pdf', 'Quote 7.pdf');
    return undefined;
  });
}

/** Shows where the page navigated to, with its navigation state. */
function Destination() {
  const location = useLocation();
  return (
    <pre data-testid="destination">
      {JSON.stringify({ path: `${location.pathname}${location.search}`, state: location.state as unknown })}
    </pre>
  );
}

function renderPage(path = DETAIL_PATH, permissions = ['web:quoting', 'web:schedule']) {
  return renderWithProviders(<QuoteDetailPage />, {
    path,
    routes: ['/quoting', '/quoting/create', '/jobs/create'].map((route) => ({ path: route, element: <Destination /> })),
    access: testAccess(permissions),
  });
}

const destination = async () =>
  JSON.parse((await screen.findByTestId('destination')).textContent) as { path: string; state: unknown };

const patches = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === RECORD_PATH && init.method === 'PATCH')
    .map((call) => sentBody(call));

describe('/quoting/quote-detail', () => {
  it('goes to the list without both ids', async () => {
    serve();
    renderPage(`/quoting/quote-detail?formId=${QUOTE_FORM_ID}`);
    expect((await destination()).path).toBe('/quoting');
  });

  it('shows the back link, the quote number, the title, the form read-only, the sidebar and the history', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Quote Detail' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-number')).toHaveTextContent('Quote #7');
    expect(screen.getByRole('link', { name: 'All Quotes' })).toHaveAttribute('href', '/quoting');
    expect(screen.getByTestId('form-field-jobTitle-value')).toHaveTextContent('Bridge beam set');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
    expect(screen.getByTestId('quote-duplicate')).toHaveTextContent('Duplicate Quote');
    expect(screen.getByTestId('quote-convert')).toHaveTextContent('Convert To Job');
    expect(screen.getByTestId('quote-download-pdf')).toHaveTextContent('Download PDF');
    const entry = await screen.findByTestId('quote-history-audit-1');
    expect(within(entry).getByTestId('quote-history-who')).toHaveTextContent('Olivia G.');
    expect(within(entry).getByTestId('quote-history-fields')).toHaveTextContent('Line Items');
    expect(screen.getByTestId('quote-edit')).toBeInTheDocument();
  });

  it.each(['accepted', 'rejected'])('has no Edit once the quote is %s', async (status) => {
    serve({ record: quoteSubmission({ status }) });
    renderPage();
    await screen.findByRole('heading', { name: 'Quote Detail' });
    expect(screen.queryByTestId('quote-edit')).not.toBeInTheDocument();
  });

  it('shows a missing status as Draft', async () => {
    serve({ record: quoteSubmission({ status: '' }) });
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
    expect(screen.getByTestId('quote-edit')).toBeInTheDocument();
  });

  it('edits: Save Changes waits for a change, asks the reason, shows Edit Details, then saves ("Quote updated.")', async () => {
    const fetchMock = serve({
      patch: () =>
        jsonResponse(200, {
          data: quoteSubmission({ fields: [{ id: 'jobTitle', value: 'Bridge beam set, phase 2' }] }),
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('quote-edit'));
    expect(screen.getByTestId('quote-edit-cancel')).toBeInTheDocument();
    expect(screen.getByTestId('quote-delete')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();

    await userEvent.type(screen.getByTestId('form-field-jobTitle'), ', phase 2');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    const reasonDialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    await userEvent.type(
      within(reasonDialog).getByPlaceholderText('Add a description of the changes made...'),
      'Second phase added.',
    );
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Confirm' }));
    const details = await screen.findByRole('dialog', { name: 'Edit Details' });
    expect(within(details).getByTestId('edit-details-jobTitle')).toHaveTextContent('Bridge beam set, phase 2');
    await userEvent.click(within(details).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Quote updated.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      { fields: [{ id: 'jobTitle', value: 'Bridge beam set, phase 2' }], changeNotes: 'Second phase added.' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('quote-edit-cancel')).not.toBeInTheDocument());
    expect(screen.getByTestId('form-field-jobTitle-value')).toHaveTextContent('Bridge beam set, phase 2');
  });

  it('keeps editing with "Unable to update Quote." when the save fails; Cancel returns to view mode', async () => {
    serve({ patch: () => jsonResponse(400, { statusCode: 400, message: 'Invalid Stop Time' }) });
    renderPage();
    await userEvent.click(await screen.findByTestId('quote-edit'));
    await userEvent.type(screen.getByTestId('form-field-client'), ' Inc.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    await userEvent.type(within(reasonDialog).getByRole('textbox'), 'Legal name.');
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Edit Details' })).getByText('Done'));
    expect(await screen.findByText('Unable to update Quote.')).toBeInTheDocument();
    expect(screen.getByTestId('form-field-client')).toHaveValue('Acme Builders Inc.');
    await userEvent.click(screen.getByTestId('quote-edit-cancel'));
    expect(await screen.findByTestId('form-field-client-value')).toHaveTextContent('Acme Builders');
    expect(screen.getByTestId('quote-edit')).toBeInTheDocument();
  });

  it('deletes after the Delete Quote confirmation and returns to the list', async () => {
    const fetchMock = serve();
    renderPage();
    await userEvent.click(await screen.findByTestId('quote-edit'));
    await userEvent.click(screen.getByTestId('quote-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Quote')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Are you sure you want to delete this Quote? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await destination()).path).toBe('/quoting');
    expect(graphqlCalls(fetchMock, 'DeleteDocumentSubmission')).toEqual([{ id: QUOTE_ID }]);
    expect(await screen.findByText('Quote deleted.')).toBeInTheDocument();
  });

  it('changes the status in lowercase ("Status updated.")', async () => {
    const fetchMock = serve({ patch: () => jsonResponse(200, { data: quoteSubmission({ status: 'accepted' }) }) });
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accepted' }));
    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([{ data: { status: 'accepted' } }]);
    // Accepted: no more editing.
    await waitFor(() => expect(screen.queryByTestId('quote-edit')).not.toBeInTheDocument());
  });

  it('duplicates into a new quote with the old values (no signature) as state', async () => {
    serve({
      record: quoteSubmission({
        fields: [...quoteSubmission().fields, { id: 'signature', value: 'data:image/png;base64,AAAA' }],
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('quote-duplicate'));
    const { path, state } = await destination();
    expect(path).toBe(`/quoting/create?formId=${QUOTE_FORM_ID}`);
    const { values } = state as { values: Record<string, unknown> };
    expect(values).toMatchObject({ jobTitle: 'Bridge beam set', client: 'Acme Builders', total: 1180 });
    expect(values).not.toHaveProperty('signature');
  });

  it('converts to a job: /jobs/create with convertFromQuote, quoteId and the mapped values', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByTestId('quote-convert'));
    const { path, state } = await destination();
    expect(path).toBe('/jobs/create');
    expect(state).toEqual({
      convertFromQuote: true,
      quoteId: QUOTE_ID,
      values: {
        name: 'Bridge beam set',
        customer: {
          name: 'Acme Builders',
          email: '',
          phone: '',
          contactName: '',
          siteContact: '',
          siteContactPhone: '',
        },
        location: {
          name: '1600 Broadway, Denver',
          formattedAddress: '1600 Broadway, Denver',
          lat: 39.7439,
          lng: -104.9863,
        },
        quotedCost: 1180,
      },
    });
  });

  it('cannot convert without the schedule permission', async () => {
    serve();
    renderPage(DETAIL_PATH, ['web:quoting']);
    expect(await screen.findByTestId('quote-convert')).toBeDisabled();
  });

  it('shows PDF Loading... while the PDF is fetched', async () => {
    let release: (response: Response) => void = () => undefined;
    serve({ pdf: () => new Promise((resolve) => (release = resolve)) });
    Object.assign(URL, { createObjectURL: () => 'blob:quote', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(await screen.findByTestId('quote-download-pdf'));
    expect(screen.getByTestId('quote-download-pdf')).toHaveTextContent('PDF Loading...');
    release(fileResponse('%PDF-1.7', 'application/pdf', 'Quote 7.pdf'));
    await waitFor(() => expect(screen.getByTestId('quote-download-pdf')).toHaveTextContent('Download PDF'));
  });

  it('shows No Quote Form Found for a missing form and No Form Found for a missing quote', async () => {
    serve({ templateMissing: true });
    const { unmount } = renderPage();
    expect(await screen.findByTestId('quote-not-found')).toHaveTextContent('No Quote Form Found');
    unmount();
    serve({ record: null });
    renderPage();
    expect(await screen.findByTestId('quote-not-found')).toHaveTextContent('No Form Found');
  });
});
