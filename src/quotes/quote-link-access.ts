import { hasAnyScope, NO_PERMISSION, type Access, type Permission } from '../common/auth/permissions.js';
import { ForbiddenError } from '../common/errors/domain-errors.js';

/**
 * Who may call updateJob and updateComplexJob: the schedulers (web:schedule), and sales (web:quoting), who link the
 * quote they made from a job's billing page to the job (spec 3 §2 "/quoting/create"; docs/billing.md).
 */
export const JOB_UPDATE_SCOPES: Permission[] = ['web:schedule', 'web:quoting'];

/** 403 unless the caller writes jobs (web:schedule), or the input only links a quote: `{ id, quoteId }`. */
export function assertJobUpdateAllowed(access: Access, input: { id: string; quoteId?: string | null }): void {
  if (hasAnyScope(access, ['web:schedule'])) return;
  const { id: _id, quoteId, ...others } = input;
  const changed = Object.values(others).filter((value) => value !== undefined);
  if (typeof quoteId !== 'string' || changed.length > 0) throw new ForbiddenError(NO_PERMISSION);
}
