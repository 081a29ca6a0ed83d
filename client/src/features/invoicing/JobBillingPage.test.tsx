import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { JobBillingInvoicesDocument } from '../../api/gql/graphql';
import { answer } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { withSession } from '../documents/documents.fixtures';
import JobBillingPage from './JobBillingPage';
import {
  billingAnswers,
  billingJob,
  INVOICE_ID,
  invoiceRecord,
  JOB_ID,
  QUOTE_FORM_ID,
  QUOTE_ID,
  serveBilling,
} from './invoicing.fixtures';

withSession(['web:invoice', 'web:quoting']);
jest.setTimeout(20_000);

const invoicesAnswer = (invoices: ReturnType<typeof invoiceRecord>[]) =>
  answer(JobBillingInvoicesDocument).with(() => ({ complexInvoices: invoices }));

function renderPage(permissions = ['web:invoice', 'web:quoting'], path = `/jobs/billing?jobId=${JOB_ID}`) {
  return renderWithProviders(<JobBillingPage />, {
    path,
    routes: ['/quoting/create', '/quoting/quote-detail', '/invoicing/create', '/invoicing/details'],
    access: testAccess(permissions),
  });
}

describe('/jobs/billing', () => {
  it('shows the job, its QUOTED and INVOICED totals (the server’s), its quote and its invoices', async () => {
    serveBilling([
      invoicesAnswer([
        invoiceRecord({ amountCents: 150_000, status: 'sent' }),
        invoiceRecord({
          id: 'cycle-2',
          formSubmissionId: 'submission-2',
          number: 8,
          status: 'voided',
          amountCents: 99_900,
          cycleStartDate: '2026-11-09',
          cycleEndDate: '2026-11-15',
        }),
      ]),
      ...billingAnswers({ job: billingJob({ invoicedCents: 150_000 }) }),
    ]);
    renderPage();
    expect(await screen.findByTestId('job-billing-number')).toHaveTextContent('Job #1042');
    expect(screen.getByTestId('job-billing-name')).toHaveTextContent('Bridge beam set');
    expect(screen.getByTestId('job-billing-quoted')).toHaveTextContent('$2,000.00');
    await waitFor(() => expect(screen.getByTestId('job-billing-invoiced')).toHaveTextContent('$1,500.00'));
    expect(screen.getByText('QUOTED')).toBeInTheDocument();
    expect(screen.getByText('INVOICED')).toBeInTheDocument();

    const quote = await screen.findByTestId(`job-billing-quote-${QUOTE_ID}`);
    await waitFor(() => expect(quote).toHaveTextContent('#31'));
    expect(quote).toHaveTextContent('Accepted');
    expect(quote).toHaveTextContent('Sam Sales');
    const invoice = screen.getByTestId(`job-billing-invoice-${INVOICE_ID}`);
    expect(invoice).toHaveTextContent('#7');
    expect(invoice).toHaveTextContent('Whole job');
    expect(invoice).toHaveTextContent('Sent');
    expect(screen.getByTestId('job-billing-invoice-submission-2')).toHaveTextContent('11/09/2026 – 11/15/2026');
    expect(screen.queryByTestId('job-billing-over-quote')).not.toBeInTheDocument();
  });

  it('warns when the job’s invoices total more than its quote', async () => {
    serveBilling([
      invoicesAnswer([invoiceRecord({ amountCents: 150_000 }), invoiceRecord({ id: 'cycle-2', amountCents: 90_000 })]),
      ...billingAnswers({ job: billingJob({ invoicedCents: 240_000, overQuoteCents: 40_000 }) }),
    ]);
    renderPage();
    const warning = await screen.findByTestId('job-billing-over-quote');
    expect(warning).toHaveTextContent('Invoiced over the quote');
    expect(warning).toHaveTextContent("The job's invoices total $2,400.00, $400.00 more than the $2,000.00 quoted.");
  });

  it('shows "$ -" and the empty texts for a job without quote or invoices', async () => {
    serveBilling([
      invoicesAnswer([]),
      ...billingAnswers({ job: billingJob({ quoteId: null, quotedCostCents: null }) }),
    ]);
    renderPage();
    expect(await screen.findByText('There are no quotes for this job')).toBeInTheDocument();
    expect(await screen.findByText('There are no invoices for this job')).toBeInTheDocument();
    expect(screen.getByTestId('job-billing-quoted')).toHaveTextContent('$ -');
    expect(screen.getByTestId('job-billing-invoiced')).toHaveTextContent('$ -');
  });

  it('opens the quote and the invoice from their rows', async () => {
    serveBilling([invoicesAnswer([invoiceRecord()]), ...billingAnswers()]);
    const { router } = renderPage();
    await userEvent.click(await screen.findByTestId(`job-billing-invoice-${INVOICE_ID}`));
    expect(router.state.location.pathname).toBe('/invoicing/details');
    expect(router.state.location.search).toBe(`?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=${QUOTE_ID}`);
    await act(() => router.navigate(`/jobs/billing?jobId=${JOB_ID}`));
    const quote = await screen.findByTestId(`job-billing-quote-${QUOTE_ID}`);
    await waitFor(() => expect(quote).toHaveTextContent('#31'));
    await userEvent.click(quote);
    expect(router.state.location.pathname).toBe('/quoting/quote-detail');
    expect(router.state.location.search).toBe(`?formId=${QUOTE_FORM_ID}&formSubmissionId=${QUOTE_ID}`);
  });

  it('+ Create Quote opens the quote template with the job in state; + Create Invoice carries the way back', async () => {
    serveBilling([invoicesAnswer([]), ...billingAnswers()]);
    const { router } = renderPage();
    const createQuote = await screen.findByRole('button', { name: '+ Create Quote' });
    await waitFor(() => expect(createQuote).toBeEnabled());
    await userEvent.click(createQuote);
    expect(router.state.location.pathname).toBe('/quoting/create');
    expect(router.state.location.search).toBe(`?formId=${QUOTE_FORM_ID}`);
    expect(router.state.location.state).toEqual({ jobId: JOB_ID });

    await act(() => router.navigate(`/jobs/billing?jobId=${JOB_ID}`));
    await userEvent.click(await screen.findByRole('button', { name: '+ Create Invoice' }));
    expect(router.state.location.pathname).toBe('/invoicing/create');
    expect(router.state.location.search).toBe(`?jobId=${JOB_ID}&quoteId=${QUOTE_ID}`);
    expect(router.state.location.state).toEqual({ backTo: `/jobs/billing?jobId=${JOB_ID}` });
  });

  it('offers + Create Quote only to users who may quote', async () => {
    serveBilling([invoicesAnswer([]), ...billingAnswers()]);
    renderPage(['web:invoice']);
    expect(await screen.findByRole('button', { name: '+ Create Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Create Quote' })).not.toBeInTheDocument();
  });

  it('shows "Route not found" without a job id', async () => {
    serveBilling(billingAnswers());
    renderPage(['web:invoice'], '/jobs/billing');
    expect(await screen.findByText('Route not found')).toBeInTheDocument();
  });
});
