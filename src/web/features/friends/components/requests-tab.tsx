import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconUserQuestion, IconX } from '@tabler/icons-react';
import { shortDate } from '../../../../domain/time-labels';
import type { FriendRequest } from '../../../../domain/types';
import { ListEmpty } from '../../../components/list-empty';
import { viewerTimeZone } from '../../../lib/social/use-viewer-clock';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useRejectFriendRequest } from '../api/reject-friend-request';
import { PeopleList } from './people-list';
import { UserRow } from './user-row';

/** 'Friend Requests': who asked, with accept and reject. */
export function RequestsTab({
  requests,
  viewerId,
}: {
  requests: readonly FriendRequest[];
  viewerId: string;
}) {
  const accept = useAcceptFriendRequest(viewerId);
  const reject = useRejectFriendRequest(viewerId);
  if (requests.length === 0) {
    return (
      <ListEmpty
        icon={<IconUserQuestion size={26} />}
        description="You don't have any friend requests."
      />
    );
  }
  const timeZone = viewerTimeZone();
  return (
    <PeopleList testId="received-requests">
      {requests.map((request) => {
        const answering =
          (accept.isPending && accept.variables?.id === request.id) ||
          (reject.isPending && reject.variables?.id === request.id);
        return (
          <UserRow
            key={request.id}
            user={request.sender}
            detail={`Received ${shortDate(request.createdAt, timeZone)}`}
            testId="received-request"
            actions={
              <Group gap={6} wrap="nowrap">
                <Tooltip label="Accept" withArrow>
                  <ActionIcon
                    size={34}
                    radius="xl"
                    color="green"
                    variant="light"
                    aria-label={`Accept friend request from ${request.sender.username}`}
                    loading={accept.isPending && accept.variables?.id === request.id}
                    disabled={answering}
                    onClick={() => accept.mutate(request)}
                  >
                    <IconCheck size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Reject" withArrow>
                  <ActionIcon
                    size={34}
                    radius="xl"
                    color="red"
                    variant="light"
                    aria-label={`Reject friend request from ${request.sender.username}`}
                    loading={reject.isPending && reject.variables?.id === request.id}
                    disabled={answering}
                    onClick={() => reject.mutate(request)}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            }
          />
        );
      })}
    </PeopleList>
  );
}
