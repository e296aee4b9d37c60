import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Player } from '../../../../domain/types';
import { formatAverage, formatPoints, kdaLine, kdaRatio, perGame } from '../player-display';

/** Three tiles: fantasy points with points per game, KDA with K/D/A, games with CS per game. */
export function PlayerSummaryTiles({ player }: { player: Player }) {
  const { stats } = player;
  return (
    <SimpleGrid cols={3} spacing={{ base: 8, sm: 'md' }}>
      <Tile
        label="Fantasy Points"
        value={formatPoints(player.fantasyPoints)}
        valueTestId="fantasy-points"
        detail={`${formatPoints(perGame(player.fantasyPoints, stats.gamesPlayed))} per game`}
      />
      <Tile
        label="KDA Ratio"
        value={kdaRatio(stats)}
        valueTestId="kda-ratio"
        detail={`${kdaLine(stats)} K/D/A`}
        detailTestId="kda-line"
      />
      <Tile
        label="Games Played"
        value={String(stats.gamesPlayed)}
        valueTestId="games-played"
        detail={`${formatAverage(perGame(stats.cs, stats.gamesPlayed))} CS per game`}
      />
    </SimpleGrid>
  );
}

interface TileProps {
  label: string;
  value: string;
  detail: string;
  valueTestId: string;
  detailTestId?: string;
}

function Tile({ label, value, detail, valueTestId, detailTestId }: TileProps) {
  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Text fz={{ base: 10, sm: 'xs' }} tt="uppercase" c="dimmed" fw={700} lts={0.8}>
        {label}
      </Text>
      <Text
        fz={{ base: 22, sm: 32 }}
        fw={800}
        lh={1.2}
        mt={4}
        data-testid={valueTestId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" data-testid={detailTestId}>
        {detail}
      </Text>
    </Paper>
  );
}
