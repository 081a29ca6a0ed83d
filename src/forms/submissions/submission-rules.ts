import { hasAnyScope, NO_PERMISSION, type Access, type Permission } from '../../common/auth/permissions.js';
import { ConflictError, ForbiddenError } from '../../common/errors/domain-errors.js';
import { INVOICE_STATUS_TABLE } from '../engine/statuses.js';
import { LOCKED_QUOTE_STATUSES, QUOTE_FORM_TYPE, QUOTE_STATUS_LABELS } from '../../quotes/quote-rules.js';
import { INVOICE_FORM_TYPE, VOIDED_INVOICE } from '../../invoices/invoice-rules.js';

/** What a call does with a submission: reads it (get, list, search, export, PDF, history) or writes it. */
export type SubmissionUse = 'read' | 'write';

/**
 * Who reads and writes a form's submissions: the permission of the screen that shows them (spec 3 §6). Quotes are
 * shown by /quoting (web:quoting), invoices by /invoicing (web:invoice), every other form by /documents
 * (timecard:admin). Invoicing also reads quotes, as invoices are made from them (spec 3 §2), but writes none.
 * Super admin passes. The one place this rule lives; handlers declare all three (SUBMISSION_SCOPES) and the service
 * checks the form's own with `assertSubmissionAccess`.
 */
export function submissionScopes(formTypeSlug: string, use: SubmissionUse): Permission[] {
  switch (formTypeSlug.toLowerCase()) {
    case 'quote':
      return use === 'read' ? ['web:quoting', 'web:invoice'] : ['web:quoting'];
    case 'invoice':
      return ['web:invoice'];
    default:
      return ['timecard:admin'];
  }
}

/** What a submission handler declares: any screen that shows submissions; the form's type decides the rest. */
export const SUBMISSION_SCOPES: Permission[] = ['timecard:admin', 'web:quoting', 'web:invoice'];

/** 403 unless the caller holds a permission of the screens that show (or, to write, make) this form's submissions. */
export function assertSubmissionAccess(access: Access, formTypeSlug: string, use: SubmissionUse): void {
  if (!hasAnyScope(access, submissionScopes(formTypeSlug, use))) throw new ForbiddenError(NO_PERMISSION);
}

/** Form statuses (spec 3 §4); quotes and invoices keep their own lists (lowercase ids, as the spec sends them). */
export const FORM_STATUSES = ['New', 'Issue', 'Approved', 'Processed'] as const;
const QUOTE_STATUSES = Object.keys(QUOTE_STATUS_LABELS);
const INVOICE_STATUSES = INVOICE_STATUS_TABLE.map(({ id }) => id);

/** The statuses a submission of this form type may have; the first is a new submission's. */
export function statusesOf(formTypeSlug: string): readonly string[] {
  switch (formTypeSlug.toLowerCase()) {
    case 'quote':
      return QUOTE_STATUSES;
    case 'invoice':
      return INVOICE_STATUSES;
    default:
      return FORM_STATUSES;
  }
}

/** "Status must be one of: …." for these statuses (a form type's: statusMessage). */
export const statusListMessage = (statuses: readonly string[]): string =>
  `Status must be one of: ${statuses.join(', ')}.`;

export const statusMessage = (formTypeSlug: string): string => statusListMessage(statusesOf(formTypeSlug));

/**
 * Form types whose submissions are made only by their own call, which writes the record kept beside each in the same
 * transaction (an invoice and its invoice record, tied to a job: createInvoice); the generic create refuses them.
 */
const MADE_ELSEWHERE: Record<string, string> = {
  invoice: 'An invoice is created with createInvoice, which ties it to its job.',
};

/** Why the generic create refuses a submission of this form type, or undefined when it makes it. */
export const madeElsewhere = (formTypeSlug: string): string | undefined => MADE_ELSEWHERE[formTypeSlug.toLowerCase()];

/** Spec 3 §5: the reason an edit of a submission's fields must carry (the Reason for Change modal's text). */
export const REASON_REQUIRED =
  'A description is required for edits - this description will be visible to users who have access to this submitted form.';

export const NOTHING_TO_CHANGE = 'Nothing to change: send fields with changeNotes, data.status or adminNotes.';
export const ADMIN_NOTES_CHANGE_NOTE = 'Updated the admin notes';

/**
 * What a write changes: a submission's values (fields, date; an invoice's job or quote), only its status or notes, or
 * all of it (a delete).
 */
export type SubmissionChange = 'values' | 'status' | 'delete';

/** Statuses after which a submission no longer changes at all, nor is deleted (spec 3 §4: a voided invoice is final). */
const FINAL_STATUSES: Record<string, readonly string[]> = { [INVOICE_FORM_TYPE]: [VOIDED_INVOICE] };

/** Statuses after which a submission's values no longer change, while its status (and admin notes) still may. */
const LOCKED_VALUES_STATUSES: Record<string, readonly string[]> = { [QUOTE_FORM_TYPE]: LOCKED_QUOTE_STATUSES };

/** 409 "A voided invoice cannot be changed." / "An accepted quote cannot be changed." when the change is locked. */
export function assertChangeable(formTypeSlug: string, status: string, change: SubmissionChange): void {
  const slug = formTypeSlug.toLowerCase();
  const locked =
    FINAL_STATUSES[slug]?.includes(status) || (change === 'values' && LOCKED_VALUES_STATUSES[slug]?.includes(status));
  if (locked) throw new ConflictError(`${/^[aeiou]/i.test(status) ? 'An' : 'A'} ${status} ${slug} cannot be changed.`);
}
