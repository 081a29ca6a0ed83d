import fc from 'fast-check';
import type { FuzzRequest } from './rest.js';
import { badInput, encodeSegment, evil, toJson } from './values.js';

/**
 * The quote and invoice forms of the fuzzing account, their line-item fields, ids of its jobs and quotes (the last a
 * quote whose links were revoked), and tokens of the customer's page: one of another quote's working link, one
 * revoked.
 */
export interface DocumentForms {
  quoteFormId: string;
  quoteLineItems: string;
  invoiceFormId: string;
  invoiceLineItems: string;
  ids: string[];
  tokens: { live: string; revoked: string };
}

/** The smallest PNG: one transparent pixel. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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
    ...customerPageCases(forms.tokens),
    ...sendingCases(forms.ids),
  ];
}

/**
 * The customer's page (/api/public/documents/{token}, no sign-in) with real tokens, so that the calls get past the
 * token to the document, its PDF and the answers' bodies: a working link, a revoked one, and near misses.
 */
function customerPageCases(tokens: DocumentForms['tokens']): fc.Arbitrary<FuzzRequest>[] {
  const token = fc.oneof(
    { weight: 6, arbitrary: fc.constant(tokens.live) },
    { weight: 2, arbitrary: fc.constant(tokens.revoked) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        tokens.live.slice(1),
        `${tokens.live}A`,
        tokens.live.toUpperCase(),
        `${tokens.live.slice(0, 42)}=`,
        '-'.repeat(43),
        encodeSegment(`${tokens.live}\u0000`),
      ),
    },
    { weight: 1, arbitrary: evil.map(encodeSegment) },
  );
  const text = fc.constantFrom('Pat Doe', '', ' ', 'x'.repeat(121), 'x'.repeat(2001));
  const signature = fc.constantFrom(
    PNG,
    'data:image/png;base64,',
    'data:image/png;base64,AAAA',
    'data:image/jpeg;base64,/9j/4AAQ',
    `data:image/png;base64,${PNG.slice(22).repeat(2)}`,
    `data:image/png;base64,${'A'.repeat(700_000)}`,
  );
  const answer = (path: 'approve' | 'reject', body: fc.Arbitrary<unknown>) =>
    fc.tuple(token, badInput(body, body)).map(([value, input]): FuzzRequest => ({
      method: 'POST',
      url: `/api/public/documents/${value}/${path}`,
      signedIn: false,
      contentType: 'application/json',
      payload: toJson(input),
    }));
  return [
    token.map((value): FuzzRequest => ({ method: 'GET', url: `/api/public/documents/${value}`, signedIn: false })),
    token.map((value): FuzzRequest => ({ method: 'GET', url: `/api/public/documents/${value}/pdf`, signedIn: false })),
    answer('approve', fc.record({ name: text, signature }, { requiredKeys: [] })),
    answer('reject', fc.record({ name: text, reason: text }, { requiredKeys: [] })),
  ];
}

/** Sending a quote, its links and the PDF's retry, on the account's real quote (and jobs: not a document). */
function sendingCases(ids: string[]): fc.Arbitrary<FuzzRequest>[] {
  const mutation = (query: string, variables: fc.Arbitrary<unknown>) =>
    variables.map((values): FuzzRequest => ({
      method: 'POST',
      url: '/graphql',
      signedIn: true,
      contentType: 'application/json',
      payload: toJson({ query, variables: values }),
    }));
  const id = idOf(ids);
  const send = fc.record(
    {
      id,
      to: fc.oneof(
        fc.constant(['pat@acme.example']),
        fc.constant([]),
        fc.constant(['not an address', 'pat@acme.example']),
        fc.constant(Array.from({ length: 60 }, (_, index) => `crew${index}@acme.example`)),
        fc.constant(['pat@acme.example\r\nBcc: all@example.com']),
      ),
      subject: fc.constantFrom('Your quote', '', 'x'.repeat(201), 'Line\r\nBreak'),
      message: fc.constantFrom('Thank you.', '', 'x'.repeat(10_001)),
    },
    { requiredKeys: [] },
  );
  const byId = (field: string) =>
    mutation(
      `mutation ($id: ID!) { ${field}(id: $id) { code success message } }`,
      badInput(fc.record({ id }), fc.record({ id })),
    );
  return [
    mutation(
      'mutation ($input: SendFormSubmissionInput!) { sendFormSubmission(input: $input) { code success message link } }',
      badInput(send, send).map((input) => ({ input })),
    ),
    byId('revokeFormSubmissionLink'),
    byId('retryFormSubmissionPdf'),
    byId('createFormSubmissionLink'),
  ];
}
