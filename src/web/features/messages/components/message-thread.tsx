import { Button, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { Message } from '../../../../domain/contract/messages';
import { endsRun, groupByDay, lastSeenOwnMessageId } from '../message-days';
import classes from './conversation.module.css';
import { MessageBubble } from './message-bubble';

// Within this distance of the bottom, a new message scrolls into view; further up, the
// reader is looking at older messages and stays where they are.
const NEAR_BOTTOM_PX = 120;

interface MessageThreadProps {
  messages: readonly Message[];
  viewerId: string;
  otherReadAt: string | null;
  now: Date;
  timeZone: string;
  /** The first page is on its way. */
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
}

/** The messages under their day separators, the newest at the bottom. */
export function MessageThread({
  messages,
  viewerId,
  otherReadAt,
  now,
  timeZone,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: MessageThreadProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  // Set just before older messages load: the distance from the bottom to keep.
  const keepFromBottom = useRef<number | null>(null);
  const oldestId = messages[0]?.id;
  const newest = messages.at(-1);

  // Older messages above: the one being read stays where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || keepFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [oldestId]);

  // A new message at the bottom: follow it if the reader was there, or if it is their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || !newest) return;
    if (nearBottom.current || newest.sender.id === viewerId) {
      element.scrollTop = element.scrollHeight;
      nearBottom.current = true;
    }
  }, [newest?.id]);

  const loadOlder = () => {
    const element = viewport.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  const seenId = lastSeenOwnMessageId(messages, viewerId, otherReadAt);
  const days = groupByDay(messages, now, timeZone);

  return (
    <div
      ref={viewport}
      className={classes.thread}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      data-testid="message-thread"
    >
      {hasOlder ? (
        <Center mb="sm">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={loadOlder}>
            Load older messages
          </Button>
        </Center>
      ) : null}
      {loading ? (
        <Stack gap="sm" role="status" aria-label="Loading messages">
          <Skeleton h={38} w="45%" radius="xl" />
          <Skeleton h={38} w="35%" radius="xl" ml="auto" />
          <Skeleton h={56} w="55%" radius="xl" />
        </Stack>
      ) : messages.length === 0 ? (
        <Center h="100%">
          <Stack align="center" gap={6} ta="center">
            <ThemeIcon size={52} radius="xl" variant="light" color="gray">
              <IconMessageCircle size={26} />
            </ThemeIcon>
            <Text fw={700}>No messages yet.</Text>
            <Text size="sm" c="dimmed">
              Send a message to start the conversation.
            </Text>
          </Stack>
        </Center>
      ) : (
        <div role="log" aria-live="polite" aria-label="Messages">
          {days.map((day) => (
            <Fragment key={day.key}>
              <div className={classes.separator} data-testid="day-separator">
                {day.label}
              </div>
              {day.messages.map((message, index) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.sender.id === viewerId}
                  runEnd={endsRun(message, day.messages[index + 1])}
                  seen={message.id === seenId}
                  timeZone={timeZone}
                />
              ))}
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
