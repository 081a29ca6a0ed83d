import { describe, expect, it } from '@jest/globals';
import { invoiceValuesFromQuote } from './invoice-prefill.js';

const quote = {
  fields: [
    { id: 'customerName', type: 'TextField', fieldType: 'TextField' },
    { id: 'scope', type: 'TextArea', fieldType: 'TextArea' },
    { id: 'lineItems', type: 'Table', fieldType: 'MultiQuoteItemField' },
    { id: 'tax', type: 'NumberField', fieldType: 'NumberField' },
  ],
};
const invoice = {
  fields: [
    { id: 'customerName', type: 'TextField', fieldType: 'TextField' },
    { id: 'invoiceLineItems', type: 'Table', fieldType: 'MultiInvoiceItemField' },
    { id: 'tax', type: 'NumberField', fieldType: 'NumberField' },
  ],
};
const quoteValues = [
  { id: 'customerName', value: 'Mercy Health' },
  { id: 'scope', value: 'Set four HVAC units' },
  {
    id: 'lineItems',
    value: [
      { pricebookItemId: 'pb-1', name: '90t crane', quantity: 8, rate: 325.5, unit: 'hr', notes: 'With operator' },
      { name: 'Mobilization', quantity: 1, rate: 950, unit: 'ea' },
    ],
  },
  { id: 'tax', value: 8.25 },
];

describe('invoiceValuesFromQuote', () => {
  it('copies the values the invoice form shares with the quote and turns quote lines into invoice lines', () => {
    expect(invoiceValuesFromQuote(invoice, quote, quoteValues)).toEqual([
      { id: 'customerName', value: 'Mercy Health' },
      { id: 'tax', value: 8.25 },
      {
        id: 'invoiceLineItems',
        value: [
          {
            lineItemId: 'pb-1',
            name: '90t crane',
            quantity: 8,
            rate: 325.5,
            unit: 'hr',
            notes: 'With operator',
            startDate: null,
            endDate: null,
          },
          {
            lineItemId: 'quote-line-2',
            name: 'Mobilization',
            quantity: 1,
            rate: 950,
            unit: 'ea',
            notes: '',
            startDate: null,
            endDate: null,
          },
        ],
      },
    ]);
  });

  it('dates the lines to a billing period and adds the period’s timecard hours as a line to price', () => {
    const values = invoiceValuesFromQuote(invoice, quote, quoteValues, {
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      timecardHours: 42.5,
      timecardCount: 5,
    });
    const lines = values.find((value) => value.id === 'invoiceLineItems')?.value as Record<string, unknown>[];
    expect(lines.map((line) => [line.name, line.startDate, line.endDate])).toEqual([
      ['90t crane', '2026-11-02', '2026-11-08'],
      ['Mobilization', '2026-11-02', '2026-11-08'],
      ['Crew hours from timecards', '2026-11-02', '2026-11-08'],
    ]);
    expect(lines[2]).toMatchObject({ quantity: 42.5, rate: 0, notes: '5 timecards from 2026-11-02 to 2026-11-08' });
  });

  it('prefills nothing from no quote but the period’s hours', () => {
    expect(invoiceValuesFromQuote(invoice, null, [], { startDate: '2026-11-02', endDate: '2026-11-08' })).toEqual([]);
  });
});
