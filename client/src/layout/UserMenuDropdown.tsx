import { Menu } from '@mantine/core';
import { IconHelpCircle, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { signOut } from '../auth/session';
import { openHelpCenter } from '../ui/helpCenter';
import { leavesWithFullLoad } from './navigation';
import { UserMenuButton } from './UserMenu';

/** The user menu itself, loaded when first opened (UserMenu.tsx); it opens as it mounts. */
export default function UserMenuDropdown() {
  const { pathname } = useLocation();
  return (
    <Menu position="right-end" withArrow width={180} defaultOpened>
      <Menu.Target>
        <UserMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/profile"
          reloadDocument={leavesWithFullLoad(pathname)}
          leftSection={<IconUser size={16} />}
          data-testid="user-menu-profile"
        >
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconHelpCircle size={16} />} onClick={openHelpCenter} data-testid="user-menu-support">
          Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          data-testid="user-menu-sign-out"
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
