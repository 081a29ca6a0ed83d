import fc from 'fast-check';
import { encodePageKey } from '../../../src/common/pagination/page-key.js';
import { TINY_PNG } from '../../support/images.js';
import { day, MISSING } from '../../support/job-fixtures.js';

/** A value nested `depth` levels deep, written into the JSON text as is (JSON.stringify would recurse that deep). */
export class Deep {
  constructor(
    readonly depth: number,
    readonly open: '[' | '{"a":',
  ) {}

  text(): string {
    const opened = this.open.repeat(this.depth);
    return this.open === '[' ? opened + ']'.repeat(this.depth) : `${opened}1${'}'.repeat(this.depth)}`;
  }
}

/** JSON text of a generated value, Deep values included. */
export function toJson(value: unknown): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_, item: unknown) => {
    if (!(item instanceof Deep)) return item;
    deep.push(item);
    return `__deep_${deep.length - 1}__`;
  });
  return (text ?? 'null').replace(/"__deep_(\d+)__"/g, (_, index: string) => deep[Number(index)].text());
}

/** The kind of value a field holds, guessed from its name and type: what "plausible" means for it. */
export type Kind =
  | 'id'
  | 'date'
  | 'instant'
  | 'time'
  | 'timezone'
  | 'email'
  | 'phone'
  | 'pageKey'
  | 'base64'
  | 'mime'
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean';

export function kindOf(name: string, type?: string, format?: string): Kind {
  if (format === 'uuid' || /^(id|.*Ids?)$/.test(name) || type === 'ID') return 'id';
  if (/nextPageKey/.test(name)) return 'pageKey';
  if (/(date|Date|^after$|^before$|expiresAt)/.test(name)) return 'date';
  if (/^(time|dateTime)$/.test(name)) return 'instant';
  if (/Time$/.test(name)) return 'time';
  if (/timezone/i.test(name)) return 'timezone';
  if (/email/i.test(name)) return 'email';
  if (/phone/i.test(name)) return 'phone';
  if (/^(data|logo|quoteCover|image|file)$/.test(name)) return 'base64';
  if (/^(mime|contentType)$/.test(name)) return 'mime';
  if (type === 'boolean' || type === 'Boolean') return 'boolean';
  if (type === 'integer' || type === 'Int') return 'integer';
  if (type === 'number' || type === 'Float' || /^(lat|lng|radius|engineHours)$/.test(name)) return 'number';
  return 'text';
}

const someId = '4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e';
const base64 = (text: string) => Buffer.from(text).toString('base64url');

const BAD_IDS = [
  'not-a-uuid',
  '',
  ' ',
  '1',
  '00000000-0000-0000-0000-00000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  `{${someId}}`,
  `${someId} `,
  `${someId}\u0000`,
  "' OR 1=1 --",
];
const BAD_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '3000-01-01',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '0000-00-00',
  '2026-05-04T10:00:00Z',
  'today',
];
const BAD_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2026-W01',
  '2026-001',
  '2026-05-04T24:61:00Z',
  '2026-05-04 10:00',
  '1970-01-01T00:00:00Z',
];
const BAD_PAGE_KEYS = [
  encodePageKey(['not-a-date'], someId),
  encodePageKey(['0000-01-01'], someId),
  encodePageKey(['2026-05-04'], 'not-a-uuid'),
  encodePageKey(['a\u0000b'], someId),
  encodePageKey(['\ud800'], someId),
  encodePageKey([], someId),
  encodePageKey(['a', 'b', 'c'], someId),
  base64('null'),
  base64('{"a":1}'),
  base64('[1,2]'),
  base64('['.repeat(5000) + ']'.repeat(5000)),
  'not base64 !!',
  '',
  'x'.repeat(5000),
];
const EVIL_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\ud83d\ude00 fine',
  '\u202eevil',
  "'; DROP TABLE job; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  'null',
  '{}',
  '[]',
  '-1',
  'NaN',
  '1e309',
  '<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'x'.repeat(10_000),
  '🚧'.repeat(3000),
];
const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { a: { b: {} } },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'),
  Array.from({ length: 500 }, (_, i) => i),
  new Deep(63, '['),
  new Deep(200, '['),
  new Deep(10_000, '['),
  new Deep(1000, '{"a":'),
];

/** Bad input of every kind: wrong types, unsafe or huge text, deep values, bad ids, dates and page keys. */
export const evil: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EVIL_TEXT),
  fc.constantFrom(...BAD_IDS),
  fc.constantFrom(...BAD_DATES),
  fc.constantFrom(...BAD_INSTANTS),
  fc.constantFrom(...BAD_PAGE_KEYS),
  fc.constantFrom(...WRONG_TYPES),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A text with NUL or half a surrogate pair put somewhere into it. */
const tainted = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.nat(), fc.constantFrom('\u0000', '\ud800', '\udfff'))
    .map(([value, at, bad]) => value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1)));

/** Values a well-behaved client might send for a field of this kind. */
export function plausible(kind: Kind, ids: string[]): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'id':
      return fc.oneof(fc.constantFrom(...ids, MISSING), fc.uuid());
    case 'date':
      return fc.integer({ min: -400, max: 400 }).map(day);
    case 'instant':
      return fc.integer({ min: -400, max: 0 }).map((offset) => `${day(offset)}T10:15:00Z`);
    case 'time':
      return fc.constantFrom('08:00', '17:30', '00:00', '23:59');
    case 'timezone':
      return fc.constantFrom('America/Denver', 'UTC', 'Europe/Berlin');
    case 'email':
      return fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.com`);
    case 'phone':
      return fc.constantFrom('303-555-0100', '(303) 555-0100', '3035550100');
    case 'pageKey':
      return fc.constantFrom(
        encodePageKey([day(0)], someId),
        encodePageKey(['Crane 1'], someId),
        encodePageKey([`${day(-1)}T10:00:00.000Z`], someId),
      );
    case 'base64':
      return fc.constantFrom(TINY_PNG, `data:image/png;base64,${TINY_PNG}`, 'aGVsbG8=');
    case 'mime':
      return fc.constantFrom('application/pdf', 'image/png', 'text/html', 'image/svg+xml');
    case 'number':
      return fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }), fc.integer());
    case 'integer':
      return fc.integer({ min: -10, max: 3000 });
    case 'boolean':
      return fc.boolean();
    case 'text':
      return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('Crane 1', 'SCHEDULED', 'Liebherr', 'Denver'));
  }
}

/** A field's value in wild input: often plausible, often bad, sometimes plausible text with NUL or a surrogate half. */
export const fuzzed = (good: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: good },
    { weight: 4, arbitrary: evil },
    { weight: 1, arbitrary: tainted(fc.string({ maxLength: 10 })) },
  );

/** The value with one of its leaves (a leaf of any depth, or the value itself) replaced by `bad`. */
export function withOneBad(value: unknown, pick: number, bad: unknown): unknown {
  const leaves: (string | number)[][] = [];
  const walk = (item: unknown, path: (string | number)[]) => {
    const children = item !== null && typeof item === 'object' && !(item instanceof Deep) ? Object.keys(item) : [];
    if (children.length === 0) leaves.push(path);
    for (const key of children) walk((item as Record<string, unknown>)[key], [...path, key]);
  };
  walk(value, []);
  const path = leaves[pick % leaves.length];
  if (path.length === 0) return bad;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]] = bad;
  return copy;
}

/**
 * Input built from a generator of clean values and one of wild values: clean input (reaching the code behind the
 * validation), clean input with one bad leaf somewhere in it, wild input, or bad input altogether.
 */
export const badInput = (clean: fc.Arbitrary<unknown>, wild: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 2, arbitrary: clean },
    { weight: 4, arbitrary: fc.tuple(clean, fc.nat(), evil).map(([value, pick, bad]) => withOneBad(value, pick, bad)) },
    { weight: 3, arbitrary: wild },
    { weight: 1, arbitrary: evil },
  );

/** Object keys that are themselves bad input. */
export const evilKey = fc.constantFrom('__proto__', 'constructor', 'a\u0000b', '\ud800', '', 'x'.repeat(300), 'extra');

/** A path segment as the client would encode it; lone surrogates become the invalid UTF-8 a raw client could send. */
export function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : value instanceof Deep ? value.text() : toJson(value);
  return [...text].map((char) => (/^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** Raw path and query fragments no encoder would produce. */
export const rawSegment = fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '..', '%2e%2e', '%2F', '%C0%AF', '%22%22');
