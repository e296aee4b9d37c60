import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { draftRoomFor } from '../../../../domain/draft';
import { REGION_LABELS } from '../../../../domain/regions';
import { tableClasses } from '../../../components/data-table';
import { SlotBadge } from '../../../components/slot-badge';
import { formatPoints } from '../../../lib/format';
import { closeModal, openModal } from '../../../lib/open-modal';
import { appPaths } from '../../../lib/paths';
import { useDraftStatus } from '../api/get-draft-status';
import { BoardPickButton } from './board-pick-button';
import classes from './make-pick-modal.module.css';
import { useBoardActions } from './use-board-actions';

/** The pick modal lists the first 10 available players. */
export const PICK_MODAL_PLAYERS = 10;

const MODAL_ID = 'make-pick';

export function openMakePickModal(leagueId: string) {
  openModal({
    modalId: MODAL_ID,
    title: 'Make Pick',
    size: 'lg',
    children: <MakePick leagueId={leagueId} onDone={() => closeModal(MODAL_ID)} />,
  });
}

/** Reads the board's cached state, so the turn and the list stay current while it is open. */
function MakePick({ leagueId, onDone }: { leagueId: string; onDone(): void }) {
  const { data: state } = useDraftStatus(leagueId);
  const actions = useBoardActions(leagueId);

  if (!state) return <Loader type="dots" color="gold" mx="auto" display="block" />;
  const turn = state.onTheClock;
  if (state.status !== 'started' || !turn) {
    return (
      <Stack gap="md">
        <Text c="dimmed">There is no pick to make: the draft is not running.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  const players = state.available.slice(0, PICK_MODAL_PLAYERS);
  const hasRoom = draftRoomFor(state, turn.teamId);

  return (
    <Stack gap="md">
      <div className={classes.turn}>
        <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="gold.4">
          Round {turn.round}, Pick {turn.pick}
        </Text>
        <Text fw={700} data-testid="pick-modal-team">
          {turn.teamName}
        </Text>
        <Text size="sm" c="dimmed">
          {turn.picker} picks. The player goes into their position, else FLEX, else the bench.
        </Text>
      </div>
      <ul className={classes.list} aria-label="Best available players">
        {players.map((player, index) => (
          <li key={player.id} className={classes.item} data-player-id={player.id}>
            <span className={classes.rank}>{index + 1}</span>
            <div className={classes.names}>
              <Link
                to={appPaths.playerInLeague(player.id, leagueId)}
                className={tableClasses.link}
                onClick={onDone}
              >
                {player.name}
              </Link>
              <div className={tableClasses.subline}>
                <span className={classes.phonePoints}>
                  {formatPoints(player.fantasyPoints)} pts ·{' '}
                </span>
                {player.team} · {REGION_LABELS[player.region]}
              </div>
            </div>
            <SlotBadge slot={player.position} />
            <span className={classes.points}>{formatPoints(player.fantasyPoints)}</span>
            <BoardPickButton
              player={player}
              turn={turn}
              actions={actions}
              hasRoom={hasRoom(player.position)}
              paused={state.paused}
              onPicked={onDone}
            />
          </li>
        ))}
      </ul>
      {players.length === 0 ? (
        <Text c="dimmed" ta="center">
          No players are left to draft
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        The best {players.length} available by fantasy points. Search every player in the Available
        Players tab.
      </Text>
    </Stack>
  );
}
