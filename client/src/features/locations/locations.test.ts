import { describe, expect, it } from '@jest/globals';
import { formatDateTime, formatLocalDateTime } from './locations';

describe('location date times', () => {
  it("shows an instant in the viewer's time zone", () => {
    expect(formatDateTime('2026-11-22T14:05:09')).toBe('11/22/2026 2:05:09 PM');
    expect(formatDateTime('2026-11-22T10:15:00.000Z')).toMatch(/^11\/2[123]\/2026 \d{1,2}:\d{2}:00 [AP]M$/);
  });

  it("shows the tracker's wall-clock time whatever offset it carries, other text as sent", () => {
    expect(formatLocalDateTime('2026-11-22 11:15:00')).toBe('11/22/2026 11:15:00 AM');
    expect(formatLocalDateTime('2026-11-22T23:15:30+09:00')).toBe('11/22/2026 11:15:30 PM');
    expect(formatLocalDateTime('2026-11-22T07:40Z')).toBe('11/22/2026 7:40:00 AM');
    expect(formatLocalDateTime('yesterday noon')).toBe('yesterday noon');
    expect(formatLocalDateTime(null)).toBe('');
  });
});
