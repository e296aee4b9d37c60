import { Text, VisuallyHidden } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import type { Message } from '../../../../domain/contract/messages';
import { timeOfDay } from '../../../../domain/time-labels';
import classes from './conversation.module.css';
import { UserAvatar } from './user-avatar';

interface MessageBubbleProps {
  message: Message;
  own: boolean;
  /** The last of a run from one sender: it carries the avatar. */
  runEnd: boolean;
  /** The other participant has read up to here. */
  seen: boolean;
  timeZone: string;
}

/** One message: the user's own on the right, the other's on the left with their avatar. */
export function MessageBubble({ message, own, runEnd, seen, timeZone }: MessageBubbleProps) {
  return (
    <div
      className={classes.row}
      data-own={own || undefined}
      data-run-end={runEnd || undefined}
      data-testid={own ? 'message-own' : 'message-other'}
    >
      {own ? null : (
        <div className={classes.avatarSlot}>
          {runEnd ? <UserAvatar user={message.sender} size={32} /> : null}
        </div>
      )}
      <div className={classes.bubble}>
        <Text size="sm" className={classes.content}>
          {message.content}
        </Text>
        <div className={classes.meta}>
          <time dateTime={message.createdAt}>{timeOfDay(message.createdAt, timeZone)}</time>
          {seen ? (
            <span title="Seen">
              <IconChecks size={13} aria-hidden />
              <VisuallyHidden>Seen</VisuallyHidden>
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
