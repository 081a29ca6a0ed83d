import { describe, expect, it } from '@jest/globals';
import { checkLayout } from './layout-checks.js';
import {
  createFormInputSchema,
  formDescriptionOf,
  formTitle,
  NEW_FORM_DEFAULTS,
  newFormTemplate,
} from './new-template.js';
import { parseWithProblems } from './problems.js';

const division = { value: 'Crane Services', id: '1f0e1b6a-8c55-4d4e-9a57-2b0d7c3e9f10' };

describe('newFormTemplate', () => {
  it('starts with the hidden Text field named Form Description holding the description, version 0.0.5', () => {
    const template = newFormTemplate({ name: 'Lift Plan', division, description: 'Critical lift plan' });
    expect(template).toEqual({
      name: 'Lift Plan',
      divisionId: division.id,
      formVersion: '0.0.5',
      fields: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Form Description',
          type: 'Text',
          text: 'Critical lift plan',
          attributes: { hidden: true },
        },
      ],
    });
  });

  it('keeps a form version given, and trims the name and description', () => {
    const template = newFormTemplate({ name: ' Lift Plan ', division, description: ' Plan ', formVersion: '0.0.7' });
    expect(template.formVersion).toBe('0.0.7');
    expect(template.name).toBe('Lift Plan');
    expect(template.fields[0].text).toBe('Plan');
  });

  it('builds a template the layout checks accept, with the screen defaults', () => {
    const template = newFormTemplate({ ...NEW_FORM_DEFAULTS, division });
    expect(template.name).toBe('My Form');
    expect(checkLayout(template)).toEqual([]);
    expect(formTitle(template)).toBe('Description for My Form');
  });
});

describe('createFormInputSchema', () => {
  it('gives the spec texts for a missing name or description', () => {
    expect(parseWithProblems(createFormInputSchema, { name: ' ', division, description: '' })).toEqual({
      ok: false,
      problems: [
        { path: ['name'], message: 'Please provide a Form Name.' },
        { path: ['description'], message: 'Please provide a Form Description.' },
      ],
    });
    expect(parseWithProblems(createFormInputSchema, { division })).toEqual({
      ok: false,
      problems: [
        { path: ['name'], message: 'Please provide a Form Name.' },
        { path: ['description'], message: 'Please provide a Form Description.' },
      ],
    });
  });

  it('needs the division picked as { value, id }', () => {
    const input = { name: 'Lift Plan', description: 'Plan' };
    expect(parseWithProblems(createFormInputSchema, input)).toEqual({
      ok: false,
      problems: [{ path: ['division'], message: 'Please provide a Division' }],
    });
    expect(parseWithProblems(createFormInputSchema, { ...input, division: { value: 'Crane', id: 'crane' } })).toEqual({
      ok: false,
      problems: [{ path: ['division', 'id'], message: 'Please provide a Division' }],
    });
  });
});

describe('formTitle', () => {
  it("is the Form Description field's text, else the name", () => {
    expect(
      formTitle({ name: 'Lift Plan', fields: [{ name: 'Form Description', type: 'Text', text: 'Critical lifts' }] }),
    ).toBe('Critical lifts');
    expect(formTitle({ name: 'Lift Plan', fields: [{ name: 'Form Description', type: 'Text', text: ' ' }] })).toBe(
      'Lift Plan',
    );
    expect(formTitle({ name: 'Lift Plan', fields: [] })).toBe('Lift Plan');
    expect(formDescriptionOf({ fields: 'broken' })).toBeUndefined();
  });
});
