import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UpdateInvoiceDocument } from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { withSession } from '../documents/documents.fixtures';
import InvoiceEditPage from './InvoiceEditPage';
import { billingAnswers, INVOICE_ID, invoiceSubmission, JOB_ID, QUOTE_ID, serveBilling } from './invoicing.fixtures';

withSession(['web:invoice']);
jest.setTimeout(20_000);

const QUERY = `?formSubmissionId=${INVOICE_ID}&jobId=${JOB_ID}&quoteId=${QUOTE_ID}`;
const EDIT = `/invoicing/edit${QUERY}`;

const updated = answer(UpdateInvoiceDocument).with(({ input }) => ({
  updateInvoice: {
    __typename: 'InvoicePayload',
    code: 200,
    success: true,
    message: 'Invoice updated.',
    formSubmission: { __typename: 'FormSubmission', id: input.id, status: 'draft' },
  },
}));

const refused = answer(UpdateInvoiceDocument).with(() => ({
  updateInvoice: {
    __typename: 'InvoicePayload',
    code: 409,
    success: false,
    message: 'A voided invoice cannot be changed.',
    formSubmission: null,
  },
}));

function renderPage(path = EDIT, previous?: string) {
  return renderWithProviders(<InvoiceEditPage />, {
    path: previous ?? path,
    routes: ['/invoicing', '/invoicing/details'],
    access: testAccess(['web:invoice']),
  });
}

describe('/invoicing/edit', () => {
  it('keeps Save Changes disabled until the form changes, asks the reason, saves, then shows the details 2 s later', async () => {
    const fetchMock = serveBilling([updated, ...billingAnswers()]);
    const { router } = renderPage();
    const save = await screen.findByTestId('invoice-edit-save');
    expect(save).toBeDisabled();
    // The side panels: the job, its crew (named by its timecards), its equipment and its timecards.
    expect(await screen.findByTestId('invoice-job-number')).toHaveTextContent('1042');
    expect(screen.getByTestId('invoice-job-start-date')).toHaveTextContent('11/02/2026');

    const customer = screen.getByTestId('form-field-customerName');
    await userEvent.clear(customer);
    await userEvent.type(customer, 'Acme Builders LLC');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    const dialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByPlaceholderText('Add a description of the changes made...'),
      'Legal name.',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByText('Invoice updated.')).toBeInTheDocument());
    const saved = Date.now();
    expect(graphqlCalls(fetchMock, 'UpdateInvoice')).toEqual([
      {
        input: {
          id: INVOICE_ID,
          formSubmission: { fields: [{ id: 'customerName', value: 'Acme Builders LLC' }], changeNotes: 'Legal name.' },
          invoiceAmountCents: 200_000,
          jobId: JOB_ID,
          quoteId: QUOTE_ID,
        },
      },
    ]);
    expect(router.state.location.pathname).toBe('/invoicing/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing/details'), { timeout: 4000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(1900);
    expect(router.state.location.search).toBe(QUERY);
    expect(router.state.location.state).toEqual({ fromForm: true });
  });

  it('shows the side panels to a billing user: crew, "Equipment (n)" and the timecards with their Details » link', async () => {
    serveBilling(billingAnswers());
    renderWithProviders(<InvoiceEditPage />, {
      path: EDIT,
      access: testAccess(['web:invoice', 'web:quoting']),
    });
    const equipment = await screen.findByTestId('invoice-equipment');
    await waitFor(() => expect(equipment).toHaveTextContent('Grove GMK5150L'));
    expect(within(equipment).getByRole('heading')).toHaveTextContent('Equipment (1)');
    expect(equipment).toHaveTextContent('All Terrain Crane · Cranes');
    const timecards = screen.getByTestId('invoice-timecards');
    await waitFor(() => expect(timecards).toHaveTextContent('#88 · 11/03/2026 · 9.50 h'));
    expect(within(timecards).getByRole('link', { name: 'Details »' })).toHaveAttribute(
      'href',
      '/documents/document-detail?formId=3b000000-0000-4000-8000-000000000006&formSubmissionId=3b000000-0000-4000-8000-000000000005',
    );
    expect(screen.getByTestId('invoice-crew')).toHaveTextContent('Jake Hollister');
  });

  it('shows the refusal and stays when the save fails', async () => {
    serveBilling([refused, ...billingAnswers()]);
    const { router } = renderPage();
    const customer = await screen.findByTestId('form-field-customerName');
    await userEvent.type(customer, '!');
    await userEvent.click(screen.getByTestId('invoice-edit-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Typo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to edit Invoice.')).toBeInTheDocument();
    expect(screen.getByText('GraphQL Errors: A voided invoice cannot be changed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoicing/edit');
    expect(screen.getByTestId('invoice-edit-save')).toBeEnabled();
  });

  it('Cancel asks to discard the changes; No, Go back stays, Yes, Discard returns to the previous screen', async () => {
    serveBilling(billingAnswers());
    const { router } = renderPage(EDIT, `/invoicing/details${QUERY}`);
    await act(() => router.navigate(EDIT));
    await userEvent.click(await screen.findByTestId('invoice-edit-cancel'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discard Changes')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to discard changes to this invoice?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/invoicing/edit');

    await userEvent.click(screen.getByTestId('invoice-edit-cancel'));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing/details'));
  });

  it('Discard returns to /invoicing when the page was opened directly', async () => {
    serveBilling(billingAnswers());
    const { router } = renderPage();
    await userEvent.click(await screen.findByTestId('invoice-edit-cancel'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing'));
  });

  it('sends a voided invoice to its details (voided is final)', async () => {
    serveBilling(billingAnswers(), {
      invoice: invoiceSubmission({ status: 'voided', data: { status: 'voided', number: 7 } }),
    });
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing/details'));
  });

  it('shows "Route not found" for ids that are not UUIDs', async () => {
    serveBilling(billingAnswers());
    renderPage(`/invoicing/edit?formSubmissionId=${INVOICE_ID}&jobId=nope`);
    expect(await screen.findByText('Route not found')).toBeInTheDocument();
  });
});
