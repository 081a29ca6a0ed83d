import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { parseStringArray, PG_TYPES } from './array-parsers.js';

const pgParser = pg.types.getTypeParser as (oid: number, format: string) => unknown;
const pgParse = pgParser(2951, 'text') as (value: string) => unknown;
const UUID = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';

describe('parseStringArray', () => {
  it.each([
    '{}',
    `{${UUID}}`,
    `{${UUID},${UUID.toUpperCase()},NULL}`,
    '{a,b,c}',
    '{NULL}',
    '{null,Null}',
    '{"",a}',
    '{"NULL",NULL}',
    '{"a,b","c\\"d",e}',
    '{"a\\\\b"}',
    '{a\\,b}',
    '{{a,b},{c,d}}',
    '[0:1]={a,b}',
    '{a,,b}',
    '{,a}',
    '{a,}',
    '{a}x',
    '{a}}',
    '{',
    '}',
    'ab',
    '{"a b"}',
    '{ab cd}',
    '{é,ß,日本}',
  ])('answers %s as pg does', (text) => {
    let expected: unknown;
    try {
      expected = pgParse(text);
    } catch (error) {
      expect(() => parseStringArray(text, pgParse)).toThrow((error as Error).message);
      return;
    }
    expect(parseStringArray(text, pgParse)).toEqual(expected);
  });

  it('is what the pool parses text[], varchar[] and uuid[] with, and only those', () => {
    for (const oid of [1009, 1015, 2951]) expect(PG_TYPES.getTypeParser(oid)(`{${UUID},x}`)).toEqual([UUID, 'x']);
    expect(PG_TYPES.getTypeParser(1007)).toBe(pgParser(1007, 'text'));
    expect(PG_TYPES.getTypeParser(2951, 'binary')).toBe(pgParser(2951, 'binary'));
  });
});
