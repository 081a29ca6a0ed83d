import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { timecardTemplate } from './fixtures/timecard.template.js';
import { assignBannerIds, checkLayout, validateTemplate } from './layout-checks.js';
import { formatProblem } from './problems.js';
import type { FormTemplate, TemplateField, WebLayoutField } from './template.schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Sets any value, as a hand-edited JSON document could hold it. */
const set = (target: object, key: string, value: unknown) => Object.assign(target, { [key]: value });

const web = (template: FormTemplate): WebLayoutField[] => template.layouts!.web!.fields;
const android = (template: FormTemplate): TemplateField[] => template.layouts!.android!.fields;

describe('checkLayout', () => {
  it('passes the timecard template, each layout and the whole', () => {
    const template = timecardTemplate();
    expect(checkLayout(template)).toEqual([]);
    expect(checkLayout(template, 'web')).toEqual([]);
    expect(checkLayout(template, 'ios')).toEqual([]);
    expect(checkLayout(template, 'android')).toEqual([]);
  });

  it('passes a template that has no web or Android layout yet', () => {
    const { layouts: _layouts, ...template } = timecardTemplate();
    expect(checkLayout(template)).toEqual([]);
    expect(checkLayout({ ...template, layouts: { web: null, android: null } })).toEqual([]);
  });

  describe('duplicate ids', () => {
    it('reports each later use in the web layout, with where the id was first used', () => {
      const template = timecardTemplate();
      web(template)[1].fields![1].id = 'workDate';
      web(template)[3].fields![0].id = 'workDate';
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 1, 'fields', 1, 'id'],
          message: 'Duplicate id "workDate": first used at fields.0.fields.0',
        },
        {
          path: ['layouts', 'web', 'fields', 3, 'fields', 0, 'id'],
          message: 'Duplicate id "workDate": first used at fields.0.fields.0',
        },
      ]);
    });

    it('finds them across rows of the template fields (the iOS layout)', () => {
      const template = timecardTemplate();
      template.fields[13].id = 'stopTime';
      expect(checkLayout(template, 'ios')).toEqual([
        { path: ['fields', 13, 'id'], message: 'Duplicate id "stopTime": first used at fields.10.fields.1' },
      ]);
    });

    it('finds them in the Android layout', () => {
      const template = timecardTemplate();
      android(template)[3].id = 'workDate';
      expect(checkLayout(template, 'android')).toEqual([
        { path: ['layouts', 'android', 'fields', 3, 'id'], message: 'Duplicate id "workDate": first used at fields.2' },
      ]);
    });

    it('gives each sub-form ids of its own', () => {
      const template = timecardTemplate();
      template.subForms = [
        {
          name: 'Rigging gear',
          fields: [
            { id: 'crane', type: 'TextField' },
            { id: 'sling', type: 'TextField' },
          ],
        },
        {
          name: 'Outriggers',
          fields: [
            { id: 'pad', type: 'NumberField' },
            { id: 'pad', type: 'NumberField' },
          ],
        },
      ];
      expect(checkLayout(template, 'ios')).toEqual([
        { path: ['subForms', 1, 'fields', 1, 'id'], message: 'Duplicate id "pad": first used at fields.0' },
      ]);
    });
  });

  describe('field types', () => {
    it('accepts only Divider or Row at the top of the web layout', () => {
      const template = timecardTemplate();
      web(template).push({ id: 'formDescription', type: 'TextField' });
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 14, 'type'],
          message: "A TextField must sit inside a Row: the web layout's entries are Divider or Row",
        },
      ]);
    });

    it('refuses a Row inside a Row, and fields inside anything but a Row', () => {
      const template = timecardTemplate();
      web(template)[0].fields!.push({ type: 'Row', fields: [] });
      web(template)[3].fields![0].fields = [{ id: 'formDescription', type: 'TextField' }];
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 0, 'fields', 3, 'type'],
          message: 'A Row cannot be placed inside another Row',
        },
        { path: ['layouts', 'web', 'fields', 3, 'fields', 0, 'fields'], message: 'Only a Row can hold fields' },
      ]);
    });

    it('allows a Divider inside a Row', () => {
      const template = timecardTemplate();
      web(template)[0].fields!.push({ type: 'Divider' });
      expect(checkLayout(template, 'web')).toEqual([]);
    });

    it('names the web type of a mobile type used in the web layout', () => {
      const template = timecardTemplate();
      web(template)[0].fields![0].type = 'DatePicker';
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 0, 'fields', 0, 'type'],
          message: '"DatePicker" is not a web layout field type. Did you mean "DateField"?',
        },
      ]);
    });

    it('names the mobile type of a web type used in a mobile layout', () => {
      const template = timecardTemplate();
      template.fields[2].type = 'DateField';
      android(template)[2].type = 'SignatureField';
      expect(checkLayout(template).map(formatProblem)).toEqual([
        'fields.2.type: "DateField" is not an iOS layout field type. Did you mean "DatePicker"?',
        'layouts.android.fields.2.type: "SignatureField" is not an Android layout field type. Did you mean "Signature"?',
      ]);
    });

    it('suggests the closest type for a typo, whatever its case', () => {
      const template = timecardTemplate();
      template.fields[4].type = 'textfeild';
      expect(checkLayout(template, 'ios')).toEqual([
        {
          path: ['fields', 4, 'type'],
          message: '"textfeild" is not an iOS layout field type. Did you mean "TextField"?',
        },
      ]);
    });

    it('lists the allowed types when nothing is close', () => {
      const template = timecardTemplate();
      web(template)[1].fields![0].type = 'Spreadsheet';
      const [problem] = checkLayout(template, 'web');
      expect(problem.path).toEqual(['layouts', 'web', 'fields', 1, 'fields', 0, 'type']);
      expect(problem.message).toMatch(
        /^"Spreadsheet" is not a web layout field type\. Use one of: AdderField, BranchField, .*ClockTimeInput$/,
      );
    });

    it('checks fieldType against the server field types', () => {
      const template = timecardTemplate();
      template.fields[2].fieldType = 'Date';
      const [problem] = checkLayout(template, 'ios');
      expect(problem.path).toEqual(['fields', 2, 'fieldType']);
      expect(problem.message).toMatch(/^"Date" is not a server field type\. Use one of: AdderField, /);
    });

    it('checks the types of a layouts.ios an imported template carries', () => {
      const template = timecardTemplate();
      template.layouts!.ios = { fields: [{ id: 'workDate', type: 'Calendar' }] };
      expect(checkLayout(template, 'ios')[0]).toEqual({
        path: ['layouts', 'ios', 'fields', 0, 'type'],
        message: expect.stringMatching(/^"Calendar" is not an iOS layout field type\./),
      });
    });
  });

  describe('id mappings', () => {
    it('requires every web widget to show a template field', () => {
      const template = timecardTemplate();
      web(template)[1].fields![0].id = 'yard';
      expect(checkLayout(template, 'web')).toEqual([
        { path: ['layouts', 'web', 'fields', 1, 'fields', 0, 'id'], message: 'No template field has the id "yard"' },
      ]);
    });

    it('requires an id on every web widget, not on Rows and Dividers', () => {
      const template = timecardTemplate();
      delete web(template)[1].fields![0].id;
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 1, 'fields', 0],
          message: 'This field needs the id of the template field it shows',
        },
      ]);
    });

    it('requires the Android value fields to fill template fields; display-only fields are free', () => {
      const template = timecardTemplate();
      android(template)[2].id = 'date';
      android(template).push({ id: 'legal', type: 'Banner', text: 'Lift plans are kept for 3 years' });
      delete android(template)[3].id;
      expect(checkLayout(template, 'android')).toEqual([
        { path: ['layouts', 'android', 'fields', 2, 'id'], message: 'No template field has the id "date"' },
        {
          path: ['layouts', 'android', 'fields', 3],
          message: 'This field needs the id of the template field it fills',
        },
      ]);
    });

    it('requires an id on template fields that hold a value; Banners and Buttons need none', () => {
      const template = timecardTemplate();
      delete template.fields[20].id;
      delete template.fields[1].id;
      expect(checkLayout(template, 'ios')).toEqual([{ path: ['fields', 20], message: 'This field needs an id' }]);
    });

    it('checks the field ids that attributes name', () => {
      const template = timecardTemplate();
      const hours = web(template)[5].fields![3];
      hours.attributes = { ...hours.attributes, startId: 'start', outId: 'hours' };
      web(template)[9].fields![0].attributes = { adderFieldIds: ['craneHours', 'fuel'] };
      web(template)[9].fields![1].attributes = { hiddenIf: { id: 'craneType', value: 'Tower' } };
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 5, 'fields', 3, 'attributes', 'startId'],
          message: 'No field of this form has the id "start"',
        },
        {
          path: ['layouts', 'web', 'fields', 9, 'fields', 0, 'attributes', 'adderFieldIds', 1],
          message: 'No field of this form has the id "fuel"',
        },
        {
          path: ['layouts', 'web', 'fields', 9, 'fields', 1, 'attributes', 'hiddenIf', 'id'],
          message: 'No field of this form has the id "craneType"',
        },
      ]);
    });

    it('reads comma-separated adderFieldIds', () => {
      const template = timecardTemplate();
      template.fields[18].attributes!.adderFieldIds = 'craneHours, fuel, oil';
      expect(checkLayout(template, 'ios')).toEqual([
        {
          path: ['fields', 18, 'attributes', 'adderFieldIds'],
          message: 'No field of this form has the ids "fuel", "oil"',
        },
      ]);
    });

    it("checks an alert's textFieldInputId and the template's forDate", () => {
      const template = timecardTemplate();
      template.alerts![1].textFieldInputId = 'standbyNotes';
      template.parameters = { forDate: 'date' };
      template.layouts!.android!.alerts![1].textFieldInputId = 'standby';
      expect(checkLayout(template).map(formatProblem)).toEqual([
        'alerts.1.textFieldInputId: No field of this form has the id "standbyNotes"',
        'parameters.forDate: No field of this form has the id "date"',
        'layouts.android.alerts.1.textFieldInputId: No field of this form has the id "standby"',
      ]);
    });

    it('accepts only the mapping values', () => {
      const template = timecardTemplate();
      web(template)[1].fields![0].attributes!.mapping = 'branchName';
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 1, 'fields', 0, 'attributes', 'mapping'],
          message:
            '"branchName" is not a mapping value. Use one of: userId, userPhone, userEmail, branchId, divisionId, ' +
            'termsAndConditions, costBreakdown, generalValues, paymentTerms, billingAddress, branch.name, dateOfInvoice, dueDate',
        },
      ]);
    });
  });

  describe('grid positions', () => {
    it('needs columnEnd after columnStart', () => {
      const template = timecardTemplate();
      web(template)[1].fields![1].columnEnd = 7;
      expect(checkLayout(template, 'web')).toEqual([
        {
          path: ['layouts', 'web', 'fields', 1, 'fields', 1, 'columnEnd'],
          message: 'columnEnd must be greater than columnStart',
        },
      ]);
    });

    it("keeps fields within the row's columns (columnEnd is the grid line after the last column)", () => {
      const template = timecardTemplate();
      web(template)[1].fields![1].columnEnd = 14;
      template.fields[10].fields![1].columnStart = 3;
      template.fields[10].fields![1].columnEnd = 4;
      expect(checkLayout(template).map(formatProblem)).toEqual([
        "layouts.web.fields.1.fields.1.columnEnd: columnEnd 14 is past the row's 12 columns (the last grid line is 13)",
        "fields.10.fields.1.columnStart: columnStart 3 is past the row's 2 columns",
        "fields.10.fields.1.columnEnd: columnEnd 4 is past the row's 2 columns (the last grid line is 3)",
      ]);
    });
  });

  describe('structure', () => {
    it('reports what the schema refuses at its path, in plain words', () => {
      const template = timecardTemplate();
      set(web(template)[0].fields![0], 'columnStart', '1');
      set(web(template)[5].fields![0].attributes!, 'minuteIncrements', -15);
      set(web(template)[6], 'fields', { clock: true });
      set(web(template)[8].fields![0].attributes!, 'options', 5);
      delete (web(template)[9].fields![2] as Partial<WebLayoutField>).type;
      expect(checkLayout(template, 'web')).toEqual([
        { path: ['layouts', 'web', 'fields', 0, 'fields', 0, 'columnStart'], message: 'Must be a whole number' },
        {
          path: ['layouts', 'web', 'fields', 5, 'fields', 0, 'attributes', 'minuteIncrements'],
          message: 'Must be greater than 0',
        },
        { path: ['layouts', 'web', 'fields', 6, 'fields'], message: 'Must be a list' },
        {
          path: ['layouts', 'web', 'fields', 8, 'fields', 0, 'attributes', 'options'],
          message: 'Must be text or a list',
        },
        { path: ['layouts', 'web', 'fields', 9, 'fields', 2, 'type'], message: 'Required' },
      ]);
    });

    it('checks the whole template when no layout is named', () => {
      const { layouts: _layouts, alerts: _alerts, parameters: _parameters, ...template } = timecardTemplate();
      template.name = ' ';
      set(template, 'fields', undefined);
      set(template, 'divisionId', 'north');
      set(template, 'formTypeSlug', 'payroll');
      set(template, 'formVersion', 5);
      expect(checkLayout(template)).toEqual([
        { path: ['divisionId'], message: 'Must be a UUID' },
        {
          path: ['formTypeSlug'],
          message: expect.stringMatching(/^Unknown form type; use one of: Timecard, inspection-form, /),
        },
        { path: ['formVersion'], message: 'Must be text' },
        { path: ['name'], message: 'Please provide a Form Name.' },
        { path: ['fields'], message: 'Required' },
      ]);
    });

    it('needs the layout it is asked to check', () => {
      const { layouts: _layouts, ...template } = timecardTemplate();
      expect(checkLayout(template, 'web')).toEqual([{ path: ['layouts'], message: 'Required' }]);
      expect(checkLayout({ ...template, layouts: {} }, 'android')).toEqual([
        { path: ['layouts', 'android'], message: 'Required' },
      ]);
    });

    it('keeps unknown keys and checks no more than their shape allows', () => {
      const template = timecardTemplate();
      set(template, 'colour', 'orange');
      set(web(template)[0].fields![0], 'tooltip', 'Day the crew worked');
      set(web(template)[0].fields![0].attributes!, 'placeholder', 'MM/DD/YY');
      expect(checkLayout(template)).toEqual([]);
    });

    it('refuses what is not a template at all', () => {
      expect(checkLayout('[]')).toEqual([{ path: [], message: 'Must be an object' }]);
      expect(checkLayout(null, 'web')).toEqual([{ path: [], message: 'Must be an object' }]);
    });

    it('answers problems, never throws, whatever JSON it is given', () => {
      const anyJson = fc.jsonValue({ maxDepth: 6 });
      const fieldLike = fc.record(
        {
          id: anyJson,
          type: fc.oneof(fc.constantFrom('Row', 'Banner', 'TextField', 'Divider'), anyJson),
          fields: anyJson,
          attributes: anyJson,
        },
        { requiredKeys: [] },
      );
      const template = fc.record({
        fields: fc.array(fieldLike),
        layouts: fc.record({ web: fc.record({ fields: fc.array(fieldLike) }), android: anyJson }),
      });
      fc.assert(
        fc.property(fc.oneof(anyJson, template), (input) => {
          for (const kind of [undefined, 'web', 'ios', 'android'] as const)
            expect(Array.isArray(checkLayout(input, kind))).toBe(true);
          expect(typeof validateTemplate(input).ok).toBe('boolean');
        }),
        { numRuns: 300 },
      );
    });

    it('survives broken parts while checking the rest', () => {
      const template = timecardTemplate();
      set(template, 'fields', [null, 7, { type: 'TextField', id: 'a', attributes: 'x', fields: 'y' }]);
      expect(checkLayout(template, 'ios')).toEqual([
        { path: ['fields', 0], message: 'Must be an object' },
        { path: ['fields', 1], message: 'Must be an object' },
        { path: ['fields', 2, 'attributes'], message: 'Must be an object' },
        { path: ['fields', 2, 'fields'], message: 'Must be a list' },
        { path: ['alerts', 1, 'textFieldInputId'], message: 'No field of this form has the id "workPerformed"' },
        { path: ['parameters', 'forDate'], message: 'No field of this form has the id "workDate"' },
      ]);
    });
  });
});

describe('assignBannerIds', () => {
  it('gives every Banner of every fields list without an id a new UUID, first among its keys', () => {
    const template = timecardTemplate();
    delete template.fields[1].id;
    template.fields[7].id = '';
    set(template.fields[10].fields![0], 'type', 'Banner');
    delete template.fields[10].fields![0].id;
    delete android(template)[1].id;
    const result = assignBannerIds(template);
    expect(result.fields[1].id).toMatch(UUID);
    expect(Object.keys(result.fields[1])[0]).toBe('id');
    expect(result.fields[7].id).toMatch(UUID);
    expect(result.fields[10].fields![0].id).toMatch(UUID);
    expect(android(result)[1].id).toMatch(UUID);
    expect(new Set([result.fields[1].id, result.fields[7].id, android(result)[1].id]).size).toBe(3);
  });

  it('leaves Banners that have an id, and every other field, as they were', () => {
    const template = timecardTemplate();
    delete template.fields[27].id;
    expect(assignBannerIds(template)).toEqual(template);
  });

  it('does not change its input', () => {
    const template = timecardTemplate();
    delete template.fields[1].id;
    assignBannerIds(template);
    expect(template.fields[1].id).toBeUndefined();
  });

  it('takes a bare fields list too, and ignores Banners outside fields lists', () => {
    const [banner] = assignBannerIds<{ id?: string; type: string; text: string }[]>([{ type: 'Banner', text: 'Crew' }]);
    expect(banner.id).toMatch(UUID);
    expect(assignBannerIds({ source: { type: 'Banner' } })).toEqual({ source: { type: 'Banner' } });
  });
});

describe('validateTemplate', () => {
  it('answers the parsed template with Banner ids assigned and unknown keys kept', () => {
    const input = { ...timecardTemplate(), colour: 'orange' };
    delete input.fields[1].id;
    const result = validateTemplate(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.colour).toBe('orange');
    expect(result.value.fields[1].id).toMatch(UUID);
  });

  it('gives every top-level field an id and a name: its title, else its type (never a Banner’s text)', () => {
    const input = {
      name: 'Site visit',
      formVersion: '0.0.1',
      fields: [
        { type: 'Banner', text: 'Customer' },
        { type: 'Row', columns: 1, fields: [] },
        { id: 'notes', type: 'TextEditor', fieldType: 'TextArea', attributes: { title: 'Notes' } },
        { id: 'crane', name: 'Crane', type: 'TextField', fieldType: 'TextField' },
      ],
    };
    const result = validateTemplate(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.fields.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: expect.stringMatching(UUID), name: 'Banner' },
      { id: expect.stringMatching(UUID), name: 'Row' },
      { id: 'notes', name: 'Notes' },
      { id: 'crane', name: 'Crane' },
    ]);
  });

  it('answers the problems of every layout', () => {
    const template = timecardTemplate();
    web(template)[1].fields![0].id = 'yard';
    android(template)[2].type = 'Calendar';
    const result = validateTemplate(template);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.path.join('.'))).toEqual([
      'layouts.web.fields.1.fields.0.id',
      'layouts.android.fields.2.type',
    ]);
  });
});
