import { describe, expect, it } from '@jest/globals';
import {
  formatAssetStatus,
  formatDate,
  formatDateTime,
  formatFileType,
  formatLocalDateTime,
  formatOccupation,
  formatPhone,
  formatTime,
  toIsoDate,
} from './format';

describe('formatPhone', () => {
  it('shows stored, bare and typed North American numbers alike', () => {
    expect(formatPhone('+13035550101')).toBe('(303) 555-0101');
    expect(formatPhone('3035550110')).toBe('(303) 555-0110');
    expect(formatPhone('303-555-0110')).toBe('(303) 555-0110');
    expect(formatPhone('1 (303) 555.0110')).toBe('(303) 555-0110');
  });

  it('shows other numbers as stored and nothing without one', () => {
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(formatPhone(null)).toBe('');
  });
});

describe('dates and times (spec 1 §9)', () => {
  const morning = new Date(2026, 10, 24, 7, 0);

  it('writes dates, days and date-times in the spec formats', () => {
    expect(formatDate(morning)).toBe('11/24/2026');
    expect(formatDate('2026-11-02')).toBe('11/02/2026');
    expect(formatDate(morning, 'day')).toBe('Tue Nov 24 2026');
    expect(formatDate(morning, 'longDay')).toBe('Tuesday 11/24/2026');
    expect(formatDateTime(morning)).toBe('11/24/2026, 7:00am');
    expect(formatDateTime(new Date(2026, 10, 24, 16, 30))).toBe('11/24/2026, 4:30pm');
  });

  it('writes wall-clock times as h:mmaaa', () => {
    expect(formatTime('07:00')).toBe('7:00am');
    expect(formatTime('00:15')).toBe('12:15am');
    expect(formatTime('12:00')).toBe('12:00pm');
    expect(formatTime('23:45:00')).toBe('11:45pm');
  });

  it('pads single-digit months and days, and reads ISO texts across a year boundary', () => {
    expect(formatDate('2027-01-05')).toBe('01/05/2027');
    expect(formatDate('2026-12-31', 'day')).toBe('Thu Dec 31 2026');
    expect(formatDate('2027-01-01', 'longDay')).toBe('Friday 01/01/2027');
    expect(formatDate('2027-01-05', 'monthDay')).toBe('Jan 5, 2027');
    expect(formatDateTime('2026-12-31T23:59')).toBe('12/31/2026, 11:59pm');
    expect(formatDateTime('2027-01-01 00:05:09.5')).toBe('01/01/2027, 12:05am');
    expect(toIsoDate(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });

  it('shows an instant in the viewer’s zone', () => {
    const instant = '2026-12-31T23:30:00.000Z';
    expect(formatDateTime(instant)).toBe(formatDateTime(new Date(Date.parse(instant))));
    expect(formatDateTime('2026-12-31T16:30:00-07:00')).toBe(formatDateTime(new Date(Date.parse(instant))));
  });

  it('shows nothing without a value and an unreadable one as given', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('2026-11-24T25:00')).toBe('2026-11-24T25:00');
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid Date');
    expect(formatTime('later')).toBe('later');
    expect(formatTime('25:00')).toBe('25:00');
  });

  it("writes a clock's own date-time whatever offset it carries, other text as given", () => {
    expect(formatLocalDateTime('2026-11-22T03:15:00-07:00')).toBe('11/22/2026, 3:15am');
    expect(formatLocalDateTime('2026-11-22T23:15:30+09:00')).toBe('11/22/2026, 11:15pm');
    expect(formatLocalDateTime('2026-11-22 11:15:00')).toBe('11/22/2026, 11:15am');
    expect(formatLocalDateTime('2026-11-22T07:40Z')).toBe('11/22/2026, 7:40am');
    expect(formatLocalDateTime('yesterday noon')).toBe('yesterday noon');
    expect(formatLocalDateTime(null)).toBe('');
  });
});

describe('names', () => {
  it('writes occupations in title case wherever they show', () => {
    expect(formatOccupation('crane operator')).toBe('Crane Operator');
    expect(formatOccupation('Rigger')).toBe('Rigger');
    expect(formatOccupation('CDL driver')).toBe('CDL Driver');
  });

  it('labels asset statuses', () => {
    expect(formatAssetStatus('active')).toBe('Active');
    expect(formatAssetStatus('ACTIVE')).toBe('Active');
    expect(formatAssetStatus('maintenance')).toBe('In Maintenance');
    expect(formatAssetStatus('out of service')).toBe('Out Of Service');
    expect(formatAssetStatus(null)).toBe('');
  });

  it('names document types as readers know them', () => {
    expect(formatFileType('application/pdf')).toBe('PDF');
    expect(formatFileType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
    expect(formatFileType('application/vnd.ms-excel')).toBe('Excel');
    expect(formatFileType('image/png')).toBe('PNG image');
    expect(formatFileType('application/x-7z-compressed')).toBe('7Z-COMPRESSED');
    expect(formatFileType('application/octet-stream')).toBe('OCTET-STREAM');
  });
});
