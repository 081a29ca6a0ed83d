/** The super-admin permission (the spec's `{provider}:admin`); it passes every permission check. */
export const SUPER_ADMIN = 'groundcrew:admin';

/** The assignable permissions of spec 1 §6, plus the super-admin one. */
export type Permission =
  | typeof SUPER_ADMIN
  | 'general:tracker'
  | 'mobile:provisioning'
  | 'mobile:user'
  | 'mobile:vtrackers'
  | 'mobileassets:user'
  | 'mobilehome:user'
  | 'timecard:admin'
  | 'timecard:user'
  | 'web:assetcrud'
  | 'web:assetmap'
  | 'web:invoice'
  | 'web:quoting'
  | 'web:schedule'
  | 'web:settings'
  | 'web:usercrud';

/** Whether the permissions open the web app at all (otherwise the user is pointed to the mobile app). */
export function hasWebAccess(permissions: readonly string[]): boolean {
  return permissions.some(
    (permission) => permission.startsWith('web:') || permission === 'timecard:admin' || permission === SUPER_ADMIN,
  );
}
