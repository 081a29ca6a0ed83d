import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CreateInvoiceDocument } from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { withSession } from '../documents/documents.fixtures';
import InvoiceCreatePage from './InvoiceCreatePage';
import { billingAnswers, INVOICE_FORM_ID, INVOICE_ID, JOB_ID, QUOTE_ID, serveBilling } from './invoicing.fixtures';

withSession(['web:invoice', 'web:quoting']);
jest.setTimeout(20_000);

const CREATE = `/invoicing/create?jobId=${JOB_ID}&quoteId=${QUOTE_ID}`;

const created = answer(CreateInvoiceDocument).with(() => ({
  createInvoice: {
    __typename: 'InvoicePayload',
    code: 200,
    success: true,
    message: 'Invoice created.',
    formSubmission: { __typename: 'FormSubmission', id: INVOICE_ID },
  },
}));

function renderPage(path = CREATE, permissions = ['web:invoice', 'web:quoting']) {
  return renderWithProviders(<InvoiceCreatePage />, {
    path,
    routes: ['/invoicing/details', '/invoicing', '/jobs/billing'],
    access: testAccess(permissions),
  });
}

describe('/invoicing/create', () => {
  it('prefills the invoice from the quote: its values and its lines as invoice lines', async () => {
    serveBilling([created, ...billingAnswers()]);
    renderPage();
    expect(await screen.findByTestId('form-field-customerName')).toHaveValue('Acme Builders');
    expect(screen.getByTestId('form-field-jobName')).toHaveValue('Bridge beam set');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Crane 90t');
    expect(screen.getByTestId('form-field-invoiceLineItems-amount-0')).toHaveTextContent('$2,000.00');
    expect(screen.getByTestId('form-field-invoiceLineItems-total')).toHaveTextContent('$2,000.00');
    expect(screen.getByTestId('invoice-create-job')).toHaveTextContent('Job #1042 · Bridge beam set');
  });

  it('Save Changes asks Mark for Approval?; Yes, Change Status creates it ready to approve and opens the details', async () => {
    const fetchMock = serveBilling([created, ...billingAnswers()]);
    const { router } = renderPage();
    await screen.findByTestId('form-field-customerName');
    await userEvent.click(screen.getByTestId('invoice-create-save'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark for Approval?')).toBeInTheDocument();
    expect(within(dialog).getByText('Is this invoice ready for approval?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Change Status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing/details'));
    expect(router.state.location.search).toBe(`?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=${QUOTE_ID}`);
    expect(router.state.location.state).toEqual({ fromForm: true });
    const [{ input }] = graphqlCalls(fetchMock, 'CreateInvoice') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({
      jobId: JOB_ID,
      quoteId: QUOTE_ID,
      invoiceAmountCents: 200_000,
      formSubmission: {
        formId: INVOICE_FORM_ID,
        userId: 'user-1',
        version: '0.0.1',
        data: { status: 'ready_to_approve' },
      },
    });
    const fields = (input.formSubmission as { fields: { id: string; value: unknown }[] }).fields;
    expect(fields).toContainEqual({ id: 'customerName', value: 'Acme Builders' });
    expect(fields.find((field) => field.id === 'invoiceLineItems')?.value).toEqual([
      {
        lineItemId: 'pb-1',
        name: 'Crane 90t',
        quantity: 8,
        rate: 250,
        unit: 'hr',
        notes: 'Operated',
        startDate: null,
        endDate: null,
      },
    ]);
  });

  it('No, Save as Draft creates it as a draft', async () => {
    const fetchMock = serveBilling([created, ...billingAnswers()]);
    const { router } = renderPage();
    await screen.findByTestId('form-field-customerName');
    await userEvent.click(screen.getByTestId('invoice-create-save'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No, Save as Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing/details'));
    expect(graphqlCalls(fetchMock, 'CreateInvoice')[0]).toMatchObject({
      input: { formSubmission: { data: { status: 'draft' } } },
    });
  });

  it('starts without the quote’s values when the quote cannot be read (no web:quoting)', async () => {
    serveBilling([created, ...billingAnswers({ quoteFields: null })]);
    renderPage(CREATE, ['web:invoice']);
    const customer = await screen.findByTestId('form-field-customerName');
    expect(customer).toHaveValue('');
    expect(screen.getByTestId('invoice-create-save')).toBeEnabled();
    expect(screen.getByTestId('form-field-invoiceLineItems-empty')).toHaveTextContent('No line items added, yet');
  });

  it('goes back to job billing when it came from there', async () => {
    serveBilling(billingAnswers());
    const { router } = renderPage('/invoicing');
    await act(() => router.navigate(CREATE, { state: { backTo: `/jobs/billing?jobId=${JOB_ID}` } }));
    const cancel = await screen.findByTestId('invoice-create-cancel');
    expect(cancel).toHaveAttribute('href', `/jobs/billing?jobId=${JOB_ID}`);
  });

  it('toasts the failure and stays', async () => {
    serveBilling([
      answer(CreateInvoiceDocument).with(() => ({
        createInvoice: {
          __typename: 'InvoicePayload',
          code: 400,
          success: false,
          message: 'Job not found.',
          formSubmission: null,
        },
      })),
      ...billingAnswers(),
    ]);
    const { router } = renderPage();
    await screen.findByTestId('form-field-customerName');
    await userEvent.click(screen.getByTestId('invoice-create-save'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Change Status' }),
    );
    expect(await screen.findByText('Failed to create Invoice.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoicing/create');
  });

  it.each([
    ['no jobId', '/invoicing/create'],
    ['a jobId that is not a UUID', '/invoicing/create?jobId=1042'],
  ])('shows "Route not found" for %s', async (_case, path) => {
    serveBilling(billingAnswers());
    renderPage(path);
    expect(await screen.findByText('Route not found')).toBeInTheDocument();
  });
});
