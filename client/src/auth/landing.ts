import { hasWebAccess, SUPER_ADMIN, type Permission } from './permissions';

export type Landing = { kind: 'redirect'; to: string } | { kind: 'accessIssue' } | { kind: 'signOut' };

export interface LandingInput {
  authenticated: boolean;
  /** Where the user wanted to go before signing in ("/" when nowhere in particular). */
  requestedPath: string;
  permissions: readonly string[];
  /** A viewport of at most 600 px. */
  isMobile: boolean;
}

/** Spec 1 §2.2 rules 4–10: the first permission the user holds picks the landing page. */
const LANDING_PAGES: [Permission, string][] = [
  ['web:assetmap', '/map'],
  ['timecard:admin', '/documents'],
  ['web:assetcrud', '/assets/browser'],
  ['web:usercrud', '/users'],
  ['web:schedule', '/schedule'],
  ['web:quoting', '/quoting'],
  ['web:settings', '/settings'],
];

/** The pages a mobile user with both the schedule and the asset-map permission may stay on. */
const MOBILE_PAGES = ['/schedule', '/asset-availability'];

const redirect = (to: string): Landing => ({ kind: 'redirect', to });

/** Where the post-login redirect entry "/" sends the user (spec 1 §2.2, including the mobile-viewport rule). */
export function resolveLanding({ authenticated, requestedPath, permissions, isMobile }: LandingInput): Landing {
  if (!authenticated) return redirect('/sign-in');
  const isSuperAdmin = permissions.includes(SUPER_ADMIN);
  if (isMobile && !isSuperAdmin) return resolveMobileLanding(requestedPath, permissions);
  if (requestedPath !== '/') return redirect(requestedPath);
  if (isSuperAdmin) return redirect('/schedule');
  if (!hasWebAccess(permissions)) return { kind: 'accessIssue' };
  const page = LANDING_PAGES.find(([permission]) => permissions.includes(permission));
  return redirect(page ? page[1] : '/404');
}

/**
 * The pages of the phone's own screens: the schedule and asset availability (its menu), and the job and asset pages
 * they open. A phone user stays on these; any other page is the back office's.
 */
const PHONE_PAGES = ['/schedule', '/asset-availability', '/jobs/', '/assets/overview'];

/**
 * Spec 1 §2.2 on any page: a phone user (not a super admin) on a back-office page such as /quoting is sent where the
 * mobile rule sends them from "/"; null when they stay.
 */
export function phonePageLanding(path: string, permissions: readonly string[]): Landing | null {
  const page = path.split(/[?#]/)[0];
  if (permissions.includes(SUPER_ADMIN) || PHONE_PAGES.some((prefix) => page.startsWith(prefix))) return null;
  return resolveMobileLanding(path, permissions);
}

function resolveMobileLanding(requestedPath: string, permissions: readonly string[]): Landing {
  const schedule = permissions.includes('web:schedule');
  const assetMap = permissions.includes('web:assetmap');
  const requestedPage = requestedPath.split(/[?#]/)[0];
  if (schedule && assetMap && MOBILE_PAGES.includes(requestedPage)) return redirect(requestedPath);
  if (schedule) return redirect('/schedule');
  if (assetMap) return redirect('/asset-availability');
  return { kind: 'signOut' };
}

/** The navigation state that carries the location a signed-out user asked for through sign-in to "/". */
export interface ReturnState {
  from?: string;
}
