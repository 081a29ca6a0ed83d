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
