import { describe, expect, it } from '@jest/globals';
import { TEMPLATE } from './aiFormBuilder.fixtures';
import {
  aiFormTemplateInput,
  type AiFormDraft,
  defaultName,
  descriptionOf,
  missingForSave,
  withDescription,
} from './aiTemplate';

const DIVISION = { id: '6f1c3f59-0a8d-4b3f-8f39-1c1f7f0b2d22', value: 'Crane Services' };
const valid = (value: unknown) => ({ value, ok: true, problems: 0 });

const ready: AiFormDraft = {
  name: 'AI Generated Timecard',
  formType: 'timecard',
  division: DIVISION,
  ios: valid(TEMPLATE.fields),
  web: valid(TEMPLATE.layouts.web),
};

describe('the AI form template', () => {
  it('is named after its form type until a name is typed', () => {
    expect(defaultName('timecard')).toBe('AI Generated Timecard');
    expect(defaultName('safety')).toBe('AI Generated Safety');
  });

  it('keeps its description in the first IOS field', () => {
    expect(descriptionOf(TEMPLATE.fields)).toBe('Crane inspection');
    expect(descriptionOf(withDescription(TEMPLATE.fields, 'Daily crane check'))).toBe('Daily crane check');
    expect(descriptionOf([{ id: 'x', name: 'Other', type: 'Text', text: 'no' }])).toBe('');
    expect(withDescription('not a list', 'x')).toBe('not a list');
  });
});

describe('Save (spec 3 §2)', () => {
  it('is enabled with name, form type, division, both layouts valid and a description', () => {
    expect(missingForSave(ready)).toEqual([]);
  });

  it.each([
    ['a name', { name: '  ' }, 'a form name'],
    ['a form type', { formType: null }, 'a form type'],
    ['a division', { division: null }, 'a division'],
    ['the IOS layout', { ios: null }, 'the IOS layout'],
    ['the web layout', { web: null }, 'the Web layout'],
    ['valid IOS JSON', { ios: { value: undefined, ok: false, problems: 0 } }, 'valid JSON in the IOS layout'],
    ['valid web JSON', { web: { value: undefined, ok: false, problems: 0 } }, 'valid JSON in the Web layout'],
    ['web layout checks passed', { web: { ...valid({}), problems: 2 } }, 'a Web layout that passes the layout checks'],
    ['a description', { ios: valid(withDescription(TEMPLATE.fields, ' ')) }, 'a description'],
  ])('is disabled without %s', (_case, change, missing) => {
    expect(missingForSave({ ...ready, ...change })).toEqual([missing]);
  });

  it('sends the versions, the form type slug, the layouts and the description', () => {
    expect(aiFormTemplateInput(ready)).toEqual({
      name: 'AI Generated Timecard',
      formTypeSlug: 'Timecard',
      divisionId: DIVISION.id,
      formVersion: '0.0.5',
      renderEngineVersion: '0.0.1',
      templateVersion: '0.0.1',
      description: 'Crane inspection',
      fields: TEMPLATE.fields,
      layouts: { web: TEMPLATE.layouts.web },
    });
    const { web } = aiFormTemplateInput({ ...ready, web: valid({ fields: [] }) }).layouts;
    expect(web).toEqual({ fields: [], downloadName: 'Download Name' });
  });

  it.each([
    ['safety', 'safety-form'],
    ['quote', 'quote'],
    ['other', 'other'],
  ] as const)('maps the form type %s to the slug %s', (formType, slug) => {
    expect(aiFormTemplateInput({ ...ready, formType }).formTypeSlug).toBe(slug);
  });
});
