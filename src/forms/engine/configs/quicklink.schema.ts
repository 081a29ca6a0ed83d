import { z } from 'zod';
import { formTypeSchema } from '../form-types.js';
import type { Problem } from '../problems.js';

export const formQuickLinkSchema = z.looseObject({
  id: z.uuid().optional(),
  formId: z.uuid(),
  formType: formTypeSchema.partial().nullable().optional(),
  displayName: z.string().trim().min(1),
  ordinal: z.int().min(0),
  accountId: z.uuid().optional(),
  divisionIds: z.array(z.uuid()).default([]),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type FormQuickLink = z.infer<typeof formQuickLinkSchema>;

export const QUICK_LINK_OPERATIONS = ['Create', 'Update', 'Delete'] as const;
export type QuickLinkOperation = (typeof QUICK_LINK_OPERATIONS)[number];

/**
 * The form manager's rule: a form appears once. Every row (other than a Delete) whose form another such row also
 * chose gets "Already selected", at `[index, 'formId']`.
 */
export function duplicateQuickLinkProblems(rows: readonly { formId?: string; operation?: string }[]): Problem[] {
  const formOf = (row: { formId?: string; operation?: string }) =>
    row.operation === 'Delete' ? undefined : row.formId;
  const counts = new Map<string, number>();
  for (const row of rows) {
    const formId = formOf(row);
    if (formId) counts.set(formId, (counts.get(formId) ?? 0) + 1);
  }
  return rows.flatMap((row, index) => {
    const formId = formOf(row);
    return formId && (counts.get(formId) ?? 0) > 1 ? [{ path: [index, 'formId'], message: 'Already selected' }] : [];
  });
}
