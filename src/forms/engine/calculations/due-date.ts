import { addDays } from './local-date-time.js';

/** The days of a payment term: the first whole number in its text ("Net 30" → 30); none ("Due on receipt") → 0. */
export function paymentTermDays(paymentTerms: unknown): number {
  if (typeof paymentTerms === 'number')
    return Number.isSafeInteger(paymentTerms) && paymentTerms > 0 ? paymentTerms : 0;
  const match = typeof paymentTerms === 'string' ? /\d+/.exec(paymentTerms) : null;
  return match ? Number(match[0]) : 0;
}

/**
 * Due date (spec 3 §4, Invoice form) = the invoice date plus the payment-term days, in the invoice date's own form
 * (a date, or a date-time whose time is kept). Null without a readable invoice date or past the year 9999.
 */
export function dueDate(invoiceDate: unknown, paymentTerms: unknown): string | null {
  return typeof invoiceDate === 'string' ? addDays(invoiceDate, paymentTermDays(paymentTerms)) : null;
}
