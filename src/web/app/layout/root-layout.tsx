import { AppShell, Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { DeferredModals } from '../deferred-providers';
import type { RouteHandle } from '../routes/lazy-page';
import { useCacheLifecycle } from '../use-cache-lifecycle';
import { useLiveUpdates } from '../use-live-updates';
import { useRouteChangeEffects } from '../use-route-change-effects';
import { AppHeader } from './app-header';

const HEADER_HEIGHT = 64;

/** The shell around every screen: header, drawer, modals, and the per-route effects. */
export function RootLayout() {
  useRouteChangeEffects();
  useCacheLifecycle();
  useLiveUpdates();
  useDocumentTitle();

  return (
    <>
      <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
        <AppHeader />
        <AppShell.Main>
          <Container
            size="xl"
            px={{ base: 'md', sm: 'lg', lg: 'xl' }}
            py={{ base: 'lg', sm: 'xl' }}
          >
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
      <ScrollRestoration />
      <DeferredModals />
    </>
  );
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} · Rift Fantasy` : 'Rift Fantasy · Fantasy League of Legends';
  }, [title]);
}
