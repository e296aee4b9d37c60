import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import type { Player } from '../../../../domain/contract/players';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { useLeague } from '../../../lib/league/get-league';
import { showSuccess } from '../../../lib/toast';
import { useAddDrop } from '../api/add-drop';
import { useDropChoice } from '../use-drop-choice';
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
  const drop = useDropChoice(leagueQuery.data, teamId, player.position);
  const { dropId, dropMissing } = drop;

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
          if (drop.closesAfter(error)) onDone();
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
        <DropSelect {...drop.select} />
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
