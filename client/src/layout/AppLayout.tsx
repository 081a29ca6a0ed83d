import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { phonePageLanding } from '../auth/landing';
import { signOut, useSession } from '../auth/session';
import { PageLoader } from '../ui/PageLoader';
import { useIsMobile } from '../ui/useIsMobile';
import classes from './AppLayout.module.css';
import { MobileHeader } from './MobileHeader';
import { NavRail } from './NavRail';
import { SubMenu } from './SubMenu';

/** A phone shows the pages of its own screens; a back-office page sends the user on (spec 1 §2.2). */
function PhonePage() {
  const user = useSession();
  const { pathname, search } = useLocation();
  const landing = user ? phonePageLanding(pathname + search, user.permissions) : null;
  const signingOut = landing?.kind === 'signOut';
  useEffect(() => {
    if (signingOut) void signOut('mobile-only');
  }, [signingOut]);
  if (signingOut) return <PageLoader />;
  if (landing?.kind === 'redirect') return <Navigate to={landing.to} replace />;
  return <Outlet />;
}

/** The frame of every signed-in page except "/": the navigation rail on desktop, the mobile header up to 600 px. */
export function AppLayout() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // Another page opens at its top (an edit saved leads to the details' summary, not to where the form was scrolled).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (isMobile) {
    return (
      <>
        <MobileHeader />
        <main className={classes.mobileMain}>
          <PhonePage />
        </main>
      </>
    );
  }
  return (
    <div className={classes.shell}>
      <NavRail />
      <SubMenu />
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
