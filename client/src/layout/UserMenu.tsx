import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { loadPageChunk } from '../app/lazyPage';

const UserMenuDropdown = lazy(() => loadPageChunk(() => import('./UserMenuDropdown')));

type UserMenuButtonProps = ActionIconProps & ComponentPropsWithoutRef<'button'>;

/** The rail's round user button, the menu's target. */
export function UserMenuButton(props: UserMenuButtonProps) {
  return (
    <ActionIcon
      size={48}
      radius="xl"
      variant="subtle"
      color="gray.3"
      aria-label="User menu"
      data-testid="user-menu"
      {...props}
    >
      <IconUserCircle size={30} stroke={1.4} />
    </ActionIcon>
  );
}

/**
 * The user menu (Profile, Support, Sign out). Its dropdown (Mantine's Menu with floating-ui, about 25 KiB) loads on
 * the first click rather than with every signed-in page (docs/performance.md, First load); until then the button
 * stands alone.
 */
export function UserMenu() {
  const [opened, setOpened] = useState(false);
  const button = <UserMenuButton onClick={() => setOpened(true)} />;
  return opened ? (
    <Suspense fallback={button}>
      <UserMenuDropdown />
    </Suspense>
  ) : (
    button
  );
}
