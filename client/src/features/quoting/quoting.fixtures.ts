import { AdminFormTemplateDocument, AdminFormTemplatesDocument, PriceBookItemsDocument } from '../../api/gql/graphql';
import { jsonResponse } from '../../test/fixtures';
import { answer, type OperationAnswer } from '../../test/graphql';
import type { AuditEntry, Submission } from '../documents';
import { auditEntry, cell, row, serveDocuments, submission, templateSummaries } from '../documents/documents.fixtures';
import { formTemplate } from '../formTemplates/formTemplates.fixtures';
import type { FormTemplate } from '../formTemplates';
import { ITEMS } from '../pricebook/pricebook.fixtures';

export const QUOTE_FORM_ID = '2b3c4d5e-0000-4000-8000-000000000001';
export const TIMECARD_FORM_ID = '2b3c4d5e-0000-4000-8000-000000000002';
export const QUOTE_ID = '6f7a8b9c-0000-4000-8000-000000000001';

/**
 * A small quote form: Job Name and Customer Name (under other ids, so that the list finds them by name), the job
 * site, the branch (mapped from the user: a fill that is not a change), line items with their total, a signature.
 */
export function quoteTemplate(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return formTemplate({
    id: QUOTE_FORM_ID,
    name: 'Crane Service Quote',
    formTypeSlug: 'quote',
    formType: { __typename: 'FormType', slug: 'quote', displayName: 'Quote' },
    fields: [
      { id: 'formDescription', name: 'Form Description', type: 'Text', text: 'Quote', attributes: { hidden: true } },
      { id: 'jobTitle', name: 'Job Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'client', name: 'Customer Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'contact', name: 'Contact Name', type: 'TextField', fieldType: 'TextField' },
      { id: 'contactPhone', name: 'Contact Phone', type: 'TextField', fieldType: 'TextField' },
      { id: 'contactEmail', name: 'Contact Email', type: 'TextField', fieldType: 'TextField' },
      { id: 'site', name: 'Job Site', type: 'Picker', fieldType: 'LocationField' },
      { id: 'branch', name: 'Branch', type: 'Picker', fieldType: 'BranchField' },
      { id: 'lineItems', name: 'Line Items', type: 'Table', fieldType: 'MultiQuoteItemField' },
      { id: 'total', name: 'Total', type: 'NumberField', fieldType: 'TotalField' },
      { id: 'signature', name: 'Acceptance Signature', type: 'Signature', fieldType: 'SignatureField' },
    ],
    layouts: {
      web: {
        fields: [
          row(
            cell('jobTitle', 'TextField', 1, 7, { title: 'Job Name' }),
            cell('client', 'TextField', 7, 13, { title: 'Customer Name' }),
          ),
          row(
            cell('site', 'LocationField', 1, 9, { title: 'Job Site' }),
            cell('branch', 'BranchField', 9, 13, { title: 'Branch', mapping: 'branchId' }),
          ),
          row(cell('lineItems', 'MultiQuoteItemField', 1, 13, { title: 'Line Items' })),
          row(
            cell('total', 'TotalField', 1, 5, { title: 'Total' }),
            cell('signature', 'SignatureField', 5, 13, { title: 'Acceptance Signature' }),
          ),
        ],
      },
    },
    ...overrides,
  });
}

export const QUOTE_TEMPLATES = templateSummaries([
  { id: TIMECARD_FORM_ID, name: 'Daily Timecard', formTypeSlug: 'Timecard' },
  { id: QUOTE_FORM_ID, name: 'Crane Service Quote', formTypeSlug: 'quote' },
]);

/** A draft quote of 11/18/2026 by Sofia Patel: Bridge beam set for Acme Builders, one 90-ton crane line. */
export function quoteSubmission(overrides: Partial<Submission> = {}): Submission {
  return submission({
    id: QUOTE_ID,
    formId: QUOTE_FORM_ID,
    number: 7,
    data: { status: 'draft', number: 7 },
    status: 'draft',
    submitDateTime: '2026-11-18T16:00:00.000Z',
    pdfFilePath: 'generated/quote.pdf',
    userId: 'user-3',
    userName: 'Sofia Patel',
    createdAt: '2026-11-18T16:00:00.000Z',
    updatedAt: '2026-11-18T16:00:00.000Z',
    lastModifiedBy: 'user-3',
    localDateTime: '2026-11-18T09:00:00',
    totalCents: 118000,
    fields: [
      { id: 'jobTitle', value: 'Bridge beam set' },
      { id: 'client', value: 'Acme Builders' },
      { id: 'site', value: { address: '1600 Broadway, Denver', lat: 39.7439, lng: -104.9863 } },
      {
        id: 'lineItems',
        value: [{ pricebookItemId: 'item-1', name: '90-ton all-terrain crane', quantity: 4, rate: 295, unit: 'hour' }],
      },
      { id: 'total', value: 1180 },
    ],
    ...overrides,
  });
}

export function quoteAudit(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return auditEntry({
    formSubmissionId: QUOTE_ID,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    changeNotes: 'Customer asked for a bigger crane.',
    diffRecord: { fields: [{ id: 'lineItems', oldValue: [], newValue: [] }] },
    ...overrides,
  });
}

/** The quote form's read answering not found. */
export const missingForm = () => answer(AdminFormTemplateDocument).failing('Form template not found.');

/** The GraphQL answers the Quoting pages need: the templates, the quote form, the price book; `more` first. */
export function quoteAnswers(template = quoteTemplate(), more: OperationAnswer[] = []): OperationAnswer[] {
  const priceBookItems = ITEMS.map((item) => ({ __typename: 'PriceBookItem' as const, ...item }));
  return [
    ...more,
    answer(AdminFormTemplatesDocument).with(() => ({ formTemplates: QUOTE_TEMPLATES })),
    answer(AdminFormTemplateDocument).with(() => ({ formTemplate: template })),
    answer(PriceBookItemsDocument).with(() => ({ priceBookItems })),
  ];
}

/** Serves the Quoting pages: the Documents pages' REST answers (account, branches, me …), users, and `rest` first. */
export function serveQuoting(
  answers: OperationAnswer[],
  rest: (url: string, init: RequestInit) => Response | Promise<Response> | undefined = () => undefined,
) {
  return serveDocuments(answers, (url, init) => {
    const answered = rest(url, init);
    if (answered) return answered;
    if (url === '/api/users') return jsonResponse(200, { data: [] });
    return undefined;
  });
}
