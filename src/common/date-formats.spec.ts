import { describe, expect, it } from '@jest/globals';
import { format } from 'date-fns';
import { DATE_WRITERS, instantOf, isoFields, localDate } from './date-formats.js';

/** Each writer's date-fns pattern: the writers must give what date-fns's `format` gave before them. */
const PATTERNS: Record<keyof typeof DATE_WRITERS, string> = {
  date: 'MM/dd/yyyy',
  time: 'h:mmaaa',
  dateTime: 'MM/dd/yyyy, h:mmaaa',
  day: 'eee MMM d yyyy',
  longDay: 'eeee MM/dd/yyyy',
  monthDay: 'MMM d, yyyy',
  isoDay: 'yyyy-MM-dd',
  isoMinute: "yyyy-MM-dd'T'HH:mm",
};

const at = (year: number, month: number, day: number, hour = 0, minute = 0) => {
  const date = new Date(2000, 0, 1, hour, minute);
  date.setFullYear(year, month - 1, day);
  return date;
};

describe('date writers', () => {
  it('write the spec’s examples', () => {
    const date = at(2026, 11, 24, 7, 0);
    expect(DATE_WRITERS.date(date)).toBe('11/24/2026');
    expect(DATE_WRITERS.time(date)).toBe('7:00am');
    expect(DATE_WRITERS.dateTime(date)).toBe('11/24/2026, 7:00am');
    expect(DATE_WRITERS.day(date)).toBe('Tue Nov 24 2026');
    expect(DATE_WRITERS.longDay(date)).toBe('Tuesday 11/24/2026');
    expect(DATE_WRITERS.monthDay(date)).toBe('Nov 24, 2026');
    expect(DATE_WRITERS.isoDay(date)).toBe('2026-11-24');
  });

  it('pad single-digit days, months and minutes, and write midnight and noon as 12', () => {
    expect(DATE_WRITERS.dateTime(at(2027, 1, 5, 0, 5))).toBe('01/05/2027, 12:05am');
    expect(DATE_WRITERS.dateTime(at(2027, 1, 5, 12, 0))).toBe('01/05/2027, 12:00pm');
    expect(DATE_WRITERS.day(at(2027, 1, 5))).toBe('Tue Jan 5 2027');
    expect(DATE_WRITERS.monthDay(at(2027, 1, 5))).toBe('Jan 5, 2027');
    expect(DATE_WRITERS.isoDay(at(2027, 1, 5))).toBe('2027-01-05');
    expect(DATE_WRITERS.isoMinute(at(2027, 1, 5, 7, 5))).toBe('2027-01-05T07:05');
  });

  it('give what date-fns’s format gives, across year boundaries, leap days, every hour and far years', () => {
    const dates = [
      ...[0, 1, 99, 999, 1900, 1999, 2000, 2024, 2026, 2999, 9999, 10000].flatMap((year) => [
        at(year, 1, 1),
        at(year, 2, 28, 23, 59),
        at(year, 12, 31, 23, 59),
      ]),
      at(2024, 2, 29, 11, 59),
      at(-5, 6, 15, 13, 7),
      ...Array.from({ length: 24 }, (_, hour) => at(2026, 12, 31, hour, hour * 2)),
      ...Array.from({ length: 14 }, (_, day) => at(2026, 12, 25 + day, 9, 9)),
    ];
    for (const date of dates) {
      for (const [name, pattern] of Object.entries(PATTERNS)) {
        expect(`${name}: ${DATE_WRITERS[name as keyof typeof DATE_WRITERS](date)}`).toBe(
          `${name}: ${format(date, pattern)}`,
        );
      }
    }
  });
});

describe('ISO text', () => {
  it('reads dates and date-times with or without seconds, fractions and offsets', () => {
    expect(isoFields('2026-11-24')).toEqual({ year: 2026, month: 11, day: 24, hour: 0, minute: 0, second: 0 });
    expect(isoFields('2026-11-24 07:30')).toMatchObject({ hour: 7, minute: 30, second: 0, offset: undefined });
    expect(isoFields('2026-11-24T07:30:05.123456Z')).toMatchObject({ second: 5, offset: 'Z' });
    expect(isoFields('2026-11-24T07:30:05-0700')).toMatchObject({ offset: '-0700' });
    for (const odd of ['', 'yesterday', '2026-11', '20261124', '07:30', ' 2026-11-24', '2026-11-24T7:30']) {
      expect(isoFields(odd)).toBeNull();
    }
  });

  it('makes local dates of real days only, and instants of offsets', () => {
    const fields = isoFields('2026-11-24T07:30:00-07:00')!;
    expect(localDate(fields)).toEqual(at(2026, 11, 24, 7, 30));
    expect(instantOf({ ...fields, offset: '-07:00' })).toBe(Date.parse('2026-11-24T14:30:00Z'));
    expect(localDate(isoFields('2024-02-29')!)).toEqual(at(2024, 2, 29));
    for (const odd of ['2026-02-29', '2026-13-01', '2026-11-31', '2026-11-24T24:00', '2026-11-24T07:60']) {
      expect(localDate(isoFields(odd)!)).toBeNull();
    }
  });
});
