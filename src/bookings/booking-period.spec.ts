import { describe, expect, it } from '@jest/globals';
import {
  DATE_FORMAT,
  MAX_PERIOD_DAYS,
  overlapsSql,
  PERIOD_REVERSED,
  PERIOD_TOO_LONG,
  periodErrors,
  periodOf,
} from './booking-period.js';
import { InvalidFieldsError } from '../common/errors/domain-errors.js';
import { COMPLEX_JOB_MAX_DAYS } from '../jobs/job-rules.js';

const fields = { start: 'after', end: 'before' };

describe('booking periods', () => {
  it('accepts a period of one day or more, up to 5 years, ends included', () => {
    expect(periodErrors('2026-05-04', '2026-05-04', fields)).toEqual({});
    expect(periodErrors('2026-05-04', '2031-05-03', fields)).toEqual({});
    expect(periodOf('2026-05-04', '2026-05-10', fields)).toEqual({ start: '2026-05-04', end: '2026-05-10' });
  });

  it('names the field at fault: missing, not yyyy-MM-dd or no real day, reversed, too long', () => {
    expect(periodErrors(undefined, '', fields)).toEqual({ after: ['Required'], before: ['Required'] });
    expect(periodErrors('05/04/2026', '2026-02-30', fields)).toEqual({ after: [DATE_FORMAT], before: [DATE_FORMAT] });
    expect(periodErrors('2026-5-4', '2026-05-04', fields)).toEqual({ after: [DATE_FORMAT] });
    expect(periodErrors('2026-05-04', '2026-05-03', fields)).toEqual({ before: [PERIOD_REVERSED] });
    expect(periodErrors('2026-05-04', '2031-05-04', fields)).toEqual({ before: [PERIOD_TOO_LONG] });
    expect(() => periodOf('2026-05-04', '2026-05-03', fields)).toThrow(InvalidFieldsError);
  });

  it('reads at once a period as long as the longest job', () => {
    expect(MAX_PERIOD_DAYS).toBe(COMPLEX_JOB_MAX_DAYS);
  });

  it('writes the inclusive overlap rule once for SQL', () => {
    expect(overlapsSql('b', ':from', ':to')).toBe('b.start_date <= :to AND b.end_date >= :from');
  });
});
