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

  describe('a billing cycle', () => {
    const pricedQuote = {
      fields: [
        ...quote.fields,
        { id: 'discount', type: 'NumberField', fieldType: 'NumberField' },
        { id: 'quoteLines', type: 'Table', fieldType: 'MultiQuoteItemField', attributes: { discountsId: 'discount' } },
      ].filter((field) => field.id !== 'lineItems'),
    };
    const pricedInvoice = { fields: [...invoice.fields, { id: 'discount', type: 'NumberField' }] };
    const values = [
      { id: 'customerName', value: 'Mercy Health' },
      {
        id: 'quoteLines',
        value: [
          { pricebookItemId: 'crane', name: '90t crane', quantity: 40, rate: 325.5, unit: 'hour', notes: 'Operated' },
          { pricebookItemId: 'bar', name: 'Spreader bar', quantity: 5, rate: 185, unit: 'day' },
          { pricebookItemId: 'mob', name: 'Mobilization', quantity: 1, rate: 950, unit: 'each' },
        ],
      },
      { id: 'discount', value: 250 },
    ];
    const work = { timecardHours: 42.499999, timecardCount: 5, equipmentDays: 4, first: true };
    const cycle = (first: boolean) =>
      invoiceValuesFromQuote(pricedInvoice, pricedQuote, values, {
        startDate: '2026-11-02',
        endDate: '2026-11-08',
        work: { ...work, first },
      });
    const linesOf = (prefilled: { id: string; value: unknown }[]) =>
      prefilled.find((value) => value.id === 'invoiceLineItems')?.value as Record<string, unknown>[];

    it('bills hourly lines at the cycle’s timecard hours and daily lines at its equipment days, at the quote’s rates', () => {
      const lines = linesOf(cycle(true));
      expect(lines.map((line) => [line.name, line.quantity, line.rate, line.startDate, line.endDate])).toEqual([
        ['90t crane', 42.5, 325.5, '2026-11-02', '2026-11-08'],
        ['Spreader bar', 4, 185, '2026-11-02', '2026-11-08'],
        ['Mobilization', 1, 950, '2026-11-02', '2026-11-08'],
      ]);
      expect(lines.map((line) => line.notes)).toEqual([
        'Operated · 42.5 hrs on 5 timecards from 2026-11-02 to 2026-11-08',
        '4 equipment days from 2026-11-02 to 2026-11-08',
        '',
      ]);
      expect(cycle(true)).toContainEqual({ id: 'discount', value: 250 });
    });

    it('leaves the fixed items and the flat discount to the job’s first cycle', () => {
      const later = cycle(false);
      expect(linesOf(later).map((line) => [line.name, line.quantity])).toEqual([
        ['90t crane', 42.5],
        ['Spreader bar', 4],
      ]);
      expect(later.map((value) => value.id)).toEqual(['customerName', 'invoiceLineItems']);
    });

    it('adds the hours as a line to price when no quote line is hourly', () => {
      const lines = linesOf(
        invoiceValuesFromQuote(invoice, null, [], { startDate: '2026-11-02', endDate: '2026-11-08', work }),
      );
      expect(lines).toEqual([
        {
          lineItemId: 'timecard-hours',
          name: 'Crew hours from timecards',
          quantity: 42.5,
          rate: 0,
          unit: 'hr',
          notes: '5 timecards from 2026-11-02 to 2026-11-08',
          startDate: '2026-11-02',
          endDate: '2026-11-08',
        },
      ]);
    });
  });

  it('prefills nothing from no quote', () => {
    expect(invoiceValuesFromQuote(invoice, null, [], { startDate: '2026-11-02', endDate: '2026-11-08' })).toEqual([]);
  });
});
