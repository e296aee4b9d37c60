import { AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useSelectedLeague } from '../../lib/league/use-selected-league';
import { isMobileScreen } from '../../lib/media';
import { appPaths } from '../../lib/paths';
import { useSocialBadge } from '../../lib/social/social-badge';
import { useOffersAwaiting } from '../../lib/trades/offers-awaiting';
import { AccountButton } from './account-button';
import { Brand } from './brand';
import { DesktopNav } from './desktop-nav';
import classes from './header.module.css';
import { buildNavItems } from './nav-items';

// The drawer only exists below md; phones fetch it shortly after the first paint.
const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() =>
  loadMobileDrawer().then((module) => ({ default: module.MobileDrawer })),
);
// Menu code (floating UI) only loads once someone is signed in, keeping `/` light for visitors;
// so does the bell with its notifications.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

export function AppHeader() {
  const { state } = useAuth();
  const { selectedLeagueId } = useSelectedLeague();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { pathname } = useLocation();
  const offersAwaiting = useOffersAwaiting(state.user?.id ?? null);
  const socialWaiting = useSocialBadge(state.user?.id ?? null);
  const items = buildNavItems({
    authenticated: state.status === 'authenticated',
    hasLeague: selectedLeagueId !== null,
    offersAwaiting,
    socialWaiting,
  });

  // Any navigation (links, redirects, back button) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => drawer.close(), [pathname]);

  useEffect(() => {
    if (!isMobileScreen()) return;
    const timer = setTimeout(() => void loadMobileDrawer(), 1500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AppShell.Header className={classes.header}>
      <Group h="100%" px={{ base: 'md', lg: 'xl' }} justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Brand />
        </Group>

        <Group gap="md" wrap="nowrap" visibleFrom="md">
          <DesktopNav items={items} />
          {state.user ? (
            <Suspense fallback={null}>
              <NotificationBell userId={state.user.id} />
            </Suspense>
          ) : null}
          {state.user ? (
            <Suspense
              fallback={<AccountButton user={state.user} onClick={() => setMenuWanted(true)} />}
            >
              <UserMenu user={state.user} defaultOpened={menuWanted} />
            </Suspense>
          ) : null}
          {state.status === 'anonymous' ? (
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={appPaths.login} variant="subtle" color="gray">
                Log In
              </Button>
              <Button component={Link} to={appPaths.register}>
                Register
              </Button>
            </Group>
          ) : null}
        </Group>

        {/* A dot on the menu button: offers or messages wait in the drawer. */}
        <Group gap="xs" wrap="nowrap" hiddenFrom="md">
          {state.user ? (
            <Suspense fallback={null}>
              <NotificationBell userId={state.user.id} />
            </Suspense>
          ) : null}
          <Box pos="relative">
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerMounted(true);
                drawer.toggle();
              }}
              size="sm"
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            />
            {offersAwaiting + socialWaiting > 0 && !drawerOpened ? (
              <span className={classes.menuDot} data-testid="menu-offer-dot" />
            ) : null}
          </Box>
        </Group>
      </Group>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} items={items} />
        </Suspense>
      ) : null}
    </AppShell.Header>
  );
}
