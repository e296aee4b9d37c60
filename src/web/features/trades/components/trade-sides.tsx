import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TradePlayer } from '../../../../domain/contract/trades';
import { TradePlayerList } from './trade-player-list';

interface TradeSide {
  /** 'You receive', '{team} gets'. */
  label: string;
  players: readonly TradePlayer[];
}

/** The two directions of a trade side by side (stacked on a phone), with season points. */
export function TradeSides({
  leagueId,
  first,
  second,
}: {
  leagueId: string;
  first: TradeSide;
  second: TradeSide;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'sm', sm: 'xl' }}>
      {[first, second].map((side) => (
        <Stack key={side.label} gap={6} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} truncate>
            {side.label}
          </Text>
          <TradePlayerList players={side.players} leagueId={leagueId} aria-label={side.label} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
