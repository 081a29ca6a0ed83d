import {
  IconBox,
  IconCalendarCheck,
  IconCalendarEvent,
  IconFileDollar,
  IconFileText,
  IconHome,
  IconMap2,
  IconReceipt2,
  IconSettings,
  IconShieldLock,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { FeatureFlags } from '../auth/access';

export interface RailItem {
  label: string;
  to: string;
  icon: Icon;
  /** The paths the item stands for (highlighted there); defaults to `to`. */
  sections?: string[];
  /** Spec 1 §6: the item also needs this feature flag. */
  flag?: keyof FeatureFlags;
}

/** The icon rail of spec 1 §2.3; each item also needs the route gate of its path (spec 1 §6). */
export const RAIL_ITEMS: RailItem[] = [
  { label: 'Home', to: '/', icon: IconHome, sections: [] },
  { label: 'Map', to: '/map', icon: IconMap2 },
  { label: 'Schedule', to: '/schedule', icon: IconCalendarEvent, sections: ['/schedule', '/jobs'] },
  { label: 'Dispatch', to: '/dispatch', icon: IconTruckDelivery, flag: 'dispatching' },
  { label: 'Documents', to: '/documents', icon: IconFileText },
  { label: 'Quoting', to: '/quoting', icon: IconFileDollar },
  { label: 'Invoicing', to: '/invoicing', icon: IconReceipt2 },
  { label: 'Assets', to: '/assets/browser', icon: IconBox, sections: ['/assets'] },
  { label: 'Asset-Availability', to: '/asset-availability', icon: IconCalendarCheck, flag: 'assetAvailability' },
  { label: 'Users', to: '/users', icon: IconUsers },
  { label: 'Admin', to: '/admin', icon: IconShieldLock },
  { label: 'Settings', to: '/settings', icon: IconSettings },
];

export interface SubMenuItem {
  label: string;
  to: string;
  /** The item shows one record, named by the menu's `idParam` in the current URL; without it the item is disabled. */
  forRecord?: boolean;
  /** Items sharing a path tell apart by the URL's query which of them is the current page. */
  currentWhen?: (query: URLSearchParams) => boolean;
}

export interface SubMenu {
  title: string;
  sections: string[];
  idParam?: string;
  items: SubMenuItem[];
  /** The admin menu's deliberate error-test button. */
  withErrorTest?: boolean;
}

/** The contextual sub-menus of spec 1 §2.3; each item also needs the route gate of its path (spec 1 §6). */
export const SUB_MENUS: SubMenu[] = [
  {
    title: 'Jobs',
    sections: ['/schedule', '/jobs'],
    idParam: 'jobId',
    items: [
      { label: 'All Jobs', to: '/schedule' },
      { label: 'Overview', to: '/jobs/dashboard', forRecord: true },
      { label: 'Job Details', to: '/jobs/job-detail', forRecord: true },
      { label: 'Job Documents', to: '/jobs/job-documents', forRecord: true },
      { label: 'Sales and Billing', to: '/jobs/billing', forRecord: true },
    ],
  },
  {
    title: 'Assets',
    sections: ['/assets'],
    idParam: 'assetId',
    items: [
      // Both open the browser: All Assets is its list without a category, Asset Browser one category's.
      { label: 'All Assets', to: '/assets/browser', currentWhen: (query) => !query.has('categoryId') },
      { label: 'Overview', to: '/assets/overview', forRecord: true },
      { label: 'Asset Detail', to: '/assets/asset-detail', forRecord: true },
      { label: 'Asset Images', to: '/assets/asset-images', forRecord: true },
      { label: 'Asset Documents', to: '/assets/asset-documents', forRecord: true },
      { label: 'Asset Browser', to: '/assets/browser', currentWhen: (query) => query.has('categoryId') },
      { label: 'Asset Search', to: '/assets/search' },
    ],
  },
  {
    title: 'Users',
    sections: ['/users'],
    idParam: 'userId',
    items: [
      { label: 'All Users', to: '/users' },
      { label: 'Account Details', to: '/users/user-detail', forRecord: true },
    ],
  },
  {
    title: 'Settings',
    sections: ['/settings'],
    items: [
      { label: 'Form Manager', to: '/settings/form-manager' },
      { label: 'Pricebook', to: '/settings/pricebook' },
    ],
  },
  {
    title: 'Admin',
    sections: ['/admin'],
    withErrorTest: true,
    items: [
      { label: 'App Icons', to: '/admin/icons' },
      { label: 'Create Branch', to: '/admin/branch/create' },
      { label: 'Create Division', to: '/admin/division/create' },
      { label: 'Feature Flags', to: '/admin/feature-flags' },
      { label: 'Manage Forms', to: '/admin/forms' },
      { label: 'Manage Locations', to: '/admin/location' },
      { label: 'Manage Users', to: '/admin/users' },
      { label: 'Manage Pricebook', to: '/admin/pricebook' },
      { label: 'AI Form Builder', to: '/admin/ai-form-builder' },
    ],
  },
];

/** Spec 1 §2.1: leaving these pages loads the next one in full (they hold heavy maps). */
const FULL_LOAD_PAGES = ['/map', '/jobs/dashboard', '/jobs/job-detail'];

export function leavesWithFullLoad(pathname: string): boolean {
  return FULL_LOAD_PAGES.includes(pathname);
}

/** The `data-testid` suffix of a navigation label: "Sales and Billing" → "sales-and-billing". */
export function toTestId(label: string): string {
  return label.toLowerCase().replace(/\s+/g, '-');
}
