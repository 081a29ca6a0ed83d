import { describe, expect, it } from '@jest/globals';
import { closedCycles } from './billing-cycles.js';

describe('closedCycles', () => {
  it('cuts weekly cycles from the start date and keeps only those over before today', () => {
    expect(closedCycles('WEEKLY', '2026-11-02', null, '2026-11-17')).toEqual([
      { cycleStartDate: '2026-11-02', cycleEndDate: '2026-11-08' },
      { cycleStartDate: '2026-11-09', cycleEndDate: '2026-11-15' },
    ]);
    // The cycle ending today is not over yet.
    expect(closedCycles('WEEKLY', '2026-11-02', null, '2026-11-08')).toEqual([]);
  });

  it('cuts biweekly cycles of 14 days and ends the last one on the job’s end date', () => {
    expect(closedCycles('BIWEEKLY', '2026-10-01', '2026-10-20', '2026-12-01')).toEqual([
      { cycleStartDate: '2026-10-01', cycleEndDate: '2026-10-14' },
      { cycleStartDate: '2026-10-15', cycleEndDate: '2026-10-20' },
    ]);
  });

  it('ends month cycles on the last day of each month, leap years included', () => {
    expect(closedCycles('END_OF_MONTH', '2028-01-20', null, '2028-03-31')).toEqual([
      { cycleStartDate: '2028-01-20', cycleEndDate: '2028-01-31' },
      { cycleStartDate: '2028-02-01', cycleEndDate: '2028-02-29' },
    ]);
  });

  it('has no cycles for jobs billed at the end, without a start date, or not started', () => {
    expect(closedCycles('JOB_END', '2026-01-01', '2026-02-01', '2026-12-01')).toEqual([]);
    expect(closedCycles('WEEKLY', null, null, '2026-12-01')).toEqual([]);
    expect(closedCycles('WEEKLY', '2026-12-05', null, '2026-12-01')).toEqual([]);
  });
});
