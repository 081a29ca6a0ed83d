import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { timecardCsvConfig, timecardDynamicDocument, timecardTemplate } from '../fixtures/timecard.template.js';
import { CONFIG_SCHEMAS, validateConfig, type ConfigKind } from './config-checks.js';

const problemsOf = (result: ReturnType<typeof validateConfig>) => (result.ok ? [] : result.problems);

describe('CSV config', () => {
  it("accepts the timecard's payroll export as it is", () => {
    const config = timecardCsvConfig();
    expect(validateConfig('csv', config, timecardTemplate())).toEqual({ ok: true, value: config });
  });

  it('fills in the defaults: comma, a header row, text columns', () => {
    const result = validateConfig(
      'csv',
      { columns: [{ header: 'Timecard #', property: 'number' }] },
      timecardTemplate(),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        delimiter: ',',
        includeHeader: true,
        columns: [{ header: 'Timecard #', property: 'number', format: 'text' }],
      },
    });
  });

  it('needs one source per column, a header, a known format and at least one column', () => {
    const template = timecardTemplate();
    expect(validateConfig('csv', { columns: [] }, template)).toEqual({
      ok: false,
      problems: [{ path: ['columns'], message: 'Must have at least 1 item' }],
    });
    const columns = [
      { header: 'Date', fieldId: 'workDate', property: 'localDateTime' },
      { header: 'Hours' },
      { header: '', property: 'totalHours', format: 'decimal' },
      { header: 'Who', property: 'user' },
    ];
    expect(problemsOf(validateConfig('csv', { columns, delimiter: '|' }, template))).toEqual([
      { path: ['delimiter'], message: 'Must be one of: ,, ;, \t' },
      { path: ['columns', 0], message: 'Give exactly one of fieldId, property or itemKey' },
      { path: ['columns', 1], message: 'Give exactly one of fieldId, property or itemKey' },
      { path: ['columns', 2, 'header'], message: 'Must not be empty' },
      {
        path: ['columns', 2, 'format'],
        message: 'Must be one of: text, number, money, hours, date, time, dateTime, yesNo, list',
      },
      {
        path: ['columns', 3, 'property'],
        message: expect.stringMatching(/^Must be one of: number, status, userName, userId, /),
      },
    ]);
  });

  it('takes item keys only when the rows are the items of a list field', () => {
    const config = { columns: [{ header: 'Employee', itemKey: 'userName' }] };
    expect(problemsOf(validateConfig('csv', config, timecardTemplate()))).toEqual([
      {
        path: ['columns', 0, 'itemKey'],
        message: 'itemKey needs rowPerItemOf: the id of the list field whose items become rows',
      },
    ]);
  });

  it('names only fields of the template', () => {
    const config = { ...timecardCsvConfig(), rowPerItemOf: 'riggers' };
    config.columns[1] = { header: 'Date', fieldId: 'date', format: 'date' };
    expect(problemsOf(validateConfig('csv', config, timecardTemplate()))).toEqual([
      { path: ['rowPerItemOf'], message: 'No template field has the id "riggers"' },
      { path: ['columns', 1, 'fieldId'], message: 'No template field has the id "date"' },
    ]);
  });
});

describe('dynamic document', () => {
  it("accepts the timecard's Documents page as it is", () => {
    const document = timecardDynamicDocument();
    expect(validateConfig('dynamicDocument', document, timecardTemplate())).toEqual({ ok: true, value: document });
  });

  it('fills in the defaults: newest first by local date, 20 a page, no filters or tiles', () => {
    const result = validateConfig(
      'dynamicDocument',
      { title: 'Timecards', columns: [{ header: '#', property: 'number' }] },
      {},
    );
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Timecards',
        columns: [{ header: '#', property: 'number', format: 'text', sortable: true }],
        defaultSort: { by: 'localDateTime', order: 'DESC' },
        filters: [],
        summary: [],
        pageSize: 20,
      },
    });
  });

  it('checks columns, filters, tiles and the page size', () => {
    const document = {
      title: ' ',
      columns: [{ header: 'Crew', itemKey: 'userName' }],
      filters: [{ label: 'Job', fieldId: 'job', match: 'contains' }],
      summary: [
        { label: 'Timecards', aggregate: 'count', property: 'number' },
        { label: 'Hours', aggregate: 'sum' },
      ],
      pageSize: 500,
    };
    expect(problemsOf(validateConfig('dynamicDocument', document, timecardTemplate()))).toEqual([
      { path: ['title'], message: 'Must not be empty' },
      { path: ['columns', 0], message: 'Give exactly one of fieldId or property' },
      { path: ['filters', 0, 'match'], message: 'Must be one of: text, exact, hasData' },
      { path: ['summary', 0], message: 'A count takes no fieldId or property' },
      { path: ['summary', 1], message: 'Give exactly one of fieldId or property' },
      { path: ['pageSize'], message: 'Must be at most 100' },
    ]);
  });

  it('names only fields of the template, and sorts by a property or a field', () => {
    const document = timecardDynamicDocument();
    document.columns[1].fieldId = 'date';
    document.filters[1].fieldId = 'craneModel';
    document.summary[2].fieldId = 'liftHours';
    document.defaultSort = { by: 'day', order: 'ASC' };
    expect(problemsOf(validateConfig('dynamicDocument', document, timecardTemplate()))).toEqual([
      { path: ['columns', 1, 'fieldId'], message: 'No template field has the id "date"' },
      { path: ['filters', 1, 'fieldId'], message: 'No template field has the id "craneModel"' },
      { path: ['summary', 2, 'fieldId'], message: 'No template field has the id "liftHours"' },
      { path: ['defaultSort', 'by'], message: 'No template field has the id "day"' },
    ]);
    document.defaultSort = { by: 'number', order: 'ASC' };
    expect(
      problemsOf(
        validateConfig(
          'dynamicDocument',
          { ...timecardDynamicDocument(), defaultSort: document.defaultSort },
          timecardTemplate(),
        ),
      ),
    ).toEqual([]);
  });
});

describe('PDF config', () => {
  const hbsTemplate = '<h1>{{formName}}</h1>{{#each crew}}<p>{{userName}}</p>{{/each}}';

  it('takes Handlebars and CSS templates and the values they show, nested for list items', () => {
    const config = {
      cssTemplate: 'h1 { font-size: 18px; }',
      hbsTemplate,
      fields: [
        { fieldId: 'workDate', format: 'date', label: 'Date' },
        { fieldId: 'crew', label: 'Crew', fields: [{ fieldId: 'userName', label: 'Name' }] },
        { fieldId: 'operatorSignature', format: 'signature' },
      ],
    };
    expect(validateConfig('pdf', config, timecardTemplate())).toEqual({ ok: true, value: config });
    expect(validateConfig('pdf', { hbsTemplate }, timecardTemplate())).toEqual({
      ok: true,
      value: { hbsTemplate, cssTemplate: '', fields: [] },
    });
  });

  it('needs a Handlebars template and fields of the template', () => {
    const config = { hbsTemplate: 7, fields: [{ fieldId: 'foreman', format: 'stamp' }] };
    expect(problemsOf(validateConfig('pdf', config, timecardTemplate()))).toEqual([
      { path: ['hbsTemplate'], message: 'Must be text' },
      {
        path: ['fields', 0, 'format'],
        message: 'Must be one of: text, number, money, hours, date, time, dateTime, yesNo, list, image, signature',
      },
    ]);
    expect(
      problemsOf(validateConfig('pdf', { hbsTemplate, fields: [{ fieldId: 'foreman' }] }, timecardTemplate())),
    ).toEqual([{ path: ['fields', 0, 'fieldId'], message: 'No template field has the id "foreman"' }]);
  });
});

describe('validateConfig', () => {
  it('answers, never throws, whatever JSON it is given', () => {
    const kinds = Object.keys(CONFIG_SCHEMAS) as ConfigKind[];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.jsonValue({ maxDepth: 5 }),
        fc.jsonValue({ maxDepth: 3 }),
        (kind, input, template) => {
          expect(typeof validateConfig(kind, input, template).ok).toBe('boolean');
          expect(typeof validateConfig(kind, input, timecardTemplate()).ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });
});
