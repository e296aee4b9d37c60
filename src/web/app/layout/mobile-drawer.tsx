import { Avatar, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogin, IconLogout, IconUser, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { appPaths } from '../../lib/paths';
import { LogoMark } from './brand';
import { NavCount } from './desktop-nav';
import { DrawerLeaguePicker } from './drawer-league-picker';
import { inSection, type NavItem, NEEDS_LEAGUE_HINT } from './nav-items';
import { useLogout } from './use-logout';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
}

/** Below the md breakpoint the whole menu lives in a drawer on the right. */
export function MobileDrawer({ opened, onClose, items }: MobileDrawerProps) {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const logout = useLogout();
  const user = state.user;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(85vw, 340px)"
      title={
        <Group gap={8}>
          <LogoMark size={24} />
          <Text fw={800}>Menu</Text>
        </Group>
      }
      hiddenFrom="md"
      zIndex={300}
    >
      <Stack gap="md">
        {user ? (
          <Group wrap="nowrap" gap="sm">
            <Avatar src={user.avatar} name={user.username} color="initials" size={40} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {user.username}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
        ) : null}
        {user ? <DrawerLeaguePicker /> : null}

        <nav aria-label="Main">
          {items.map(({ label, to, icon: Icon, disabled, badge, sectionPaths }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              description={disabled ? NEEDS_LEAGUE_HINT : undefined}
              leftSection={<Icon size={18} stroke={1.8} />}
              rightSection={badge ? <NavCount {...badge} /> : undefined}
              active={pathname === to || inSection({ sectionPaths }, pathname)}
              disabled={disabled}
              onClick={onClose}
            />
          ))}
          {user ? (
            <NavLink
              component={Link}
              to={appPaths.profile}
              label="Profile"
              leftSection={<IconUser size={18} stroke={1.8} />}
              active={pathname === appPaths.profile}
              onClick={onClose}
            />
          ) : null}
        </nav>

        <Divider />
        {user ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            Logout
          </Button>
        ) : (
          <Stack gap="xs">
            <Button
              component={Link}
              to={appPaths.login}
              leftSection={<IconLogin size={16} />}
              onClick={onClose}
            >
              Log In
            </Button>
            <Button
              component={Link}
              to={appPaths.register}
              variant="default"
              leftSection={<IconUserPlus size={16} />}
              onClick={onClose}
            >
              Register
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
