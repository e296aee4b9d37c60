import { Badge, Paper, Text, Title } from '@mantine/core';
import type { PlayerGame } from '../../../../domain/contract/players';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { pointsColumn } from '../../../components/points-column';
import { formatGameDate, kdaLine } from '../player-display';

/** The player's latest games, newest first, as a fan reads a box score. */
export function GameLogTable({ games }: { games: readonly PlayerGame[] }) {
  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        Recent Games
      </Title>
      {games.length === 0 ? (
        <Text c="dimmed" size="sm">
          No games played yet.
        </Text>
      ) : (
        <DataTable
          columns={COLUMNS}
          rows={games}
          rowKey={(game) => game.gameId}
          verticalSpacing={8}
          horizontalSpacing="xs"
        />
      )}
    </Paper>
  );
}

const COLUMNS: DataColumn<PlayerGame>[] = [
  {
    key: 'date',
    header: 'Date',
    width: 90,
    from: 'xs',
    className: `${tableClasses.dimmed} ${tableClasses.nowrap}`,
    cell: (game) => formatGameDate(game.playedAt),
  },
  {
    key: 'opponent',
    header: 'Opponent',
    cell: (game) => (
      <>
        <Text size="sm" lineClamp={1}>
          {game.opponent}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {/* Phones have no date column: the date leads the second line instead. */}
          <Text span inherit hiddenFrom="xs">
            {formatGameDate(game.playedAt)} ·{' '}
          </Text>
          {stageLabel(game)}
        </Text>
      </>
    ),
  },
  {
    key: 'champion',
    header: 'Champion',
    from: 'sm',
    cell: (game) => game.champion ?? '—',
  },
  {
    key: 'result',
    header: 'Result',
    width: { base: 52, sm: 80 },
    align: 'center',
    cell: (game) => (
      <Badge
        size="sm"
        radius="sm"
        variant="light"
        color={game.win ? 'green' : 'red'}
        aria-label={game.win ? 'Win' : 'Loss'}
        w={28}
        px={0}
      >
        {game.win ? 'W' : 'L'}
      </Badge>
    ),
  },
  {
    key: 'kda',
    header: 'K/D/A',
    width: { base: 70, sm: 100 },
    align: 'right',
    className: tableClasses.nowrap,
    cell: kdaLine,
  },
  {
    key: 'cs',
    header: 'CS',
    width: 70,
    align: 'right',
    from: 'xs',
    className: tableClasses.dimmed,
    cell: (game) => game.cs ?? '—',
  },
  pointsColumn((game) => game.points, { base: 58, sm: 90 }, { className: tableClasses.strong }),
];

/** "LCK Playoffs", "LEC Spring": where in the season the game was played. */
function stageLabel(game: PlayerGame): string {
  return game.playoffs ? `${game.league} Playoffs` : `${game.league} ${game.split}`.trim();
}
