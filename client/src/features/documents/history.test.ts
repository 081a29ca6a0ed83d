import { describe, expect, it } from '@jest/globals';
import { historyEntries, MAX_HISTORY_FIELDS, relativeTime, shortName, type AuditEntry } from './history';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime (spec 3 §9)', () => {
  it.each([
    [0, 'Less than a minute ago'],
    [59_999, 'Less than a minute ago'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE + 59_000, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR + 30 * MINUTE, '5 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY + 23 * HOUR, '3 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%d ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('reads a time in the future, or an unreadable one, as just now', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('Less than a minute ago');
    expect(relativeTime('not a date', NOW)).toBe('Less than a minute ago');
  });
});

describe('shortName (spec 3 §9: first name and the first letter of the last name)', () => {
  it.each([
    ['Olivia Grant', 'Olivia G.'],
    ['  Mary Ann   van Dyke ', 'Mary D.'],
    ['Cher', 'Cher'],
    ['', 'Unknown user'],
    [null, 'Unknown user'],
  ])('%p → %p', (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'audit-1',
  accountId: 'account-1',
  formSubmissionId: 'submission-1',
  userId: 'user-1',
  userName: 'Olivia Grant',
  createdAt: ago(2 * HOUR),
  changeNotes: 'Stop time corrected.',
  hidden: false,
  oldRecord: {},
  newRecord: {},
  diffRecord: { fields: [] },
  ...overrides,
});

describe('historyEntries', () => {
  const labels: Record<string, string> = {
    a: 'Start Time',
    b: 'Stop Time',
    c: 'Hours',
    d: 'Crane',
    e: 'Notes',
    f: 'Crew',
  };
  const labelOf = (id: string) => labels[id] ?? id;

  it('names at most 5 fields per entry and counts the rest', () => {
    const fields = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id, oldValue: 1, newValue: 2 }));
    const [shown] = historyEntries([entry({ diffRecord: { fields } })], labelOf, NOW);
    expect(shown.fields).toEqual(['Start Time', 'Stop Time', 'Hours', 'Crane', 'Notes']);
    expect(shown.fields).toHaveLength(MAX_HISTORY_FIELDS);
    expect(shown.more).toBe(2);
    expect(shown).toMatchObject({ who: 'Olivia G.', when: '2 hours ago', reason: 'Stop time corrected.' });
  });

  it('lists newest first, leaves hidden entries out and names status, notes and date changes', () => {
    const shown = historyEntries(
      [
        entry({ id: 'old', createdAt: ago(3 * DAY), diffRecord: { fields: [{ id: 'a' }] } }),
        entry({ id: 'hidden', createdAt: ago(MINUTE), hidden: true }),
        entry({
          id: 'new',
          userName: 'Frank Miller',
          createdAt: ago(10 * MINUTE),
          changeNotes: 'Changed the status to: Approved',
          diffRecord: {
            fields: [],
            status: { oldValue: 'New', newValue: 'Approved' },
            adminNotes: { oldValue: null, newValue: 'ok' },
            localDateTime: { oldValue: 'x', newValue: 'y' },
          },
        }),
      ],
      labelOf,
      NOW,
    );
    expect(shown.map((item) => item.id)).toEqual(['new', 'old']);
    expect(shown[0]).toMatchObject({
      who: 'Frank M.',
      when: '10 minutes ago',
      fields: ['Date', 'Status', 'Admin Notes'],
    });
    expect(shown[1]).toMatchObject({ when: '3 days ago', fields: ['Start Time'], more: 0 });
  });
});
