import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Conversation } from '../../../../domain/contract/messages';
import { conversationTimeLabel } from '../../../../domain/time-labels';
import { appPaths } from '../../../lib/paths';
import { otherParticipant } from '../../../lib/social/conversation-list';
import classes from './conversation-list.module.css';
import { UserAvatar } from './user-avatar';

interface ConversationRowProps {
  conversation: Conversation;
  viewerId: string;
  now: Date;
  timeZone: string;
}

/** One conversation: who, the last message (or 'No messages yet'), when, and what is unread. */
export function ConversationRow({ conversation, viewerId, now, timeZone }: ConversationRowProps) {
  const other = otherParticipant(conversation.participants, viewerId);
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  const name = other?.username ?? 'Unknown user';
  return (
    <Link
      to={appPaths.conversation(conversation._id)}
      className={classes.row}
      data-unread={unread || undefined}
      data-testid="conversation-row"
      aria-label={unread ? `${name}, ${conversation.unreadCount} unread` : name}
    >
      {other ? <UserAvatar user={other} size={44} showOnline /> : null}
      <div className={classes.body}>
        <div className={classes.line}>
          <Text fw={unread ? 800 : 600} truncate>
            {name}
          </Text>
          {last ? (
            <Text
              size="xs"
              c={unread ? 'rift.4' : 'dimmed'}
              fw={unread ? 700 : 400}
              className={classes.time}
            >
              {conversationTimeLabel(last.createdAt, now, timeZone)}
            </Text>
          ) : null}
        </div>
        <div className={classes.line}>
          <Text
            size="sm"
            c={unread ? 'gray.2' : 'dimmed'}
            fw={unread ? 700 : 400}
            fs={last ? undefined : 'italic'}
            truncate
            data-testid="conversation-preview"
          >
            {last ? last.content : 'No messages yet'}
          </Text>
          {unread ? (
            <Badge
              size="sm"
              color="rift"
              variant="filled"
              circle={conversation.unreadCount < 10}
              data-testid="conversation-unread"
              style={{ flexShrink: 0 }}
            >
              {conversation.unreadCount > 99 ? '99+' : conversation.unreadCount}
            </Badge>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
