import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlayerDetail } from '../../../../domain/contract/players';
import { REGION_LABELS } from '../../../../domain/regions';
import { HeroCard } from '../../../components/hero-card';
import { formatPoints } from '../player-display';
import { PlayerAvatar } from './player-avatar';
import { PositionBadge } from './position-badge';

const FORM_GAMES = 5;

/**
 * The player page's header: name, position, region, team, picture and recent form, and where
 * he stands in the page's league (`standing`).
 */
export function PlayerHero({ player, standing }: { player: PlayerDetail; standing?: ReactNode }) {
  return (
    <HeroCard
      accent="rift"
      title={player.name}
      media={<PlayerAvatar player={player} size={88} />}
      aside={<RecentForm player={player} />}
    >
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
      {standing}
    </HeroCard>
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
