/*
 * The statuses of quotes and invoices and the labels the screens show them with (spec 3 §4): one table for the
 * server (the valid statuses, the note of a status change) and the client (selectors, badges, filters). Ids are
 * lowercase, as the calls send them. Other forms' statuses (New, Issue, Approved, Processed) are their own labels.
 */

import { QUOTE_STATUS_LABELS } from '../../quotes/quote-rules.js';

export interface InvoiceStatus {
  id: string;
  label: string;
  color: string;
}

/** Spec 3 §4's table: the invoice statuses with their labels and colours, in its order (a new invoice's first). */
export const INVOICE_STATUS_TABLE: readonly InvoiceStatus[] = [
  { id: 'draft', label: 'Draft', color: '#3378F6' },
  { id: 'paid', label: 'Paid', color: '#6DD0A0' },
  { id: 'ready_to_approve', label: 'Ready to Approve', color: '#801A86' },
  { id: 'ready_to_send', label: 'Ready to Send', color: '#29524A' },
  { id: 'sent', label: 'Sent', color: '#E8A64B' },
  { id: 'voided', label: 'Voided', color: '#C7645E' },
];

/** The label of a submission's status: a quote's or an invoice's from the tables above, any other as it is. */
export function statusLabelOf(formTypeSlug: string | undefined, status: string): string {
  switch ((formTypeSlug ?? '').toLowerCase()) {
    case 'quote':
      return QUOTE_STATUS_LABELS[status] ?? status;
    case 'invoice':
      return INVOICE_STATUS_TABLE.find(({ id }) => id === status)?.label ?? status;
    default:
      return status;
  }
}

/** Spec 3 §4: the note of a status change, with the status's label ("Changed the status to: Ready to Approve"). */
export const statusChangeNote = (formTypeSlug: string | undefined, status: string): string =>
  `Changed the status to: ${statusLabelOf(formTypeSlug, status)}`;
