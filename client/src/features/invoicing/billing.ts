/* Job billing's texts as pure code (spec 3 §2 "Job billing"; docs/billing.md, Invoicing screens). */

/** Spec 3 §4: a quote status as shown (the value is sent in lowercase; a missing status shows Draft). */
export function quoteStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim() || 'draft';
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
