import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { formatPath, formatProblem, parseWithProblems } from './problems.js';

const messageFor = (schema: z.ZodType, input: unknown): string[] => {
  const result = parseWithProblems(schema, input);
  return result.ok ? [] : result.problems.map((problem) => problem.message);
};

describe('parseWithProblems', () => {
  it('answers the parsed value, defaults applied and unknown keys kept by loose schemas', () => {
    const schema = z.looseObject({ name: z.string(), size: z.int().default(12) });
    expect(parseWithProblems(schema, { name: 'Row', extra: true })).toEqual({
      ok: true,
      value: { name: 'Row', size: 12, extra: true },
    });
  });

  it('says what is missing or of the wrong type in plain words', () => {
    const schema = z.object({
      a: z.string(),
      b: z.number(),
      c: z.int(),
      d: z.boolean(),
      e: z.array(z.string()),
      f: z.object({}),
    });
    const result = parseWithProblems(schema, { b: 'x', c: 1.5, d: 'yes', e: {}, f: [] });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: ['a'], message: 'Required' },
        { path: ['b'], message: 'Must be a number' },
        { path: ['c'], message: 'Must be a whole number' },
        { path: ['d'], message: 'Must be true or false' },
        { path: ['e'], message: 'Must be a list' },
        { path: ['f'], message: 'Must be an object' },
      ],
    });
  });

  it('says which limits a value breaks', () => {
    expect(messageFor(z.string().min(1), '')).toEqual(['Must not be empty']);
    expect(messageFor(z.string().max(3), 'Grove')).toEqual(['Must have at most 3 characters']);
    expect(messageFor(z.array(z.string()).min(1), [])).toEqual(['Must have at least 1 item']);
    expect(messageFor(z.array(z.string()).min(2), [])).toEqual(['Must have at least 2 items']);
    expect(messageFor(z.int().min(1), 0)).toEqual(['Must be at least 1']);
    expect(messageFor(z.int().positive(), 0)).toEqual(['Must be greater than 0']);
    expect(messageFor(z.number().max(100), 101)).toEqual(['Must be at most 100']);
  });

  it('lists the allowed values and formats', () => {
    expect(messageFor(z.enum(['ASC', 'DESC']), 'up')).toEqual(['Must be one of: ASC, DESC']);
    expect(messageFor(z.literal('Row'), 'Divider')).toEqual(['Must be "Row"']);
    expect(messageFor(z.uuid(), 'north')).toEqual(['Must be a UUID']);
    expect(messageFor(z.email(), 'ops@')).toEqual(['Invalid Email']);
    expect(messageFor(z.union([z.string(), z.array(z.string())]), 4)).toEqual(['Must be text or a list']);
    expect(messageFor(z.union([z.object({ a: z.string() }), z.string()]), { a: 1 })).toEqual([
      'Does not match any of the allowed shapes',
    ]);
    expect(messageFor(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual(['Unknown keys: b, c']);
  });

  it("keeps a schema's own message", () => {
    expect(messageFor(z.string().min(1, { error: 'Please provide a Form Name.' }), '')).toEqual([
      'Please provide a Form Name.',
    ]);
  });
});

describe('formatProblem', () => {
  it('writes the path dotted, as the REST errors keys are', () => {
    expect(formatPath(['layouts', 'web', 'fields', 2, 'columnEnd'])).toBe('layouts.web.fields.2.columnEnd');
    expect(formatProblem({ path: ['fields', 0, 'type'], message: 'Required' })).toBe('fields.0.type: Required');
    expect(formatProblem({ path: [], message: 'Must be an object' })).toBe('Must be an object');
  });
});
