import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useAccess } from '../../auth/access';
import { hasWebAccess } from '../../auth/permissions';
import { AccessIssuePage } from './AccessIssuePage';
import { ErrorScreen, HomeButton, SupportButton } from './ErrorScreen';

export const NO_PERMISSION_TITLE = 'No Permission';
export const NO_PERMISSION_TEXT =
  'You do not have permission to view this page. Ask your account administrator if you need access.';

/** A web user on a page their permissions do not open: the web app stays theirs, so home rather than sign out. */
function NoPermissionPage() {
  const { pathname } = useLocation();
  useEffect(() => track('error page viewed', { errorMessage: NO_PERMISSION_TITLE, path: pathname }), [pathname]);
  return (
    <ErrorScreen title={NO_PERMISSION_TITLE} text={NO_PERMISSION_TEXT}>
      <HomeButton />
      <SupportButton />
    </ErrorScreen>
  );
}

/**
 * What a page's route gate (spec 1 §6) shows instead of the page: the access-issue page to a user without any web
 * permission (spec 1 §2.4), else a no-permission page.
 */
export function RouteRefusal() {
  const { user } = useAccess();
  return hasWebAccess(user.permissions) ? <NoPermissionPage /> : <AccessIssuePage />;
}
