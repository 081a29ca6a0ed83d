import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  InvoicingInvoicesDocument,
  InvoicingOverviewDocument,
  InvoicingReadyJobsDocument,
  type InvoicingReadyJobsQuery,
} from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { BRANCH_ID, withSession } from '../documents/documents.fixtures';
import InvoicingPage from './InvoicingPage';
import { billingAnswers, INVOICE_ID, invoiceRecord, JOB_ID, QUOTE_ID, serveBilling } from './invoicing.fixtures';

withSession(['web:invoice']);
jest.setTimeout(20_000);
beforeEach(stubIntersectionObserver);

const READY_JOB_ID = '3b000000-0000-4000-8000-0000000000aa';

const readyJob: InvoicingReadyJobsQuery['jobsWithoutDates'][number] = {
  __typename: 'ComplexJob',
  id: READY_JOB_ID,
  number: '1050',
  name: 'Tower crane climb',
  quoteId: QUOTE_ID,
  quotedCostCents: 1_500_000,
  startDate: '2026-11-09',
  endDate: '2026-11-13',
};

interface Data {
  counts?: { readyToInvoice: number; readyToApprove: number; readyToSend: number };
  jobs?: (typeof readyJob)[];
  /** The invoices of each status. */
  invoices?: Record<string, ReturnType<typeof invoiceRecord>[]>;
}

function serve({
  counts = { readyToInvoice: 2, readyToApprove: 0, readyToSend: 1 },
  jobs = [readyJob],
  invoices = { draft: [invoiceRecord()], ready_to_send: [invoiceRecord({ status: 'ready_to_send', number: 9 })] },
}: Data = {}) {
  return serveBilling([
    answer(InvoicingOverviewDocument).with(() => ({
      invoiceOverview: { __typename: 'InvoiceOverview', ...counts },
    })),
    answer(InvoicingReadyJobsDocument).with(() => ({ jobsWithoutDates: jobs })),
    answer(InvoicingInvoicesDocument).with(({ filters }) => {
      const items = invoices[filters?.status?.[0] ?? ''] ?? [];
      return {
        invoices: {
          __typename: 'InvoicePage',
          items,
          nextPageKey: null,
          hasNextPage: false,
          totalCount: items.length,
        },
      };
    }),
    ...billingAnswers(),
  ]);
}

function renderPage(path = '/invoicing') {
  return renderWithProviders(<InvoicingPage />, {
    path,
    routes: ['/invoicing/details', '/invoicing/create'],
    access: testAccess(['web:invoice']),
  });
}

describe('/invoicing', () => {
  it('shows the three tiles with their counts, Ready to Invoice merging ready jobs with draft invoices', async () => {
    const fetchMock = serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Invoicing' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('invoicing-tile-ready-to-invoice-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('invoicing-tile-ready-to-approve-count')).toHaveTextContent('0');
    expect(screen.getByTestId('invoicing-tile-ready-to-send-count')).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /Ready to Invoice/ })).toHaveAttribute('aria-selected', 'true');

    const jobRow = await screen.findByTestId(`invoicing-row-job-${READY_JOB_ID}`);
    expect(jobRow).toHaveTextContent('1050');
    expect(jobRow).toHaveTextContent('Tower crane climb');
    expect(jobRow).toHaveTextContent('Ready to Invoice');
    expect(jobRow).toHaveTextContent('$15,000.00');
    const draftRow = screen.getByTestId('invoicing-row-invoice-3b000000-0000-4000-8000-000000000004');
    expect(draftRow).toHaveTextContent('#7');
    expect(draftRow).toHaveTextContent('Draft');
    expect(within(draftRow).getByRole('link', { name: 'View Invoice' })).toHaveAttribute(
      'href',
      `/invoicing/details?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=${QUOTE_ID}`,
    );
    expect(within(jobRow).getByRole('link', { name: 'Create Invoice' })).toHaveAttribute(
      'href',
      `/invoicing/create?jobId=${READY_JOB_ID}&quoteId=${QUOTE_ID}`,
    );
    // The ready jobs are the flagged ones (limit 100); the drafts the invoices of status draft.
    expect(graphqlCalls(fetchMock, 'InvoicingReadyJobs')[0]).toEqual({
      filters: { isReadyForInvoice: true, limit: 100 },
    });
    expect(graphqlCalls(fetchMock, 'InvoicingInvoices')[0]).toEqual({ filters: { status: ['draft'], limit: 50 } });
  });

  it('a row click opens the job’s new invoice or the invoice’s details', async () => {
    serve();
    const { router } = renderPage();
    await userEvent.click(await screen.findByText('Tower crane climb'));
    expect(router.state.location.pathname).toBe('/invoicing/create');
    expect(router.state.location.search).toBe(`?jobId=${READY_JOB_ID}&quoteId=${QUOTE_ID}`);
  });

  it('switches tiles like tabs and shows each tile’s empty text', async () => {
    serve({ jobs: [], invoices: {} });
    renderPage();
    expect(await screen.findByText('You don’t have any work ready to invoice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Ready to Approve/ }));
    expect(await screen.findByText('You don’t have any work ready to approve')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Ready to Approve/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: /Ready to Send/ }));
    expect(await screen.findByText('You don’t have any work ready to send')).toBeInTheDocument();
  });

  it('lists Ready to Send invoices with their status colour and no ready jobs', async () => {
    const fetchMock = serve();
    renderPage('/invoicing?tab=ready-to-send');
    const row = await screen.findByTestId('invoicing-row-invoice-3b000000-0000-4000-8000-000000000004');
    expect(row).toHaveTextContent('#9');
    expect(row).toHaveTextContent('Ready to Send');
    expect(graphqlCalls(fetchMock, 'InvoicingReadyJobs')).toHaveLength(0);
  });

  it('counts branch, division and sales person choices on the Filters badge, not the search', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByTestId(`invoicing-row-job-${READY_JOB_ID}`);
    expect(screen.queryByTestId('invoicing-filter-count')).not.toBeInTheDocument();

    await userEvent.type(screen.getByTestId('invoicing-search'), 'tower');
    expect(screen.queryByTestId('invoicing-filter-count')).not.toBeInTheDocument();
    // The search applies 1 s after typing stops.
    await waitFor(
      () => expect(graphqlCalls(fetchMock, 'InvoicingOverview')).toContainEqual({ filters: { searchTerm: 'tower' } }),
      { timeout: 3000 },
    );

    await userEvent.click(screen.getByTestId('invoicing-filters'));
    await userEvent.click(screen.getByTestId('invoicing-branch-filter'));
    await userEvent.click(await screen.findByRole('option', { name: 'Denver' }));
    expect(screen.getByTestId('invoicing-filter-count')).toHaveTextContent('1');
    await waitFor(() =>
      expect(graphqlCalls(fetchMock, 'InvoicingOverview')).toContainEqual({
        filters: { branchId: BRANCH_ID, searchTerm: 'tower' },
      }),
    );
    await userEvent.click(screen.getByTestId('invoicing-division-filter'));
    await userEvent.click(await screen.findByRole('option', { name: 'Crane Services' }));
    expect(screen.getByTestId('invoicing-filter-count')).toHaveTextContent('2');
    await userEvent.click(screen.getByTestId('invoicing-clear-filters'));
    expect(screen.queryByTestId('invoicing-filter-count')).not.toBeInTheDocument();
  });

  it('sorts the rows by a column: ascending, descending, then the server’s order', async () => {
    serve({
      jobs: [readyJob],
      invoices: { draft: [invoiceRecord({ amountCents: 5_000 })] },
    });
    renderPage();
    await screen.findByTestId(`invoicing-row-job-${READY_JOB_ID}`);
    const order = () =>
      screen
        .getAllByTestId(/^invoicing-row-/)
        .map((row) => row.getAttribute('data-testid')!.replace('invoicing-row-', ''));
    const initial = order();
    expect(initial[0]).toBe(`job-${READY_JOB_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Quoted' }));
    expect(order()[0]).toMatch(/^invoice-/);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Quoted' }));
    expect(order()[0]).toBe(`job-${READY_JOB_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Quoted' }));
    expect(order()).toEqual(initial);
  });
});
