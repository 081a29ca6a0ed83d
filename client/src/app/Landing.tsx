import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveLanding, type ReturnState } from '../auth/landing';
import { signOut, useSession } from '../auth/session';
import { AccessIssuePage } from '../features/errors/AccessIssuePage';
import { PageLoader } from '../ui/PageLoader';
import { useIsMobile } from '../ui/useIsMobile';

/** "/": the home and post-login redirect entry (spec 1 §2.2). */
export function Landing() {
  const user = useSession();
  const state = useLocation().state as ReturnState | null;
  const isMobile = useIsMobile();
  const landing = resolveLanding({
    authenticated: user !== null,
    requestedPath: state?.from ?? '/',
    permissions: user?.permissions ?? [],
    isMobile,
  });
  const signingOut = landing.kind === 'signOut';
  useEffect(() => {
    if (signingOut) void signOut('mobile-only');
  }, [signingOut]);

  switch (landing.kind) {
    case 'redirect':
      return <Navigate to={landing.to} replace />;
    case 'accessIssue':
      return <AccessIssuePage />;
    case 'signOut':
      return <PageLoader />;
  }
}
