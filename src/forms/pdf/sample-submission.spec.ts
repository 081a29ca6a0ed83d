import { describe, expect, it } from '@jest/globals';
import { timecardTemplate } from '../engine/fixtures/timecard.template.js';
import { SERVER_FIELD_TYPES, type FormTemplate } from '../engine/index.js';
import { formDocumentContext } from './form-document.js';
import { SAMPLE_SIGNATURE } from './sample-images.js';
import { sampleSubmission } from './sample-submission.js';

const valueOf = (submission: ReturnType<typeof sampleSubmission>, id: string) =>
  submission.fields?.find((field) => field.id === id)?.value;

/** A template with one web widget of every server field type, each with the type as its id. */
function everyTypeTemplate(): FormTemplate {
  const types = SERVER_FIELD_TYPES.filter((type) => type !== 'Row' && type !== 'Divider');
  return {
    name: 'Every type',
    formVersion: '0.0.5',
    fields: [],
    layouts: {
      web: {
        fields: [
          {
            type: 'Row',
            fields: types.map((type) => ({
              id: type,
              type,
              attributes: { title: type, ...(type === 'PickerField' ? { options: 'Red, Green' } : {}) },
            })),
          },
        ],
      },
    },
  };
}

describe('the sample submission', () => {
  it('fills every field of the timecard with a plausible value, and computes what is derived', () => {
    const template = timecardTemplate();
    const submission = sampleSubmission(template);
    expect(submission).toMatchObject({
      number: 1024,
      status: 'New',
      userName: 'Jordan Lee',
      localDateTime: '2026-11-20T07:00',
    });
    const context = formDocumentContext(template, submission);
    const empty = Object.values(context.fields).filter((field) => field.value === '' && field.images.length === 0);
    expect(empty.map((field) => field.id)).toEqual([]);
    expect(valueOf(submission, 'startTime')).toBe('2026-11-20T07:00');
    expect(valueOf(submission, 'stopTime')).toBe('2026-11-20T15:30');
    expect(valueOf(submission, 'outMinutes')).toBe(30);
    expect(valueOf(submission, 'hours')).toBe(8);
    expect(valueOf(submission, 'billableHours')).toBe(4);
    expect(valueOf(submission, 'crane')).toBe('Grove GMK5250L');
    expect(valueOf(submission, 'liftType')).toBe('Standard');
    expect(valueOf(submission, 'operatorSignature')).toBe(SAMPLE_SIGNATURE);
    expect(submission.totalHours).toBe(16);
    expect(context.info.submitted).toBe('11/20/2026, 4:42pm');
  });

  it('is the same every time', () => {
    expect(sampleSubmission(timecardTemplate())).toEqual(sampleSubmission(timecardTemplate()));
  });

  it('has a value for every server field type, which the PDF shows', () => {
    const template = everyTypeTemplate();
    const context = formDocumentContext(template, sampleSubmission(template));
    const shown = Object.values(context.fields).map((field) => [field.id, field.value || field.images.length > 0]);
    expect(shown.filter(([, visible]) => !visible)).toEqual([]);
    expect(context.fields.PickerField.value).toBe('Red');
    expect(context.fields.InvoiceRangePicker.value).toBe('11/01/2026 – 11/30/2026');
    expect(context.fields.MultiInvoiceItemField.columns?.map((column) => column.label)).toEqual([
      'Item',
      'Start',
      'End',
      'Qty',
      'Unit',
      'Rate',
      'Amount',
    ]);
  });

  it('gives line items, adjustments and terms values that make a believable quote', () => {
    const template: FormTemplate = {
      name: 'Quote',
      formVersion: '0.0.5',
      fields: [],
      layouts: {
        web: {
          fields: [
            {
              type: 'Row',
              fields: [
                { id: 'customer', type: 'TextField', attributes: { title: 'Customer Name' } },
                { id: 'contactEmail', type: 'TextField', attributes: { title: 'Contact Email' } },
                { id: 'invoiceDate', type: 'InvoiceDateField', attributes: { title: 'Invoice Date' } },
                { id: 'terms', type: 'TextField', attributes: { title: 'Payment Terms', mapping: 'paymentTerms' } },
                { id: 'due', type: 'DueDateField', attributes: { title: 'Due Date' } },
                {
                  id: 'items',
                  type: 'MultiInvoiceItemField',
                  attributes: { discountsId: 'discount', surchargeId: 'surcharge', taxId: 'tax' },
                },
                { id: 'discount', type: 'NumberField' },
                { id: 'surcharge', type: 'NumberField' },
                { id: 'tax', type: 'NumberField' },
                { id: 'total', type: 'TotalField' },
              ],
            },
          ],
        },
      },
    };
    const submission = sampleSubmission(template);
    expect(valueOf(submission, 'customer')).toBe('Acme Construction');
    expect(valueOf(submission, 'contactEmail')).toBe('jordan.lee@example.com');
    expect(valueOf(submission, 'terms')).toBe('Net 30');
    expect(valueOf(submission, 'due')).toBe('2026-12-20');
    expect([valueOf(submission, 'discount'), valueOf(submission, 'surcharge'), valueOf(submission, 'tax')]).toEqual([
      100, 3, 8.25,
    ]);
    // 8 × 325 + 8 × 145 + 950 = 4,710; − 100 = 4,610; + 3 % (138.30) + 8.25 % (380.33).
    expect(valueOf(submission, 'total')).toBe(5128.63);
  });
});
