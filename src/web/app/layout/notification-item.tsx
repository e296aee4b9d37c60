import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '../../../domain/contract/notifications';
import { conversationTimeLabel } from '../../../domain/time-labels';
import classes from './header.module.css';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One row of the notification centre; a new one has a gold edge and a "New" tag. */
export function NotificationItem({
  item,
  isNew,
  onOpen,
}: {
  item: Notification;
  isNew: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.centreItem}
      data-new={isNew}
      data-testid="notification"
      onClick={onOpen}
    >
      {/* A manager of several leagues reads which one it is about first. */}
      {item.leagueName !== null ? (
        <Text size="xs" c="rift.4" fw={600} lineClamp={1}>
          {item.leagueName}
        </Text>
      ) : null}
      <Group gap={8} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} lineClamp={1}>
          {item.title}
        </Text>
        {isNew ? (
          <Badge size="xs" color="gold" variant="light" style={{ flexShrink: 0 }}>
            New
          </Badge>
        ) : null}
      </Group>
      {/* Whole: a clear's results are one sentence per claim, and the list scrolls. */}
      <Text size="xs" c="dimmed">
        {item.body}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {conversationTimeLabel(item.createdAt, new Date(), timeZone)}
      </Text>
    </UnstyledButton>
  );
}
