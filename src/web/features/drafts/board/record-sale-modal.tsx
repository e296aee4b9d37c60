import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MIN_BID } from '../../../../domain/auction';
import { draftRoomFor } from '../../../../domain/draft';
import { POSITION_ERROR } from '../../../../domain/roster';
import { closeModal, openModal } from '../../../lib/open-modal';
import { showError, showSuccess } from '../../../lib/toast';
import { useDraftStatus } from '../api/get-draft-status';
import { useRecordSale } from '../api/record-sale';

const MODAL_ID = 'record-sale';

/**
 * The commissioner records who bought whom, and for how much, in an auction held in person.
 * Once a team is chosen, the players its roster has no slot for cannot be chosen (the draft
 * would refuse them), and a player already chosen says so.
 */
export function openRecordSaleModal(leagueId: string) {
  openModal({
    modalId: MODAL_ID,
    title: 'Record Sale',
    children: <RecordSale leagueId={leagueId} onDone={() => closeModal(MODAL_ID)} />,
  });
}

function RecordSale({ leagueId, onDone }: { leagueId: string; onDone(): void }) {
  const { data: state } = useDraftStatus(leagueId);
  const sale = useRecordSale(leagueId);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [price, setPrice] = useState<number | ''>(MIN_BID);
  if (!state?.auction) return null;
  const budgets = new Map(state.auction.teams.map((team) => [team.teamId, team]));
  const team = teamId ? budgets.get(teamId) : undefined;
  const hasRoom = teamId ? draftRoomFor(state, teamId) : () => true;
  const chosen = state.available.find((player) => player.id === playerId);
  const noRoom = chosen !== undefined && !hasRoom(chosen.position);
  const submit = () => {
    if (!teamId || !playerId || price === '' || noRoom) return;
    sale.mutate(
      { teamId, playerId, price },
      {
        onSuccess: (next) => {
          const made = next.picks.at(-1);
          showSuccess(
            'Sale Recorded',
            made ? `${made.teamName} bought ${made.player.name} for $${made.price}.` : '',
          );
          onDone();
        },
        onError: (error) => showError('Draft Error', error.message),
      },
    );
  };
  return (
    <Stack gap="md">
      <Select
        label="Team"
        placeholder="Who bought the player"
        data={state.order.map((row) => ({
          value: row.teamId,
          label: `${row.teamName} · $${budgets.get(row.teamId)?.budgetLeft ?? 0} left`,
        }))}
        value={teamId}
        onChange={setTeamId}
      />
      <Select
        label="Player"
        placeholder="Search the available players"
        searchable
        data={state.available.map((player) => ({
          value: player.id,
          label: `${player.name} · ${player.position} · ${player.team}`,
          disabled: !hasRoom(player.position),
        }))}
        value={playerId}
        onChange={setPlayerId}
        error={noRoom ? POSITION_ERROR : undefined}
        limit={50}
      />
      <NumberInput
        label="Price"
        prefix="$"
        min={MIN_BID}
        allowDecimal={false}
        allowNegative={false}
        value={price}
        onChange={(value) => setPrice(typeof value === 'number' ? value : '')}
        description={team ? `At most $${team.maxBid} for this team` : undefined}
      />
      {state.auction.lot ? (
        <Text size="sm" c="orange.4">
          A player is up for bids in the live room; record a sale once bidding on them closes.
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          onClick={submit}
          loading={sale.isPending}
          disabled={!teamId || !playerId || price === '' || noRoom}
        >
          Record Sale
        </Button>
      </Group>
    </Stack>
  );
}
