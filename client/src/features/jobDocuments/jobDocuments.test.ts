import { describe, expect, it } from '@jest/globals';
import { toIsoDate } from '../../ui/format';
import { expiryColor } from './jobDocuments';

describe('expiryColor', () => {
  const today = '2026-11-20';

  it('is red for an expiry on or before today', () => {
    expect(expiryColor('2026-11-20', today)).toBe('red');
    expect(expiryColor('2026-11-19', today)).toBe('red');
    expect(expiryColor('2025-01-01', today)).toBe('red');
  });

  it('is yellow for an expiry within the next 7 days', () => {
    expect(expiryColor('2026-11-21', today)).toBe('yellow');
    expect(expiryColor('2026-11-27', today)).toBe('yellow');
  });

  it('is none beyond the next 7 days or without an expiry', () => {
    expect(expiryColor('2026-11-28', today)).toBeNull();
    expect(expiryColor(null, today)).toBeNull();
  });

  it('counts the week across a month and a year end', () => {
    expect(expiryColor('2027-01-03', '2026-12-27')).toBe('yellow');
    expect(expiryColor('2027-01-04', '2026-12-27')).toBeNull();
  });

  it('takes today in local time', () => {
    expect(toIsoDate(new Date(2026, 10, 20, 23, 30))).toBe('2026-11-20');
  });
});
