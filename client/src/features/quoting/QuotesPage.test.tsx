import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse, sentBody } from '../../test/fixtures';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import type { Submission } from '../documents';
import { withSession } from '../documents/documents.fixtures';
import QuotesPage, { EMPTY_MESSAGE } from './QuotesPage';
import { QUOTE_FORM_ID, quoteAnswers, quoteSubmission, serveQuoting } from './quoting.fixtures';

withSession(['web:quoting']);
jest.setTimeout(20_000);
beforeEach(() => stubIntersectionObserver());

const SEARCH_PATH = `/api/forms/${QUOTE_FORM_ID}/submission/search`;
const LIST_PATH = `/api/forms/${QUOTE_FORM_ID}/submission/list`;

const quotes: Submission[] = [
  quoteSubmission({ id: 'quote-a', number: 1, userId: 'user-3', userName: 'Sofia Patel' }),
  quoteSubmission({
    id: 'quote-b',
    number: 2,
    status: 'sent',
    userId: 'user-4',
    userName: 'Ben Cole',
    localDateTime: '2026-11-17T10:00:00',
    fields: [
      { id: 'jobTitle', value: 'Airport tower' },
      { id: 'client', value: 'Zenith Homes' },
    ],
  }),
];

/** Search (server filters) and list (client filters) both answer `rows`; the list in two pages. */
function serve(rows: Submission[] = quotes, patch?: (body: Record<string, unknown>) => Response) {
  return serveQuoting(quoteAnswers(), (url, init) => {
    if (url === SEARCH_PATH) return jsonResponse(200, { data: rows });
    if (url.startsWith(LIST_PATH)) {
      const page2 = new URL(url, 'http://x').searchParams.get('nextPageKey') === 'page-2';
      return page2
        ? jsonResponse(200, { data: rows.slice(1) })
        : jsonResponse(200, { data: rows.slice(0, 1), ...(rows.length > 1 ? { nextPageKey: 'page-2' } : {}) });
    }
    if (url.startsWith(`/api/forms/${QUOTE_FORM_ID}/submission/`) && init.method === 'PATCH')
      return patch?.(JSON.parse(init.body as string) as Record<string, unknown>);
    return undefined;
  });
}

const searches = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => url === SEARCH_PATH).map((call) => sentBody(call) as Record<string, unknown>);

function renderPage(serverSideQuoteFilters = true) {
  return renderWithProviders(<QuotesPage />, {
    path: '/quoting',
    routes: ['/quoting/create', '/quoting/quote-detail'],
    access: testAccess(['web:quoting'], { serverSideQuoteFilters }),
  });
}

const cellTexts = (rowId: string) =>
  within(screen.getByTestId(`quotes-row-${rowId}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/quoting', () => {
  it('keeps New Quote disabled until the quote template is found, then links to its create page', async () => {
    let resolve: () => void = () => undefined;
    const found = new Promise<void>((done) => (resolve = done));
    const fetchMock = serve();
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/graphql' && (init.body as string).includes('AdminFormTemplates')) await found;
      return original(url, init);
    });
    renderPage();
    expect(screen.getByTestId('quotes-new')).toBeDisabled();
    resolve();
    const link = await screen.findByRole('link', { name: 'New Quote' });
    expect(link).toHaveAttribute('href', `/quoting/create?formId=${QUOTE_FORM_ID}`);
  });

  it('lists the server’s search of the last 7 days with Job Name and Customer Name derived from the fields', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId('quotes-row-quote-a');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Job Name', 'Date Created', 'Created By', 'Customer Name', 'Quote Status']);
    expect(cellTexts('quote-a').slice(0, 4)).toEqual(['Bridge beam set', '11/18/2026', 'Sofia Patel', 'Acme Builders']);
    expect(
      within(screen.getByTestId('quotes-row-quote-b')).getByRole('combobox', { name: 'Quote Status' }),
    ).toHaveValue('Sent');
    const [first] = searches(fetchMock);
    const today = new Date();
    const weekAgo = new Date(today.getTime() - 7 * 86_400_000);
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(first).toEqual({ startDate: day(weekAgo), endDate: day(today), local: true, limit: 50 });
  });

  it('shows the empty message', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByTestId('quotes-table-empty')).toHaveTextContent(EMPTY_MESSAGE);
  });

  it('sorts Date Created on the server, cycling none → DESC → ASC → none; Job Name and Customer Name do not sort', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId('quotes-row-quote-a');
    expect(screen.queryByRole('button', { name: 'Sort by Job Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort by Customer Name' })).not.toBeInTheDocument();
    const dateHeader = screen.getByRole('button', { name: 'Sort by Date Created' });
    await userEvent.click(dateHeader);
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ orderField: 'createdAt', order: 'DESC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Date Created' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ orderField: 'createdAt', order: 'ASC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Date Created' }));
    await waitFor(() => expect(screen.getByTestId('quotes-sort-dateCreated')).toHaveAttribute('data-sort', 'none'));
    expect(searches(fetchMock).at(-1)).not.toHaveProperty('orderField');
  });

  it('counts the filters in use on the Filters button and sends them to the search', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId('quotes-row-quote-a');
    expect(screen.queryByTestId('quotes-filter-count')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('quotes-filters'));
    // The popover loads on the first click (QuoteFilters.tsx).
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sent' }));
    await waitFor(() => expect(screen.getByTestId('quotes-filter-count')).toHaveTextContent('1'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Created By' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sofia Patel' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Name' }), 'beam');
    await waitFor(() => expect(screen.getByTestId('quotes-filter-count')).toHaveTextContent('3'), { timeout: 3000 });
    expect(searches(fetchMock).at(-1)).toMatchObject({
      status: ['sent'],
      userId: ['user-3'],
      fullTextSearch: [{ id: 'jobTitle', value: 'beam' }],
    });
    // All expands to every status (still one filter).
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(searches(fetchMock).at(-1)).toMatchObject({ status: ['draft', 'sent', 'accepted', 'rejected', 'new'] }),
    );
    expect(screen.getByTestId('quotes-filter-count')).toHaveTextContent('3');
    await userEvent.click(screen.getByTestId('quotes-filter-clear'));
    await waitFor(() => expect(screen.queryByTestId('quotes-filter-count')).not.toBeInTheDocument());
  });

  it('without server filters reads every page of the list and filters and sorts on the client', async () => {
    const fetchMock = serve();
    renderPage(false);
    expect(await screen.findByTestId('quotes-row-quote-b')).toBeInTheDocument();
    const lists = fetchMock.mock.calls.filter(([url]) => url.startsWith(LIST_PATH)).map(([url]) => url);
    expect(lists[0]).toMatch(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}&local=true&limit=100$/);
    expect(lists[1]).toContain('nextPageKey=page-2');
    expect(searches(fetchMock)).toEqual([]);

    const order = () => screen.getAllByTestId(/^quotes-row-/).map((row) => row.dataset.testid);
    // Every column sorts on the client: Job Name DESC, then ASC.
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Job Name' }));
    expect(order()).toEqual(['quotes-row-quote-a', 'quotes-row-quote-b']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Job Name' }));
    expect(order()).toEqual(['quotes-row-quote-b', 'quotes-row-quote-a']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Customer Name' }));
    expect(order()).toEqual(['quotes-row-quote-b', 'quotes-row-quote-a']);

    await userEvent.click(screen.getByTestId('quotes-filters'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer Name' }), 'acme');
    await waitFor(() => expect(screen.queryByTestId('quotes-row-quote-b')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByTestId('quotes-row-quote-a')).toBeInTheDocument();
    expect(screen.getByTestId('quotes-filter-count')).toHaveTextContent('1');
  });

  it('changes a quote’s status in its row (lowercase) without opening it', async () => {
    const fetchMock = serve(quotes, (body) =>
      jsonResponse(200, { data: quoteSubmission({ id: 'quote-a', status: (body.data as { status: string }).status }) }),
    );
    const { router } = renderPage();
    const row = await screen.findByTestId('quotes-row-quote-a');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Quote Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accepted' }));
    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    expect(patch[0]).toBe(`/api/forms/${QUOTE_FORM_ID}/submission/quote-a`);
    expect(sentBody(patch)).toEqual({ data: { status: 'accepted' } });
    expect(within(row).getByRole('combobox', { name: 'Quote Status' })).toHaveValue('Accepted');
    expect(router.state.location.pathname).toBe('/quoting');
  });

  it('shows "Unable to update status." when the change fails', async () => {
    serve(quotes, () => jsonResponse(400, { statusCode: 400, message: 'Status must be one of: draft.' }));
    renderPage();
    const row = await screen.findByTestId('quotes-row-quote-a');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Quote Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sent' }));
    expect(await screen.findByText('Unable to update status.')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Quote Status' })).toHaveValue('Draft');
  });

  it('opens a quote’s detail page from its row', async () => {
    serve();
    const { router } = renderPage();
    await userEvent.click(await screen.findByText('Airport tower'));
    expect(router.state.location.pathname).toBe('/quoting/quote-detail');
    expect(router.state.location.search).toBe(`?formId=${QUOTE_FORM_ID}&formSubmissionId=quote-b`);
  });
});
