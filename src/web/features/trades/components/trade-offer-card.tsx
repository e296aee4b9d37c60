import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Trade } from '../../../../domain/contract/trades';
import { TeamAvatar } from '../../../components/team-avatar';
import { TeamLink } from '../../../components/team-link';
import { expiryLabel, inReviewLabel, tradeFromSide } from '../trade-display';
import { TradeSides } from './trade-sides';

// Beside a line that may wrap (why a trade waits), the icon stays by its first line.
const TIME_ICON = { size: 14, style: { flexShrink: 0, marginTop: 2 } };

interface TradeOfferCardProps {
  trade: Trade;
  /** The viewer's team: the card reads from its side. */
  teamId: string;
  now: number;
  /** The buttons for what the viewer may do. */
  children?: ReactNode;
}

/**
 * An open trade on its team's page: the other team, what each side gets with points, the
 * note, when the offer lapses (or what an accepted trade waits for), and the viewer's buttons.
 */
export function TradeOfferCard({ trade, teamId, now, children }: TradeOfferCardProps) {
  const { other, gives, gets } = tradeFromSide(trade, teamId);
  const received = trade.toTeam.id === teamId;
  const inReview = trade.status === 'accepted';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={`Trade with ${other.name}`}
      data-testid="trade-offer"
      bg="rgba(255,255,255,0.02)"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <TeamAvatar name={other.name} size={36} />
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {inReview ? 'Trade with' : received ? 'Offer from' : 'Offer to'}
              </Text>
              <TeamLink id={other.id} fw={700} c="gray.0">
                {other.name}
              </TeamLink>
              <Text size="xs" c="dimmed" truncate>
                {other.owner}
              </Text>
            </div>
          </Group>
          <Group gap={6} wrap="nowrap" c={inReview ? 'gold.4' : 'dimmed'} align="flex-start">
            {inReview ? <IconHourglass {...TIME_ICON} /> : <IconClock {...TIME_ICON} />}
            <Text size="xs" fw={600} data-testid="trade-offer-time">
              {inReview ? inReviewLabel(trade) : expiryLabel(trade.expiresAt, now)}
            </Text>
          </Group>
        </Group>
        <TradeSides
          leagueId={trade.leagueId}
          first={{ label: 'You receive', players: gets }}
          second={{ label: 'You give', players: gives }}
        />
        {trade.note ? (
          <Text
            size="sm"
            c="gray.4"
            fs="italic"
            pl="sm"
            style={{
              borderLeft: '2px solid var(--mantine-color-dark-4)',
              whiteSpace: 'pre-line',
              // A link or a long word breaks inside the card rather than widening the page.
              overflowWrap: 'anywhere',
            }}
          >
            “{trade.note}”
          </Text>
        ) : null}
        {children ? (
          <Group justify="flex-end" gap="xs" wrap="nowrap">
            {children}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
