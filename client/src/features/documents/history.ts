/**
 * The edit history of a submission as the detail page shows it (spec 3 §9): newest first, at most 5 field names per
 * entry, the editor's first name and the first letter of the last name, and relative times. Pure, unit-tested.
 */

/** Spec 3 §9: an entry names at most this many fields. */
export const MAX_HISTORY_FIELDS = 5;

const MINUTE_MS = 60_000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * Spec 3 §9: "days, hours, minutes ago, or Less than a minute ago": whole units, the largest that fits. A time in the
 * future (a clock running behind) reads as just now.
 */
export function relativeTime(then: string | Date, now: Date = new Date()): string {
  const at = typeof then === 'string' ? Date.parse(then) : then.getTime();
  const minutes = Number.isNaN(at) ? 0 : Math.floor((now.getTime() - at) / MINUTE_MS);
  if (minutes < 1) return 'Less than a minute ago';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** Spec 3 §9: the first name and the first letter of the last name ("Olivia Grant" → "Olivia G."). */
export function shortName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Unknown user';
  if (parts.length === 1) return parts[0];
  return `${parts[0]} ${parts[parts.length - 1].charAt(0).toUpperCase()}.`;
}

/** An audit entry as `GET /api/forms/{formSubmissionId}/audit/logs` answers it (spec 3 §3 Audit log entry). */
export interface AuditEntry {
  id: string;
  accountId: string;
  formSubmissionId: string;
  userId: string;
  userName: string;
  createdAt: string;
  changeNotes: string;
  hidden: boolean;
  oldRecord: Record<string, unknown>;
  newRecord: Record<string, unknown>;
  diffRecord: {
    fields?: { id: string; oldValue?: unknown; newValue?: unknown }[];
    status?: { oldValue: unknown; newValue: unknown };
    adminNotes?: { oldValue: unknown; newValue: unknown };
    localDateTime?: { oldValue: unknown; newValue: unknown };
  };
}

export interface HistoryEntry {
  id: string;
  /** "Olivia G." */
  who: string;
  /** "3 hours ago". */
  when: string;
  /** The exact time, for a tooltip. */
  at: string;
  /** The reason given (or the server's note for a status or admin-notes change). */
  reason: string;
  /** The changed fields' names, at most MAX_HISTORY_FIELDS. */
  fields: string[];
  /** How many more fields changed beyond those named. */
  more: number;
}

/**
 * The entries the history shows: hidden ones left out, newest first (the server's order, kept stable by time). Field
 * ids are named through `labelOf` (the template's labels); a change of status, admin notes or the form's date counts
 * as a field of that name.
 */
export function historyEntries(
  entries: readonly AuditEntry[],
  labelOf: (fieldId: string) => string,
  now: Date = new Date(),
): HistoryEntry[] {
  return entries
    .filter((entry) => !entry.hidden)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.createdAt) - Date.parse(a.entry.createdAt) || a.index - b.index)
    .map(({ entry }) => {
      const diff = entry.diffRecord ?? {};
      const names = [
        ...(diff.fields ?? []).map((field) => labelOf(field.id)),
        ...(diff.localDateTime ? ['Date'] : []),
        ...(diff.status ? ['Status'] : []),
        ...(diff.adminNotes ? ['Admin Notes'] : []),
      ];
      return {
        id: entry.id,
        who: shortName(entry.userName),
        when: relativeTime(entry.createdAt, now),
        at: entry.createdAt,
        reason: entry.changeNotes,
        fields: names.slice(0, MAX_HISTORY_FIELDS),
        more: Math.max(0, names.length - MAX_HISTORY_FIELDS),
      };
    });
}
