import { Button, Group, Stack, Text } from '@mantine/core';
import type { Player } from '../../../../domain/contract/players';
import { closeModal, openModal } from '../../../lib/open-modal';

const MODAL_ID = 'remove-player';

/**
 * Asks before a player leaves a roster: once dropped he goes to waivers or free agency, where
 * another team may take him first.
 */
export function openRemovePlayerModal(player: Player, teamName: string, onConfirm: () => void) {
  openModal({
    modalId: MODAL_ID,
    title: 'Remove player',
    children: (
      <Stack gap="md">
        <Text size="sm">
          Remove <b>{player.name}</b> from {teamName}? Other teams can then claim him, and he may
          not come back.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => closeModal(MODAL_ID)}>
            Cancel
          </Button>
          <Button
            color="red"
            data-autofocus
            onClick={() => {
              closeModal(MODAL_ID);
              onConfirm();
            }}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    ),
  });
}
