import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UpdateInvoiceDocument } from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { withSession } from '../documents/documents.fixtures';
import InvoiceDetailsPage from './InvoiceDetailsPage';
import {
  billingAnswers,
  billingJob,
  INVOICE_ID,
  invoiceSubmission,
  JOB_ID,
  QUOTE_ID,
  serveBilling,
} from './invoicing.fixtures';

withSession(['web:invoice']);
jest.setTimeout(20_000);

const DETAILS = `/invoicing/details?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=${QUOTE_ID}`;

const updated = answer(UpdateInvoiceDocument).with(({ input }) => ({
  updateInvoice: {
    __typename: 'InvoicePayload',
    code: 200,
    success: true,
    message: 'Invoice updated.',
    formSubmission: {
      __typename: 'FormSubmission',
      id: input.id,
      status: (input.formSubmission?.data as { status: string }).status,
    },
  },
}));

function renderPage(path = DETAILS) {
  return renderWithProviders(<InvoiceDetailsPage />, {
    path,
    routes: ['/invoicing', '/invoicing/edit'],
    access: testAccess(['web:invoice']),
  });
}

describe('/invoicing/details', () => {
  it('shows the invoice read-only with its amounts, status, PDF and history', async () => {
    serveBilling([...billingAnswers()]);
    renderPage();
    expect(await screen.findByTestId('invoice-title')).toHaveTextContent('Invoice #7');
    expect(screen.getByTestId('invoice-status-badge')).toHaveTextContent('Draft');
    expect(screen.getByTestId('invoice-back-link')).toHaveTextContent('Invoices');
    expect(screen.getByTestId('invoice-back-link')).toHaveAttribute('href', '/invoicing');
    expect(screen.getByTestId('form-field-customerName-value')).toHaveTextContent('Acme Builders');
    expect(await screen.findByTestId('invoice-quoted-amount')).toHaveTextContent('$2,000.00');
    expect(screen.getByTestId('invoice-invoiced-amount')).toHaveTextContent('$2,000.00');
    // Equal to the quote: not red.
    expect(screen.getByTestId('invoice-invoiced-amount')).not.toHaveAttribute('data-over');
    expect(screen.getByTestId('invoice-download-pdf')).toHaveTextContent('Download PDF');
    expect(screen.getByTestId('invoice-edit')).toHaveAttribute(
      'href',
      `/invoicing/edit?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=${QUOTE_ID}`,
    );
    expect(await screen.findByTestId('invoice-history-reason')).toHaveTextContent('Crane corrected.');
  });

  it('shows the invoiced amount red when it exceeds the quoted amount', async () => {
    serveBilling(billingAnswers(), { invoice: invoiceSubmission({}, 250_050) });
    renderPage();
    const invoiced = await screen.findByTestId('invoice-invoiced-amount');
    await waitFor(() => expect(invoiced).toHaveAttribute('data-over', 'true'));
    expect(invoiced).toHaveTextContent('$2,500.50');
    expect(screen.getByTestId('invoice-quoted-amount')).toHaveTextContent('$2,000.00');
  });

  it('warns when the job’s invoices together total more than the quote, this one under it', async () => {
    serveBilling(billingAnswers({ job: billingJob({ invoicedCents: 380_000, overQuoteCents: 180_000 }) }), {
      invoice: invoiceSubmission({}, 190_000),
    });
    renderPage();
    const warning = await screen.findByTestId('invoice-over-quote');
    expect(warning).toHaveTextContent("The job's invoices total $3,800.00, $1,800.00 more than the $2,000.00 quoted.");
    expect(screen.getByTestId('invoice-invoiced-amount')).not.toHaveAttribute('data-over');
  });

  it('says so when the invoice has no line items', async () => {
    const invoice = invoiceSubmission();
    serveBilling(billingAnswers(), {
      invoice: { ...invoice, fields: invoice.fields.filter((field) => field.id !== 'invoiceLineItems') },
    });
    renderPage();
    expect(await screen.findByTestId('form-field-invoiceLineItems-empty')).toHaveTextContent(
      'There are no line items for this Invoice',
    );
  });

  it('shows "$ -" for a job without a quoted cost, never red', async () => {
    serveBilling(billingAnswers({ job: billingJob({ quotedCostCents: null }) }));
    renderPage();
    await waitFor(() => expect(screen.getByTestId('invoice-quoted-amount')).toHaveTextContent('$ -'));
    expect(screen.getByTestId('invoice-invoiced-amount')).not.toHaveAttribute('data-over');
  });

  it('offers every status but voided, and sends a change with its note', async () => {
    const fetchMock = serveBilling([updated, ...billingAnswers()]);
    renderPage();
    await userEvent.click(await screen.findByTestId('invoice-status'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Draft',
      'Paid',
      'Ready to Approve',
      'Ready to Send',
      'Sent',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Ready to Send' }));
    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateInvoice')).toEqual([
      {
        input: {
          id: INVOICE_ID,
          formSubmission: { data: { status: 'ready_to_send' }, changeNotes: 'Changed the status to: Ready to Send' },
          jobId: JOB_ID,
          quoteId: QUOTE_ID,
        },
      },
    ]);
  });

  it('voids the invoice after its confirmation', async () => {
    const fetchMock = serveBilling([updated, ...billingAnswers()]);
    renderPage();
    await userEvent.click(await screen.findByTestId('invoice-void'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Void Invoice')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Are you sure you want to void this invoice? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Void Invoice' }));
    expect(await screen.findByText('Invoice voided.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'UpdateInvoice')[0]).toMatchObject({
      input: { id: INVOICE_ID, formSubmission: { data: { status: 'voided' } } },
    });
  });

  it('shows a voided invoice without Edit, Void or the status selector', async () => {
    serveBilling(billingAnswers(), {
      invoice: invoiceSubmission({ status: 'voided', data: { status: 'voided', number: 7 } }),
    });
    renderPage();
    expect(await screen.findByTestId('invoice-status-badge')).toHaveTextContent('Voided');
    expect(screen.getByTestId('invoice-status-final')).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('invoice-void')).not.toBeInTheDocument();
    expect(screen.queryByTestId('invoice-status')).not.toBeInTheDocument();
  });

  it.each([
    ['a formSubmissionId that is not a UUID', `/invoicing/details?formSubmissionId=42&jobId=${JOB_ID}`],
    ['no jobId', `/invoicing/details?formSubmissionId=${INVOICE_ID}`],
    [
      'a UUID of version 6',
      `/invoicing/details?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID.replace('-4000-', '-6000-')}`,
    ],
    ['a quoteId that is not a UUID', `/invoicing/details?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=x`],
  ])('shows "Route not found" for %s', async (_case, path) => {
    const fetchMock = serveBilling(billingAnswers());
    renderPage(path);
    expect(await screen.findByText('Route not found')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/graphql')).toHaveLength(0);
  });

  it('arriving from the form, shows PDF Loading... and reads the invoice again after 20 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const fetchMock = serveBilling(billingAnswers());
      const reads = () => fetchMock.mock.calls.filter(([url]) => url.endsWith(`/submission/${INVOICE_ID}`)).length;
      const { router } = renderWithProviders(<InvoiceDetailsPage />, {
        path: '/invoicing',
        routes: [],
        access: testAccess(['web:invoice']),
      });
      await act(() => router.navigate(DETAILS, { state: { fromForm: true } }));
      await waitFor(() => expect(screen.getByTestId('invoice-download-pdf')).toHaveTextContent('PDF Loading...'));
      const before = reads();
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      await waitFor(() => expect(screen.getByTestId('invoice-download-pdf')).toHaveTextContent('Download PDF'));
      expect(reads()).toBeGreaterThan(before);
    } finally {
      jest.useRealTimers();
    }
  });
});
