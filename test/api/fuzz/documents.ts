import fc from 'fast-check';
import type { FuzzRequest } from './rest.js';
import { badInput, evil, toJson } from './values.js';

/** The quote and invoice forms of the fuzzing account, their line-item fields, and ids of its jobs and quotes. */
export interface DocumentForms {
  quoteFormId: string;
  quoteLineItems: string;
  invoiceFormId: string;
  invoiceLineItems: string;
  ids: string[];
}

/** A quantity or rate: ordinary, past what a total or a double holds (as a number or as text), or bad. */
const amount = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, 1e21, 2 ** 53 + 1, 10_000_000_001, '1e308', '1e400'),
  },
  { weight: 1, arbitrary: evil },
);

/** An id as a careless client sends it: a real one, or empty, blank or null. */
const idOf = (ids: string[]) => fc.oneof(fc.constantFrom(...ids), fc.constantFrom('', ' ', null));

/**
 * Calls that reach the quote and invoice calculations and records, which the OpenAPI document and the schema cannot
 * lead to (their bodies are JSON of the form's fields): POST /form and createInvoice with a real form, line items of
 * huge numbers, and empty ids.
 */
export function documentCases(forms: DocumentForms): fc.Arbitrary<FuzzRequest>[] {
  const lines = fc.array(
    fc.record({ name: fc.constantFrom('Crane', ''), quantity: amount, rate: amount }, { requiredKeys: [] }),
    { maxLength: 3 },
  );
  const submission = (formId: string, lineItems: string) =>
    fc.record(
      {
        formId: fc.constant(formId),
        localDateTime: fc.constant('2026-11-20T10:00'),
        fields: lines.map((value) => [{ id: lineItems, value }]),
        data: fc.record({ status: fc.constantFrom('draft', 'ready_to_approve', 'sent', 'paid', 'voided') }),
      },
      { requiredKeys: ['formId', 'localDateTime', 'fields'] },
    );
  const posted = (formId: string, lineItems: string) =>
    badInput(submission(formId, lineItems), submission(formId, lineItems)).map((body): FuzzRequest => ({
      method: 'POST',
      url: '/api/form',
      signedIn: true,
      contentType: 'application/json',
      payload: toJson(body),
    }));
  const invoice = fc.record(
    {
      jobId: idOf(forms.ids),
      quoteId: idOf(forms.ids),
      formSubmission: submission(forms.invoiceFormId, forms.invoiceLineItems),
    },
    { requiredKeys: ['jobId', 'formSubmission'] },
  );
  const createInvoice = badInput(invoice, invoice).map((input): FuzzRequest => ({
    method: 'POST',
    url: '/graphql',
    signedIn: true,
    contentType: 'application/json',
    payload: toJson({
      query: 'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { code success message } }',
      variables: { input },
    }),
  }));
  return [
    posted(forms.quoteFormId, forms.quoteLineItems),
    posted(forms.invoiceFormId, forms.invoiceLineItems),
    createInvoice,
  ];
}
