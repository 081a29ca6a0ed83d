import { UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useAccess } from '../auth/access';
import { isWithin } from '../auth/gates';
import classes from './AppLayout.module.css';
import { leavesWithFullLoad, RAIL_ITEMS, toTestId, type RailItem } from './navigation';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

export function NavRail() {
  const { canOpen, flags } = useAccess();
  const { pathname } = useLocation();
  const allowed = (item: RailItem) => canOpen(item.to) && (!item.flag || flags[item.flag]);
  return (
    <nav aria-label="Main navigation" className={classes.rail}>
      <Logo />
      {RAIL_ITEMS.filter(allowed).map((item) => (
        <UnstyledButton
          key={item.label}
          component={Link}
          to={item.to}
          reloadDocument={leavesWithFullLoad(pathname)}
          aria-label={item.label}
          aria-current={(item.sections ?? [item.to]).some((path) => isWithin(pathname, path)) ? 'page' : undefined}
          data-testid={`nav-${toTestId(item.label)}`}
          className={classes.railLink}
        >
          <item.icon size={22} stroke={1.6} />
          <span className={classes.railLabel}>{item.label}</span>
        </UnstyledButton>
      ))}
      <div className={classes.userMenu}>
        <UserMenu />
      </div>
    </nav>
  );
}
