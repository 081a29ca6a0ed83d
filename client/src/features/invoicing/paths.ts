/** The routes of the invoicing pages and job billing (spec 3 §2 "Invoicing", "Job billing"). */
export const INVOICING_PATH = '/invoicing';
export const INVOICE_CREATE_PATH = '/invoicing/create';
export const INVOICE_DETAILS_PATH = '/invoicing/details';
export const INVOICE_EDIT_PATH = '/invoicing/edit';
export const JOB_BILLING_PATH = '/jobs/billing';

/** What names an invoice in the address: its form submission, its job and the quote it bills. */
export interface InvoiceIds {
  formSubmissionId: string;
  jobId: string;
  quoteId?: string | null;
}

const query = (params: Record<string, string | null | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ).toString();

const invoiceQuery = ({ formSubmissionId, jobId, quoteId }: InvoiceIds) => query({ formSubmissionId, jobId, quoteId });

/** /invoicing/details?formSubmissionId=&jobId=&quoteId= */
export const invoiceDetailsPath = (ids: InvoiceIds) => `${INVOICE_DETAILS_PATH}?${invoiceQuery(ids)}`;
/** /invoicing/edit, the same query. */
export const invoiceEditPath = (ids: InvoiceIds) => `${INVOICE_EDIT_PATH}?${invoiceQuery(ids)}`;
/** /invoicing/create?jobId=&quoteId= (no quoteId for a job without a quote). */
export const invoiceCreatePath = (jobId: string, quoteId?: string | null) =>
  `${INVOICE_CREATE_PATH}?${query({ jobId, quoteId })}`;
/** /jobs/billing?jobId= */
export const jobBillingPath = (jobId: string) => `${JOB_BILLING_PATH}?${query({ jobId })}`;

/** The navigation state the invoicing pages pass on. */
export interface InvoiceNavigationState {
  /** The create page's back route (job billing sends itself). */
  backTo?: string;
  /** Arriving at the details from the form: the PDF is being made, the record is read again after 20 s. */
  fromForm?: boolean;
}
