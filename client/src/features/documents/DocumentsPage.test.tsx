import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { jsonResponse, sentBody } from '../../test/fixtures';
import { graphqlCalls } from '../../test/graphql';
import { reveal, stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import DocumentsPage from './DocumentsPage';
import {
  fileResponse,
  INSPECTION_ID,
  sentEvents,
  serveDocuments,
  submission,
  templateAnswers,
  TIMECARD_ID,
  withSession,
} from './documents.fixtures';

withSession(['timecard:admin', 'web:settings']);
jest.setTimeout(20_000);

const createObjectURL = jest.fn<(blob: Blob) => string>(() => 'blob:documents');
beforeEach(() => {
  stubIntersectionObserver();
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
  // The download link's click would navigate jsdom to the blob: URL, which it cannot.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const SEARCH_PATH = `/api/forms/${TIMECARD_ID}/submission/search`;
const rows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) =>
    submission({ id: `submission-${from + index}`, number: from + index, userId: `user-${from + index}` }),
  );

/** Serves two pages of timecards (nextPageKey "page-2"), and `rest` first. */
function serve(rest: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  return serveDocuments(templateAnswers(), (url, init) => {
    const answered = rest(url, init);
    if (answered) return answered;
    if (url === SEARCH_PATH) {
      const { nextPageKey } = JSON.parse(init.body as string) as { nextPageKey?: string };
      return nextPageKey === 'page-2'
        ? jsonResponse(200, { data: rows(2, 3) })
        : jsonResponse(200, { data: rows(2), nextPageKey: 'page-2' });
    }
    if (url.startsWith(`/api/forms/${INSPECTION_ID}/submission/search`)) return jsonResponse(200, { data: [] });
    return undefined;
  });
}

const searches = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => url === SEARCH_PATH).map((call) => sentBody(call) as Record<string, unknown>);

function renderPage(permissions = ['timecard:admin', 'web:settings'], path = '/documents') {
  return renderWithProviders(<DocumentsPage />, {
    path,
    routes: ['/documents/document-detail', '/documents/create'],
    access: testAccess(permissions),
  });
}

describe('/documents', () => {
  it('has a tab per form of the Documents page setting, in quicklink order, quotes left out', async () => {
    serve();
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Daily Timecard', 'Crane Inspection']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('documents-row-submission-1')).toHaveTextContent('Frank Miller');
    expect(screen.getByRole('link', { name: 'New Document' })).toHaveAttribute(
      'href',
      `/documents/create?formId=${TIMECARD_ID}`,
    );
  });

  it('keeps the setting’s order for a user who cannot read the quicklinks, and reads no users', async () => {
    const fetchMock = serve();
    renderPage(['timecard:admin']);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Crane Inspection', 'Daily Timecard']);
    expect(graphqlCalls(fetchMock, 'DocumentsQuickLinkOrder')).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/users'))).toBe(false);
    await userEvent.click(tabs[1]);
    expect(await screen.findByTestId('documents-row-submission-1')).toBeInTheDocument();
  });

  it('searches the last 7 days newest first, then reads the next page when the last row shows', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId('documents-row-submission-2');
    const [first] = searches(fetchMock);
    expect(first).toMatchObject({ local: true, orderField: 'localDateTime', order: 'DESC', limit: 20 });
    expect(first.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    reveal(screen.getByTestId('documents-row-submission-2'));
    expect(await screen.findByTestId('documents-row-submission-4')).toBeInTheDocument();
    expect(searches(fetchMock)[1]).toMatchObject({ nextPageKey: 'page-2', orderField: 'localDateTime' });
  });

  it('sends the status and text filters to the server’s search and records "form filtered"', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId('documents-row-submission-1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Issue' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ status: ['Issue'] }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'truss');
    await waitFor(() =>
      expect(searches(fetchMock).at(-1)).toMatchObject({ status: ['Issue'], fullTextSearch: [{ value: 'truss' }] }),
    );
    await flushEvents();
    expect(sentEvents(fetchMock)).toContainEqual(['form filtered', { formId: TIMECARD_ID, filters: ['status'] }]);
    expect(sentEvents(fetchMock)).toContainEqual([
      'form filtered',
      { formId: TIMECARD_ID, filters: ['status', 'text'] },
    ]);
  });

  it('lists by the form’s dynamic document: its columns, page size and field filters', async () => {
    const dynamicDocument = {
      title: 'Timecards',
      columns: [
        { header: 'Timecard', property: 'number', format: 'text', sortable: true },
        { header: 'Crane', fieldId: 'crane', format: 'text', sortable: true },
        { header: 'Hours', fieldId: 'hours', format: 'hours', sortable: false },
        { header: 'Status', property: 'status', format: 'text', sortable: true },
      ],
      defaultSort: { by: 'number', order: 'ASC' },
      filters: [
        { label: 'Crane', fieldId: 'crane', match: 'exact' },
        { label: 'Notes', fieldId: 'notes', match: 'text' },
      ],
      summary: [],
      pageSize: 50,
    };
    const fetchMock = serve((url) =>
      url === `/api/forms/${TIMECARD_ID}/dynamicdocument/checked`
        ? jsonResponse(200, { data: dynamicDocument })
        : undefined,
    );
    renderPage();
    const row = await screen.findByTestId('documents-row-submission-1');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '1', 'Grove RT530E', '8.58', 'New']);
    expect(searches(fetchMock)[0]).toMatchObject({ orderField: 'number', order: 'ASC', limit: 50 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Crane' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tadano GR-600XL' }));
    await waitFor(() =>
      expect(searches(fetchMock).at(-1)).toMatchObject({ exactMatch: [{ id: 'crane', value: 'Tadano GR-600XL' }] }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'truss');
    await waitFor(() =>
      expect(searches(fetchMock).at(-1)).toMatchObject({ fullTextSearch: [{ id: 'notes', value: 'truss' }] }),
    );
    await userEvent.click(screen.getByTestId('documents-clear-filters'));
    await waitFor(() => expect(searches(fetchMock).at(-1)).not.toHaveProperty('exactMatch'));
    expect(searches(fetchMock).at(-1)).not.toHaveProperty('fullTextSearch');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
  });

  it('sorts by a sortable column on the server', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId('documents-row-submission-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Number' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ orderField: 'number', order: 'DESC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Number' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ orderField: 'number', order: 'ASC' }));
  });

  it('downloads the selected rows as one CSV and records "form bulk CSV downloaded"', async () => {
    const fetchMock = serve((url) =>
      url === `/api/forms/${TIMECARD_ID}/submission/export`
        ? fileResponse('Number\n1\n2\n', 'text/csv', 'Timecards.csv')
        : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select #1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select #2' }));
    expect(screen.getByTestId('documents-selection')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('documents-download-csv'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exportCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/submission/export'))!;
    expect(sentBody(exportCall)).toEqual({ fileType: 'CSV', formSubmissionIds: ['submission-1', 'submission-2'] });
    await flushEvents();
    expect(sentEvents(fetchMock)).toContainEqual([
      'form bulk CSV downloaded',
      { formId: TIMECARD_ID, count: 2, scope: 'selected' },
    ]);
  });

  it('without a selection, exports everything the filters find as one PDF; a refusal shows the server’s reason', async () => {
    const fetchMock = serve((url) =>
      url === `/api/forms/${TIMECARD_ID}/submission/export`
        ? jsonResponse(400, { statusCode: 400, message: 'A PDF holds at most 500 submissions: narrow the filter.' })
        : undefined,
    );
    renderPage();
    await screen.findByTestId('documents-row-submission-1');
    await userEvent.click(screen.getByTestId('documents-download-pdf'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error exporting PDF')).toBeInTheDocument();
    expect(within(alert).getByText('A PDF holds at most 500 submissions: narrow the filter.')).toBeInTheDocument();
    const exportCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/submission/export'))!;
    const body = sentBody(exportCall) as { fileType: string; filter: Record<string, unknown> };
    expect(body.fileType).toBe('PDF');
    expect(body.filter).toMatchObject({ local: true });
    expect(body.filter).not.toHaveProperty('limit');
  });

  it('opens a row’s detail page', async () => {
    serve();
    const { router } = renderPage();
    await userEvent.click(await screen.findByTestId('documents-row-submission-1'));
    expect(router.state.location.pathname).toBe('/documents/document-detail');
    expect(router.state.location.search).toBe(`?formId=${TIMECARD_ID}&formSubmissionId=submission-1`);
  });
});
