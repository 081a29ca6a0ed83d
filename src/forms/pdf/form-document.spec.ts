import { describe, expect, it } from '@jest/globals';
import { timecardTemplate } from '../engine/fixtures/timecard.template.js';
import type { FormTemplate } from '../engine/index.js';
import { formDocumentContext, statusLabel, type FormDocumentOptions, type SubmissionLike } from './form-document.js';
import { SAMPLE_PHOTO, SAMPLE_SIGNATURE } from './sample-images.js';

const timecardSubmission = (): SubmissionLike => ({
  number: 77,
  status: 'approved',
  localDateTime: '2026-11-20T06:30',
  submitDateTime: '2026-11-21T00:15:00Z',
  timezoneOffset: 420,
  userName: 'Dana Foreman',
  totalHours: 9.5,
  fields: [
    { id: 'workDate', value: '2026-11-20' },
    { id: 'job', value: { id: 'job-1', number: 1042, name: 'Riverside Tower' } },
    { id: 'customerName', value: 'Acme Construction' },
    { id: 'branch', value: 'branch-1' },
    {
      id: 'crew',
      value: [
        { userId: 'u1', userName: 'Jordan Lee', occupationId: 'o1' },
        { userId: 'u2', userName: 'Sam Rivera', occupationId: 'o2', occupationName: 'Rigger' },
      ],
    },
    { id: 'startTime', value: '2026-11-20T22:00' },
    { id: 'stopTime', value: '2026-11-21T06:00' },
    { id: 'outMinutes', value: 30 },
    { id: 'hours', value: 7.5 },
    {
      id: 'clock',
      value: {
        clockInTimes: [{ lat: 1, lng: 2, dateTime: '2026-11-20T06:55' }],
        clockOutTimes: [{ lat: 1, lng: 2, dateTime: '2026-11-20T15:35' }],
        outTime: 30,
      },
    },
    { id: 'craneHours', value: 6 },
    { id: 'billableHours', value: 8 },
    { id: 'riggingInspected', value: true },
    {
      id: 'sitePhotos',
      value: [SAMPLE_PHOTO, 'account-1/images/photo.jpg', 'file:///etc/passwd', { url: SAMPLE_PHOTO }],
    },
    { id: 'customerSignature', value: 'https://example.com/sig.png' },
    { id: 'operatorSignature', value: SAMPLE_SIGNATURE },
  ],
});

describe('the form document context', () => {
  it('gives every field of the timecard by id with its label and value as text', () => {
    const nameOf = (id: string) => (id === 'branch-1' ? 'Denver' : undefined);
    const { fields, info, form, values } = formDocumentContext(timecardTemplate(), timecardSubmission(), { nameOf });
    const text = (id: string) => [fields[id].label, fields[id].value];
    expect(form).toEqual({
      name: 'Daily Crane Timecard',
      description: 'Daily crane crew timecard: job, crew hours, crane and sign-off.',
      formType: 'Timecard',
      downloadName: 'Timecard',
    });
    expect(info).toEqual({
      number: '#77',
      status: 'Approved',
      date: '11/20/2026',
      submitted: '11/20/2026, 5:15pm',
      userName: 'Dana Foreman',
      totalHours: '9.50',
    });
    expect(text('workDate')).toEqual(['Date', '11/20/2026']);
    expect(text('job')).toEqual(['Job', '1042 · Riverside Tower']);
    expect(text('branch')).toEqual(['Branch', 'Denver']);
    expect(text('startTime')).toEqual(['Start Time', '10:00pm']);
    expect(text('stopTime')).toEqual(['Stop Time', '6:00am (next day)']);
    expect(text('outMinutes')).toEqual(['Out', '30 min']);
    expect(text('hours')).toEqual(['Hours', '7.50']);
    expect(text('clock')).toEqual(['Clock In / Out', 'In 6:55am · Out 3:35pm · 30 min out · 8.00 hours']);
    expect(text('craneHours')).toEqual(['Crane Hours', '6 hrs']);
    expect(text('riggingInspected')).toEqual(['Rigging inspected before the first lift', 'Yes']);
    expect(text('liftType')).toEqual(['Lift Type', '']);
    expect(fields.liftType.empty).toBe(true);
    expect(values.outMinutes).toBe(30);
  });

  it('makes tables of crew lists, with optional columns only when some entry has them', () => {
    const { crew } = formDocumentContext(timecardTemplate(), timecardSubmission()).fields;
    expect(crew.kind).toBe('table');
    expect(crew.value).toBe('Jordan Lee; Sam Rivera');
    expect(crew.columns).toEqual([
      { key: 'userName', label: 'Name' },
      { key: 'occupation', label: 'Occupation' },
    ]);
    expect(crew.rows?.map((row) => row.map((cell) => cell.value))).toEqual([
      ['Jordan Lee', ''],
      ['Sam Rivera', 'Rigger'],
    ]);
    expect(crew.items?.[1].userName.value).toBe('Sam Rivera');
  });

  it('shows only data: pictures, and those the caller turns references into', () => {
    const template = timecardTemplate();
    const plain = formDocumentContext(template, timecardSubmission()).fields;
    expect(plain.sitePhotos.images).toEqual([SAMPLE_PHOTO, SAMPLE_PHOTO]);
    expect(plain.customerSignature.images).toEqual([]);
    expect(plain.operatorSignature).toMatchObject({ kind: 'signature', images: [SAMPLE_SIGNATURE] });

    const stored = new Map([['account-1/images/photo.jpg', 'data:image/jpeg;base64,/9j/AAAA']]);
    const imageSource = (reference: string) => stored.get(reference) ?? 'file:///etc/passwd';
    const resolved = formDocumentContext(template, timecardSubmission(), { imageSource }).fields;
    expect(resolved.sitePhotos.images).toEqual([SAMPLE_PHOTO, 'data:image/jpeg;base64,/9j/AAAA', SAMPLE_PHOTO]);
  });

  it('follows the web layout: dividers, rows on their grid, hidden fields left out', () => {
    const template = timecardTemplate();
    template.layouts!.web!.fields[1].fields![1].attributes = { hidden: true };
    const { layout } = formDocumentContext(template, timecardSubmission());
    expect(layout.map((entry) => (entry.divider ? '---' : entry.cells!.map((cell) => cell.id).join(',')))).toEqual([
      'workDate,job,customerName',
      'branch',
      '---',
      'crew',
      '---',
      'startTime,stopTime,outMinutes,hours',
      'clock',
      '---',
      'crane,craneHours,travelHours',
      'billableHours,liftType,riggingInspected',
      '---',
      'workPerformed',
      'sitePhotos',
      'customerSignature,operatorSignature',
    ]);
    expect(layout[0]).toMatchObject({ columns: 12, cells: [{ columnStart: 1, columnEnd: 4 }, {}, {}] });
  });

  it('follows the template’s own fields without a web layout: banners as headings, rows kept', () => {
    const template = timecardTemplate();
    template.layouts = { web: null };
    const { layout } = formDocumentContext(template, timecardSubmission());
    expect(layout.slice(0, 7)).toMatchObject([
      { heading: 'Job' },
      { cells: [{ id: 'workDate', columnStart: 1, columnEnd: 2 }] },
      { cells: [{ id: 'job' }] },
      { cells: [{ id: 'customerName' }] },
      { cells: [{ id: 'branch' }] },
      { cells: [{ id: 'division' }] },
      { heading: 'Crew' },
    ]);
    expect(layout.find((entry) => entry.cells?.length === 2)).toMatchObject({
      columns: 2,
      cells: [{ id: 'startTime' }, { id: 'stopTime' }],
    });
    // The hidden Form Description and the Submit button are not in the document.
    expect(JSON.stringify(layout)).not.toContain('Submit Timecard');
    expect(JSON.stringify(layout)).not.toContain('crane crew timecard');
  });

  it('takes labels, formats and nested columns from the PDF config', () => {
    const pdfConfig = {
      fields: [
        { fieldId: 'workDate', label: 'Work Date', format: 'text' as const },
        { fieldId: 'craneHours', format: 'money' as const },
        {
          fieldId: 'crew',
          label: 'Crew on site',
          fields: [
            { fieldId: 'userName', label: 'Employee' },
            { fieldId: 'userId', label: 'Id' },
          ],
        },
        { fieldId: 'notATemplateField', label: 'Extra' },
      ],
    };
    const { fields } = formDocumentContext(timecardTemplate(), timecardSubmission(), { pdfConfig });
    expect([fields.workDate.label, fields.workDate.value]).toEqual(['Work Date', '2026-11-20']);
    expect(fields.craneHours.value).toBe('$6.00');
    expect(fields.crew.label).toBe('Crew on site');
    expect(fields.crew.rows?.map((row) => row.map((cell) => cell.value))).toEqual([
      ['Jordan Lee', 'u1'],
      ['Sam Rivera', 'u2'],
    ]);
    expect(fields.notATemplateField).toMatchObject({ label: 'Extra', value: '', empty: true });
  });

  it('tolerates a PDF config the schema would refuse', () => {
    const pdfConfig = {
      fields: [
        null,
        { label: 'no id' },
        { fieldId: 'craneHours', format: 'constructor', label: 7 },
        { fieldId: 'crew', fields: 'userName' },
        { fieldId: 'job', fields: [{ label: 'no id' }, { fieldId: 'name', format: 'toString' }] },
      ],
    } as unknown as FormDocumentOptions['pdfConfig'];
    const { fields } = formDocumentContext(timecardTemplate(), timecardSubmission(), { pdfConfig });
    expect([fields.craneHours.label, fields.craneHours.value]).toEqual(['Crane Hours', '6 hrs']);
    expect(fields.crew.columns?.map((column) => column.key)).toEqual(['userName', 'occupation']);
    expect(fields.job.columns).toEqual([{ key: 'name', label: 'name' }]);
    const badFields = { fields: 'everything' } as unknown as FormDocumentOptions['pdfConfig'];
    expect(() => formDocumentContext(timecardTemplate(), timecardSubmission(), { pdfConfig: badFields })).not.toThrow();
  });

  it('totals line items and shows each line’s amount', () => {
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
                {
                  id: 'items',
                  type: 'MultiQuoteItemField',
                  attributes: { title: 'Line Items', discountsId: 'discount', taxId: 'tax' },
                },
                { id: 'discount', type: 'NumberField', attributes: { title: 'Discount' } },
                { id: 'tax', type: 'NumberField', attributes: { title: 'Tax', endText: '%' } },
                { id: 'total', type: 'TotalField', attributes: { title: 'Total' } },
              ],
            },
          ],
        },
      },
    };
    const submission: SubmissionLike = {
      fields: [
        {
          id: 'items',
          value: [
            { name: 'Crane', quantity: 2.5, rate: 19.99, unit: 'hr', notes: '' },
            { name: 'Rigging', quantity: 1, rate: 1000, unit: 'ea', notes: 'Two riggers' },
          ],
        },
        { id: 'discount', value: 50 },
        { id: 'tax', value: 8.25 },
        { id: 'total', value: 1077.69 },
      ],
    };
    const context = formDocumentContext(template, submission);
    const { items, total } = context.fields;
    expect(items.columns?.map((column) => column.label)).toEqual(['Item', 'Notes', 'Qty', 'Unit', 'Rate', 'Amount']);
    expect(items.rows?.map((row) => row.map((cell) => cell.value))).toEqual([
      ['Crane', '', '2.5', 'hr', '$19.99', '$49.98'],
      ['Rigging', 'Two riggers', '1', 'ea', '$1,000.00', '$1,000.00'],
    ]);
    expect(items.totals).toEqual([
      { label: 'Subtotal', value: '$1,049.98' },
      { label: 'Discount', value: '-$50.00' },
      { label: 'Tax', value: '$82.50' },
      { label: 'Total', value: '$1,082.48' },
    ]);
    expect(items.value).toBe('$1,082.48');
    expect(context.totals).toBe(items.totals);
    // The stored total is shown as stored.
    expect(total.value).toBe('$1,077.69');
  });

  it('keeps any field id as plain data', () => {
    const template: FormTemplate = {
      name: 'Odd ids',
      formVersion: '1',
      fields: [
        { id: '__proto__', type: 'TextField', attributes: { title: 'Proto' } },
        { id: 'constructor', type: 'TextField' },
      ],
    };
    const context = formDocumentContext(template, {
      fields: [
        { id: '__proto__', value: { polluted: true } },
        { id: 'constructor', value: 'x' },
      ],
    });
    expect(Object.keys(context.fields)).toEqual(['__proto__', 'constructor']);
    expect(context.fields.__proto__.label).toBe('Proto');
    expect(Object.getPrototypeOf(context.values)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('writes statuses as labels', () => {
    expect(statusLabel('ready_to_send')).toBe('Ready to Send');
    expect(statusLabel('draft')).toBe('Draft');
    expect(statusLabel('Approved')).toBe('Approved');
    expect(statusLabel(null)).toBe('');
  });
});
