import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { ListEmpty } from '../../../components/list-empty';
import { useConversations } from '../../../lib/social/get-conversations';
import { SOCIAL_ERRORS } from '../../../lib/social/social-toasts';
import { useErrorToast } from '../../../lib/social/use-error-toast';
import { useViewerClock } from '../../../lib/social/use-viewer-clock';
import { ConversationRow } from './conversation-row';

/** The Messages tab: the user's conversations, newest activity first. */
export function ConversationList({ viewerId }: { viewerId: string }) {
  // Each row shows whether its other participant is online.
  const query = useConversations(viewerId, { showsPresence: true });
  const { now, timeZone } = useViewerClock();
  useErrorToast(query, SOCIAL_ERRORS.loadConversations);

  if (query.isPending) {
    return (
      <Paper radius="lg" p="xs" role="status" aria-label="Loading conversations">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={56} my={6} radius="md" />
        ))}
      </Paper>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Paper radius="lg" p="xl">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{SOCIAL_ERRORS.loadConversations}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (query.data.length === 0) {
    return (
      <ListEmpty
        icon={<IconMessages size={26} />}
        title="You don't have any conversations yet."
        description="Connect with your friends to start messaging."
      />
    );
  }
  return (
    <Paper radius="lg" p={6} data-testid="conversation-list">
      <Stack gap={2}>
        {query.data.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            now={now}
            timeZone={timeZone}
          />
        ))}
      </Stack>
    </Paper>
  );
}
