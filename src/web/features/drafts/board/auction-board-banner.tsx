import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuctionState } from '../../../../domain/contract/drafts';
import { DraftBanner } from '../components/draft-banner';

/** The board's line on a running auction: the player up, or whose nomination it is. */
export function AuctionBoardBanner({
  auction,
  action,
}: {
  auction: AuctionState;
  action: ReactNode;
}) {
  const lot = auction.lot;
  return (
    <DraftBanner data-testid="auction-banner">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="gold.4">
            Auction{auction.paused ? ' · Paused' : ''}
          </Text>
          <Title order={2} fz={{ base: 'lg', sm: 22 }} lineClamp={1}>
            {lot
              ? `${lot.player.name} is up for bids`
              : auction.nominating
                ? `${auction.nominating.teamName} nominates next`
                : 'Waiting for the next nomination'}
          </Title>
          <Text size="sm" c="dimmed">
            {lot
              ? `High bid $${lot.highBid} by ${lot.highTeamName}. Bidding happens in the live room.`
              : 'Nominations and bids happen in the live room; a sale held in person is recorded here.'}
          </Text>
        </Stack>
        {action ? <Group gap="xs">{action}</Group> : null}
      </Group>
    </DraftBanner>
  );
}
