import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconBan, IconHourglass, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Trade } from '../../../../domain/contract/trades';
import { ErrorPanel } from '../../../components/error-panel';
import { SectionTitle } from '../../../components/section-title';
import { appPaths } from '../../../lib/paths';
import { useTrades } from '../../../lib/trades/get-trades';
import { inReviewLabel, tradeDateLabel, transactionDate } from '../trade-display';
import { openVetoTradeModal } from './trade-modals';
import { TradeSides } from './trade-sides';
import { TradeStatusBadge } from './trade-status-badge';
import { TransactionLog } from './transaction-log';

// Vetoed trades never reach the log; the latest few stay in view so members see why.
const VETOED_SHOWN = 3;

interface TransactionsTabProps {
  leagueId: string;
  teams: readonly { id: string; name: string }[];
  userId: string;
}

/**
 * The league's Transactions tab: the trades in review (which the commissioner may still veto)
 * and the latest vetoed ones on top, then the league's log.
 */
export function TransactionsTab({ leagueId, teams, userId }: TransactionsTabProps) {
  return (
    <Stack gap="xl">
      <TradesInReview leagueId={leagueId} userId={userId} />
      <Stack gap="sm" component="section" aria-labelledby="league-log-heading">
        <SectionTitle id="league-log-heading" icon={<IconListDetails size={18} />}>
          League Log
        </SectionTitle>
        <TransactionLog leagueId={leagueId} teams={teams} />
      </Stack>
    </Stack>
  );
}

function TradesInReview({ leagueId, userId }: { leagueId: string; userId: string }) {
  const query = useTrades(userId, { leagueId, status: ['accepted', 'vetoed'] });

  if (query.isError) {
    return (
      <ErrorPanel
        title="Error Loading Trades"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return <Skeleton height={132} radius="lg" aria-busy="true" aria-label="Loading trades" />;
  }
  const inReview = query.data.filter((trade) => trade.status === 'accepted');
  const vetoed = query.data.filter((trade) => trade.status === 'vetoed').slice(0, VETOED_SHOWN);
  if (inReview.length + vetoed.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="trade-review-heading">
      <SectionTitle id="trade-review-heading" icon={<IconHourglass size={18} />}>
        Trade Review
      </SectionTitle>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {[...inReview, ...vetoed].map((trade) => (
          <li key={trade.id}>
            <TransactionCard trade={trade} userId={userId} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function TransactionCard({ trade, userId }: { trade: Trade; userId: string }) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-label={`Trade between ${trade.fromTeam.name} and ${trade.toTeam.name}`}
      data-testid="transaction"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" data-testid="transaction-date">
              {tradeDateLabel(transactionDate(trade))}
            </Text>
            {/* On a narrow card the arrow wraps with the second team, not after the first. */}
            <Group gap={6} wrap="wrap" fw={700}>
              <TeamLink id={trade.fromTeam.id} name={trade.fromTeam.name} />
              <Group gap={6} wrap="nowrap" miw={0}>
                <IconArrowsExchange size={16} color="var(--mantine-color-dimmed)" />
                <TeamLink id={trade.toTeam.id} name={trade.toTeam.name} />
              </Group>
            </Group>
          </Stack>
          <TradeStatusBadge status={trade.status} />
        </Group>
        <TradeSides
          leagueId={trade.leagueId}
          first={{ label: `${trade.fromTeam.name} gets`, players: trade.receive }}
          second={{ label: `${trade.toTeam.name} gets`, players: trade.give }}
        />
        <TransactionFooter trade={trade} userId={userId} />
      </Stack>
    </Paper>
  );
}

function TeamLink({ id, name }: { id: string; name: string }) {
  return (
    <Text
      component={Link}
      to={appPaths.team(id)}
      c="gray.0"
      fw={700}
      style={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Text>
  );
}

/** Why a vetoed trade did not happen, or what one in review (still open to a veto) waits for. */
function TransactionFooter({ trade, userId }: { trade: Trade; userId: string }) {
  if (trade.status === 'vetoed') {
    return (
      <Group gap={6} wrap="nowrap" c="red.4" align="flex-start">
        <IconBan size={15} style={{ flexShrink: 0, marginTop: 2 }} />
        {/* The commissioner's reason may hold a link: it breaks inside the card. */}
        <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="veto-reason">
          Vetoed by the commissioner{trade.reason ? `: ${trade.reason}` : ''}
        </Text>
      </Group>
    );
  }
  if (trade.status !== 'accepted') return null;
  return (
    <Group justify="space-between" gap="xs">
      <Group gap={6} wrap="nowrap" c="gold.4" align="flex-start">
        <IconHourglass size={15} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" fw={600}>
          {inReviewLabel(trade)}
        </Text>
      </Group>
      {trade.actions.veto ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconBan size={14} />}
          onClick={() => openVetoTradeModal({ trade, userId })}
        >
          Veto
        </Button>
      ) : null}
    </Group>
  );
}
