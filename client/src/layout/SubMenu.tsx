import { NavLink, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAccess } from '../auth/access';
import { isWithin } from '../auth/gates';
import classes from './AppLayout.module.css';
import { leavesWithFullLoad, SUB_MENUS, toTestId } from './navigation';

/** The contextual sub-menu of the current section (spec 1 §2.3), if it has one. */
export function SubMenu() {
  const { canOpen } = useAccess();
  const { pathname, search } = useLocation();
  const menu = SUB_MENUS.find(({ sections }) => sections.some((section) => isWithin(pathname, section)));
  // A section none of whose pages the user may open (such as /admin for an office admin) shows no menu.
  const items = menu?.items.filter(({ to }) => canOpen(to)) ?? [];
  if (!menu || items.length === 0) return null;

  const query = new URLSearchParams(search);
  const recordId = menu.idParam && query.get(menu.idParam);
  const recordQuery = recordId ? `?${menu.idParam}=${encodeURIComponent(recordId)}` : null;
  return (
    <nav aria-label={`${menu.title} menu`} className={classes.subMenu}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb="xs">
        {menu.title}
      </Text>
      {items.map(({ label, to, forRecord, currentWhen }) =>
        forRecord && !recordQuery ? (
          <NavLink
            key={label}
            component="button"
            label={label}
            disabled
            aria-disabled
            data-testid={`subnav-${toTestId(label)}`}
          />
        ) : (
          <NavLink
            key={label}
            component={Link}
            to={forRecord ? `${to}${recordQuery}` : to}
            reloadDocument={leavesWithFullLoad(pathname)}
            label={label}
            active={pathname === to && (currentWhen?.(query) ?? true)}
            data-testid={`subnav-${toTestId(label)}`}
          />
        ),
      )}
      {menu.withErrorTest && <ErrorTestButton />}
    </nav>
  );
}

/** Throws a render error on purpose, to check the error page and error reporting. */
function ErrorTestButton() {
  const [failing, setFailing] = useState(false);
  if (failing) throw new Error('Deliberate error test from the admin menu');
  return (
    <NavLink
      component="button"
      label="Test Error Page"
      leftSection={<IconBug size={16} />}
      color="red"
      onClick={() => setFailing(true)}
      data-testid="subnav-error-test"
    />
  );
}
