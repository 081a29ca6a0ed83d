import { describe, expect, it } from '@jest/globals';
import { phonePageLanding, resolveLanding, type LandingInput } from './landing';

const desktop = (permissions: string[], requestedPath = '/'): LandingInput => ({
  authenticated: true,
  requestedPath,
  permissions,
  isMobile: false,
});
const mobile = (permissions: string[], requestedPath = '/'): LandingInput => ({
  ...desktop(permissions, requestedPath),
  isMobile: true,
});
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('resolveLanding (spec 1 §2.2)', () => {
  it('1. sends a signed-out user to sign-in', () => {
    expect(resolveLanding({ ...desktop(['groundcrew:admin']), authenticated: false })).toEqual(redirect('/sign-in'));
  });

  it('2. sends the user to the requested location when it is not "/"', () => {
    expect(resolveLanding(desktop(['web:quoting'], '/users?page=2'))).toEqual(redirect('/users?page=2'));
  });

  it('3. sends a super admin to /schedule', () => {
    expect(resolveLanding(desktop(['groundcrew:admin', 'web:assetmap']))).toEqual(redirect('/schedule'));
  });

  it.each([
    ['4', ['web:assetmap', 'timecard:admin', 'web:schedule'], '/map'],
    ['5', ['timecard:admin', 'web:assetcrud', 'web:usercrud'], '/documents'],
    ['6', ['web:assetcrud', 'web:usercrud', 'web:schedule'], '/assets/browser'],
    ['7', ['web:usercrud', 'web:schedule', 'web:quoting'], '/users'],
    ['8', ['web:schedule', 'web:quoting', 'web:settings'], '/schedule'],
    ['9', ['web:quoting', 'web:settings'], '/quoting'],
    ['10', ['web:settings', 'web:invoice'], '/settings'],
    ['11', ['web:invoice', 'mobile:user'], '/404'],
  ])('%s. picks the page of the first permission held', (_rule, permissions, to) => {
    expect(resolveLanding(desktop(permissions))).toEqual(redirect(to));
  });

  it('shows the access issue to a desktop user without any web permission', () => {
    expect(resolveLanding(desktop(['mobile:user', 'timecard:user']))).toEqual({ kind: 'accessIssue' });
    expect(resolveLanding(desktop([]))).toEqual({ kind: 'accessIssue' });
  });

  describe('mobile viewport', () => {
    it('sends a user with the schedule permission to /schedule, wherever they wanted to go', () => {
      expect(resolveLanding(mobile(['web:schedule']))).toEqual(redirect('/schedule'));
      expect(resolveLanding(mobile(['web:schedule'], '/asset-availability'))).toEqual(redirect('/schedule'));
    });

    it('sends a user with both permissions to /schedule unless they asked for either mobile page', () => {
      const both = ['web:schedule', 'web:assetmap'];
      expect(resolveLanding(mobile(both))).toEqual(redirect('/schedule'));
      expect(resolveLanding(mobile(both, '/map'))).toEqual(redirect('/schedule'));
      expect(resolveLanding(mobile(both, '/asset-availability?date=1'))).toEqual(
        redirect('/asset-availability?date=1'),
      );
      expect(resolveLanding(mobile(both, '/schedule'))).toEqual(redirect('/schedule'));
    });

    it('sends a user with only the asset-map permission to /asset-availability', () => {
      expect(resolveLanding(mobile(['web:assetmap', 'mobile:user'], '/map'))).toEqual(redirect('/asset-availability'));
    });

    it('signs out a user with neither permission', () => {
      expect(resolveLanding(mobile(['mobile:user', 'web:quoting']))).toEqual({ kind: 'signOut' });
    });

    it('does not apply to a super admin', () => {
      expect(resolveLanding(mobile(['groundcrew:admin']))).toEqual(redirect('/schedule'));
      expect(resolveLanding(mobile(['groundcrew:admin'], '/admin'))).toEqual(redirect('/admin'));
    });
  });
});

describe('phonePageLanding: the mobile rule on every page (spec 1 §2.2)', () => {
  const officeAdmin = ['web:schedule', 'web:assetmap', 'web:quoting', 'web:invoice'];

  it('sends a web user on a phone from a back-office page to the schedule', () => {
    expect(phonePageLanding('/quoting', officeAdmin)).toEqual(redirect('/schedule'));
    expect(phonePageLanding('/invoicing?tab=ready-to-send', ['web:schedule'])).toEqual(redirect('/schedule'));
    expect(phonePageLanding('/quoting', ['web:assetmap'])).toEqual(redirect('/asset-availability'));
    expect(phonePageLanding('/quoting', ['web:quoting', 'web:invoice'])).toEqual({ kind: 'signOut' });
  });

  it("keeps them on the phone's own pages and the job and asset pages those open, and a super admin anywhere", () => {
    for (const path of ['/schedule', '/asset-availability', '/jobs/job-detail?jobId=1', '/assets/overview?assetId=2'])
      expect(phonePageLanding(path, officeAdmin)).toBeNull();
    expect(phonePageLanding('/quoting', ['groundcrew:admin'])).toBeNull();
  });
});
