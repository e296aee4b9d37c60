import { Center, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import type { Player } from '../../../../domain/contract/players';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLeague } from '../../../lib/league/get-league';
import { formatClockTime } from '../../../lib/league/season-clock-labels';
import { showSuccess } from '../../../lib/toast';
import { useCreateClaim } from '../api/create-claim';
import { useDropChoice } from '../use-drop-choice';
import { BidInput, bidProblem } from './bid-input';
import { DropSelect } from './drop-select';
import { MovePlayerSummary } from './move-player-summary';

export interface ClaimFormProps {
  leagueId: string;
  teamId: string;
  userId: string;
  player: Player;
  onDone(): void;
}

/** A claim on a player on waivers: a blind bid in a FAAB league, and who to drop for him. */
export function ClaimForm({ leagueId, teamId, userId, player, onDone }: ClaimFormProps) {
  const leagueQuery = useLeague(leagueId);
  if (!leagueQuery.data) {
    return leagueQuery.isError ? (
      <Text c="red.4" size="sm">
        {leagueQuery.error.message}
      </Text>
    ) : (
      <Center py="lg" role="status" aria-label="Loading the league">
        <Loader type="dots" color="gold" />
      </Center>
    );
  }
  return (
    <ClaimFields
      league={leagueQuery.data}
      teamId={teamId}
      userId={userId}
      player={player}
      onDone={onDone}
    />
  );
}

function ClaimFields({
  league,
  teamId,
  userId,
  player,
  onDone,
}: Omit<ClaimFormProps, 'leagueId'> & { league: League }) {
  const mutation = useCreateClaim(league.id, userId);
  const idempotencyKey = useIdempotencyKey();
  const [bid, setBid] = useState<number | string>(0);

  const { waivers } = league;
  const faab = waivers.type === 'faab';
  const place = waivers.order.find((row) => row.teamId === teamId);
  const budgetLeft = place?.budgetLeft ?? waivers.budget;
  const drop = useDropChoice(league, teamId, player.position);
  const { dropId, dropMissing } = drop;
  const problem = faab ? bidProblem(bid, budgetLeft) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || dropMissing) return;
    const input = {
      teamId,
      addPlayerId: player.id,
      ...(dropId ? { dropPlayerId: dropId } : {}),
      ...(faab && typeof bid === 'number' ? { bid } : {}),
    };
    mutation.mutate(
      { input, idempotencyKey },
      {
        onSuccess: () => {
          showSuccess(
            'Claim Placed',
            `Your claim on ${player.name} settles when his waivers clear.`,
          );
          onDone();
        },
        onError: (error) => {
          showActionError(error, 'Failed to place claim');
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
            player.waiverUntil ? (
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="xs" c="dimmed">
                  Waivers clear
                </Text>
                <Text size="sm" fw={600} data-testid="claim-clears">
                  {formatClockTime(player.waiverUntil)}
                </Text>
              </Stack>
            ) : null
          }
        />
        {faab ? (
          <BidInput
            budgetLeft={budgetLeft}
            description={`$${budgetLeft} of your $${waivers.budget} budget left. Bids are blind; the highest wins.`}
            value={bid}
            onChange={setBid}
            error={problem}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {waivers.type === 'rolling' ? 'Rolling waivers' : 'Reverse-standings waivers'}: the
            first team in the order with a claim takes him
            {place ? `; your team is #${place.priority}` : ''}.
          </Text>
        )}
        <DropSelect {...drop.select} />
        <ModalActions
          submitLabel="Place Claim"
          submitting={mutation.isPending}
          submitDisabled={dropMissing}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
