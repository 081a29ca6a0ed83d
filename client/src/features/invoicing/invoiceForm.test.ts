import { describe, expect, it } from '@jest/globals';
import { fieldValuesOf, invoiceTemplateOf, prefilledValues, quoteLinesOf } from './invoiceForm';
import { invoiceTemplate, QUOTE_FIELDS, quoteTemplate } from './invoicing.fixtures';

const templates = [
  { id: 'a', name: 'Crane Inspection', formTypeSlug: 'inspection-form' },
  { id: 'b', name: 'Crane Service Invoice', formTypeSlug: 'invoice' },
  { id: 'c', name: 'Crane Service QUOTE', formTypeSlug: 'quote' },
  { id: 'd', name: 'Second Invoice', formTypeSlug: 'Invoice' },
];

describe('the forms', () => {
  it('the invoice template is the first of form type invoice, any case', () => {
    expect(invoiceTemplateOf(templates)?.id).toBe('b');
    expect(invoiceTemplateOf(templates.slice(2))?.id).toBe('d');
    expect(invoiceTemplateOf([])).toBeUndefined();
  });
});

describe('a new invoice from its quote', () => {
  it('takes the values both forms share and the quote’s lines as invoice lines (the server’s rule)', () => {
    expect(prefilledValues(invoiceTemplate(), quoteTemplate(), QUOTE_FIELDS)).toEqual({
      customerName: 'Acme Builders',
      jobName: 'Bridge beam set',
      total: 2000,
      invoiceLineItems: [
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
      ],
    });
  });

  it('starts empty without a quote', () => {
    expect(prefilledValues(invoiceTemplate(), null, [])).toEqual({});
  });

  it('offers the quote’s lines to the Quote tab', () => {
    expect(quoteLinesOf(quoteTemplate(), QUOTE_FIELDS)).toEqual([
      { name: 'Crane 90t', quantity: 8, rate: 250, unit: 'hr', notes: 'Operated' },
    ]);
    expect(quoteLinesOf(null, QUOTE_FIELDS)).toEqual([]);
  });

  it('reads GraphQL’s JSON fields, skipping what is not a value', () => {
    expect(fieldValuesOf([{ id: 'a', value: 1 }, { value: 2 }, null, 'x'])).toEqual([{ id: 'a', value: 1 }]);
    expect(fieldValuesOf(null)).toEqual([]);
  });
});
