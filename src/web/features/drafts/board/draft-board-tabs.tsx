import type { DraftPlayer, DraftStatusResponse } from '../../../../domain/contract/drafts';
import { draftRoomFor } from '../../../../domain/draft';
import { DraftTabs } from '../components/draft-tabs';
import { BoardPickButton } from './board-pick-button';
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
  const actions = useBoardActions(state.leagueId);
  const turn = state.onTheClock;
  const hasRoom = turn ? draftRoomFor(state, turn.teamId) : null;
  const renderAction = (player: DraftPlayer) =>
    turn && hasRoom ? (
      <BoardPickButton
        player={player}
        turn={turn}
        actions={actions}
        hasRoom={hasRoom(player.position)}
        paused={state.paused}
        variant="light"
      />
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
