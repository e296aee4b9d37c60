import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { User } from '../../../../domain/contract/users';
import { BackButton } from '../../../components/back-button';
import { appPaths } from '../../../lib/paths';
import classes from './conversation.module.css';
import { UserAvatar } from './user-avatar';

/** The top of a conversation: the way back, and who the user is talking to. */
export function ConversationHeader({ other }: { other: User | undefined }) {
  return (
    <div className={classes.header}>
      <BackButton to={appPaths.messagesTab} label="Messages" />
      <Group gap="sm" wrap="nowrap" mt={6} style={{ minWidth: 0 }}>
        {other ? (
          <UserAvatar user={other} size={44} showOnline />
        ) : (
          <Skeleton circle h={44} w={44} />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          {other ? (
            <Title order={1} fz={{ base: 20, sm: 22 }} lh={1.25} lineClamp={1}>
              {other.username}
            </Title>
          ) : (
            <Skeleton h={22} w={160} />
          )}
          {other?.online ? (
            <Badge
              color="green"
              variant="dot"
              size="sm"
              mt={4}
              style={{ alignSelf: 'flex-start' }}
              data-testid="conversation-online"
            >
              Online
            </Badge>
          ) : other ? (
            <Text size="xs" c="dimmed">
              Direct messages
            </Text>
          ) : null}
        </Stack>
      </Group>
    </div>
  );
}
