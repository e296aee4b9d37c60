import { Table, Text } from '@mantine/core';
import { type MouseEvent, memo } from 'react';
import { useNavigate } from 'react-router';
import { REGION_LABELS } from '../../../../domain/regions';
import type { Player } from '../../../../domain/types';
import { appPaths } from '../../../lib/paths';
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
}

/**
 * Up to 1,000 rows: each row is memoised on its player, and one click handler on the body
 * serves them all, so a filter change only mounts or drops the rows that differ.
 */
export const PlayersTable = memo(function PlayersTable({
  players,
  ranks,
  leagueId,
}: PlayersTableProps) {
  const navigate = useNavigate();

  const openRow = (event: MouseEvent<HTMLTableSectionElement>) => {
    // Ctrl/Cmd/middle clicks on the name keep the browser's "open in a new tab".
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-player-id]');
    const id = row?.dataset.playerId;
    if (!id) return;
    event.preventDefault();
    const state: PlayerNavigationState = { leagueId };
    navigate(appPaths.playerInLeague(id, leagueId), { state });
  };

  return (
    <Table
      highlightOnHover
      stickyHeader
      stickyHeaderOffset={64}
      verticalSpacing="xs"
      horizontalSpacing="sm"
      tabularNums
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48} ta="right" visibleFrom="sm">
            #
          </Table.Th>
          <Table.Th>Player</Table.Th>
          <Table.Th w={{ base: 92, sm: 110 }}>Position</Table.Th>
          <Table.Th w={{ sm: 160, lg: 220 }} visibleFrom="sm">
            Team
          </Table.Th>
          <Table.Th w={110} visibleFrom="sm">
            Region
          </Table.Th>
          <Table.Th w={80} ta="right" visibleFrom="md">
            Games
          </Table.Th>
          <Table.Th w={90} ta="right" visibleFrom="md">
            Pts/Game
          </Table.Th>
          <Table.Th w={{ base: 76, sm: 150 }} ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Text span inherit visibleFrom="sm">
              Fantasy Points
            </Text>
            <Text span inherit hiddenFrom="sm">
              Points
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody onClick={openRow}>
        {players.map((player) => (
          <PlayerRow
            key={player.id}
            player={player}
            rank={ranks.get(player.id) ?? 0}
            leagueId={leagueId}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
});

const PlayerRow = memo(function PlayerRow({
  player,
  rank,
  leagueId,
}: {
  player: Player;
  rank: number;
  leagueId: string;
}) {
  return (
    <tr data-player-id={player.id} className={classes.row}>
      <td className={`${classes.rank} ${classes.fromSm}`}>{rank}</td>
      <td>
        <div className={classes.player}>
          <PlayerAvatar player={player} size={34} lazy />
          <div className={classes.names}>
            <a href={appPaths.playerInLeague(player.id, leagueId)} className={classes.name}>
              {player.name}
            </a>
            <div className={classes.subline}>
              {player.team} · {REGION_LABELS[player.region]}
            </div>
          </div>
        </div>
      </td>
      <td>
        <PositionBadge position={player.position} />
      </td>
      <td className={classes.fromSm}>{player.team}</td>
      <td className={`${classes.dimmed} ${classes.fromSm}`}>{REGION_LABELS[player.region]}</td>
      <td className={`${classes.number} ${classes.fromMd}`}>{player.stats.gamesPlayed}</td>
      <td className={`${classes.number} ${classes.fromMd}`}>
        {formatPoints(perGame(player.fantasyPoints, player.stats.gamesPlayed))}
      </td>
      <td className={classes.points}>{formatPoints(player.fantasyPoints)}</td>
    </tr>
  );
});
