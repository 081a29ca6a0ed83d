/** The permissions Mobile Access grants (spec 1 §6); every user holds them. */
export const MOBILE_ACCESS_PERMISSIONS = [
  'timecard:user',
  'mobilehome:user',
  'mobile:user',
  'general:tracker',
] as const;

/** The permission Web Access grants (spec 1 §6). */
export const WEB_ACCESS_PERMISSION = 'web:assetmap';

/** The list's USER TYPE column (spec 1 §2.8): web access together with any mobile permission. */
export function userTypeLabel(permissions: readonly string[]): 'Mobile + Web' | 'Mobile or Web' {
  const mobile = permissions.some((permission) =>
    (MOBILE_ACCESS_PERMISSIONS as readonly string[]).includes(permission),
  );
  return mobile && permissions.includes(WEB_ACCESS_PERMISSION) ? 'Mobile + Web' : 'Mobile or Web';
}
