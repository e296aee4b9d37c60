import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import type { PlayerGame } from '../../../../domain/types';
import { formatGameDate, formatPoints, kdaLine } from '../player-display';

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
        <Table
          tabularNums
          layout="fixed"
          verticalSpacing={8}
          horizontalSpacing="xs"
          highlightOnHover
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90} visibleFrom="xs">
                Date
              </Table.Th>
              <Table.Th>Opponent</Table.Th>
              <Table.Th visibleFrom="sm">Champion</Table.Th>
              <Table.Th w={{ base: 52, sm: 80 }} ta="center">
                Result
              </Table.Th>
              <Table.Th w={{ base: 70, sm: 100 }} ta="right">
                K/D/A
              </Table.Th>
              <Table.Th w={70} ta="right" visibleFrom="xs">
                CS
              </Table.Th>
              <Table.Th w={{ base: 58, sm: 90 }} ta="right">
                Points
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((game) => (
              <Table.Tr key={game.gameId}>
                <Table.Td c="dimmed" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                  {formatGameDate(game.playedAt)}
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td visibleFrom="sm">{game.champion ?? '—'}</Table.Td>
                <Table.Td ta="center">
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
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {kdaLine(game)}
                </Table.Td>
                <Table.Td ta="right" c="dimmed" visibleFrom="xs">
                  {game.cs ?? '—'}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatPoints(game.points)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** "LCK Playoffs", "LEC Spring": where in the season the game was played. */
function stageLabel(game: PlayerGame): string {
  return game.playoffs ? `${game.league} Playoffs` : `${game.league} ${game.split}`.trim();
}
