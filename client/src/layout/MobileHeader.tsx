import { Burger, NavLink, Transition } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarEvent, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAccess } from '../auth/access';
import { signOut } from '../auth/session';
import classes from './AppLayout.module.css';
import { leavesWithFullLoad } from './navigation';

/** The header of mobile-sized pages (spec 2 "Mobile schedule"): a link to /schedule and a slide-out menu. */
export function MobileHeader() {
  const { can } = useAccess();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const close = () => setOpened(false);
  useClickOutside(close, null, [button, menu]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  const reloadDocument = leavesWithFullLoad(pathname);

  return (
    <header className={classes.mobileHeader}>
      <Link
        to="/schedule"
        reloadDocument={reloadDocument}
        className={classes.mobileBrand}
        data-testid="mobile-header-home"
      >
        Groundcrew
      </Link>
      <Burger
        ref={setButton}
        opened={opened}
        onClick={() => setOpened((isOpen) => !isOpen)}
        color="white"
        aria-label="Menu"
        aria-expanded={opened}
        data-testid="mobile-menu-button"
      />
      <Transition mounted={opened} transition="slide-left" duration={200}>
        {(styles) => (
          <nav ref={setMenu} style={styles} className={classes.mobileMenu} aria-label="Menu" data-testid="mobile-menu">
            {can('web:assetmap') && (
              <NavLink
                component={Link}
                to="/asset-availability"
                reloadDocument={reloadDocument}
                label="Asset Availability"
                leftSection={<IconCalendarCheck size={18} />}
                onClick={close}
                data-testid="mobile-menu-asset-availability"
              />
            )}
            {can('web:schedule') && (
              <NavLink
                component={Link}
                to="/schedule"
                reloadDocument={reloadDocument}
                label="Schedule"
                leftSection={<IconCalendarEvent size={18} />}
                onClick={close}
                data-testid="mobile-menu-schedule"
              />
            )}
            <NavLink
              component="button"
              label="Log Out"
              leftSection={<IconLogout size={18} />}
              onClick={() => void signOut()}
              data-testid="mobile-menu-log-out"
            />
          </nav>
        )}
      </Transition>
    </header>
  );
}
