import { Button, type ButtonProps } from '@mantine/core';
import type { DraftPlayer, DraftTurn } from '../../../../domain/contract/drafts';
import { DRAFT_PAUSED } from '../../../../domain/draft';
import { POSITION_ERROR } from '../../../../domain/roster';
import { ClosedReason } from '../../../components/closed-reason';
import type { useBoardActions } from './use-board-actions';

interface BoardPickButtonProps {
  player: DraftPlayer;
  turn: DraftTurn;
  actions: Pick<ReturnType<typeof useBoardActions>, 'pick' | 'pickingPlayerId'>;
  /** The team on the clock has a slot for the player (`draftRoomFor`); if not, the draft refuses him. */
  hasRoom: boolean;
  /** The commissioner stopped the clock: the draft refuses every pick until it resumes. */
  paused: boolean;
  variant?: ButtonProps['variant'];
  onPicked?(): void;
}

/**
 * The board's Pick for one player: closed, with the reason, while the draft is paused or when
 * the roster has no slot for him.
 */
export function BoardPickButton({
  player,
  turn,
  actions,
  hasRoom,
  paused,
  variant,
  onPicked,
}: BoardPickButtonProps) {
  const busy = actions.pickingPlayerId;
  const reason = paused ? DRAFT_PAUSED : hasRoom ? null : POSITION_ERROR;
  return (
    <ClosedReason reason={reason}>
      <Button
        size="compact-sm"
        variant={variant}
        loading={busy === player.id}
        disabled={reason !== null || (busy !== null && busy !== player.id)}
        onClick={() =>
          actions.pick(
            { teamId: turn.teamId, playerId: player.id, pickNumber: turn.pickNumber },
            onPicked,
          )
        }
        aria-label={`Pick ${player.name}`}
      >
        Pick
      </Button>
    </ClosedReason>
  );
}
