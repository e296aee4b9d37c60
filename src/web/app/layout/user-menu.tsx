import { Box, Menu, Text } from '@mantine/core';
import { IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '../../../domain/contract/users';
import { appPaths } from '../../lib/paths';
import { AccountButton } from './account-button';
import { LeagueMenuItems } from './league-menu-items';
import { useLogout } from './use-logout';

/** The user menu: username and email, the active league, then Profile, Friends and Logout. */
export function UserMenu({ user, defaultOpened }: { user: User; defaultOpened?: boolean }) {
  const logout = useLogout();
  return (
    <Menu
      width={280}
      position="bottom-end"
      offset={8}
      shadow="lg"
      withinPortal
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <AccountButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text fw={700} size="sm" truncate>
            {user.username}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Label>Active league</Menu.Label>
        <LeagueMenuItems />
        <Menu.Divider />
        <Menu.Item component={Link} to={appPaths.profile} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={appPaths.friends} leftSection={<IconUsers size={16} />}>
          Friends
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
