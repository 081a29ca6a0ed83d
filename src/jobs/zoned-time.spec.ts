import { describe, expect, it } from '@jest/globals';
import { isTimeZone, zonedDateTime, zonedIso } from './zoned-time.js';

describe('zoned time', () => {
  it('turns a wall-clock date and time of a zone into the UTC instant', () => {
    expect(zonedDateTime('2026-01-15', '07:30', 'America/Denver')).toBe('2026-01-15T14:30:00.000Z');
    expect(zonedDateTime('2026-07-15', '07:30', 'America/Denver')).toBe('2026-07-15T13:30:00.000Z');
    expect(zonedDateTime('2026-07-15', '07:30', 'America/Phoenix')).toBe('2026-07-15T14:30:00.000Z');
    expect(zonedDateTime('2026-07-15', '23:45', null)).toBe('2026-07-15T23:45:00.000Z');
  });

  it('handles the days clocks change', () => {
    expect(zonedDateTime('2026-03-08', '01:30', 'America/Denver')).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedDateTime('2026-03-08', '03:30', 'America/Denver')).toBe('2026-03-08T09:30:00.000Z');
    expect(zonedDateTime('2026-11-01', '12:00', 'America/Denver')).toBe('2026-11-01T19:00:00.000Z');
  });

  it('is null without a date or a time', () => {
    expect(zonedDateTime(null, '07:00', 'America/Denver')).toBeNull();
    expect(zonedDateTime('2026-01-15', null, 'America/Denver')).toBeNull();
  });

  it("writes an instant as a zone's clock reads it, with the offset of the day", () => {
    expect(zonedIso(new Date('2026-11-22T10:15:42.500Z'), 'America/Denver')).toBe('2026-11-22T03:15:42-07:00');
    expect(zonedIso(new Date('2026-07-15T13:30:00Z'), 'America/Denver')).toBe('2026-07-15T07:30:00-06:00');
    expect(zonedIso(new Date('2026-07-15T13:30:00Z'), 'America/Phoenix')).toBe('2026-07-15T06:30:00-07:00');
    expect(zonedIso(new Date('2026-07-15T13:30:00Z'), 'Asia/Kolkata')).toBe('2026-07-15T19:00:00+05:30');
    expect(zonedIso(new Date('2026-07-15T13:30:00Z'), 'UTC')).toBe('2026-07-15T13:30:00+00:00');
  });

  it('knows the IANA zones', () => {
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
