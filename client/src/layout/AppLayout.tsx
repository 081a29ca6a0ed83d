import { Outlet } from 'react-router-dom';
import { useIsMobile } from '../ui/useIsMobile';
import classes from './AppLayout.module.css';
import { MobileHeader } from './MobileHeader';
import { NavRail } from './NavRail';
import { SubMenu } from './SubMenu';

/** The frame of every signed-in page except "/": the navigation rail on desktop, the mobile header up to 600 px. */
export function AppLayout() {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <>
        <MobileHeader />
        <main className={classes.mobileMain}>
          <Outlet />
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
