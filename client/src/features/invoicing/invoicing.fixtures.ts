import {
  AdminFormTemplateDocument,
  AdminFormTemplatesDocument,
  InvoiceJobDocument,
  InvoiceQuoteDocument,
  InvoiceSubmissionFormDocument,
  InvoiceTimecardsDocument,
  PriceBookItemsDocument,
  type InvoiceJobQuery,
  type InvoiceRowFieldsFragment,
} from '../../api/gql/graphql';
import { jsonResponse } from '../../test/fixtures';
import { answer, type OperationAnswer } from '../../test/graphql';
import { auditEntry, cell, row, serveDocuments, submission, templateSummaries } from '../documents/documents.fixtures';
import type { Submission } from '../documents';
import { formTemplate } from '../formTemplates/formTemplates.fixtures';
import type { FormTemplate } from '../formTemplates';

export const INVOICE_FORM_ID = '2a000000-0000-4000-8000-000000000001';
export const QUOTE_FORM_ID = '2a000000-0000-4000-8000-000000000002';
export const JOB_ID = '3b000000-0000-4000-8000-000000000001';
export const QUOTE_ID = '3b000000-0000-4000-8000-000000000002';
export const INVOICE_ID = '3b000000-0000-4000-8000-000000000003';
export const INVOICE_RECORD_ID = '3b000000-0000-4000-8000-000000000004';
export const TIMECARD_ID = '3b000000-0000-4000-8000-000000000005';
export const TIMECARD_FORM_ID = '3b000000-0000-4000-8000-000000000006';
export const ASSET_ID = '3b000000-0000-4000-8000-000000000007';
export const CREW_ID = '3b000000-0000-4000-8000-000000000008';

/** A small invoice form: customer and job name (the quote's ids), the invoice's lines and their total. */
export function invoiceTemplate(): FormTemplate {
  return formTemplate({
    id: INVOICE_FORM_ID,
    name: 'Crane Service Invoice',
    title: 'Crane Service Invoice',
    formTypeSlug: 'invoice',
    formType: { __typename: 'FormType', slug: 'invoice', displayName: 'Invoice' },
    fields: [
      { id: 'formDescription', name: 'Form Description', type: 'Text', text: 'Invoice', attributes: { hidden: true } },
      { id: 'customerName', name: 'Customer Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'jobName', name: 'Job Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'invoiceLineItems', name: 'Line Items', type: 'Table', fieldType: 'MultiInvoiceItemField' },
      { id: 'total', name: 'Total', type: 'NumberField', fieldType: 'TotalField' },
    ],
    layouts: {
      web: {
        fields: [
          row(
            cell('customerName', 'TextField', 1, 7, { title: 'Customer Name' }),
            cell('jobName', 'TextField', 7, 13, { title: 'Job Name' }),
          ),
          row(cell('invoiceLineItems', 'MultiInvoiceItemField', 1, 13, { title: 'Line Items' })),
          row(cell('total', 'TotalField', 1, 13, { title: 'Total', readOnly: true })),
        ],
      },
    },
  });
}

/** A small quote form: the same customer and job name ids, the quote's lines, and a scope the invoice lacks. */
export function quoteTemplate(): FormTemplate {
  return formTemplate({
    id: QUOTE_FORM_ID,
    name: 'Crane Service Quote',
    title: 'Crane Service Quote',
    formTypeSlug: 'quote',
    formType: { __typename: 'FormType', slug: 'quote', displayName: 'Quote' },
    fields: [
      { id: 'customerName', name: 'Customer Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'jobName', name: 'Job Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'scopeOfWork', name: 'Scope of Work', type: 'TextEditor', fieldType: 'TextArea' },
      { id: 'lineItems', name: 'Line Items', type: 'Table', fieldType: 'MultiQuoteItemField' },
      { id: 'total', name: 'Total', type: 'NumberField', fieldType: 'TotalField' },
    ],
    layouts: {
      web: {
        fields: [
          row(cell('customerName', 'TextField', 1, 13)),
          row(cell('lineItems', 'MultiQuoteItemField', 1, 13)),
          row(cell('total', 'TotalField', 1, 13)),
        ],
      },
    },
  });
}

/** The quote's values: 8 hours of a 90 t crane at $250 ($2,000.00). */
export const QUOTE_FIELDS = [
  { id: 'customerName', value: 'Acme Builders' },
  { id: 'jobName', value: 'Bridge beam set' },
  { id: 'scopeOfWork', value: 'Set six beams.' },
  {
    id: 'lineItems',
    value: [{ pricebookItemId: 'pb-1', name: 'Crane 90t', quantity: 8, rate: 250, unit: 'hr', notes: 'Operated' }],
  },
  { id: 'total', value: 2000 },
];

export type BillingJob = InvoiceJobQuery['job'];

export function billingJob(overrides: Partial<BillingJob> = {}): BillingJob {
  return {
    __typename: 'Job',
    id: JOB_ID,
    number: '1042',
    name: 'Bridge beam set',
    startDate: '2026-11-02',
    endDate: '2026-11-06',
    quoteId: QUOTE_ID,
    quotedCostCents: 200_000,
    invoicedCents: null,
    overQuoteCents: null,
    isReadyForInvoice: true,
    salesPerson: [],
    crewMembers: [{ __typename: 'JobCrewMember', id: CREW_ID, firstName: 'Jake', lastName: 'Hollister' }],
    equipment: [
      {
        __typename: 'JobEquipment',
        id: ASSET_ID,
        name: 'Grove GMK5150L',
        type: 'All Terrain Crane',
        category: 'Cranes',
        imageUrl: null,
      },
    ],
    branch: { __typename: 'JobBranch', id: 'branch-1', name: 'Denver' },
    ...overrides,
  };
}

/** The invoice's submission: the quote's line at $2,000.00, or `amountCents` (its one line's rate). */
export function invoiceSubmission(overrides: Partial<Submission> = {}, amountCents = 200_000): Submission {
  return submission({
    id: INVOICE_ID,
    formId: INVOICE_FORM_ID,
    number: 7,
    data: { status: 'draft', number: 7 },
    status: 'draft',
    userName: 'Olivia Grant',
    version: '0.0.1',
    totalCents: amountCents,
    fields: [
      { id: 'customerName', value: 'Acme Builders' },
      { id: 'jobName', value: 'Bridge beam set' },
      {
        id: 'invoiceLineItems',
        value: [
          {
            lineItemId: 'pb-1',
            name: 'Crane 90t',
            quantity: 1,
            rate: amountCents / 100,
            unit: 'day',
            notes: '',
            startDate: null,
            endDate: null,
          },
        ],
      },
      { id: 'total', value: amountCents / 100 },
    ],
    ...overrides,
  });
}

export function invoiceRecord(overrides: Partial<InvoiceRowFieldsFragment> = {}): InvoiceRowFieldsFragment {
  return {
    __typename: 'Invoice',
    id: INVOICE_RECORD_ID,
    formSubmissionId: INVOICE_ID,
    jobId: JOB_ID,
    quoteId: QUOTE_ID,
    status: 'draft',
    number: 7,
    amountCents: 200_000,
    cycleStartDate: null,
    cycleEndDate: null,
    createdAt: '2026-11-20T16:00:00.000Z',
    job: {
      __typename: 'InvoiceJob',
      id: JOB_ID,
      number: '1042',
      name: 'Bridge beam set',
      quoteId: QUOTE_ID,
      quotedCostCents: 200_000,
    },
    ...overrides,
  };
}

interface BillingServer {
  job?: BillingJob;
  /** The quote the user reads; `null`: the read is refused (no web:quoting). */
  quoteFields?: typeof QUOTE_FIELDS | null;
  invoice?: Submission;
}

/**
 * The GraphQL answers the invoice pages read: the templates (invoice and quote), the job, the quote, the invoice's
 * form, the job's timecards, the price book.
 */
export function billingAnswers({
  job = billingJob(),
  quoteFields = QUOTE_FIELDS,
}: BillingServer = {}): OperationAnswer[] {
  const templates = [invoiceTemplate(), quoteTemplate()];
  return [
    answer(AdminFormTemplatesDocument).with(() => ({ formTemplates: templateSummaries(templates) })),
    answer(AdminFormTemplateDocument).with(({ id }) => ({ formTemplate: templates.find((t) => t.id === id)! })),
    answer(InvoiceJobDocument).with(() => ({ job })),
    answer(InvoiceSubmissionFormDocument).with(({ id }) => ({
      formSubmission: { __typename: 'FormSubmission', id, formId: INVOICE_FORM_ID },
    })),
    quoteFields === null
      ? answer(InvoiceQuoteDocument).failing('You do not have permission to do this.')
      : answer(InvoiceQuoteDocument).with(({ id }) => ({
          formSubmission: {
            __typename: 'FormSubmission',
            id,
            formId: QUOTE_FORM_ID,
            number: 31,
            status: 'accepted',
            totalCents: 200_000,
            localDateTime: '2026-10-28T09:00:00',
            userName: 'Sam Sales',
            fields: quoteFields,
          },
        })),
    answer(InvoiceTimecardsDocument).with(() => ({
      formSubmissionsForInvoice: {
        __typename: 'InvoiceTimecardPage',
        nextPageKey: null,
        hasNextPage: false,
        totalCount: 1,
        items: [
          {
            __typename: 'InvoiceTimecard',
            id: TIMECARD_ID,
            number: 88,
            formId: TIMECARD_FORM_ID,
            localDateTime: '2026-11-03T17:00:00',
            totalHours: 9.5,
            users: [{ __typename: 'InvoiceTimecardUser', userId: CREW_ID, userName: 'Jake Hollister' }],
          },
        ],
      },
    })),
    answer(PriceBookItemsDocument).with(() => ({ priceBookItems: [] })),
  ];
}

type Answer = Response | Promise<Response> | undefined;

export const RECORD_PATH = `/api/forms/${INVOICE_FORM_ID}/submission/${INVOICE_ID}`;
export const AUDIT_PATH = `/api/forms/${INVOICE_ID}/audit/logs`;

/**
 * Serves the invoice pages: the Documents pages' REST (account, branches, divisions, me), the invoice's record and
 * history, and GraphQL `answers` (billingAnswers and the call under test, which come first).
 */
export function serveBilling(
  answers: OperationAnswer[],
  { invoice = invoiceSubmission(), audit = [auditEntry({ formSubmissionId: INVOICE_ID })] } = {},
  rest: (url: string, init: RequestInit) => Answer = () => undefined,
) {
  return serveDocuments(answers, (url, init) => {
    const answered = rest(url, init);
    if (answered) return answered;
    if (url === RECORD_PATH) return jsonResponse(200, { data: invoice });
    if (url === AUDIT_PATH) return jsonResponse(200, { data: audit });
    if (url === '/api/users') return jsonResponse(200, { data: [] });
    return undefined;
  });
}
