import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconUserMinus, IconUsers } from '@tabler/icons-react';
import type { User } from '../../../../domain/contract/users';
import { ListEmpty } from '../../../components/list-empty';
import { useStartConversation } from '../../messages';
import { PeopleList } from './people-list';
import { openRemoveFriendModal } from './remove-friend-modal';
import { UserRow } from './user-row';

/** 'My Friends': each friend with Message and remove. */
export function FriendsTab({ friends, viewerId }: { friends: readonly User[]; viewerId: string }) {
  const startConversation = useStartConversation(viewerId);
  const opening = (friend: User) =>
    startConversation.isPending && startConversation.variables === friend.id;
  if (friends.length === 0) {
    return (
      <ListEmpty
        icon={<IconUsers size={26} />}
        title="You don't have any friends yet."
        description="Search for users to add them as friends."
      />
    );
  }
  return (
    <PeopleList testId="friends-list">
      {friends.map((friend) => (
        <UserRow
          key={friend.id}
          user={friend}
          detail={friend.online ? 'Online' : friend.email}
          testId="friend-row"
          actions={
            <>
              {/* On a phone the button keeps its icon only, so the name keeps its room. */}
              <Button
                size="xs"
                variant="light"
                visibleFrom="xs"
                leftSection={<IconMessageCircle size={14} />}
                loading={opening(friend)}
                onClick={() => startConversation.mutate(friend.id)}
                aria-label={`Message ${friend.username}`}
              >
                Message
              </Button>
              <ActionIcon
                size={30}
                variant="light"
                hiddenFrom="xs"
                loading={opening(friend)}
                onClick={() => startConversation.mutate(friend.id)}
                aria-label={`Message ${friend.username}`}
              >
                <IconMessageCircle size={16} />
              </ActionIcon>
              <Tooltip label="Remove friend" withArrow>
                <ActionIcon
                  size={30}
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${friend.username}`}
                  onClick={() => openRemoveFriendModal(friend, viewerId)}
                >
                  <IconUserMinus size={16} />
                </ActionIcon>
              </Tooltip>
            </>
          }
        />
      ))}
    </PeopleList>
  );
}
