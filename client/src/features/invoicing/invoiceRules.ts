import {
  centsText,
  DRAFT_INVOICE,
  INVOICE_POLICY,
  READY_TO_APPROVE_INVOICE,
  READY_TO_SEND_INVOICE,
  statusChangeNote as noteOf,
  VOIDED_INVOICE,
  type FormStatus as InvoiceStatus,
} from './engine';

/*
 * The invoice rules the screens show (spec 3 §4, §5, §9) as pure code: statuses with their labels and colours, the
 * status selector's choices, the change note, money from cents and the route ids.
 */

export type { InvoiceStatus };

/** Spec 3 §4: the invoice statuses, their labels and colours, in the spec's order (the server's own policy). */
export const INVOICE_STATUSES = INVOICE_POLICY.statuses;

/** The statuses the screens name (the server's, src/invoices/invoice-rules.ts). */
export { DRAFT_INVOICE, READY_TO_APPROVE_INVOICE, READY_TO_SEND_INVOICE, VOIDED_INVOICE };

/** A status by id (any case, or the spec's other form READY_TO_APPROVE); a missing one is Draft. */
export function invoiceStatus(id: string | null | undefined): InvoiceStatus {
  if (!id) return INVOICE_STATUSES[0];
  const wanted = id.toLowerCase();
  return INVOICE_STATUSES.find((status) => status.id === wanted) ?? { id, label: id, color: 'gray' };
}

/** Spec 3 §4: a voided invoice is final: no edit, no void, no status change. */
export const isFinal = (status: string | null | undefined) =>
  INVOICE_POLICY.finalStatuses.includes(invoiceStatus(status).id);

/** Spec 3 §4: the details screen's selector offers every status but the final one (void has its own confirmation). */
export const SELECTABLE_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUSES.filter((status) => !isFinal(status.id));

/** Spec 3 §4: the change note of a status change (the server notes a status change sent without one the same way). */
export const statusChangeNote = (statusId: string) => noteOf(INVOICE_POLICY, invoiceStatus(statusId).id);

/** Spec 3 §2: a total shown as "$ -" when there is none. */
export const NO_AMOUNT = '$ -';

/** Spec 3 §9: money as $ with 2 decimals, from whole cents ("$1,234.50"); none is "$ -". */
export function moneyText(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? centsText(cents) : NO_AMOUNT;
}

/** Spec 3 §2: the invoiced amount shows red when it exceeds the quoted amount (a job without a quote never does). */
export function isOverQuote(invoicedCents: number | null | undefined, quotedCents: number | null | undefined): boolean {
  return typeof invoicedCents === 'number' && typeof quotedCents === 'number' && invoicedCents > quotedCents;
}

/** Spec 3 §9: the amount-in-cents value is a whole number. */
export const wholeCents = (cents: number | null | undefined) => Math.round(cents ?? 0);

/** Spec 3 §5: route ids are UUIDs of versions 1 to 5. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | null | undefined): value is string => !!value && UUID.test(value);

/**
 * The ids of an invoice route (spec 3 §2, §5): the required ones must be UUIDs, an optional one a UUID when given;
 * null when any is not (the page then shows "Route not found").
 */
export function routeIds<Required extends string>(
  params: URLSearchParams,
  required: readonly Required[],
): (Record<Required, string> & { quoteId: string | null }) | null {
  const ids: Record<string, string> = {};
  for (const name of required) {
    const value = params.get(name);
    if (!isUuid(value)) return null;
    ids[name] = value;
  }
  const quoteId = params.get('quoteId') || null;
  if (quoteId !== null && !isUuid(quoteId)) return null;
  return { ...(ids as Record<Required, string>), quoteId };
}

/** Spec 3 §2: the not-found text of an invoice route with bad ids. */
export const ROUTE_NOT_FOUND = 'Route not found';

/** An invoice submission the server does not have, or another account's (spec 3 §8's not-found text). */
export const INVOICE_NOT_FOUND = 'No Form Found';
