import { describe, expect, it } from '@jest/globals';
import { isCalendarDate, isInstant, isWellFormedDate } from './dates.js';
import { IdArgumentsPipe } from './ids.js';
import { MAX_NESTING, nestsDeeperThan } from './nesting.js';
import { isSafeText, SafeTextPipe, unsafeTextPath } from './safe-text.js';
import { InvalidFieldsError } from '../errors/domain-errors.js';

describe('nesting', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('counts brackets of JSON and GraphQL text up to the limit', () => {
    expect(nestsDeeperThan(nested(MAX_NESTING))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_NESTING + 1))).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000))).toBe(true);
    expect(nestsDeeperThan(`{ a(x: ${nested(MAX_NESTING)}) { id } }`)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes, block strings and comments', () => {
    const text = (inside: string) => `{"a":"${inside}"}`;
    expect(nestsDeeperThan(text('['.repeat(1000)))).toBe(false);
    expect(nestsDeeperThan(text(`\\"${'['.repeat(1000)}`))).toBe(false);
    expect(nestsDeeperThan(`{ a(x: """${'{'.repeat(1000)}\\""" """) }`)).toBe(false);
    expect(nestsDeeperThan(`{ a # ${'('.repeat(1000)}\n }`)).toBe(false);
    expect(nestsDeeperThan(`"\\\\"${nested(MAX_NESTING + 1)}`)).toBe(true);
  });
});

describe('safe text', () => {
  it('refuses NUL and unpaired surrogates, and accepts pairs', () => {
    for (const text of ['a\u0000', '\ud800', 'x\udfffy', '\udc00\ud800']) expect(isSafeText(text)).toBe(false);
    for (const text of ['', 'Crane 🚧', 'é\u202e']) expect(isSafeText(text)).toBe(true);
  });

  it('names the first unsafe text of a value by its path, keys included', () => {
    expect(unsafeTextPath({ customer: { name: 'ok', phone: '3\u0000' } })).toBe('customer.phone');
    expect(unsafeTextPath({ events: [{}, { properties: { ['k\ud800']: 1 } }] })).toBe('events.1.properties.k\ud800');
    expect(unsafeTextPath('a\u0000')).toBe('');
    expect(unsafeTextPath({ n: 1, list: ['a', null, true] })).toBeNull();
  });

  it('refuses any handler argument holding it, naming the field, and leaves the caller alone', () => {
    const pipe = new SafeTextPipe();
    expect(() => pipe.transform({ name: 'a\u0000' }, { type: 'body' })).toThrow(InvalidFieldsError);
    expect(() => pipe.transform('x\ud800', { type: 'param', data: 'jobId' })).toThrow(
      expect.objectContaining({ errors: { jobId: [expect.any(String)] } }),
    );
    const caller = { name: 'a\u0000' };
    expect(pipe.transform(caller, { type: 'custom' })).toBe(caller);
  });
});

describe('dates', () => {
  it('accepts real days from 1900 to 2999 only', () => {
    for (const date of ['1900-01-01', '2028-02-29', '2999-12-31']) expect(isCalendarDate(date)).toBe(true);
    for (const date of ['0000-01-01', '1899-12-31', '3000-01-01', '2026-02-30', '+010000-01-01', 20260101]) {
      expect(isCalendarDate(date)).toBe(false);
    }
  });

  it('accepts instants JavaScript reads inside that range', () => {
    expect(isInstant('2026-11-22T10:15:00Z')).toBe(true);
    expect(isInstant('2026-11-22T10:15:00.123+02:00')).toBe(true);
    for (const time of ['0000-01-01T00:00:00Z', '3000-01-01T00:00:00Z', '2026-W01', 'now', 5]) {
      expect(isInstant(time)).toBe(false);
    }
  });
});

describe('ids named in a call', () => {
  const pipe = new IdArgumentsPipe();

  it('refuses a path, query or GraphQL id that is no UUID with "<name> must be a UUID."', () => {
    expect(() => pipe.transform('not-a-uuid', { type: 'param', data: 'jobId' })).toThrow('jobId must be a UUID.');
    expect(() =>
      pipe.transform(['4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e', 'x'], { type: 'query', data: 'jobIds' }),
    ).toThrow();
    expect(() => pipe.transform('1', { type: 3 as never, data: 'id' })).toThrow('id must be a UUID.');
  });

  it('passes UUIDs, absent ids, other names and whole DTOs', () => {
    const id = '4a8e1d2c-0b1f-4c3a-9d5e-6f7a8b9c0d1e';
    expect(pipe.transform(id, { type: 'param', data: 'assetId' })).toBe(id);
    expect(pipe.transform(undefined, { type: 'query', data: 'accountId' })).toBeUndefined();
    expect(pipe.transform('anything', { type: 'param', data: 'slug' })).toBe('anything');
    expect(pipe.transform({ id: 'x' }, { type: 'body' })).toEqual({ id: 'x' });
  });
});

describe('isWellFormedDate', () => {
  /** The rule as a Date reads it: the day JavaScript parses, written back the same. */
  const byDate = (value: string) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  };
  it('accepts exactly the days a Date reads back the same, leap years included', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (const year of [0, 4, 100, 400, 1900, 2000, 2024, 2025, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect([value, isWellFormedDate(value)]).toEqual([value, byDate(value)]);
        }
      }
    }
    for (const value of ['', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', 20260101, null]) {
      expect(isWellFormedDate(value)).toBe(false);
    }
  });
});
