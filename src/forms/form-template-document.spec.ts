import { describe, expect, it } from '@jest/globals';
import { timecardTemplate } from './engine/fixtures/timecard.template.js';
import type { Checked, FormTemplate } from './engine/index.js';
import { changedTemplate, fromRow, newTemplate, toRow } from './form-template-document.js';

const DIVISION = '7b0a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function accepted(result: Checked<FormTemplate>): FormTemplate {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

describe('form template documents', () => {
  it('makes a new template of version 0.0.5, form type other, with the Form Description field first', () => {
    const template = accepted(
      newTemplate({
        name: 'Lift Plan',
        description: ' Critical lift plan ',
        divisionId: DIVISION,
        formVersion: '9.9.9',
        fields: [{ id: 'load', name: 'Load', type: 'NumberField' }],
      }),
    );
    expect(template).toMatchObject({
      formVersion: '0.0.5',
      formTypeSlug: 'other',
      description: 'Critical lift plan',
      divisionIds: [DIVISION],
    });
    expect(template.fields.map((field) => [field.name, field.type, field.attributes?.hidden])).toEqual([
      ['Form Description', 'Text', true],
      ['Load', 'NumberField', undefined],
    ]);
  });

  it('collects its own problems with the engine’s', () => {
    const result = newTemplate({ name: '', fields: [] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { path: ['name'], message: 'Please provide a Form Name.' },
      { path: ['description'], message: 'Please provide a Form Description.' },
      { path: ['divisionId'], message: 'Please provide a Division' },
    ]);
  });

  it('keeps columns and document apart, and puts them together again as they were', () => {
    const template = accepted(newTemplate({ ...timecardTemplate(), divisionId: DIVISION }));
    const row = toRow(template);
    expect(row).toMatchObject({ name: 'Daily Crane Timecard', formTypeSlug: 'Timecard', title: template.description });
    expect(Object.keys(row.document).sort()).toEqual(
      [
        'alerts',
        'description',
        'fields',
        'flagForReview',
        'layouts',
        'logicRules',
        'parameters',
        'requiredServices',
        'subForms',
      ].sort(),
    );
    expect(fromRow(row)).toEqual(template);
  });

  it('replaces the keys a change sends, removes those sent as null, and ignores what the server owns', () => {
    const stored = fromRow(toRow(accepted(newTemplate({ ...timecardTemplate(), divisionId: DIVISION }))));
    const changed = accepted(
      changedTemplate(
        { ...stored, submitted: true },
        { name: 'Timecard', logicRules: null, id: 'x', formType: { slug: 'quote' }, submitted: false },
      ),
    );
    expect(changed).toMatchObject({ name: 'Timecard', submitted: true, fields: stored.fields });
    expect(changed).not.toHaveProperty('logicRules');
    expect(toRow(changed).document).not.toHaveProperty('formType');
  });
});
