import { Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '../../../../domain/contract/users';
import { closeModal, openModal } from '../../../lib/open-modal';
import { useRemoveFriend } from '../api/remove-friend';

const MODAL_ID = 'remove-friend';

/** Asks before a friendship ends: a remove button sits right beside Message. */
export function openRemoveFriendModal(friend: User, viewerId: string): void {
  openModal({
    modalId: MODAL_ID,
    title: 'Remove friend',
    children: <RemoveFriendConfirm friend={friend} viewerId={viewerId} />,
  });
}

function RemoveFriendConfirm({ friend, viewerId }: { friend: User; viewerId: string }) {
  const remove = useRemoveFriend(viewerId);
  return (
    <Stack gap="md">
      <Text size="sm">
        Remove <b>{friend.username}</b> from your friends? You can send them a new request later.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => closeModal(MODAL_ID)} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(friend, { onSuccess: () => closeModal(MODAL_ID) })}
          data-autofocus
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
