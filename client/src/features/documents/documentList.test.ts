import { describe, expect, it } from '@jest/globals';
import { creatableForms, documentForms } from './documentForms';
import {
  cellText,
  changedValues,
  DEFAULT_COLUMNS,
  defaultSort,
  exportFilter,
  fieldFilters,
  itemTitle,
  listColumns,
  NO_FILTERS,
  rangePresets,
  searchBody,
} from './documentList';
import { formatDate, formatDateTime } from '../../ui/format';
import {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  dateText,
  dynamicDocumentSchema,
  type FormField,
  TIME_PATTERN,
} from './engine';
import type { Submission } from './submissions';

const TIMECARD_DOCUMENT = dynamicDocumentSchema.parse({
  title: 'Timecards',
  itemTitle: 'Timecard #{number} · {job}',
  columns: [
    { header: 'Number', property: 'number' },
    { header: 'Date', fieldId: 'workDate', format: 'date' },
    { header: 'Hours', property: 'totalHours', format: 'hours' },
    { header: 'Submitted', property: 'submitDateTime', format: 'dateTime', sortable: false },
  ],
  defaultSort: { by: 'workDate', order: 'ASC' },
  filters: [
    { label: 'Job', fieldId: 'job', match: 'exact' },
    { label: 'Crane', fieldId: 'crane', match: 'exact' },
    { label: 'Work Performed', fieldId: 'workPerformed', match: 'text' },
    { label: 'Has Photos', fieldId: 'sitePhotos', match: 'hasData' },
  ],
  pageSize: 50,
});

const submission = (overrides: Partial<Submission> = {}): Submission => ({
  id: 's1',
  formId: 'f1',
  accountId: 'a1',
  number: 12,
  data: { status: 'New', number: 12 },
  status: 'New',
  submitDateTime: '2026-11-20T22:30:00.000Z',
  pdfFilePath: null,
  hasFile: false,
  userId: 'u1',
  userName: 'Olivia Grant',
  version: '0.0.5',
  createdAt: '2026-11-20T22:30:00.000Z',
  updatedAt: '2026-11-20T22:30:00.000Z',
  lastModifiedBy: 'u1',
  localDateTime: '2026-11-20T15:30:00',
  timezoneOffset: -420,
  totalHours: 8.5,
  totalCents: null,
  adminNotes: null,
  fields: [
    { id: 'workDate', value: '2026-11-19' },
    { id: 'job', value: { id: 'j1', number: 1042, name: 'Riverside Tower' } },
  ],
  ...overrides,
});

describe('the list columns', () => {
  it('are the dynamic document’s, sortable by the server where it orders by that property', () => {
    const columns = listColumns(TIMECARD_DOCUMENT);
    expect(columns.map((column) => [column.header, column.orderField])).toEqual([
      ['Number', 'number'],
      ['Date', undefined],
      ['Hours', undefined],
      ['Submitted', undefined],
    ]);
    expect(listColumns(null)).toBe(DEFAULT_COLUMNS);
  });

  it('write values as the PDFs do: dates, hours, instants in the submitter’s zone', () => {
    const [number, date, hours, submitted] = listColumns(TIMECARD_DOCUMENT);
    const row = submission();
    expect(cellText(row, number)).toBe('12');
    expect(cellText(row, date)).toBe('11/19/2026');
    expect(cellText(row, hours)).toBe('8.50');
    expect(cellText(row, submitted)).toBe('11/20/2026, 3:30pm');
  });

  it('write the same spec 1 §9 formats as every other screen (ui/format.ts)', () => {
    const value = '2026-01-05T07:05';
    expect(
      ([DATE_PATTERN, DATE_TIME_PATTERN, TIME_PATTERN] as const).map((pattern) => dateText(value, pattern)),
    ).toEqual([formatDate(value), formatDateTime(value), formatDate(value, 'time')]);
    expect(formatDateTime(value)).toBe('01/05/2026, 7:05am');
  });

  it('sort by the default when the server can, else newest first by the form’s date', () => {
    expect(defaultSort(TIMECARD_DOCUMENT)).toEqual({ orderField: 'localDateTime', order: 'ASC' });
    expect(defaultSort({ ...TIMECARD_DOCUMENT, defaultSort: { by: 'number', order: 'DESC' } })).toEqual({
      orderField: 'number',
      order: 'DESC',
    });
    expect(defaultSort(null)).toEqual({ orderField: 'localDateTime', order: 'DESC' });
  });
});

describe('the detail heading', () => {
  it('replaces {number} and field ids in itemTitle, else reads "{form} #{number}"', () => {
    expect(itemTitle(TIMECARD_DOCUMENT, 'Daily Crane Timecard', submission())).toBe(
      'Timecard #12 · 1042 · Riverside Tower',
    );
    expect(itemTitle(null, 'Incident Report', submission({ number: 3 }))).toBe('Incident Report #3');
  });
});

describe('the search body', () => {
  const fields = new Map<string, FormField>([
    [
      'crane',
      { id: 'crane', type: 'PickerField', label: 'Crane', attributes: { options: 'Grove RT530E, Tadano GR-600XL' } },
    ],
    ['job', { id: 'job', type: 'JobField', label: 'Job', attributes: {} }],
  ]);
  const filters = fieldFilters(TIMECARD_DOCUMENT, fields);

  it('draws an exact filter with options as a choice, one without (a job) as text', () => {
    expect(filters.map((filter) => [filter.label, filter.kind, filter.options])).toEqual([
      ['Job', 'text', []],
      ['Crane', 'exact', ['Grove RT530E', 'Tadano GR-600XL']],
      ['Work Performed', 'text', []],
      ['Has Photos', 'hasData', []],
    ]);
  });

  it('sends the dates, statuses, users, text and field filters, with the order and page size', () => {
    const body = searchBody(
      {
        ...NO_FILTERS({ startDate: '2026-11-01', endDate: '2026-11-30' }),
        statuses: ['New', 'Issue'],
        userIds: ['u1'],
        text: '  truss ',
        fields: {
          [filters[0].key]: 'Riverside',
          [filters[1].key]: 'Grove RT530E',
          [filters[3].key]: true,
          [filters[2].key]: '',
        },
      },
      filters,
      { orderField: 'number', order: 'ASC' },
      50,
    );
    expect(body).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      local: true,
      status: ['New', 'Issue'],
      userId: ['u1'],
      fullTextSearch: [{ value: 'truss' }, { id: 'job', value: 'Riverside' }],
      exactMatch: [{ id: 'crane', value: 'Grove RT530E' }],
      hasData: ['sitePhotos'],
      orderField: 'number',
      order: 'ASC',
      limit: 50,
    });
    expect(exportFilter(body)).not.toHaveProperty('limit');
    expect(exportFilter(body)).not.toHaveProperty('orderField');
  });

  it('sends only the dates and order without filters', () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-08' };
    expect(searchBody(NO_FILTERS(range), filters, { orderField: 'localDateTime', order: 'DESC' }, 20)).toEqual({
      ...range,
      local: true,
      orderField: 'localDateTime',
      order: 'DESC',
      limit: 20,
    });
  });
});

describe('the date shortcuts', () => {
  it('are the quotes’ six, weeks from Sunday', () => {
    const presets = rangePresets(new Date(2026, 10, 19)); // Thursday 19 November 2026
    expect(presets.map((preset) => [preset.label, preset.range.startDate, preset.range.endDate])).toEqual([
      ['Today', '2026-11-19', '2026-11-19'],
      ['Yesterday', '2026-11-18', '2026-11-18'],
      ['This Week', '2026-11-15', '2026-11-21'],
      ['Last Week', '2026-11-08', '2026-11-14'],
      ['This Month', '2026-11-01', '2026-11-30'],
      ['Last Month', '2026-10-01', '2026-10-31'],
    ]);
  });
});

describe('an edit', () => {
  it('sends only the values that changed', () => {
    const saved = { startTime: '2026-11-20T07:00', hours: 8, crew: [{ userId: 'u1' }] };
    expect(changedValues(saved, { ...saved, hours: 8, crew: [{ userId: 'u1' }] })).toEqual([]);
    expect(changedValues(saved, { ...saved, startTime: '2026-11-20T07:05', notes: 'x' })).toEqual([
      { id: 'startTime', value: '2026-11-20T07:05' },
      { id: 'notes', value: 'x' },
    ]);
  });
});

describe('the Documents page forms', () => {
  const templates = [
    { id: 'timecard', name: 'Daily Crane Timecard', formTypeSlug: 'Timecard' },
    { id: 'inspection', name: 'Daily Crane Inspection', formTypeSlug: 'inspection-form' },
    { id: 'incident', name: 'Incident Report', formTypeSlug: 'incident-report' },
    { id: 'lift', name: 'Lift Plan', formTypeSlug: 'safety-form' },
    { id: 'quote', name: 'Crane Service Quote', formTypeSlug: 'quote' },
  ];

  it('are the setting’s forms that exist, quotes and invoices aside, in quicklink order', () => {
    const setting = ['timecard', 'gone', 'inspection', 'incident', 'lift', 'quote', 'timecard'];
    expect(documentForms(setting, templates, ['timecard', 'lift', 'inspection']).map((form) => form.id)).toEqual([
      'timecard',
      'lift',
      'inspection',
      'incident',
    ]);
  });

  it('keep the setting’s order without quicklinks', () => {
    expect(documentForms(['incident', 'timecard'], templates).map((form) => form.name)).toEqual([
      'Incident Report',
      'Daily Crane Timecard',
    ]);
  });

  it('are followed on the create page by the account’s other forms by name, quotes aside', () => {
    const onPage = documentForms(['timecard', 'incident'], templates);
    expect(creatableForms(onPage, templates).map((form) => form.id)).toEqual([
      'timecard',
      'incident',
      'inspection',
      'lift',
    ]);
  });
});
