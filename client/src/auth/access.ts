import { createContext, use } from 'react';
import { requiredPermission } from './gates';
import { SUPER_ADMIN, type Permission } from './permissions';
import type { components } from '../api/openapi';
import type { SessionUser } from './session';

/** The feature flags of spec 1 §6, evaluated by the server for the user and account. */
export type FeatureFlags = components['schemas']['FeatureFlagsModel'];

export const NO_FLAGS: FeatureFlags = {
  webEngineHours: false,
  complexJobs: false,
  webAssetMap: false,
  webSchedule: false,
  dispatching: false,
  assetAvailability: false,
  serverSideQuoteFilters: false,
};

/** The access context of spec 1 §3: who the user is, what they may do and which features are on. */
export interface Access {
  user: SessionUser;
  isSuperAdmin: boolean;
  flags: FeatureFlags;
  /** Whether the user holds the permission; a super admin holds them all. */
  can: (permission: Permission) => boolean;
  /** Whether the user passes the route gate of the path (spec 1 §6). */
  canOpen: (pathname: string) => boolean;
}

export function buildAccess(user: SessionUser, flags: FeatureFlags): Access {
  const isSuperAdmin = user.permissions.includes(SUPER_ADMIN);
  const can = (permission: Permission) => isSuperAdmin || user.permissions.includes(permission);
  const canOpen = (pathname: string) => {
    const permission = requiredPermission(pathname);
    return !permission || can(permission);
  };
  return { user, isSuperAdmin, flags, can, canOpen };
}

export const AccessContext = createContext<Access | null>(null);

/** The signed-in user's access; available on every page behind sign-in (see RequireSession). */
export function useAccess(): Access {
  const access = use(AccessContext);
  if (!access) throw new Error('useAccess() is only available behind RequireSession');
  return access;
}
