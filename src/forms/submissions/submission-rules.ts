import { hasAnyScope, NO_PERMISSION, type Access, type Permission } from '../../common/auth/permissions.js';
import { ConflictError, ForbiddenError, InvalidFieldsError } from '../../common/errors/domain-errors.js';
import { isChangeable, statusIds, type FormTypePolicy, type SubmissionChange } from '../engine/form-type-policy.js';

/** What a call does with a submission: reads it (get, list, search, export, PDF, history) or writes it. */
export type SubmissionUse = 'read' | 'write';

/**
 * What a submission handler declares: any screen that shows submissions (/documents, /quoting, /invoicing); the
 * service checks the form type's own (`assertSubmissionAccess`, from its policy).
 */
export const SUBMISSION_SCOPES: Permission[] = ['timecard:admin', 'web:quoting', 'web:invoice'];

/** 403 unless the caller holds a permission the form type's policy gives this use of its submissions. */
export function assertSubmissionAccess(access: Access, policy: FormTypePolicy, use: SubmissionUse): void {
  if (!hasAnyScope(access, [...policy.scopes[use]])) throw new ForbiddenError(NO_PERMISSION);
}

/** "Status must be one of: …." for these statuses (a form type's: assertStatus; a new invoice's). */
export const statusListMessage = (statuses: readonly string[]): string =>
  `Status must be one of: ${statuses.join(', ')}.`;

/** 400 "Status must be one of: …." at `data.status` unless the form type's policy has this status. */
export function assertStatus(policy: FormTypePolicy, status: string): void {
  const statuses = statusIds(policy);
  if (!statuses.includes(status)) throw new InvalidFieldsError({ 'data.status': [statusListMessage(statuses)] });
}

/** Spec 3 §5: the reason an edit of a submission's fields must carry (the Reason for Change modal's text). */
export const REASON_REQUIRED =
  'A description is required for edits - this description will be visible to users who have access to this submitted form.';

export const NOTHING_TO_CHANGE = 'Nothing to change: send fields with changeNotes, data.status or adminNotes.';
export const ADMIN_NOTES_CHANGE_NOTE = 'Updated the admin notes';

/**
 * 409 "A voided invoice cannot be changed." / "An accepted quote cannot be changed." when the policy refuses the
 * change in this status (a final status: any change or a delete; a locked one: the values).
 */
export function assertChangeable(policy: FormTypePolicy, status: string, change: SubmissionChange): void {
  if (isChangeable(policy, status, change)) return;
  throw new ConflictError(`${/^[aeiou]/i.test(status) ? 'An' : 'A'} ${status} ${policy.slug} cannot be changed.`);
}
