import type { CustomerDocument, FormStatus, FormTypePolicy } from '../forms/engine/form-type-policy.js';

/** The form type slug of invoices (spec 3 §3). */
export const INVOICE_FORM_TYPE = 'invoice';

/** Spec 3 §9: invoice submissions carry version 0.0.1. */
export const INVOICE_SUBMISSION_VERSION = '0.0.1';

export const NOT_AN_INVOICE_FORM = 'The form is not an invoice form.';

/** The statuses billing reads: a draft waits on Ready to Invoice; a voided invoice bills nothing (spec 3 §4). */
export const DRAFT_INVOICE = 'draft';
export const VOIDED_INVOICE = 'voided';
/** The statuses of the overview's Ready to Approve and Ready to Send tiles. */
export const READY_TO_APPROVE_INVOICE = 'ready_to_approve';
export const READY_TO_SEND_INVOICE = 'ready_to_send';

/** The statuses an invoice may start in (spec 3 §4): paid, sent or voided come later, from the details screen. */
export const NEW_INVOICE_STATUSES = [DRAFT_INVOICE, READY_TO_APPROVE_INVOICE] as const;

/** Spec 3 §4's table: the invoice statuses with their labels and colours, in its order (a new invoice's first). */
export const INVOICE_STATUS_TABLE: readonly FormStatus[] = [
  { id: DRAFT_INVOICE, label: 'Draft', color: '#3378F6' },
  { id: 'paid', label: 'Paid', color: '#6DD0A0' },
  { id: READY_TO_APPROVE_INVOICE, label: 'Ready to Approve', color: '#801A86' },
  { id: READY_TO_SEND_INVOICE, label: 'Ready to Send', color: '#29524A' },
  { id: 'sent', label: 'Sent', color: '#E8A64B' },
  { id: VOIDED_INVOICE, label: 'Voided', color: '#C7645E' },
];

/** An invoice becomes Sent once the mail server accepted it (paid and voided stay as they are). */
export const INVOICE_DOCUMENT: CustomerDocument = {
  label: 'Invoice',
  sent: { status: 'sent', from: [DRAFT_INVOICE, READY_TO_APPROVE_INVOICE, READY_TO_SEND_INVOICE], when: 'accepted' },
  answered: false,
};

/** The invoice form type's policy, which the invoices module registers into the forms module's FormTypePolicies. */
export const INVOICE_POLICY: FormTypePolicy = {
  slug: INVOICE_FORM_TYPE,
  scopes: { read: ['web:invoice'], write: ['web:invoice'] },
  statuses: INVOICE_STATUS_TABLE,
  lockedStatuses: [],
  // Spec 3 §4: a voided invoice bills nothing and is final.
  finalStatuses: [VOIDED_INVOICE],
  // The generic create names no job, and an invoice submission without its record would be missing from every list.
  madeElsewhere: 'An invoice is created with createInvoice, which ties it to its job.',
  customerDocument: INVOICE_DOCUMENT,
};
