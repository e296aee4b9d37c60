import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Player } from '../../../../domain/contract/players';
import { ModalActions } from '../../../components/modal-actions';
import { actionErrorMessage, showActionError } from '../../../lib/action-error';
import { useLeague } from '../../../lib/league/get-league';
import { showSuccess } from '../../../lib/toast';
import { useAddDrop } from '../api/add-drop';
import { closesAfterRefusal, isLineupLocked } from '../drop-locks';
import { useDropRoom } from '../use-drop-room';
import { DropSelect } from './drop-select';
import { MovePlayerSummary } from './move-player-summary';

export interface AddDropFormProps {
  leagueId: string;
  teamId: string;
  userId: string;
  player: Player;
  onDone(): void;
}

/** A free agent joins at once: in his own slot, FLEX or the bench, or in place of a drop. */
export function AddDropForm({ leagueId, teamId, userId, player, onDone }: AddDropFormProps) {
  const leagueQuery = useLeague(leagueId);
  const mutation = useAddDrop(teamId, userId);
  const queryClient = useQueryClient();
  const [dropId, setDropId] = useState<string | null>(null);
  const [dropError, setDropError] = useState<string | null>(null);
  const { roster, room, locked } = useDropRoom(leagueQuery.data, teamId, player.position);
  const dropMissing = room !== null && !room.open && dropId === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dropMissing) return;
    mutation.mutate(
      { addPlayerId: player.id, ...(dropId ? { dropPlayerId: dropId } : {}) },
      {
        onSuccess: () => {
          showSuccess('Player Added', `${player.name} has joined your team`);
          onDone();
        },
        onError: (error) => {
          showActionError(error, 'Failed to add player');
          // The drop locked since it was chosen: the rest of the form stays for another.
          if (isLineupLocked(error)) {
            setDropId(null);
            setDropError(actionErrorMessage(error, 'The player to drop is locked'));
          }
          if (closesAfterRefusal(queryClient, leagueId, error)) onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MovePlayerSummary
          player={player}
          aside={
            <Text size="sm" c="teal.4" fw={600} style={{ flexShrink: 0 }}>
              Free agent
            </Text>
          }
        />
        <DropSelect
          roster={roster}
          room={room}
          locked={locked}
          value={dropId}
          onChange={(value) => {
            setDropId(value);
            setDropError(null);
          }}
          error={dropError}
        />
        <ModalActions
          submitLabel="Add Player"
          submitting={mutation.isPending}
          submitDisabled={dropMissing}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
