import { describe, expect, it } from '@jest/globals';
import { addDays, anchorToFormDate, dateTimeMs, isNextDay } from './local-date-time.js';

const MINUTE = 60_000;

describe('local date-times', () => {
  it('reads local date-times with or without seconds, T or space', () => {
    const base = dateTimeMs('2026-11-24T07:30');
    expect(base).toBe(Date.UTC(2026, 10, 24, 7, 30));
    expect(dateTimeMs('2026-11-24 07:30:00')).toBe(base);
    expect(dateTimeMs('2026-11-24T07:30:15.250')).toBe(base! + 15_250);
  });

  it('honours an offset when there is one', () => {
    expect(dateTimeMs('2026-11-24T07:30:00.000Z')).toBe(Date.UTC(2026, 10, 24, 7, 30));
    expect(dateTimeMs('2026-11-24T07:30-07:00')).toBe(Date.UTC(2026, 10, 24, 14, 30));
    expect(dateTimeMs('2026-11-24T07:30+0530')).toBe(Date.UTC(2026, 10, 24, 2, 0));
  });

  it('refuses what is not a real local date-time', () => {
    for (const value of [
      '',
      '07:30',
      '2026-11-24',
      '2026-02-30T07:30',
      '2026-11-24T24:00',
      '2026-11-24T07:60',
      '2026-11-24T07:30:60',
      '2026-11-24T07:30+24:00',
      '2026-11-24T7:30',
      'Tue Nov 24 2026',
      1_795_000_000_000,
      null,
    ]) {
      expect(dateTimeMs(value)).toBeNull();
    }
  });

  it('counts wall-clock minutes across midnight, month and leap day', () => {
    expect(dateTimeMs('2026-11-25T02:00')! - dateTimeMs('2026-11-24T22:00')!).toBe(240 * MINUTE);
    expect(dateTimeMs('2028-03-01T00:00')! - dateTimeMs('2028-02-28T00:00')!).toBe(2 * 1440 * MINUTE);
  });

  it('moves the date of a date or date-time by whole days, keeping the rest', () => {
    expect(addDays('2026-11-24', 30)).toBe('2026-12-24');
    expect(addDays('2026-12-31T18:00:00-07:00', 1)).toBe('2027-01-01T18:00:00-07:00');
    expect(addDays('2028-02-28 08:00', 1)).toBe('2028-02-29 08:00');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('9999-12-31', 1)).toBeNull();
    expect(addDays('2026-11-24xyz', 1)).toBeNull();
    expect(addDays('2026-13-01', 1)).toBeNull();
  });

  describe('Next Day', () => {
    const form = '2026-11-24T06:45:00';

    it('is ticked when the value lies on the day after the form date', () => {
      expect(isNextDay('2026-11-25T02:00', form)).toBe(true);
      expect(isNextDay('2026-11-24T23:00', form)).toBe(false);
      expect(isNextDay('2026-11-26T02:00', form)).toBe(false);
      expect(isNextDay('', form)).toBe(false);
      expect(isNextDay('2026-11-25T02:00', null)).toBe(false);
    });

    it('shifts the value one day forward when ticked and back when cleared', () => {
      expect(anchorToFormDate('2026-11-24T02:00', form, true)).toBe('2026-11-25T02:00');
      expect(anchorToFormDate('2026-11-25T02:00', form, false)).toBe('2026-11-24T02:00');
    });

    it('follows a change of the form date, staying on the next day when it was', () => {
      const stop = '2026-11-25T02:00';
      const movedForm = '2026-12-01T06:45:00';
      expect(anchorToFormDate(stop, movedForm, isNextDay(stop, form))).toBe('2026-12-02T02:00');
      expect(anchorToFormDate('2026-11-24T22:00', movedForm, false)).toBe('2026-12-01T22:00');
    });

    it('places a picked time of day on the form date', () => {
      expect(anchorToFormDate('07:30', form, false)).toBe('2026-11-24T07:30');
      expect(anchorToFormDate('02:15:00', '2026-12-31', true)).toBe('2027-01-01T02:15:00');
    });

    it('answers null for what it cannot place', () => {
      expect(anchorToFormDate('25:00', form, false)).toBeNull();
      expect(anchorToFormDate('soon', form, false)).toBeNull();
      expect(anchorToFormDate('07:30', 'today', false)).toBeNull();
      expect(anchorToFormDate(null, form, false)).toBeNull();
    });
  });
});
