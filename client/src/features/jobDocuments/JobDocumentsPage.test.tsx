import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addDays } from 'date-fns';
import { toIsoDate } from '../../ui/format';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import JobDocumentsPage from './JobDocumentsPage';
import { SAVE_FAILED, UPLOAD_FAILED, type JobDocument } from './jobDocuments';

const JOB = 'job-1';
const LIST = `GET /api/job/${JOB}/documents`;
const day = (offset: number) => toIsoDate(addDays(new Date(), offset));
// user-event knows no `application/*` wildcard in `accept`, so it would refuse every document.
const user = userEvent.setup({ applyAccept: false });

const aDocument = (id: string, extra: Partial<JobDocument> = {}): JobDocument => ({
  id,
  name: `Plan ${id}.pdf`,
  contentType: 'application/pdf',
  url: `/api/files/account-1/documents/${id}.pdf?expires=1&signature=s`,
  thumbnailUrl: '',
  createdAt: '2026-11-02T15:04:00.000Z',
  expiresAt: null,
  isMobileViewable: false,
  jobId: JOB,
  complexJobId: JOB,
  active: true,
  sizeBytes: 1200,
  version: '1.0',
  ...extra,
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Serves `handlers` keyed by "METHOD /api/path"; anything else is a 404. */
function serve(handlers: Record<string, Handler>) {
  return mockFetch((url, init) => {
    const handler = handlers[`${init.method ?? 'GET'} ${url}`];
    return handler ? handler(url, init) : jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}

const calls = (fetchMock: ReturnType<typeof serve>, prefix: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init.method ?? 'GET'} ${url}`.startsWith(prefix))
    .map(([, init]) => (typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));

function renderPage(handlers: Record<string, Handler>, path = `/jobs/job-documents?jobId=${JOB}`) {
  const fetchMock = serve(handlers);
  const result = renderWithProviders(<JobDocumentsPage />, {
    path,
    routes: ['/schedule'],
    access: testAccess(['web:schedule']),
  });
  return { fetchMock, ...result };
}

const listing = (documents: JobDocument[]) => () => jsonResponse(200, { data: documents });

beforeEach(() => signInAs(['web:schedule']));
afterEach(async () => {
  notifications.clean();
  jest.restoreAllMocks();
  await clearTokens();
});

describe('job documents page', () => {
  it('lists the documents: name opening the file in a new tab, type, upload date, expiry and visibility', async () => {
    renderPage({
      [LIST]: listing([
        aDocument('d1', { name: 'Lift plan.pdf', expiresAt: day(0) }),
        aDocument('d2', { expiresAt: day(7), isMobileViewable: true, contentType: 'image/png' }),
        aDocument('d3', { expiresAt: day(8) }),
        aDocument('d4', { expiresAt: day(-30) }),
      ]),
    });
    expect(screen.getByRole('heading', { name: 'Job Documents' })).toBeInTheDocument();
    const table = await screen.findByTestId('job-documents-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Document Name', 'File Type', 'Uploaded Date', 'Expiration Date', 'Visibility', '']);

    const link = within(screen.getByTestId('job-document-d1')).getByRole('link', { name: 'Lift plan.pdf' });
    expect(link).toHaveAttribute('href', aDocument('d1').url);
    expect(link).toHaveAttribute('target', '_blank');
    const first = within(screen.getByTestId('job-document-d1'));
    expect(first.getByText('PDF')).toBeInTheDocument();
    expect(first.getByText('11/02/2026')).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: 'Visibility of Lift plan.pdf' })).toHaveValue('Web Only');
    expect(
      within(screen.getByTestId('job-document-d2')).getByRole('combobox', { name: 'Visibility of Plan d2.pdf' }),
    ).toHaveValue('Web & Mobile');
    expect(within(screen.getByTestId('job-document-d2')).getByText('PNG image')).toBeInTheDocument();

    const expiry = (id: string) =>
      within(screen.getByTestId(`job-document-${id}`))
        .getByLabelText(/^Expiration date of/)
        .getAttribute('data-expiry');
    expect(['d1', 'd2', 'd3', 'd4'].map(expiry)).toEqual(['red', 'yellow', 'none', 'red']);
  });

  it('says so when the job has no documents, and shows why a list cannot load', async () => {
    renderPage({ [LIST]: listing([]) });
    expect(await screen.findByText('No documents found.')).toBeInTheDocument();
    notifications.clean();
    renderPage({ [LIST]: () => jsonResponse(404, { statusCode: 404, message: 'Job not found.' }) });
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
  });

  it('goes back to the schedule without a job id', async () => {
    const { router } = renderPage({}, '/jobs/job-documents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
  });

  it('uploads the file, then registers it as the spec says, and reloads the list a second later', async () => {
    const saved = aDocument('new', { name: 'rigging.pdf' });
    const { fetchMock } = renderPage({
      [LIST]: listing([]),
      'POST /api/upload-document': () => jsonResponse(201, { data: { Location: '/api/files/k.pdf?s=1' } }),
      [`POST /api/job/${JOB}/document`]: () => jsonResponse(201, { data: saved }),
    });
    await screen.findByText('No documents found.');
    const input = screen.getByLabelText('Upload Document');
    expect(input).toHaveAttribute('accept', 'application/*,image/*');
    await user.upload(input, new File(['%PDF-1.4'], 'rigging.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Document saved to job.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/upload-document')).toEqual([
      {
        data: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
        mime: 'application/pdf',
        jobId: JOB,
        name: 'rigging.pdf',
      },
    ]);
    expect(calls(fetchMock, `POST /api/job/${JOB}/document`)).toEqual([
      {
        name: 'rigging.pdf',
        contentType: 'application/pdf',
        url: '/api/files/k.pdf?s=1',
        thumbnailUrl: '',
        expiresAt: null,
        isMobileViewable: false,
        active: true,
        sizeBytes: 8,
        version: '1.0',
      },
    ]);
    expect(calls(fetchMock, LIST)).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, LIST)).toHaveLength(2), { timeout: 2000 });
  });

  it('tells which step of an upload failed', async () => {
    const file = new File(['%PDF-1.4'], 'rigging.pdf', { type: 'application/pdf' });
    const failedUpload = renderPage({
      [LIST]: listing([]),
      'POST /api/upload-document': () => jsonResponse(400, { statusCode: 400, message: 'Required' }),
    });
    await user.upload(await screen.findByLabelText('Upload Document'), file);
    expect(await screen.findByText(UPLOAD_FAILED)).toBeInTheDocument();
    expect(calls(failedUpload.fetchMock, `POST /api/job/${JOB}/document`)).toEqual([]);
    failedUpload.unmount();
    notifications.clean();

    renderPage({
      [LIST]: listing([]),
      'POST /api/upload-document': () => jsonResponse(201, { data: { Location: '/api/files/k.pdf' } }),
      [`POST /api/job/${JOB}/document`]: () =>
        jsonResponse(500, { statusCode: 500, message: 'Error creating document' }),
    });
    await user.upload(await screen.findByLabelText('Upload Document'), file);
    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const { fetchMock } = renderPage({ [LIST]: listing([]) });
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await user.upload(await screen.findByLabelText('Upload Document'), big);
    expect(await screen.findByText(UPLOAD_FAILED)).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toEqual([]);
  });

  it('shows name and visibility edits at once and sends them together after a second of quiet', async () => {
    const document = aDocument('d1', { name: 'Plan.pdf' });
    const { fetchMock } = renderPage({
      [LIST]: listing([document]),
      [`PATCH /api/job/${JOB}/document/d1`]: (_, init) =>
        jsonResponse(200, { data: { ...document, ...(JSON.parse(init.body as string) as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Plan.pdf' }));
    const name = screen.getByRole('textbox', { name: 'Document name' });
    await user.clear(name);
    await user.type(name, 'Lift plan{Enter}');
    expect(screen.getByRole('link', { name: 'Lift plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Visibility of Lift plan' }));
    await user.click(await screen.findByRole('option', { name: 'Web & Mobile' }));
    expect(screen.getByRole('combobox', { name: 'Visibility of Lift plan' })).toHaveValue('Web & Mobile');
    expect(calls(fetchMock, 'PATCH')).toEqual([]);

    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1), { timeout: 2000 });
    expect(calls(fetchMock, 'PATCH')).toEqual([{ name: 'Lift plan', isMobileViewable: true }]);
    expect(screen.getByRole('link', { name: 'Lift plan' })).toBeInTheDocument();
  });

  it('clears an expiry, and on a refused edit says so and shows the saved values again', async () => {
    const document = aDocument('d1', { name: 'Plan.pdf', expiresAt: day(2) });
    const { fetchMock } = renderPage({
      [LIST]: listing([document]),
      [`PATCH /api/job/${JOB}/document/d1`]: () => jsonResponse(400, { statusCode: 400, message: 'Invalid date.' }),
    });
    const row = within(await screen.findByTestId('job-document-d1'));
    expect(row.getByLabelText('Expiration date of Plan.pdf')).toHaveAttribute('data-expiry', 'yellow');
    await user.click(row.getByRole('button', { name: 'Clear the expiration date of Plan.pdf' }));
    expect(row.getByLabelText('Expiration date of Plan.pdf')).toHaveAttribute('data-expiry', 'none');

    expect(await screen.findByText('Failed to update document', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH')).toEqual([{ expiresAt: null }]);
    await waitFor(() =>
      expect(row.getByLabelText('Expiration date of Plan.pdf')).toHaveAttribute('data-expiry', 'yellow'),
    );
  });

  it('deletes a document only after the confirmation', async () => {
    let documents = [aDocument('d1', { name: 'Plan.pdf' })];
    const { fetchMock } = renderPage({
      [LIST]: () => jsonResponse(200, { data: documents }),
      [`DELETE /api/job/${JOB}/document/d1`]: () => {
        documents = [];
        return jsonResponse(200, { data: null });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Plan.pdf' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Document' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Are you sure you want to delete this document? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Plan.pdf' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No documents found.')).toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    renderPage({
      [LIST]: listing([aDocument('d1', { name: 'Plan.pdf' })]),
      [`DELETE /api/job/${JOB}/document/d1`]: () => jsonResponse(500, { statusCode: 500, message: 'Boom' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Plan.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete document.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan.pdf' })).toBeInTheDocument();
  });
});
