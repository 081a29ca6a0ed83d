import { VOIDED } from './invoiceRules';

/* Job billing's totals and texts as pure code (spec 3 §2 "Job billing"; docs/billing.md, Invoicing screens). */

/**
 * The job's INVOICED total: the amounts of its invoices that are not voided (a voided invoice bills nothing); null
 * when there is none, which shows "$ -".
 */
export function invoicedTotalCents(invoices: readonly { status: string; amountCents: number }[]): number | null {
  const counted = invoices.filter((invoice) => invoice.status.toLowerCase() !== VOIDED);
  return counted.length ? counted.reduce((sum, invoice) => sum + invoice.amountCents, 0) : null;
}

/** Spec 3 §4: a quote status as shown (the value is sent in lowercase; a missing status shows Draft). */
export function quoteStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim() || 'draft';
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
