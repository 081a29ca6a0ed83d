import type { Permission } from '../../auth/permissions';
import { MOBILE_ACCESS_PERMISSIONS, WEB_ACCESS_PERMISSION } from './userType';

export type ToggleName =
  | 'trackerManagement'
  | 'fullInventoryAccess'
  | 'jobManagement'
  | 'formsManagement'
  | 'assetManagement'
  | 'userManagement'
  | 'invoiceManagement'
  | 'salesTools'
  | 'accountSettings';

export type Toggles = Record<ToggleName, boolean>;

export interface PermissionToggle {
  name: ToggleName;
  label: string;
  permission: Permission;
  /** Shown and effective only with Web Access on. */
  needsWeb: boolean;
  tooltip: string;
}

/** The permission toggles of spec 1 §6 (Mobile Access and Web Access are the Account Access section). */
export const PERMISSION_TOGGLES: readonly PermissionToggle[] = [
  {
    name: 'trackerManagement',
    label: 'Tracker Management',
    permission: 'mobile:provisioning',
    needsWeb: false,
    tooltip: 'Lets the user provision and manage trackers in the mobile app.',
  },
  {
    name: 'fullInventoryAccess',
    label: 'Full Inventory Access',
    permission: 'mobileassets:user',
    needsWeb: false,
    tooltip: "Lets the user see the whole inventory of assets in the mobile app, not only their jobs' assets.",
  },
  {
    name: 'jobManagement',
    label: 'Job Management',
    permission: 'web:schedule',
    needsWeb: true,
    tooltip: 'Lets the user create, schedule and dispatch jobs.',
  },
  {
    name: 'formsManagement',
    label: 'Form Management',
    permission: 'timecard:admin',
    needsWeb: true,
    tooltip: 'Lets the user review and manage form submissions and timecards.',
  },
  {
    name: 'assetManagement',
    label: 'Asset Management',
    permission: 'web:assetcrud',
    needsWeb: true,
    tooltip: 'Lets the user create and edit assets.',
  },
  {
    name: 'userManagement',
    label: 'User Management',
    permission: 'web:usercrud',
    needsWeb: true,
    tooltip: 'Lets the user add, edit and deactivate users.',
  },
  {
    name: 'invoiceManagement',
    label: 'Invoice Management',
    permission: 'web:invoice',
    needsWeb: true,
    tooltip: 'Lets the user create and manage invoices.',
  },
  {
    name: 'salesTools',
    label: 'Sales Tools',
    permission: 'web:quoting',
    needsWeb: true,
    tooltip: 'Lets the user prepare quotes.',
  },
  {
    name: 'accountSettings',
    label: 'Account Settings',
    permission: 'web:settings',
    needsWeb: true,
    tooltip: "Lets the user change the account's settings, branches and price book.",
  },
];

/** Permissions no toggle stands for (kept as they are; the admin variant edits them in its Permissions list). */
export function untoggledPermissions(permissions: readonly string[]): string[] {
  const toggled = new Set<string>([
    ...MOBILE_ACCESS_PERMISSIONS,
    WEB_ACCESS_PERMISSION,
    ...PERMISSION_TOGGLES.map((toggle) => toggle.permission),
  ]);
  return permissions.filter((permission) => !toggled.has(permission));
}

export function togglesFromPermissions(permissions: readonly string[]): Toggles {
  return Object.fromEntries(
    PERMISSION_TOGGLES.map((toggle) => [toggle.name, permissions.includes(toggle.permission)]),
  ) as Toggles;
}

/** The permissions the toggles grant: Mobile Access always, web permissions only with Web Access on. */
export function permissionsFromToggles(webAccess: boolean, toggles: Toggles, others: readonly string[] = []): string[] {
  const granted = PERMISSION_TOGGLES.filter((toggle) => toggles[toggle.name] && (webAccess || !toggle.needsWeb));
  return [
    ...MOBILE_ACCESS_PERMISSIONS,
    ...(webAccess ? [WEB_ACCESS_PERMISSION] : []),
    ...granted.map((toggle) => toggle.permission),
    ...others,
  ];
}
