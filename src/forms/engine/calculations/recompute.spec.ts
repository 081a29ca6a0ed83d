import { describe, expect, it } from '@jest/globals';
import { type CalcTemplate, recompute } from './recompute.js';

/** Web layout rows as the engine's schema has them: Row entries whose `fields` are the widgets. */
const web = (...fields: object[]): CalcTemplate => ({
  fields: [],
  layouts: { web: { fields: [{ type: 'Divider' }, { id: 'row-1', type: 'Row', fields }] } },
});

const timecard = web(
  { id: 'start', type: 'TimeField' },
  { id: 'stop', type: 'TimeField', attributes: { checkbox: true } },
  { id: 'out', type: 'NumberField' },
  { id: 'hours', type: 'NumberField', attributes: { startId: 'start', endId: 'stop', outId: 'out' } },
  { id: 'clock', type: 'ClockTimeInput', attributes: { minuteIncrements: 15 } },
  { id: 'travel', type: 'NumberField' },
  { id: 'allHours', type: 'AdderField', attributes: { adderFieldIds: 'hours, clock, travel' } },
);

const invoice: CalcTemplate = {
  fields: [
    { id: 'items', type: 'Table', fieldType: 'MultiInvoiceItemField' },
    { id: 'amount', type: 'NumberField', fieldType: 'TotalField' },
  ],
  layouts: {
    web: {
      fields: [
        {
          type: 'Row',
          fields: [
            { id: 'invoiceDate', type: 'InvoiceDateField', attributes: { mapping: 'dateOfInvoice' } },
            { id: 'terms', type: 'PickerField', attributes: { mapping: 'paymentTerms', options: 'Net 15, Net 30' } },
            { id: 'due', type: 'DueDateField', attributes: { mapping: 'dueDate' } },
          ],
        },
        {
          type: 'Row',
          fields: [
            {
              id: 'items',
              type: 'MultiInvoiceItemField',
              attributes: { discountsId: 'discount', surchargeId: 'surcharge', taxId: 'tax' },
            },
            { id: 'discount', type: 'NumberField' },
            { id: 'surcharge', type: 'NumberField' },
            { id: 'tax', type: 'NumberField' },
            { id: 'amount', type: 'TotalField' },
          ],
        },
      ],
    },
  },
};

const line = (quantity: unknown, rate: unknown) => ({
  lineItemId: 'li-1',
  name: '90t crane',
  quantity,
  rate,
  unit: 'hr',
  notes: '',
  startDate: '2026-11-02',
  endDate: '2026-11-06',
});

describe('recompute', () => {
  it('recomputes hours, clock hours and sums of a timecard, never keeping submitted derived values', () => {
    const result = recompute(timecard, {
      start: '2026-11-24T22:00',
      stop: '2026-11-25T06:00',
      out: 30,
      hours: 99,
      clock: {
        clockInTimes: [{ lat: 39.7, lng: -105, dateTime: '2026-11-24T07:00:00-07:00' }],
        clockOutTimes: [{ lat: 39.7, lng: -105, dateTime: '2026-11-24T18:05:00Z' }],
        outTime: 0,
      },
      travel: '1.25',
      allHours: 1000,
    });
    expect(result.values).toMatchObject({ hours: 7.5, allHours: 12.75, travel: '1.25' });
    expect(result.hours).toEqual({ hours: 7.5, clock: 4 });
    expect(result.totalHours).toBe(11.5);
    expect(result.errors).toEqual({});
    expect(result.totals).toBeNull();
  });

  it('puts time errors on the start, stop and out fields and clears or zeroes the hours', () => {
    expect(recompute(timecard, {}).values.hours).toBeNull();
    expect(recompute(timecard, {}).totalHours).toBeNull();
    const missing = recompute(timecard, { out: 15 });
    expect(missing.errors).toEqual({ out: 'Must have start and stop time' });
    expect(missing.values.hours).toBe(0);
    expect(recompute(timecard, { start: '2026-11-24T09:00', stop: '2026-11-24T08:00' }).errors).toEqual({
      stop: 'Invalid Stop Time',
    });
    expect(recompute(timecard, { start: 'nine', stop: 'five' }).errors).toEqual({
      start: 'Invalid Start Time',
      stop: 'Invalid Stop Time',
    });
  });

  it('puts a clock error on the clock field', () => {
    const clock = {
      clockInTimes: [{ lat: null, lng: null, dateTime: '2026-11-24T07:00' }],
      clockOutTimes: [{ lat: null, lng: null, dateTime: '2026-11-24T08:00' }],
      outTime: 90,
    };
    expect(recompute(timecard, { clock }).errors).toEqual({ clock: 'Invalid Out Time' });
  });

  it('normalises line-item inputs and syncs the invoice amount with the total', () => {
    const result = recompute(invoice, {
      invoiceDate: '2026-11-24',
      terms: 'Net 30',
      due: '2026-11-25',
      items: [line(2.5, 19.99), line('-3', 100), line('8', '285.004')],
      discount: -10,
      surcharge: 120,
      tax: '8.25',
      amount: 1,
    });
    expect(result.values.items).toEqual([line(2.5, 19.99), line(0, 100), line(8, 285)]);
    expect(result.values).toMatchObject({ discount: 0, surcharge: 100, tax: 8.25, due: '2026-12-24' });
    expect(result.totals).toEqual({
      subtotalCents: 232_998,
      discountCents: 0,
      discountedCents: 232_998,
      surchargeCents: 232_998,
      taxCents: 19_222,
      totalCents: 485_218,
    });
    expect(result.values.amount).toBe(4852.18);
    expect(result.errors).toEqual({});
    expect(result.totalHours).toBeNull();
  });

  it('leaves empty adjustment fields empty and totals a form without items as 0', () => {
    const result = recompute(invoice, { discount: '', items: null });
    expect(result.values).toMatchObject({ discount: '', items: null, amount: 0 });
    expect(result.values).not.toHaveProperty('tax');
    expect(result.totals?.totalCents).toBe(0);
  });

  it('reads discount, surcharge and tax from a TotalField when the table names none', () => {
    const template = web(
      { id: 'items', type: 'MultiQuoteItemField' },
      { id: 'taxRate', type: 'NumberField' },
      { id: 'total', type: 'TotalField', attributes: { taxId: 'taxRate' } },
    );
    const result = recompute(template, { items: [{ quantity: 1, rate: 100 }], taxRate: 10 });
    expect(result.values.total).toBe(110);
  });

  it('adds the items of every line-item table into one total', () => {
    const template = web(
      { id: 'labour', type: 'MultiQuoteItemField' },
      { id: 'equipment', type: 'MultiQuoteItemField' },
      { id: 'total', type: 'TotalField' },
    );
    const result = recompute(template, { labour: [{ quantity: 2, rate: 50 }], equipment: [{ quantity: 1, rate: 25 }] });
    expect(result.totals?.totalCents).toBe(12_500);
  });

  it('flags a total beyond the money columns on the line-item field', () => {
    expect(recompute(invoice, { items: [line(1e6, 1e7)] }).errors).toEqual({
      items: 'The total must be at most $10,000,000,000.00.',
    });
  });

  it('refuses a quantity, rate, discount or summed value beyond what a total may be, computing the rest', () => {
    for (const [quantity, rate, message] of [
      [1e308, 2, 'Quantity must be at most 10,000,000,000'],
      [2, '1e308', 'Rate must be at most 10,000,000,000'],
      [1, '1e400', 'Rate must be at most 10,000,000,000'],
    ] as const) {
      const result = recompute(invoice, { items: [line(1, 5), line(quantity, rate)], amount: 1 });
      expect(result.errors).toEqual({ items: message });
      expect(result.totals?.totalCents).toBe(500);
    }
    expect(recompute(invoice, { items: [line(1, 5), line(-1e308, -1e308)], discount: -1e308 }).errors).toEqual({});
    expect(recompute(invoice, { items: [line(1, 5)], discount: 1e308 }).errors).toEqual({
      discount: 'Must be at most 10,000,000,000',
    });
    expect(recompute(invoice, { items: [line(1, 5)], tax: 1e308 }).totals?.taxCents).toBe(500);
    const sums = recompute(timecard, { travel: 1e308 });
    expect(sums.errors).toEqual({ travel: 'Must be between -10,000,000,000 and 10,000,000,000' });
    expect(sums.values.allHours).toBe(0);
    expect(recompute(timecard, { travel: 1e10 }).values.allHours).toBe(1e10);
  });

  it('keeps the entered due date while the invoice date is unreadable', () => {
    expect(recompute(invoice, { invoiceDate: '', terms: 'Net 30', due: '2026-12-01' }).values.due).toBe('2026-12-01');
  });

  it('leaves the due date alone in a form without payment terms', () => {
    const template = web({ id: 'invoiceDate', type: 'InvoiceDateField' }, { id: 'due', type: 'DueDateField' });
    expect(recompute(template, { invoiceDate: '2026-11-24', due: '2026-12-01' }).values.due).toBe('2026-12-01');
  });

  it('adds sums of sums in dependency order, and counts a cycle as 0', () => {
    const template = web(
      { id: 'a', type: 'NumberField' },
      { id: 'total', type: 'AdderField', attributes: { adderFieldIds: ['subtotal', 'a'] } },
      { id: 'subtotal', type: 'AdderField', attributes: { adderFieldIds: ['a', 'a'] } },
      { id: 'x', type: 'AdderField', attributes: { adderFieldIds: ['y', 'a'] } },
      { id: 'y', type: 'AdderField', attributes: { adderFieldIds: ['x', 'a'] } },
    );
    expect(recompute(template, { a: 1.5 }).values).toMatchObject({ subtotal: 3, total: 4.5, x: 3, y: 1.5 });
  });

  it('never lets a field id reach an object prototype', () => {
    const template = web(
      { id: '__proto__', type: 'NumberField', attributes: { startId: 'constructor', endId: 'toString' } },
      { id: 'hasOwnProperty', type: 'AdderField', attributes: { adderFieldIds: ['__proto__'] } },
    );
    const result = recompute(template, JSON.parse('{"__proto__": 5}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(result.values)).toBe(Object.prototype);
    expect(Object.keys(result.values).sort()).toEqual(['__proto__', 'hasOwnProperty']);
    expect(result.errors).toEqual({});
  });

  it('ignores what is not a field', () => {
    const template = {
      fields: [null, 5, { type: 'Text' }],
      layouts: { web: { fields: 'none' } },
    } as unknown as CalcTemplate;
    expect(recompute(template, { a: 1 })).toEqual({
      values: { a: 1 },
      errors: {},
      hours: {},
      totals: null,
      totalHours: null,
    });
  });
});
