import { hasAnyScope, NO_PERMISSION, type Access, type Permission } from '../../common/auth/permissions.js';
import { ConflictError, ForbiddenError } from '../../common/errors/domain-errors.js';

/**
 * Who reads and writes a form's submissions: the permission of the screen that shows them (spec 3 §6). Quotes are
 * shown by /quoting (web:quoting), invoices by /invoicing (web:invoice), every other form by /documents
 * (timecard:admin). Super admin passes. The one place this rule lives; handlers declare all three
 * (SUBMISSION_SCOPES) and the service checks the form's own with `assertSubmissionAccess`.
 */
export function submissionScope(formTypeSlug: string): Permission {
  switch (formTypeSlug.toLowerCase()) {
    case 'quote':
      return 'web:quoting';
    case 'invoice':
      return 'web:invoice';
    default:
      return 'timecard:admin';
  }
}

/** What a submission handler declares: any screen that shows submissions; the form's type decides the rest. */
export const SUBMISSION_SCOPES: Permission[] = ['timecard:admin', 'web:quoting', 'web:invoice'];

/** 403 unless the caller holds the permission of the screens that show this form's submissions. */
export function assertSubmissionAccess(access: Access, formTypeSlug: string): void {
  if (!hasAnyScope(access, [submissionScope(formTypeSlug)])) throw new ForbiddenError(NO_PERMISSION);
}

/** Form statuses (spec 3 §4); quotes and invoices keep their own lists (lowercase ids, as the spec sends them). */
export const FORM_STATUSES = ['New', 'Issue', 'Approved', 'Processed'] as const;
const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'new'] as const;
const INVOICE_STATUSES = ['draft', 'paid', 'ready_to_approve', 'ready_to_send', 'sent', 'voided'] as const;

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

export const statusMessage = (formTypeSlug: string): string =>
  `Status must be one of: ${statusesOf(formTypeSlug).join(', ')}.`;

/** Spec 3 §5: the reason an edit of a submission's fields must carry (the Reason for Change modal's text). */
export const REASON_REQUIRED =
  'A description is required for edits - this description will be visible to users who have access to this submitted form.';

export const NOTHING_TO_CHANGE = 'Nothing to change: send fields with changeNotes, data.status or adminNotes.';
export const statusChangeNote = (status: string): string => `Changed the status to: ${status}`;
export const ADMIN_NOTES_CHANGE_NOTE = 'Updated the admin notes';

/** Statuses after which a submission no longer changes (spec 3 §4: a voided invoice is final). */
const FINAL_STATUSES: Record<string, readonly string[]> = { invoice: ['voided'] };

/** 409 for an edit, status change or note of a submission in a final status. */
export function assertChangeable(formTypeSlug: string, status: string): void {
  const slug = formTypeSlug.toLowerCase();
  if (FINAL_STATUSES[slug]?.includes(status)) throw new ConflictError(`A ${status} ${slug} cannot be changed.`);
}
