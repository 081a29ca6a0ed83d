import { SUPER_ADMIN, type Permission } from './permissions';

/**
 * The route gates of spec 1 §6: the permission each path (and everything below it) needs. The longest matching
 * path wins; a super admin passes every gate; paths not listed (such as /profile) need only sign-in.
 */
const ROUTE_GATES: Record<string, Permission> = {
  '/map': 'web:assetmap',
  '/assets': 'web:assetmap',
  '/assets/asset-detail': 'web:assetcrud',
  '/assets/create': 'web:assetcrud',
  '/asset-availability': 'web:assetmap',
  '/jobs': 'web:schedule',
  '/jobs/billing': 'web:invoice',
  '/schedule': 'web:schedule',
  '/dispatch': 'web:schedule',
  '/invoicing': 'web:invoice',
  '/users': 'web:usercrud',
  '/documents': 'timecard:admin',
  '/quoting': 'web:quoting',
  '/settings': 'web:settings',
  '/admin': SUPER_ADMIN,
};

const gatedPaths = Object.keys(ROUTE_GATES).sort((a, b) => b.length - a.length);

/** Whether `pathname` is `section` or lies below it. */
export function isWithin(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

export function requiredPermission(pathname: string): Permission | undefined {
  const gated = gatedPaths.find((path) => isWithin(pathname, path));
  return gated ? ROUTE_GATES[gated] : undefined;
}
