import { describe, expect, it } from '@jest/globals';
import { computeTimeHours } from './time-hours.js';

const at = (time: string, day = '2026-11-24') => `${day}T${time}`;

describe('time field hours', () => {
  it('computes (elapsed minutes rounded up to 5, minus out minutes) / 60 to two decimals', () => {
    expect(computeTimeHours({ start: at('07:00'), stop: at('15:30'), out: 30 })).toEqual({ hours: 8, errors: {} });
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:58'), out: null })).toEqual({ hours: 1, errors: {} });
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:21'), out: '' })).toEqual({ hours: 0.42, errors: {} });
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:21'), out: 1 })).toEqual({ hours: 0.4, errors: {} });
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:00:01'), out: undefined }).hours).toBe(0.08);
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:00'), out: null })).toEqual({ hours: 0, errors: {} });
  });

  it('counts across midnight for a stop time on the next day', () => {
    expect(computeTimeHours({ start: at('22:00'), stop: at('06:00', '2026-11-25'), out: '45' }).hours).toBe(7.25);
  });

  it('clears the hours while start, stop and out are all empty', () => {
    expect(computeTimeHours({ start: '', stop: null, out: undefined })).toEqual({ hours: null, errors: {} });
    expect(computeTimeHours({ start: ' ', stop: '', out: 0 })).toEqual({ hours: null, errors: {} });
  });

  it('leaves the hours cleared, without an error, while start or stop is still missing', () => {
    expect(computeTimeHours({ start: at('07:00'), stop: '', out: null })).toEqual({ hours: null, errors: {} });
    expect(computeTimeHours({ start: null, stop: at('07:00'), out: '0' })).toEqual({ hours: null, errors: {} });
  });

  it('puts "Must have start and stop time" on out when out is set without start and stop', () => {
    const missing = { hours: 0, errors: { out: 'Must have start and stop time' } };
    expect(computeTimeHours({ start: '', stop: '', out: 30 })).toEqual(missing);
    expect(computeTimeHours({ start: at('07:00'), stop: null, out: 30 })).toEqual(missing);
    expect(computeTimeHours({ start: undefined, stop: at('07:00'), out: '15' })).toEqual(missing);
  });

  it('gives 0 and an invalid-time error for a start or stop that cannot be read', () => {
    expect(computeTimeHours({ start: 'seven', stop: at('15:00'), out: null })).toEqual({
      hours: 0,
      errors: { start: 'Invalid Start Time' },
    });
    expect(computeTimeHours({ start: at('07:00'), stop: '2026-11-24T25:00', out: null })).toEqual({
      hours: 0,
      errors: { stop: 'Invalid Stop Time' },
    });
    expect(computeTimeHours({ start: 7, stop: {}, out: null })).toEqual({
      hours: 0,
      errors: { start: 'Invalid Start Time', stop: 'Invalid Stop Time' },
    });
    expect(computeTimeHours({ start: 'seven', stop: '', out: null })).toEqual({
      hours: 0,
      errors: { start: 'Invalid Start Time' },
    });
  });

  it('gives 0 and Invalid Out Time for an out time that is not whole minutes ≥ 0', () => {
    for (const out of [-15, 7.5, 'half an hour', '1:30', true, Number.NaN]) {
      expect(computeTimeHours({ start: at('07:00'), stop: at('15:00'), out })).toEqual({
        hours: 0,
        errors: { out: 'Invalid Out Time' },
      });
    }
  });

  it('gives 0 and an error on stop when stop is before start', () => {
    expect(computeTimeHours({ start: at('15:00'), stop: at('07:00'), out: null })).toEqual({
      hours: 0,
      errors: { stop: 'Invalid Stop Time' },
    });
  });

  it('gives 0 and an error on out when out is longer than the elapsed time', () => {
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:58'), out: 59 })).toEqual({
      hours: 0,
      errors: { out: 'Invalid Out Time' },
    });
    expect(computeTimeHours({ start: at('07:00'), stop: at('07:58'), out: 58 })).toEqual({ hours: 0.03, errors: {} });
  });
});
