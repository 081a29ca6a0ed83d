import type { FormTemplateQuickLinkOperationInput } from '../../api/gql/graphql';
import { duplicateQuickLinkProblems } from './engine';
import type { QuickLink } from './quickLinks';

/** One row of the Quicklink Order editor: a form and its divisions. */
export interface QuickLinkRow {
  /** Stable while the row lives (drag and drop, React keys). */
  key: string;
  formId: string | null;
  divisionIds: string[];
  /** The quicklink the row shows (its form is locked); absent for an added row. */
  existing?: Pick<QuickLink, 'id' | 'formTypeSlug' | 'ordinal' | 'divisionIds'>;
}

export type RowProblem = 'Required' | 'Already selected';

/** The rows of the account's quicklinks, in the order the server gave (the home page's). */
export function rowsOf(quickLinks: readonly QuickLink[]): QuickLinkRow[] {
  return quickLinks.map((link) => ({
    key: link.id,
    formId: link.formId,
    divisionIds: [...link.divisionIds],
    existing: { id: link.id, formTypeSlug: link.formTypeSlug, ordinal: link.ordinal, divisionIds: link.divisionIds },
  }));
}

let added = 0;
/** An added row: no form yet, no divisions. */
export function newRow(): QuickLinkRow {
  added += 1;
  return { key: `new-${added}`, formId: null, divisionIds: [] };
}

/** Moves the row at `from` to `to` (both indexes of the list). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
}

/** The form type a row is ordered within: its quicklink's, else its form's; none while it has no form. */
export function rowType(row: QuickLinkRow, formTypeOf: (formId: string) => string | undefined): string | undefined {
  return row.existing?.formTypeSlug ?? (row.formId ? (formTypeOf(row.formId) ?? 'other') : undefined);
}

/**
 * Whether the row at `from` may move to `to`: a quicklink's place counts among the quicklinks of its form type (the
 * home page groups them by type), so a move past a row of another type is refused rather than lost on save.
 */
export function movesWithinType(
  rows: readonly QuickLinkRow[],
  from: number,
  to: number,
  formTypeOf: (formId: string) => string | undefined,
): boolean {
  const type = rowType(rows[from], formTypeOf);
  const passed = rows.slice(Math.min(from, to), Math.max(from, to) + 1);
  return (
    type === undefined ||
    passed.every((row) => {
      const other = rowType(row, formTypeOf);
      return other === undefined || other === type;
    })
  );
}

/** Spec 3 §2: every row needs a form ("Required"); a form chosen twice gives "Already selected" on each such row. */
export function rowProblems(rows: readonly QuickLinkRow[]): Map<string, RowProblem> {
  const problems = new Map<string, RowProblem>();
  for (const problem of duplicateQuickLinkProblems(rows.map((row) => ({ formId: row.formId ?? undefined })))) {
    problems.set(rows[problem.path[0] as number].key, 'Already selected');
  }
  for (const row of rows) if (!row.formId) problems.set(row.key, 'Required');
  return problems;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The batch that turns the stored quicklinks into the rows (spec 3 §2): removed rows are Delete, added rows Create,
 * moved or changed rows Update. A quicklink's ordinal is its place among the rows of its form type (the home page
 * groups quicklinks by form type), so `formTypeOf` gives an added row's type: its form's. Deletes go first, so a
 * form removed and added again in one save is allowed.
 */
export function batchOperations(
  rows: readonly QuickLinkRow[],
  stored: readonly QuickLink[],
  formTypeOf: (formId: string) => string | undefined,
): FormTemplateQuickLinkOperationInput[] {
  const kept = new Set(rows.flatMap((row) => (row.existing ? [row.existing.id] : [])));
  const deletes = stored
    .filter((link) => !kept.has(link.id))
    .map((link) => ({ operation: 'Delete' as const, formId: link.formId, currentFormTypeSlug: link.formTypeSlug }));

  const placed = new Map<string, number>();
  const updates: FormTemplateQuickLinkOperationInput[] = [];
  const creates: FormTemplateQuickLinkOperationInput[] = [];
  for (const row of rows) {
    const type = rowType(row, formTypeOf);
    if (!row.formId || !type) continue;
    const ordinal = placed.get(type) ?? 0;
    placed.set(type, ordinal + 1);
    if (!row.existing) {
      creates.push({ operation: 'Create', formId: row.formId, divisionIds: row.divisionIds, ordinal });
    } else if (row.existing.ordinal !== ordinal || !sameIds(row.existing.divisionIds, row.divisionIds)) {
      updates.push({
        operation: 'Update',
        formId: row.formId,
        currentFormTypeSlug: row.existing.formTypeSlug,
        divisionIds: row.divisionIds,
        ordinal,
      });
    }
  }
  return [...deletes, ...updates, ...creates];
}
