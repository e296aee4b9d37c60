import { Box, Button, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Notification, NotificationList } from '../../../domain/contract/notifications';
import { ApiError } from '../../lib/api-client';
import {
  fetchOlderNotifications,
  seenUnread,
  useMarkNotificationsRead,
} from '../../lib/notifications/notifications';
import { showError } from '../../lib/toast';
import { BellButton } from './bell-button';
import classes from './header.module.css';
import { NotificationItem } from './notification-item';

const NONE: ReadonlySet<string> = new Set();

/**
 * The notification centre: the latest notifications, newest first; opening it reads them, and
 * those that were unread stay marked new until it closes.
 */
export function NotificationCentre({
  userId,
  list,
}: {
  userId: string;
  list: NotificationList | undefined;
}) {
  const [opened, setOpened] = useState(true);
  // This bell takes the place of the one that was clicked: the keyboard's focus moves to it.
  const bellRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) bellRef.current?.focus();
  }, []);
  // Another screen, by a link or the browser's Back and Forward, closes the centre.
  const { key: screen } = useLocation();
  const openedOn = useRef(screen);
  useEffect(() => {
    if (screen === openedOn.current) return;
    openedOn.current = screen;
    setOpened(false);
  }, [screen]);
  const [newIds, setNewIds] = useState(NONE);
  const markRead = useMarkNotificationsRead(userId);
  const navigate = useNavigate();
  const unread = list?.unread ?? 0;

  // Seen is read: the count clears while the centre is open. A failed attempt is not repeated
  // until the centre opens again, so an unavailable server is not asked again at every render.
  useEffect(() => {
    if (opened && unread > 0 && !markRead.isPending && !markRead.isError) markRead.mutate();
  }, [opened, unread, markRead]);
  const { reset } = markRead;
  useEffect(() => {
    if (!opened) reset();
  }, [opened, reset]);
  // The read answer replaces the list at once; what came in unread is still news to the user.
  useEffect(() => {
    setNewIds((seen) => (opened ? seenUnread(seen, list) : NONE));
  }, [opened, list]);

  // Escape closes the centre wherever the focus is in it, and leaves the focus on the bell.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setOpened(false);
    bellRef.current?.focus();
  };

  // Older pages, asked for with "Show older" while the centre is open.
  const [older, setOlder] = useState<{ items: Notification[]; nextBefore: string | null }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  useEffect(() => {
    if (!opened) setOlder(undefined);
  }, [opened]);
  const nextBefore = older ? older.nextBefore : (list?.nextBefore ?? null);
  const showOlder = async () => {
    if (!nextBefore) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderNotifications(nextBefore);
      setOlder((shown) => ({
        items: [...(shown?.items ?? []), ...page.items],
        nextBefore: page.nextBefore,
      }));
    } catch (error) {
      showError(
        'Error',
        error instanceof ApiError ? error.message : 'Failed to load notifications',
      );
    } finally {
      setLoadingOlder(false);
    }
  };

  const latest = list?.items ?? [];
  const latestIds = new Set(latest.map((item) => item.id));
  // A push may have moved an older one into the latest: each shows once.
  const items = [...latest, ...(older?.items ?? []).filter((item) => !latestIds.has(item.id))];
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      position="bottom-end"
      offset={8}
      shadow="lg"
      // Right after the bell in the page, so Tab goes from the bell into the list.
      withinPortal={false}
    >
      <Popover.Target>
        <BellButton
          ref={bellRef}
          unread={unread}
          onClick={() => setOpened((open) => !open)}
          onKeyDown={closeOnEscape}
        />
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" role="dialog" onKeyDown={closeOnEscape}>
        <Text fw={700} size="sm" px="md" py="sm" className={classes.centreTitle}>
          Notifications
        </Text>
        {items.length === 0 ? (
          <Stack align="center" gap={6} py="lg" px="md" c="dimmed">
            <IconBellOff size={22} />
            <Text size="sm">No notifications yet</Text>
            <Text size="xs" ta="center">
              Claim results, trades and each week's result show up here.
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={380}>
            <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem
                    item={item}
                    isNew={!item.read || newIds.has(item.id)}
                    onOpen={() => {
                      setOpened(false);
                      if (item.link) navigate(item.link);
                    }}
                  />
                </li>
              ))}
            </Box>
            {nextBefore ? (
              <Box px="md" py="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  fullWidth
                  loading={loadingOlder}
                  onClick={() => void showOlder()}
                >
                  Show older
                </Button>
              </Box>
            ) : null}
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
