import { describe, expect, it } from '@jest/globals';
import {
  FORM_TYPE_OF_AI_TYPE,
  FORM_TYPE_SLUGS,
  FORM_TYPES,
  formTypeSchema,
  normalizeFormTypeSlug,
} from './form-types.js';
import { parseWithProblems } from './problems.js';

describe('form types', () => {
  it('are the nine of the spec, in order, with distinct colours, each a valid form type', () => {
    expect(FORM_TYPES.map((type) => type.slug)).toEqual([
      'Timecard',
      'inspection-form',
      'safety-form',
      'incident-report',
      'attendance-form',
      'authorization',
      'quote',
      'invoice',
      'other',
    ]);
    expect(FORM_TYPES.map((type) => type.ordinal)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(FORM_TYPES.map((type) => type.bgColor)).size).toBe(9);
    for (const type of FORM_TYPES) expect(parseWithProblems(formTypeSchema, type)).toEqual({ ok: true, value: type });
  });

  it('normalise a slug given in any case to the stored spelling', () => {
    expect(normalizeFormTypeSlug('timecard')).toBe('Timecard');
    expect(normalizeFormTypeSlug(' Safety-Form ')).toBe('safety-form');
    expect(normalizeFormTypeSlug('payroll')).toBeUndefined();
    expect(normalizeFormTypeSlug(3)).toBeUndefined();
  });

  it('map each AI form type to a form type', () => {
    for (const slug of Object.values(FORM_TYPE_OF_AI_TYPE)) expect(FORM_TYPE_SLUGS).toContain(slug);
  });

  it('refuse a colour that is not #RRGGBB', () => {
    expect(parseWithProblems(formTypeSchema, { ...FORM_TYPES[0], bgColor: 'blue' })).toEqual({
      ok: false,
      problems: [{ path: ['bgColor'], message: 'Must be a colour like #3378F6' }],
    });
  });
});
