import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { DeleteDocumentSubmissionDocument } from '../../api/gql/graphql';
import { jsonResponse, sentBody } from '../../test/fixtures';
import { answer, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import DocumentDetailPage from './DocumentDetailPage';
import {
  auditEntry,
  fileResponse,
  sentEvents,
  serveDocuments,
  submission,
  SUBMISSION_ID,
  templateAnswers,
  TIMECARD_ID,
  withSession,
} from './documents.fixtures';
import type { AuditEntry } from './history';
import type { Submission } from './submissions';

withSession(['timecard:admin']);
jest.setTimeout(20_000);

const createObjectURL = jest.fn<(blob: Blob) => string>(() => 'blob:document');
beforeEach(() => {
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const RECORD_PATH = `/api/forms/${TIMECARD_ID}/submission/${SUBMISSION_ID}`;
const AUDIT_PATH = `/api/forms/${SUBMISSION_ID}/audit/logs`;
const PDF_PATH = `/api/forms/${SUBMISSION_ID}/download-link`;
const EVENT = { formId: TIMECARD_ID, formSubmissionId: SUBMISSION_ID };

interface Server {
  record?: Submission;
  audit?: AuditEntry[];
  /** What PATCH answers, given its body. */
  patch?: (body: Record<string, unknown>) => Response;
  pdf?: () => Response;
}

function serve({ record = submission(), audit = [], patch, pdf }: Server = {}) {
  return serveDocuments(
    [
      ...templateAnswers(),
      answer(DeleteDocumentSubmissionDocument).with(({ id }) => ({
        deleteFormSubmission: {
          __typename: 'DeleteFormSubmissionPayload',
          code: 200,
          success: true,
          message: 'Form submission deleted.',
          id,
        },
      })),
    ],
    (url, init) => {
      if (url === RECORD_PATH && init.method === 'PATCH') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        return patch?.(body) ?? jsonResponse(200, { data: record });
      }
      if (url === RECORD_PATH) return jsonResponse(200, { data: record });
      if (url === AUDIT_PATH) return jsonResponse(200, { data: audit });
      if (url === PDF_PATH) return pdf?.() ?? fileResponse('%PDF-1.7', 'application/pdf', 'Timecard 12.pdf');
      if (url === `/api/forms/${TIMECARD_ID}/submission/export`)
        return fileResponse('Number\n12\n', 'text/csv', 'Timecards.csv');
      return undefined;
    },
  );
}

function renderPage(path = `/documents/document-detail?formId=${TIMECARD_ID}&formSubmissionId=${SUBMISSION_ID}`) {
  return renderWithProviders(<DocumentDetailPage />, {
    path,
    routes: ['/documents'],
    access: testAccess(['timecard:admin']),
  });
}

const patches = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === RECORD_PATH && init.method === 'PATCH')
    .map((call) => sentBody(call));

describe('/documents/document-detail', () => {
  it('shows the submission read-only with its status and history, and records "form viewed"', async () => {
    const fields = ['crane', 'notes', 'startTime', 'stopTime', 'hours', 'branch', 'phone'].map((id) => ({ id }));
    const fetchMock = serve({
      audit: [
        auditEntry({ id: 'older', createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
        auditEntry({ id: 'newer', userName: 'Frank Miller', changeNotes: 'Many fixes.', diffRecord: { fields } }),
      ],
    });
    renderPage();
    expect(await screen.findByTestId('document-title')).toHaveTextContent('Daily Timecard #12');
    expect(screen.getByTestId('document-status-badge')).toHaveTextContent('New');
    expect(screen.getByTestId('document-submitted')).toHaveTextContent(
      'Daily Timecard · submitted by Frank Miller on 11/20/2026, 3:40pm',
    );
    expect(screen.getByTestId('form-field-hours-value')).toHaveTextContent('8.58');
    expect(screen.getByTestId('form-field-crane-value')).toHaveTextContent('Grove RT530E');

    const newer = await screen.findByTestId('document-history-newer');
    expect(within(newer).getByTestId('document-history-who')).toHaveTextContent('Frank M.');
    expect(within(newer).getByTestId('document-history-when')).toHaveTextContent('3 hours ago');
    expect(within(newer).getByTestId('document-history-reason')).toHaveTextContent('Many fixes.');
    const names = within(within(newer).getByTestId('document-history-fields')).getAllByText(/./);
    expect(names.map((name) => name.textContent)).toEqual([
      'Crane',
      'Notes',
      'Start Time',
      'Stop Time',
      'Hours',
      'and 2 more',
    ]);
    const older = screen.getByTestId('document-history-older');
    expect(within(older).getByTestId('document-history-who')).toHaveTextContent('Olivia G.');
    expect(within(older).getByTestId('document-history-when')).toHaveTextContent('2 days ago');

    await flushEvents();
    expect(sentEvents(fetchMock)).toContainEqual(['form viewed', EVENT]);
  });

  it('edits with a reason (Confirm disabled while empty), shows Edit Details and saves the changes on Done', async () => {
    const edited = submission({
      fields: submission().fields.map((field) =>
        field.id === 'crane' ? { ...field, value: 'Tadano GR-600XL' } : field,
      ),
    });
    const fetchMock = serve({ patch: () => jsonResponse(200, { data: edited }) });
    renderPage();
    await userEvent.click(await screen.findByTestId('document-edit'));

    const reasonDialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    expect(
      within(reasonDialog).getByText(
        'A description is required for edits - this description will be visible to users who have access to this submitted form.',
      ),
    ).toBeInTheDocument();
    const reason = within(reasonDialog).getByPlaceholderText('Add a description of the changes made...');
    const confirm = within(reasonDialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Wrong crane recorded.');
    await userEvent.click(confirm);

    expect(await screen.findByTestId('document-editing')).toHaveTextContent('Wrong crane recorded.');
    expect(screen.getByTestId('document-edit-save')).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Crane' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tadano GR-600XL' }));
    await userEvent.click(screen.getByTestId('document-edit-save'));

    const details = await screen.findByRole('dialog', { name: 'Edit Details' });
    expect(within(details).getByTestId('edit-details-crane')).toHaveTextContent('CraneGrove RT530ETadano GR-600XL');
    expect(patches(fetchMock)).toHaveLength(0);
    await userEvent.click(within(details).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Form submission updated.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      { fields: [{ id: 'crane', value: 'Tadano GR-600XL' }], changeNotes: 'Wrong crane recorded.' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('document-editing')).not.toBeInTheDocument());
    expect(screen.getByTestId('form-field-crane-value')).toHaveTextContent('Tadano GR-600XL');
    await flushEvents();
    const names = sentEvents(fetchMock).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['form edit entered', 'form edited']));
  });

  it('keeps editing and shows the server’s reason when the edit is refused', async () => {
    serve({ patch: () => jsonResponse(400, { statusCode: 400, message: 'Invalid Stop Time' }) });
    renderPage();
    await userEvent.click(await screen.findByTestId('document-edit'));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    await userEvent.type(within(reasonDialog).getByRole('textbox'), 'Later stop.');
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Confirm' }));
    fireEvent.change(await screen.findByTestId('form-field-stopTime-input'), { target: { value: '16:00' } });
    await userEvent.click(screen.getByTestId('document-edit-save'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Edit Details' })).getByRole('button', { name: 'Done' }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to update Form Submission.')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid Stop Time')).toBeInTheDocument();
    expect(screen.getByTestId('document-editing')).toBeInTheDocument();
  });

  it('changes the status ("Status updated.") and saves admin notes, each recorded', async () => {
    const fetchMock = serve({
      patch: (body) =>
        jsonResponse(200, {
          data: submission(
            body.data ? { status: 'Approved' } : { adminNotes: body.adminNotes as string, status: 'Approved' },
          ),
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('document-status-badge')).toHaveTextContent('Approved'));

    const notes = screen.getByRole('textbox', { name: 'Admin Notes' });
    expect(screen.getByTestId('document-admin-notes-save')).toBeDisabled();
    await userEvent.type(notes, 'Paid with the 11/27 payroll.');
    await userEvent.click(screen.getByTestId('document-admin-notes-save'));
    expect(await screen.findByText('Admin notes saved.')).toBeInTheDocument();

    expect(patches(fetchMock)).toEqual([
      { data: { status: 'Approved' } },
      { adminNotes: 'Paid with the 11/27 payroll.' },
    ]);
    await flushEvents();
    expect(sentEvents(fetchMock)).toEqual(
      expect.arrayContaining([
        ['form status changed', { ...EVENT, status: 'Approved' }],
        ['form admin note added', EVENT],
      ]),
    );
  });

  it('downloads the PDF and the CSV, each recorded; a failed PDF shows "Error exporting PDF"', async () => {
    let pdfFails = false;
    const fetchMock = serve({
      pdf: () =>
        pdfFails
          ? jsonResponse(503, { statusCode: 503, message: 'The PDF service is busy.' })
          : fileResponse('%PDF-1.7', 'application/pdf', 'Timecard 12.pdf'),
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('document-download-pdf'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(createObjectURL.mock.calls[0][0]).toMatchObject({ type: 'application/pdf', size: 8 });

    await userEvent.click(screen.getByTestId('document-download-csv'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const exportCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/submission/export'))!;
    expect(sentBody(exportCall)).toEqual({ fileType: 'CSV', formSubmissionIds: [SUBMISSION_ID] });

    pdfFails = true;
    await userEvent.click(screen.getByTestId('document-download-pdf'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error exporting PDF')).toBeInTheDocument();
    expect(within(alert).getByText('The PDF service is busy.')).toBeInTheDocument();
    await flushEvents();
    expect(sentEvents(fetchMock).filter(([name]) => name.endsWith('downloaded'))).toEqual([
      ['form PDF downloaded', EVENT],
      ['form CSV downloaded', EVENT],
    ]);
  });

  it('deletes after confirmation and returns to the list', async () => {
    const fetchMock = serve();
    const { router } = renderPage();
    await userEvent.click(await screen.findByTestId('document-delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form submission deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(graphqlCalls(fetchMock, 'DeleteDocumentSubmission')).toEqual([{ id: SUBMISSION_ID }]);
  });

  it('shows "No Form Found" for a missing submission', async () => {
    serveDocuments(templateAnswers(), (url) =>
      url === RECORD_PATH ? jsonResponse(404, { statusCode: 404, message: 'Form submission not found.' }) : undefined,
    );
    renderPage();
    expect(await screen.findByTestId('document-not-found')).toHaveTextContent('No Form Found');
  });

  it('goes to the list without both ids', async () => {
    serve();
    const { router } = renderPage(`/documents/document-detail?formId=${TIMECARD_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
  });
});
