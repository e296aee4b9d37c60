import { Badge } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FriendRequest } from '../../../../domain/contract/friends';
import { shortDate } from '../../../../domain/time-labels';
import { ListEmpty } from '../../../components/list-empty';
import { viewerTimeZone } from '../../../lib/social/use-viewer-clock';
import { PeopleList } from './people-list';
import { UserRow } from './user-row';

/** 'Sent Requests': who the user asked, and when. */
export function SentRequestsTab({ requests }: { requests: readonly FriendRequest[] }) {
  if (requests.length === 0) {
    return (
      <ListEmpty
        icon={<IconSend size={26} />}
        description="You haven't sent any friend requests."
      />
    );
  }
  const timeZone = viewerTimeZone();
  return (
    <PeopleList testId="sent-requests">
      {requests.map((request) => (
        <UserRow
          key={request.id}
          user={request.recipient}
          detail={`Request sent ${shortDate(request.createdAt, timeZone)}`}
          testId="sent-request"
          actions={
            <Badge variant="light" color="gold" radius="sm">
              Pending
            </Badge>
          }
        />
      ))}
    </PeopleList>
  );
}
