import { Button } from '@mantine/core';
import type { DraftPlayer, DraftStatusResponse } from '../../../../domain/contract/drafts';
import { DraftTabs } from '../components/draft-tabs';
import { useBoardActions } from './use-board-actions';

/** How the order is used: a snake draft runs it back and forth, an auction nominates by it. */
const ORDER_NOTES: Record<DraftStatusResponse['type'], string> = {
  snake: 'Snake order: the order reverses every round, so the last team picks twice in a row.',
  auction:
    'Nomination order: teams name players in this order, round after round, skipping full rosters.',
};

interface DraftBoardTabsProps {
  state: DraftStatusResponse;
  userId: string | null;
  /** The viewer may make the pick on the clock: the Available tab gets a Pick button per row. */
  canPick: boolean;
}

/** The board's tabs: Draft Order, Draft History, and Available Players to pick from. */
export function DraftBoardTabs({ state, userId, canPick }: DraftBoardTabsProps) {
  const { pick, pickingPlayerId } = useBoardActions(state.leagueId);
  const turn = state.onTheClock;
  const renderAction = (player: DraftPlayer) =>
    turn ? (
      <Button
        size="compact-sm"
        variant="light"
        loading={pickingPlayerId === player.id}
        disabled={pickingPlayerId !== null && pickingPlayerId !== player.id}
        onClick={() =>
          pick({ teamId: turn.teamId, playerId: player.id, pickNumber: turn.pickNumber })
        }
        aria-label={`Pick ${player.name}`}
      >
        Pick
      </Button>
    ) : null;

  return (
    <DraftTabs
      draft={state}
      userId={userId}
      available={{ status: 'ready', players: state.available }}
      renderAction={canPick ? renderAction : undefined}
      actionLabel="Pick"
      orderNote={ORDER_NOTES[state.type]}
    />
  );
}
