import { expect, test } from '@playwright/test';
import { day, officeWithQuotedJob } from './billing.js';
import { DESKTOP, graphql } from './support.js';

test.use({ viewport: DESKTOP });
// A journey through the overview, the form, the details (twice) and job billing on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

test('an invoice is made from the job’s quote, marked for approval, edited with a reason, and voided for good', async ({
  page,
}) => {
  const { marker, job } = await officeWithQuotedJob(page);

  // Invoicing: the job flagged ready shows on Ready to Invoice, found by the search (applied after 1 s).
  await page.getByTestId('nav-invoicing').click();
  await expect(page.getByRole('heading', { name: 'Invoicing' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Ready to Invoice/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('invoicing-search').fill(marker);
  const jobRow = page.getByTestId(`invoicing-row-job-${job.jobId}`);
  await expect(jobRow).toContainText('Ready to Invoice');
  await expect(jobRow).toContainText('$3,120.00');
  await expect(page.locator('[data-testid^="invoicing-row-"]')).toHaveCount(1);
  await jobRow.getByRole('link', { name: 'Create Invoice' }).click();

  // The invoice form, prefilled from the quote: its customer and its price-book lines; the job's panels beside it.
  await expect(page).toHaveURL(new RegExp(`/invoicing/create\\?jobId=${job.jobId}&quoteId=${job.quoteId}`));
  await expect(page.getByTestId('form-field-customerName')).toHaveValue(`Acme Builders ${marker}`);
  await expect(page.getByRole('textbox', { name: 'Item 1' })).toHaveValue('90-ton all-terrain crane');
  await expect(page.getByRole('textbox', { name: 'Item 2' })).toHaveValue('Certified crane operator');
  await expect(page.getByTestId('form-field-invoiceLineItems-total')).toHaveText('$3,120.00');
  await expect(page.getByTestId('invoice-job-number')).toHaveText(job.jobNumber);
  await expect(page.getByTestId('invoice-crew')).toContainText(job.crewName);
  await expect(page.getByTestId('invoice-equipment')).toContainText('Equipment (1)');
  await expect(page.getByTestId('invoice-equipment')).toContainText(job.assetName);
  await expect(page.getByTestId('invoice-timecards')).toContainText('Timecards (0)');

  // Save Changes asks whether it is ready for approval: yes.
  await page.getByTestId('invoice-create-save').click();
  const mark = page.getByRole('dialog');
  await expect(mark.getByText('Mark for Approval?')).toBeVisible();
  await expect(mark.getByText('Is this invoice ready for approval?')).toBeVisible();
  await mark.getByRole('button', { name: 'Yes, Change Status' }).click();

  // The details: ready to approve, invoiced as quoted, the PDF being made.
  await expect(page).toHaveURL(/\/invoicing\/details\?formSubmissionId=.+&jobId=.+&quoteId=/);
  const details = page.url();
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Ready to Approve');
  await expect(page.getByTestId('invoice-quoted-amount')).toHaveText('$3,120.00');
  await expect(page.getByTestId('invoice-invoiced-amount')).toHaveText('$3,120.00');
  await expect(page.getByTestId('invoice-invoiced-amount')).not.toHaveAttribute('data-over', 'true');
  await expect(page.getByTestId('invoice-download-pdf')).toHaveText('PDF Loading...');
  await expect(page.getByTestId('invoice-history-empty')).toBeVisible();

  // Back to the overview: it waits on Ready to Approve now.
  await page.getByTestId('invoice-back-link').click();
  await page.getByRole('tab', { name: /Ready to Approve/ }).click();
  await page.getByTestId('invoicing-search').fill(marker);
  const invoiceRow = page.locator('[data-testid^="invoicing-row-invoice-"]');
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText('Ready to Approve');
  await invoiceRow.getByRole('link', { name: 'View Invoice' }).click();
  await expect(page).toHaveURL(details);

  // Edit: Save Changes waits for a change; two more crane hours, the reason, then the details 2 s later.
  await page.getByTestId('invoice-edit').click();
  await expect(page).toHaveURL(/\/invoicing\/edit\?/);
  const save = page.getByTestId('invoice-edit-save');
  await expect(save).toBeDisabled();
  await page.getByTestId('form-field-invoiceLineItems-quantity-0').fill('10');
  await expect(page.getByTestId('form-field-invoiceLineItems-total')).toHaveText('$3,710.00');
  await save.click();
  const reason = page.getByRole('dialog', { name: 'Reason for Change' });
  await expect(reason.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await reason.getByPlaceholder('Add a description of the changes made...').fill('Two more crane hours on site.');
  await reason.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Invoice updated.')).toBeVisible();
  await expect(page).toHaveURL(details);

  // Over the quote: the invoiced amount is red; the history names the editor, the reason and the lines.
  await expect(page.getByTestId('invoice-invoiced-amount')).toHaveText('$3,710.00');
  await expect(page.getByTestId('invoice-invoiced-amount')).toHaveAttribute('data-over', 'true');
  const history = page.getByTestId('invoice-history');
  await expect(history.getByTestId('invoice-history-who')).toHaveText('Olivia G.');
  await expect(history.getByTestId('invoice-history-reason')).toHaveText('Two more crane hours on site.');
  await expect(history.getByTestId('invoice-history-fields')).toContainText('Line Items');

  // The status selector offers every status but voided.
  await page.getByTestId('invoice-status').click();
  await expect(page.getByRole('option')).toHaveText(['Draft', 'Paid', 'Ready to Approve', 'Ready to Send', 'Sent']);
  await page.getByRole('option', { name: 'Ready to Send' }).click();
  await expect(page.getByText('Status updated.')).toBeVisible();
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Ready to Send');
  await expect(history.getByTestId('invoice-history-reason').first()).toHaveText(
    'Changed the status to: Ready to Send',
  );

  // Void, after its confirmation: final, with no Edit, Void or status change any more.
  await page.getByTestId('invoice-void').click();
  const voiding = page.getByRole('dialog');
  await expect(
    voiding.getByText('Are you sure you want to void this invoice? This action cannot be undone.'),
  ).toBeVisible();
  await voiding.getByRole('button', { name: 'Yes, Void Invoice' }).click();
  await expect(page.getByText('Invoice voided.')).toBeVisible();
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Voided');
  await expect(page.getByTestId('invoice-status-final')).toBeVisible();
  await expect(page.getByTestId('invoice-edit')).toHaveCount(0);
  await expect(page.getByTestId('invoice-void')).toHaveCount(0);
  await expect(page.getByTestId('invoice-status')).toHaveCount(0);

  // The server agrees: a voided invoice cannot change status.
  const formSubmissionId = new URL(details).searchParams.get('formSubmissionId')!;
  const { updateInvoice } = await graphql<{ updateInvoice: { success: boolean; message: string } }>(
    page,
    'mutation ($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { success message } }',
    { input: { id: formSubmissionId, formSubmission: { data: { status: 'draft' } } } },
  );
  expect(updateInvoice).toEqual({ success: false, message: 'A voided invoice cannot be changed.' });

  // Job billing: the quote and the voided invoice, which bills nothing.
  await page.getByTestId('invoice-job-link').click();
  await expect(page).toHaveURL(new RegExp(`/jobs/billing\\?jobId=${job.jobId}`));
  await expect(page.getByTestId('job-billing-number')).toHaveText(`Job #${job.jobNumber}`);
  await expect(page.getByTestId('job-billing-quoted')).toHaveText('$3,120.00');
  await expect(page.getByTestId('job-billing-invoiced')).toHaveText('$ -');
  await expect(page.getByTestId(`job-billing-quote-${job.quoteId}`)).toContainText('$3,120.00');
  await expect(page.getByTestId(`job-billing-invoice-${formSubmissionId}`)).toContainText('Voided');
  await expect(page.getByTestId('subnav-sales-and-billing')).toBeVisible();

  // Ids that are not UUIDs.
  await page.goto(`/invoicing/details?formSubmissionId=12&jobId=${job.jobId}`);
  await expect(page.getByText('Route not found')).toBeVisible();
});

test('job billing and each invoice’s details warn when the job’s invoices together pass the quote', async ({
  page,
}) => {
  const { job } = await officeWithQuotedJob(page);
  // Two weekly invoices of $2,000.00, each under the $3,120.00 quoted, $4,000.00 together.
  const ids: string[] = [];
  for (const week of ['first', 'second']) {
    const { createInvoice } = await graphql<{ createInvoice: { success: boolean; formSubmission: { id: string } } }>(
      page,
      'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { success formSubmission { id } } }',
      {
        input: {
          jobId: job.jobId,
          quoteId: job.quoteId,
          formSubmission: {
            formId: job.invoiceFormId,
            localDateTime: `${day(new Date())}T10:00`,
            data: { status: 'draft' },
            fields: [
              { id: 'invoiceType', value: 'Progress' },
              { id: 'invoiceDate', value: day(new Date()) },
              {
                id: 'invoiceLineItems',
                value: [{ lineItemId: week, name: `Lifts, ${week} week`, quantity: 1, rate: 2000, unit: 'each' }],
              },
            ],
          },
        },
      },
    );
    expect(createInvoice.success).toBe(true);
    ids.push(createInvoice.formSubmission.id);
  }
  const warningText = "The job's invoices total $4,000.00, $880.00 more than the $3,120.00 quoted.";

  await page.goto(`/jobs/billing?jobId=${job.jobId}`);
  await expect(page.getByTestId('job-billing-invoiced')).toHaveText('$4,000.00');
  const billingWarning = page.getByTestId('job-billing-over-quote');
  await expect(billingWarning).toContainText('Invoiced over the quote');
  await expect(billingWarning).toContainText(warningText);

  await page.getByTestId(`job-billing-invoice-${ids[0]}`).click();
  await expect(page).toHaveURL(new RegExp(`/invoicing/details\\?formSubmissionId=${ids[0]}`));
  await expect(page.getByTestId('invoice-invoiced-amount')).toHaveText('$2,000.00');
  await expect(page.getByTestId('invoice-invoiced-amount')).not.toHaveAttribute('data-over', 'true');
  await expect(page.getByTestId('invoice-over-quote')).toContainText(warningText);
});
