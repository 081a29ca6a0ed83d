import { describe, expect, it } from '@jest/globals';
import {
  type ClockTime,
  computeClockHours,
  editClockTime,
  editedMarker,
  isValidClockEdit,
  outTimeOptions,
} from './clock-hours.js';

const time = (dateTime: string, lat: number | null = 39.74, lng: number | null = -104.99): ClockTime => ({
  lat,
  lng,
  dateTime,
});
const clock = (clockIn: string[], clockOut: string[], outTime: unknown = 0) => ({
  clockInTimes: clockIn.map((dateTime) => time(dateTime)),
  clockOutTimes: clockOut.map((dateTime) => time(dateTime)),
  outTime,
});

describe('clock hours', () => {
  it('rounds the minutes between the last clock-in and last clock-out, minus out time, to the nearest 30', () => {
    expect(computeClockHours(clock(['2026-11-24T07:02'], ['2026-11-24T15:20'], 30))).toEqual({ hours: 8 });
    expect(computeClockHours(clock(['2026-11-24T07:00'], ['2026-11-24T15:14']))).toEqual({ hours: 8 });
    expect(computeClockHours(clock(['2026-11-24T07:00'], ['2026-11-24T15:15']))).toEqual({ hours: 8.5 });
  });

  it('uses the last time of each list, the edited one', () => {
    const value = clock(['2026-11-24T06:00', '2026-11-24T07:00'], ['2026-11-24T17:00', '2026-11-24T15:00']);
    expect(computeClockHours(value)).toEqual({ hours: 8 });
  });

  it('rounds to minuteIncrements when set', () => {
    const value = clock(['2026-11-24T07:00'], ['2026-11-24T15:08']);
    expect(computeClockHours(value, 15)).toEqual({ hours: 8.25 });
    expect(computeClockHours(value, '1')).toEqual({ hours: 8.13 });
    expect(computeClockHours(value, 0)).toEqual({ hours: 8 });
    expect(computeClockHours(value, 'often')).toEqual({ hours: 8 });
  });

  it('reads device times with their offset', () => {
    const value = clock(['2026-11-24T14:00:00.000Z'], ['2026-11-24T15:00:00-07:00']);
    expect(computeClockHours(value)).toEqual({ hours: 8 });
  });

  it('is cleared until both a clock-in and a clock-out exist', () => {
    expect(computeClockHours(undefined)).toEqual({ hours: null });
    expect(computeClockHours({})).toEqual({ hours: null });
    expect(computeClockHours(clock(['2026-11-24T07:00'], []))).toEqual({ hours: null });
    expect(computeClockHours(clock([], ['2026-11-24T07:00']))).toEqual({ hours: null });
  });

  it('gives 0 with the time field messages for what cannot be computed', () => {
    expect(computeClockHours(clock(['early'], ['2026-11-24T15:00']))).toEqual({
      hours: 0,
      error: 'Invalid Start Time',
    });
    expect(computeClockHours(clock(['2026-11-24T07:00'], ['late']))).toEqual({ hours: 0, error: 'Invalid Stop Time' });
    expect(computeClockHours(clock(['2026-11-24T15:00'], ['2026-11-24T07:00']))).toEqual({
      hours: 0,
      error: 'Invalid Stop Time',
    });
    expect(computeClockHours(clock(['2026-11-24T07:00'], ['2026-11-24T08:00'], 61))).toEqual({
      hours: 0,
      error: 'Invalid Out Time',
    });
    expect(computeClockHours(clock(['2026-11-24T07:00'], ['2026-11-24T08:00'], -5))).toEqual({
      hours: 0,
      error: 'Invalid Out Time',
    });
  });
});

describe('out-time options', () => {
  it('offers 10 options from 00:00 in steps of 15 minutes, stored in minutes', () => {
    const options = outTimeOptions();
    expect(options).toHaveLength(10);
    expect(options[0]).toEqual({ value: 0, label: '00:00' });
    expect(options[1]).toEqual({ value: 15, label: '00:15' });
    expect(options[9]).toEqual({ value: 135, label: '02:15' });
  });

  it('steps by minuteIncrements when set', () => {
    expect(outTimeOptions(30).map((option) => option.label)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
    expect(outTimeOptions('-3')[1].value).toBe(15);
  });
});

describe('clock time edits', () => {
  const saved = [time('2026-11-24T07:04')];

  it('appends an edited time on the first change', () => {
    expect(editClockTime(saved, saved, '2026-11-24T07:00')).toEqual([saved[0], time('2026-11-24T07:00', null, null)]);
  });

  it('overwrites that edit on later changes', () => {
    const once = editClockTime(saved, saved, '2026-11-24T07:00');
    expect(editClockTime(saved, once, '2026-11-24T06:55')).toEqual([saved[0], time('2026-11-24T06:55', null, null)]);
  });

  it('appends again when an edited value is edited in a later session', () => {
    const stored = editClockTime(saved, saved, '2026-11-24T07:00');
    expect(editClockTime(stored, stored, '2026-11-24T06:30')).toHaveLength(3);
  });

  it('shows (edited) when more than one time exists', () => {
    expect(editedMarker(saved)).toBe('');
    expect(editedMarker([])).toBe('');
    expect(editedMarker(undefined)).toBe('');
    expect(editedMarker(editClockTime(saved, saved, '2026-11-24T07:00'))).toBe('(edited)');
  });

  it('accepts a submitted list that keeps the stored times and adds at most one', () => {
    const edited = editClockTime(saved, saved, '2026-11-24T07:00');
    expect(isValidClockEdit(saved, saved)).toBe(true);
    expect(isValidClockEdit(saved, edited)).toBe(true);
    expect(isValidClockEdit([], [time('2026-11-24T07:00')])).toBe(true);
    expect(isValidClockEdit(saved, [time('2026-11-24T07:00')])).toBe(false);
    expect(isValidClockEdit(saved, [])).toBe(false);
    expect(isValidClockEdit(saved, [...edited, time('2026-11-24T06:00')])).toBe(false);
    expect(isValidClockEdit(edited, [edited[0], time('2026-11-24T06:00', null, null)])).toBe(false);
  });
});
