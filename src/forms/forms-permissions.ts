import type { Permission } from '../common/auth/permissions.js';

/**
 * Who reads form templates and their configurations: every user whose screens render forms (quoting, invoicing,
 * documents) or choose them (the form manager). Super admin passes every check.
 */
export const FORM_READERS: Permission[] = ['web:quoting', 'web:invoice', 'timecard:admin', 'web:settings'];

/** Writing templates and their configurations: the /admin form screens, super admin only (spec 3 §6). */
export const FORM_ADMIN: Permission = 'groundcrew:admin';

/** The forms home page: quicklinks and the account's form type order (the form manager, /settings). */
export const FORM_MANAGER: Permission = 'web:settings';
