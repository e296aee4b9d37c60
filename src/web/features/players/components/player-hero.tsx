import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { REGION_LABELS } from '../../../../domain/regions';
import type { PlayerDetail } from '../../../../domain/types';
import { formatPoints } from '../player-display';
import { PlayerAvatar } from './player-avatar';
import { PositionBadge } from './position-badge';

const FORM_GAMES = 5;

/** The player page's header: name, position, region, team, picture and recent form. */
export function PlayerHero({ player }: { player: PlayerDetail }) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        background:
          'linear-gradient(120deg, rgba(11,191,177,0.14), rgba(13,21,40,0.85) 45%, rgba(200,170,110,0.10))',
      }}
    >
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
          <PlayerAvatar player={player} size={88} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title
              order={1}
              fz={{ base: 28, sm: 38 }}
              lh={1.1}
              style={{ overflowWrap: 'anywhere' }}
            >
              {player.name}
            </Title>
            <Group gap={8}>
              <PositionBadge position={player.position} size="md" />
              <Badge variant="outline" color="gold" radius="sm" size="md">
                {REGION_LABELS[player.region]}
              </Badge>
            </Group>
            {/* A TEAM entry is named after its team; saying it twice adds nothing. */}
            {player.team !== player.name ? (
              <Text c="dark.1" size="sm" fw={500}>
                {player.team}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <RecentForm player={player} />
      </Group>
    </Paper>
  );
}

/** The last few results and what they scored: the first thing a manager checks. */
function RecentForm({ player }: { player: PlayerDetail }) {
  const games = player.recentGames.slice(0, FORM_GAMES);
  if (games.length === 0) return null;
  const average = games.reduce((sum, game) => sum + game.points, 0) / games.length;
  return (
    <Stack gap={6} align="flex-start">
      <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.8}>
        Last {games.length} games
      </Text>
      {/* Oldest on the left, so the row reads like a timeline. */}
      <Group gap={4} aria-label={`Last ${games.length} results`}>
        {[...games].reverse().map((game) => (
          <Badge
            key={game.gameId}
            size="md"
            radius="sm"
            variant="light"
            color={game.win ? 'green' : 'red'}
            w={28}
            px={0}
            title={`${game.win ? 'Win' : 'Loss'} vs ${game.opponent}: ${formatPoints(game.points)} pts`}
          >
            {game.win ? 'W' : 'L'}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        <Text span fw={700} c="gold.4">
          {formatPoints(average)}
        </Text>{' '}
        pts per game
      </Text>
    </Stack>
  );
}
