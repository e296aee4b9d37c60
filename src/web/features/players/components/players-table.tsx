import { Text } from '@mantine/core';
import { type MouseEvent, memo, type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Player } from '../../../../domain/contract/players';
import { REGION_LABELS } from '../../../../domain/regions';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { playerRankColumn } from '../../../components/player-columns';
import { appPaths } from '../../../lib/paths';
import { PlayerStatusText } from '../../waivers';
import { formatPoints, perGame } from '../player-display';
import type { PlayerNavigationState } from '../player-navigation';
import { PlayerAvatar } from './player-avatar';
import classes from './players-table.module.css';
import { PositionBadge } from './position-badge';

interface PlayersTableProps {
  players: readonly Player[];
  /** Overall rank in the league by fantasy points, whatever the filters. */
  ranks: ReadonlyMap<string, number>;
  leagueId: string;
  /** The league's team names by id, for the status of a rostered player. */
  teamNames: ReadonlyMap<string, string>;
  /** The viewer's move on a row (Add, Claim), when the viewer has a team in the league. */
  rowAction?: (player: Player) => ReactNode;
}

/**
 * Up to 1,000 rows: each row re-renders only when its player changes, so a filter change only
 * mounts or drops the rows that differ. A click anywhere on a row opens the player.
 */
export const PlayersTable = memo(function PlayersTable({
  players,
  ranks,
  leagueId,
  teamNames,
  rowAction,
}: PlayersTableProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const columns = useMemo(
    () => playerColumns(ranks, leagueId, teamNames, rowAction),
    [ranks, leagueId, teamNames, rowAction],
  );
  const openPlayer = useCallback(
    (player: Player, event: MouseEvent<HTMLElement>) => {
      // Ctrl/Cmd/middle clicks on the name keep the browser's "open in a new tab".
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      const state: PlayerNavigationState = { leagueId, listSearch: search };
      navigate(appPaths.playerInLeague(player.id, leagueId), { state });
    },
    [navigate, leagueId, search],
  );

  return (
    <DataTable
      columns={columns}
      rows={players}
      rowKey={(player) => player.id}
      rowProps={playerRowProps}
      onRowClick={openPlayer}
      verticalSpacing="xs"
      stickyHeaderOffset={64}
    />
  );
});

const playerRowProps = (player: Player) => ({ 'data-player-id': player.id });

function playerColumns(
  ranks: ReadonlyMap<string, number>,
  leagueId: string,
  teamNames: ReadonlyMap<string, string>,
  rowAction: ((player: Player) => ReactNode) | undefined,
): DataColumn<Player>[] {
  const columns: DataColumn<Player>[] = [
    playerRankColumn(ranks, 48),
    {
      key: 'player',
      header: 'Player',
      cell: (player) => (
        <div className={tableClasses.withAvatar}>
          <PlayerAvatar player={player} size={34} lazy />
          <div className={classes.name}>
            <a href={appPaths.playerInLeague(player.id, leagueId)} className={tableClasses.link}>
              {player.name}
            </a>
            <div className={`${tableClasses.subline} ${tableClasses.belowSm}`}>
              {player.team} · {REGION_LABELS[player.region]}
            </div>
            <div className={classes.belowMd}>
              <PlayerStatusText player={player} teamNames={teamNames} size="xs" compact />
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'position',
      header: 'Position',
      width: { base: 92, sm: 100 },
      cell: (player) => <PositionBadge position={player.position} />,
    },
    {
      key: 'team',
      header: 'Team',
      width: { sm: 130, lg: 170 },
      from: 'sm',
      cell: (player) => (
        <>
          <div>{player.team}</div>
          <div className={tableClasses.subline}>{REGION_LABELS[player.region]}</div>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: { md: 150, lg: 200 },
      from: 'md',
      cell: (player) => <PlayerStatusText player={player} teamNames={teamNames} />,
    },
    {
      key: 'games',
      header: 'Games',
      width: 72,
      align: 'right',
      from: 'md',
      className: tableClasses.dimmed,
      cell: (player) => player.stats.gamesPlayed,
    },
    {
      key: 'perGame',
      header: 'Pts/Game',
      width: 86,
      align: 'right',
      from: 'md',
      className: tableClasses.dimmed,
      cell: (player) => formatPoints(perGame(player.fantasyPoints, player.stats.gamesPlayed)),
    },
    {
      key: 'points',
      header: (
        <>
          <Text span inherit visibleFrom="lg">
            Fantasy Points
          </Text>
          <Text span inherit hiddenFrom="lg">
            Points
          </Text>
        </>
      ),
      width: { base: 76, sm: 88, lg: 136 },
      align: 'right',
      className: tableClasses.strong,
      cell: (player) => formatPoints(player.fantasyPoints),
    },
  ];
  if (rowAction) {
    columns.push({
      key: 'action',
      header: 'Action',
      hiddenHeader: true,
      // Room for the widest of the moves, '✓ Claimed'.
      width: { base: 46, sm: 128 },
      align: 'right',
      cell: rowAction,
    });
  }
  return columns;
}
