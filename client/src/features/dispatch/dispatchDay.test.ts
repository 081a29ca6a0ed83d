import { describe, expect, it } from '@jest/globals';
import { dayFromParam, dispatchDayLabel } from './dispatchDay';

describe('dispatchDayLabel', () => {
  it('shows the weekday, the abbreviated month with a dot and the day of the month', () => {
    expect(dispatchDayLabel(new Date(2026, 0, 5))).toBe('Mon, Jan. 5');
    expect(dispatchDayLabel(new Date(2026, 8, 30))).toBe('Wed, Sep. 30');
    expect(dispatchDayLabel(new Date(2026, 11, 25))).toBe('Fri, Dec. 25');
  });

  it('puts no dot after a month that is not abbreviated', () => {
    expect(dispatchDayLabel(new Date(2026, 4, 1))).toBe('Fri, May 1');
  });
});

describe('dayFromParam', () => {
  const today = new Date(2026, 2, 4);

  it('takes the day of the address', () => {
    expect(dayFromParam('2026-01-05', today)).toBe('2026-01-05');
  });

  it('falls back to today without a day or with one that is not a date', () => {
    expect(dayFromParam(null, today)).toBe('2026-03-04');
    expect(dayFromParam('2026-02-30', today)).toBe('2026-03-04');
    expect(dayFromParam('tomorrow', today)).toBe('2026-03-04');
  });
});
