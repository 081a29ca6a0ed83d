/** The super-admin permission: passes every scope check (the spec's `{product}:admin`). */
export const SUPER_ADMIN = 'groundcrew:admin';

/** Permissions an account administrator may give a user (spec 1 §6). */
export const ASSIGNABLE_PERMISSIONS = [
  'general:tracker',
  'mobile:provisioning',
  'mobile:user',
  'mobile:vtrackers',
  'mobileassets:user',
  'mobilehome:user',
  'timecard:admin',
  'timecard:user',
  'web:assetcrud',
  'web:assetmap',
  'web:invoice',
  'web:quoting',
  'web:schedule',
  'web:settings',
  'web:usercrud',
] as const;

export type Permission = (typeof ASSIGNABLE_PERMISSIONS)[number] | typeof SUPER_ADMIN;

export const ALL_PERMISSIONS: readonly Permission[] = [SUPER_ADMIN, ...ASSIGNABLE_PERMISSIONS];

/** What the always-on Mobile Access toggle grants (spec 1 §6). */
export const MOBILE_PERMISSIONS: Permission[] = ['timecard:user', 'mobilehome:user', 'mobile:user', 'general:tracker'];

/** Every web permission: an account administrator's set. */
export const WEB_PERMISSIONS: Permission[] = [
  'web:assetmap',
  'web:assetcrud',
  'web:usercrud',
  'web:schedule',
  'web:quoting',
  'web:invoice',
  'web:settings',
  'timecard:admin',
];

/** The text of every refusal for a missing permission (403), from the scope guard or a service. */
export const NO_PERMISSION = 'You do not have permission to do this.';

/** What the signed-in caller is: read from the access token by the JWT strategy. */
export interface Access {
  /** The request this access came with (its log's reqId): the jobs it queues name it. */
  requestId?: string;
  userId: string;
  accountId: string;
  divisionIds: string[];
  permissions: string[];
}

export const isSuperAdmin = (access: Pick<Access, 'permissions'>): boolean => access.permissions.includes(SUPER_ADMIN);

/**
 * The account a call asks to work in: the one a super admin names (`accountId` of a query or a payload), else the
 * caller's own; anyone else's choice is ignored. The one place this choice is made (a record addressed by id:
 * `recordAccount`).
 */
export const requestedAccount = (access: Access, requested: string | null | undefined): string =>
  requested && isSuperAdmin(access) ? requested : access.accountId;

/** True when the caller holds any of the scopes (or is super admin); an empty list means any signed-in user. */
export function hasAnyScope(access: Pick<Access, 'permissions'>, scopes: readonly string[]): boolean {
  return scopes.length === 0 || isSuperAdmin(access) || scopes.some((scope) => access.permissions.includes(scope));
}

/**
 * What a service needs of a caller that only reads or writes one account's rows (mail, files, colours, flags). A
 * whole `Access` is one; so is `systemAccess(accountId)`.
 */
export type AccountAccess = Pick<Access, 'accountId' | 'requestId'>;

/**
 * The access of work no user asked for (start-up seed, scheduled tasks, a test's set-up) in one account. It names the
 * account only, so a service that needs a user or a permission refuses it at compile time.
 */
export const systemAccess = (accountId: string): AccountAccess => ({ accountId });
