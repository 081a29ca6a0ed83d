import pg from 'pg';

type Parser = (value: string) => unknown;

/** The text-format array types whose elements pg leaves as strings: text[], varchar[], uuid[]. */
const STRING_ARRAYS = [1009, 1015, 2951];

/**
 * pg's parser of string arrays (postgres-array 2) reads an array character by character, allocating an object per
 * character and a string per element: for the uuid arrays of a list (a price book's division and branch ids) that
 * was the largest single item of a request's CPU. PostgreSQL writes a one-dimensional array as `{a,b,c}` and puts an
 * element in double quotes when it is empty, spells NULL, or holds a quote, backslash, comma, brace or white space;
 * so a text without quotes, backslashes and inner braces is split on its commas, unquoted `NULL` being null as
 * postgres-array reads it. Anything else (quotes, escapes, more dimensions, bounds such as `[0:1]={…}`, an empty
 * element) goes to pg's own parser. The answer is the one pg's parser gives (array-parsers.spec.ts compares them).
 */
export function parseStringArray(value: string, fallback: Parser): unknown {
  const last = value.length - 1;
  if (
    last < 1 ||
    value.charCodeAt(0) !== 123 /* { */ ||
    value.charCodeAt(last) !== 125 /* } */ ||
    value.indexOf('"') !== -1 ||
    value.indexOf('\\') !== -1 ||
    value.indexOf('{', 1) !== -1 ||
    value.indexOf('}') !== last
  ) {
    return fallback(value);
  }
  if (last === 1) return [];
  const entries: (string | null)[] = value.slice(1, last).split(',');
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    if (entry === '') return fallback(value);
    if (entry === 'NULL') entries[index] = null;
  }
  return entries;
}

/** For `new pg.Pool({ types })` (TypeORM's `extra`): pg's type parsers, with parseStringArray for string arrays. */
export const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): Parser {
    const parser = pg.types.getTypeParser(oid, format ?? 'text') as Parser;
    if ((format ?? 'text') !== 'text' || !STRING_ARRAYS.includes(oid)) return parser;
    let quick = quickParsers.get(parser);
    if (!quick) quickParsers.set(parser, (quick = (value: string) => parseStringArray(value, parser)));
    return quick;
  },
};

/** pg asks for the parsers of every result's columns: one wrapper per parser of pg's. */
const quickParsers = new Map<Parser, Parser>();
