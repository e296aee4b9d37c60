import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconUserQuestion, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FriendRequest } from '../../../../domain/contract/friends';
import { shortDate } from '../../../../domain/time-labels';
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
        const busy = (mutation: { isPending: boolean; variables?: { id: string } }) =>
          mutation.isPending && mutation.variables?.id === request.id;
        const answering = busy(accept) || busy(reject);
        return (
          <UserRow
            key={request.id}
            user={request.sender}
            detail={`Received ${shortDate(request.createdAt, timeZone)}`}
            testId="received-request"
            actions={
              <Group gap={6} wrap="nowrap">
                <AnswerButton
                  answer="Accept"
                  color="green"
                  icon={<IconCheck size={18} />}
                  username={request.sender.username}
                  loading={busy(accept)}
                  disabled={answering}
                  onClick={() => accept.mutate(request)}
                />
                <AnswerButton
                  answer="Reject"
                  color="red"
                  icon={<IconX size={18} />}
                  username={request.sender.username}
                  loading={busy(reject)}
                  disabled={answering}
                  onClick={() => reject.mutate(request)}
                />
              </Group>
            }
          />
        );
      })}
    </PeopleList>
  );
}

function AnswerButton({
  answer,
  username,
  icon,
  ...button
}: {
  answer: 'Accept' | 'Reject';
  username: string;
  icon: ReactNode;
  color: string;
  loading: boolean;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip label={answer} withArrow>
      <ActionIcon
        size={34}
        radius="xl"
        variant="light"
        aria-label={`${answer} friend request from ${username}`}
        {...button}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
