import { describe, expect, it } from '@jest/globals';
import {
  cents,
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  dateText,
  displayText,
  formatValue,
  hours,
  money,
  number,
  TIME_PATTERN,
  yesNo,
} from './format.js';
import { patternText } from './pattern-text.js';

describe('PDF value formats', () => {
  it('writes dollars and cents as money with a sign and separators', () => {
    expect(money(4852.18)).toBe('$4,852.18');
    expect(money('1250.5')).toBe('$1,250.50');
    expect(money(0)).toBe('$0.00');
    expect(money(-12)).toBe('-$12.00');
    expect(money(49.975)).toBe('$49.98');
    expect(money(10_000_000_000)).toBe('$10,000,000,000.00');
    expect(cents(485218)).toBe('$4,852.18');
    expect(cents(-5)).toBe('-$0.05');
    for (const odd of [null, undefined, '', 'abc', NaN, Infinity, {}, []]) {
      expect(money(odd)).toBe('');
      expect(cents(odd)).toBe('');
    }
  });

  it('writes numbers with separators and at most two decimals, hours with two', () => {
    expect(number(1234.5)).toBe('1,234.5');
    expect(number(2)).toBe('2');
    expect(number('0.125')).toBe('0.13');
    expect(number(7.5, 0)).toBe('8');
    expect(number(-0.001)).toBe('0');
    expect(hours(8.5)).toBe('8.50');
    expect(hours('12')).toBe('12.00');
    expect(hours(null)).toBe('');
  });

  it('writes yes or no, and nothing for no value', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo('true')).toBe('Yes');
    expect(yesNo('no')).toBe('No');
    expect(yesNo(null)).toBe('');
  });

  it('writes wall-clock dates and times as written, whatever the server’s time zone', () => {
    expect(dateText('2026-11-20')).toBe('11/20/2026');
    expect(patternText('2026-11-20T07:30', 'h:mm a')).toBe('7:30 AM');
    expect(patternText('2026-11-20 15:45:10', 'MM/dd/yyyy h:mm a')).toBe('11/20/2026 3:45 PM');
    expect(patternText('07:30', 'h:mm a')).toBe('7:30 AM');
    expect(patternText('2026-11-20', 'MMM d, yyyy')).toBe('Nov 20, 2026');
    expect(dateText('2026-11-20T07:30', TIME_PATTERN)).toBe('7:30am');
    expect(dateText('2026-11-20 15:45:10', DATE_TIME_PATTERN)).toBe('11/20/2026, 3:45pm');
    // A day that does not exist, and other values, give nothing.
    for (const odd of ['2026-02-30', '2026-11-20T25:00', 'yesterday', 20261120, null, {}]) {
      expect(dateText(odd)).toBe('');
    }
  });

  it('shows instants in the form’s time zone when it is known, else in their own offset', () => {
    const utc = '2026-11-20T23:42:00.000Z';
    expect(patternText(utc, 'MM/dd/yyyy h:mm a', { timezoneOffset: 420 })).toBe('11/20/2026 4:42 PM');
    expect(patternText(utc, 'MM/dd/yyyy h:mm a')).toBe('11/20/2026 11:42 PM');
    expect(patternText('2026-11-20T16:42:00-07:00', 'h:mm a')).toBe('4:42 PM');
    expect(patternText(new Date(utc), 'h:mm a', { timezoneOffset: -60 })).toBe('12:42 AM');
    expect(dateText(utc, DATE_TIME_PATTERN, { timezoneOffset: 420 })).toBe('11/20/2026, 4:42pm');
    expect(dateText(utc, DATE_TIME_PATTERN)).toBe('11/20/2026, 11:42pm');
    expect(dateText(new Date(utc), DATE_PATTERN, { timezoneOffset: -60 })).toBe('11/21/2026');
    expect(dateText(new Date(Number.NaN), DATE_PATTERN)).toBe('');
  });

  it('reads moment.js letters as their users mean them, and answers nothing for a pattern date-fns refuses', () => {
    expect(patternText('2026-11-20T15:05', 'MM/DD/YYYY h:mm A')).toBe('11/20/2026 3:05 PM');
    expect(patternText('2026-11-20', "EEEE 'the' do 'of' MMMM")).toBe('Friday the 20th of November');
    expect(patternText('2026-11-20', 'MM/dd/yyyy J')).toBe('');
  });

  it('shows records by name and lists joined', () => {
    expect(displayText({ id: 'b1', name: 'Denver' })).toBe('Denver');
    expect(displayText({ id: 'j1', number: 1042, name: 'Riverside Tower' })).toBe('1042 · Riverside Tower');
    expect(displayText({ userId: 'u1', userName: 'Jordan Lee', occupationId: 'o1' })).toBe('Jordan Lee');
    expect(displayText({ firstName: 'Sam', lastName: 'Rivera' })).toBe('Sam Rivera');
    expect(displayText({ address: '1200 Larimer St', lat: 1, lng: 2 })).toBe('1200 Larimer St');
    expect(displayText([{ userName: 'A' }, 'B', null, { userName: 'C' }])).toBe('A; B; C');
    expect(displayText(true)).toBe('Yes');
    expect(displayText({ unknown: 1 })).toBe('');
  });

  it('names ids through the caller’s lookup', () => {
    const nameOf = (id: string) => ({ 'branch-1': 'Phoenix', 'user-1': 'Ann Smith' })[id];
    expect(displayText('branch-1', { nameOf })).toBe('Phoenix');
    expect(displayText({ userId: 'user-1' }, { nameOf })).toBe('Ann Smith');
    expect(displayText('free text', { nameOf })).toBe('free text');
  });

  it('formats by PDF-config format name', () => {
    expect(formatValue(['Jordan Lee', { userName: 'Sam Rivera' }], 'list')).toBe('Jordan Lee; Sam Rivera');
    // Spec 1 §9's h:mmaaa and MM/dd/yyyy, h:mmaaa, as every screen shows them.
    expect(formatValue('2026-11-20T15:30', 'time')).toBe('3:30pm');
    expect(formatValue('2026-11-20T07:05', 'time')).toBe('7:05am');
    expect(formatValue('2026-11-20T15:30', 'dateTime')).toBe('11/20/2026, 3:30pm');
    expect(formatValue(1, 'yesNo')).toBe('Yes');
    expect(formatValue('data:image/png;base64,AAAA', 'signature')).toBe('');
  });
});
