import { SUPER_ADMIN } from '../common/auth/permissions.js';

/** Plus, a digit 1-9, then 9 to 14 digits (spec 1 §5, admin user form). */

/** E-mails on the provider's own domain: hidden from account user lists (spec 1 §2.8). */
export const INTERNAL_EMAIL_DOMAIN = 'groundcrew.app';

export const SUPER_ADMIN_ONLY = `Only a platform administrator can grant or remove ${SUPER_ADMIN}.`;
export const SUPER_ADMIN_PROTECTED = 'Only a platform administrator can change a platform administrator.';

/**
 * Why a caller may not give a user these permissions, or null when allowed: only a super admin may grant or
 * remove the super-admin permission, or change a user who holds it.
 */
export function permissionProblem(
  callerIsSuperAdmin: boolean,
  requested: string[],
  current: string[] = [],
): string | null {
  if (callerIsSuperAdmin) return null;
  if (current.includes(SUPER_ADMIN)) return SUPER_ADMIN_PROTECTED;
  return requested.includes(SUPER_ADMIN) ? SUPER_ADMIN_ONLY : null;
}
