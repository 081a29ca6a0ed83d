import { describe, expect, it } from '@jest/globals';
import { clusterTone, isStale, markerTone } from './markerRules';

const NOW = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

describe('isStale', () => {
  it.each([
    ['never seen', null, true],
    ['seen just now', hoursAgo(0), false],
    ['seen 11 h 59 min ago', hoursAgo(11 + 59 / 60), false],
    ['seen exactly 12 h ago', hoursAgo(12), true],
    ['seen 3 days ago', hoursAgo(72), true],
    ['seen at an unreadable time', 'not a date', true],
  ])('%s → %s', (_case, lastSeen, stale) => {
    expect(isStale(lastSeen, NOW)).toBe(stale);
  });

  it('accepts dates, ISO strings and epoch milliseconds alike', () => {
    const seen = new Date(NOW.getTime() - 12 * 3_600_000 + 1);
    expect(isStale(seen, NOW)).toBe(false);
    expect(isStale(seen.toISOString(), NOW.getTime())).toBe(false);
    expect(isStale(seen.getTime() - 1, NOW.toISOString())).toBe(true);
  });
});

describe('markerTone', () => {
  it('is grey when stale, else green', () => {
    expect(markerTone(hoursAgo(12), NOW)).toBe('grey');
    expect(markerTone(null, NOW)).toBe('grey');
    expect(markerTone(hoursAgo(1), NOW)).toBe('green');
  });
});

describe('clusterTone', () => {
  const seen = (...hours: (number | null)[]) => hours.map((h) => ({ lastSeen: h === null ? null : hoursAgo(h) }));

  it('is grey when every marker is stale', () => {
    expect(clusterTone(seen(12, null, 40), NOW)).toBe('grey');
  });

  it('is a gradient when stale and fresh markers are mixed', () => {
    expect(clusterTone(seen(1, 12), NOW)).toBe('gradient');
    expect(clusterTone(seen(null, 0, 0, 0), NOW)).toBe('gradient');
  });

  it('is green when no marker is stale', () => {
    expect(clusterTone(seen(0, 5, 11.9), NOW)).toBe('green');
  });
});
