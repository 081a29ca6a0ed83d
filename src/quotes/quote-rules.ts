import type { CustomerDocument, FormStatus, FormTypePolicy } from '../forms/engine/form-type-policy.js';

/*
 * The quote's rules (spec 3 §2 "Quoting", §4): its form type policy, which the quotes module registers into the forms
 * module's FormTypePolicies and the Quoting pages read (client features/quoting/engine.ts). Pure.
 */

/** The form type slug of quotes (spec 3 §3). */
export const QUOTE_FORM_TYPE = 'quote';

/** The status a quote shows when its status is none of the four (the other description's status). */
export const FALLBACK_QUOTE_STATUS = 'new';

const status = (id: string, label: string, color: string): FormStatus => ({ id, label, color });

/** A draft quote becomes Sent when it is sent; the customer may accept or reject it from the link. */
export const QUOTE_DOCUMENT: CustomerDocument = {
  label: 'Quote',
  sent: { status: 'sent', from: ['draft'], when: 'sending' },
  answered: true,
};

export const QUOTE_POLICY: FormTypePolicy = {
  slug: QUOTE_FORM_TYPE,
  // Shown by /quoting; invoicing reads quotes too, as invoices are made from them (spec 3 §2), but writes none.
  scopes: { read: ['web:quoting', 'web:invoice'], write: ['web:quoting'] },
  // Spec 3 §4, in order (a new quote's first); the badge colours are ours.
  statuses: [
    status('draft', 'Draft', 'blue'),
    status('sent', 'Sent', 'orange'),
    status('accepted', 'Accepted', 'green'),
    status('rejected', 'Rejected', 'red'),
    status(FALLBACK_QUOTE_STATUS, 'New', 'gray'),
  ],
  // Spec 3 §4 "Editing is blocked once the status is accepted or rejected"; the status (and admin notes) may still
  // change, and moving it back to draft or sent opens it again, as in Jobber.
  lockedStatuses: ['accepted', 'rejected'],
  finalStatuses: [],
  customerDocument: QUOTE_DOCUMENT,
};
