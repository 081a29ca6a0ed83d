import { describe, expect, it } from '@jest/globals';
import { validateConfig } from './engine';
import { formTemplate } from './formTemplates.fixtures';
import { rawTemplate, rawTemplateUpdate } from './rawTemplate';
import { defaultRestConfig } from './restConfigs';

describe('rawTemplate / rawTemplateUpdate (edit-raw-form)', () => {
  const original = rawTemplate(formTemplate({ alerts: [{ title: 'Check the load chart' }] }));

  it("shows the template's keys without nulls and without the screens' own fields", () => {
    expect(Object.keys(original)).toEqual([
      'id',
      'accountId',
      'createdAt',
      'updatedAt',
      'divisionId',
      'divisionIds',
      'formTypeSlug',
      'formType',
      'flagForReview',
      'formVersion',
      'name',
      'submitted',
      'fields',
      'alerts',
    ]);
    expect(original.formType).toEqual({ slug: 'inspection-form', displayName: 'Inspection Form' });
  });

  it('sends a key the editor removed as null, and never id, accountId, createdAt, updatedAt or formType', () => {
    const { alerts: _alerts, ...edited }: Record<string, unknown> = { ...original, name: 'Renamed' };
    const update = rawTemplateUpdate(original, edited);
    expect(update).toEqual({
      ok: true,
      input: {
        divisionId: original.divisionId,
        divisionIds: original.divisionIds,
        formTypeSlug: 'inspection-form',
        flagForReview: false,
        formVersion: '0.0.5',
        name: 'Renamed',
        fields: original.fields,
        alerts: null,
      },
    });
  });

  it('refuses a document that is not an object, or a key updateFormTemplate does not take', () => {
    expect(rawTemplateUpdate(original, [1, 2])).toEqual({
      ok: false,
      problems: [{ path: [], message: 'The form must be a JSON object' }],
    });
    expect(rawTemplateUpdate(original, { ...original, colour: 'red' })).toEqual({
      ok: false,
      problems: [{ path: ['colour'], message: '"colour" is not a key of a form template' }],
    });
  });
});

describe('the default CSV config and dynamic document', () => {
  it('pass the server’s own checks, so Create works as offered', () => {
    const template = formTemplate();
    expect(validateConfig('csv', defaultRestConfig('csv', template), template).ok).toBe(true);
    expect(validateConfig('dynamicDocument', defaultRestConfig('dynamicDocument', template), template).ok).toBe(true);
  });
});
