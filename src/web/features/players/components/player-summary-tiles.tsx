import { SimpleGrid } from '@mantine/core';
import type { Player } from '../../../../domain/contract/players';
import { StatTile } from '../../../components/stat-tile';
import { formatAverage, formatPoints, kdaLine, kdaRatio, perGame } from '../player-display';

/** Three tiles: fantasy points with points per game, KDA with K/D/A, games with CS per game. */
export function PlayerSummaryTiles({ player }: { player: Player }) {
  const { stats } = player;
  return (
    <SimpleGrid cols={3} spacing={{ base: 8, sm: 'md' }}>
      <StatTile
        size="lg"
        label="Fantasy Points"
        value={formatPoints(player.fantasyPoints)}
        valueTestId="fantasy-points"
        detail={`${formatPoints(perGame(player.fantasyPoints, stats.gamesPlayed))} per game`}
      />
      <StatTile
        size="lg"
        label="KDA Ratio"
        value={kdaRatio(stats)}
        valueTestId="kda-ratio"
        detail={`${kdaLine(stats)} K/D/A`}
        detailTestId="kda-line"
      />
      <StatTile
        size="lg"
        label="Games Played"
        value={String(stats.gamesPlayed)}
        valueTestId="games-played"
        detail={`${formatAverage(perGame(stats.cs, stats.gamesPlayed))} CS per game`}
      />
    </SimpleGrid>
  );
}
