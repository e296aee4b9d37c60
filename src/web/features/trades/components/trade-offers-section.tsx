import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Trade } from '../../../../domain/contract/trades';
import { RowButton } from '../../../components/row-button';
import { showActionError } from '../../../lib/action-error';
import { appPaths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toast';
import { useTrades } from '../../../lib/trades/get-trades';
import { useAcceptTrade } from '../api/accept-trade';
import { useCancelTrade } from '../api/cancel-trade';
import { useRejectTrade } from '../api/reject-trade';
import { acceptedTradeMessage, groupOffers } from '../trade-display';
import { TradeOfferCard } from './trade-offer-card';
import { TradeSection } from './trade-section';

interface TradeOffersSectionProps {
  teamId: string;
  userId: string;
}

/**
 * 'Trade offers' on the owner's team page: offers received (Accept, Reject, Counter), offers
 * sent (Cancel), and accepted trades waiting out the league's review.
 */
export function TradeOffersSection({ teamId, userId }: TradeOffersSectionProps) {
  const query = useTrades(userId, { teamId, status: ['pending', 'accepted'] });
  const accept = useAcceptTrade(userId);
  const reject = useRejectTrade(userId);
  const cancel = useCancelTrade(userId);
  const busyId = [accept, reject, cancel].find((mutation) => mutation.isPending)?.variables;
  const now = Date.now();
  const offers = groupOffers(query.data ?? [], teamId);
  const total = offers.received.length + offers.sent.length + offers.inReview.length;

  const onAccept = (trade: Trade) =>
    accept.mutate(trade.id, {
      onSuccess: (accepted) => showSuccess('Trade Accepted', acceptedTradeMessage(accepted)),
      onError: (error) => showActionError(error, 'Failed to accept trade'),
    });
  const onReject = (trade: Trade) =>
    reject.mutate(trade.id, {
      onSuccess: () =>
        showSuccess('Trade Rejected', `You turned down ${trade.fromTeam.name}'s offer`),
      onError: (error) => showActionError(error, 'Failed to reject trade'),
    });
  const onCancel = (trade: Trade) =>
    cancel.mutate(trade.id, {
      onSuccess: () =>
        showSuccess('Offer Cancelled', `Your offer to ${trade.toTeam.name} is withdrawn`),
      onError: (error) => showActionError(error, 'Failed to cancel offer'),
    });

  return (
    <TradeSection
      title="Trade offers"
      data-testid="trade-offers"
      aside={
        query.data ? (
          <Badge variant="light" color={offers.received.length > 0 ? 'rift' : 'gray'} radius="sm">
            {offers.received.length > 0 ? `${offers.received.length} to answer` : total}
          </Badge>
        ) : null
      }
    >
      {query.isError ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="red.4">
            Could not load trade offers: {query.error.message}
          </Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Group>
      ) : !query.data ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading trade offers">
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : total === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No open trade offers
        </Text>
      ) : (
        <Stack gap="lg">
          <OfferGroup title="Received" trades={offers.received}>
            {(trade) => (
              <TradeOfferCard key={trade.id} trade={trade} teamId={teamId} now={now}>
                <RowButton
                  size="xs"
                  variant="default"
                  icon={<IconArrowBackUp size={14} />}
                  component={Link}
                  to={appPaths.counterTrade(trade.fromTeam.id, trade.id)}
                  disabled={busyId === trade.id}
                >
                  Counter
                </RowButton>
                <RowButton
                  size="xs"
                  variant="light"
                  color="red"
                  icon={<IconX size={14} />}
                  loading={reject.isPending && busyId === trade.id}
                  disabled={busyId === trade.id}
                  onClick={() => onReject(trade)}
                >
                  Reject
                </RowButton>
                <RowButton
                  size="xs"
                  icon={<IconCheck size={14} />}
                  loading={accept.isPending && busyId === trade.id}
                  disabled={busyId === trade.id}
                  onClick={() => onAccept(trade)}
                >
                  Accept
                </RowButton>
              </TradeOfferCard>
            )}
          </OfferGroup>
          <OfferGroup title="Sent" trades={offers.sent}>
            {(trade) => (
              <TradeOfferCard key={trade.id} trade={trade} teamId={teamId} now={now}>
                {trade.actions.cancel ? (
                  <RowButton
                    size="xs"
                    variant="light"
                    color="gray"
                    icon={<IconX size={14} />}
                    loading={cancel.isPending && busyId === trade.id}
                    onClick={() => onCancel(trade)}
                  >
                    Cancel
                  </RowButton>
                ) : null}
              </TradeOfferCard>
            )}
          </OfferGroup>
          <OfferGroup title="In review" trades={offers.inReview}>
            {(trade) => <TradeOfferCard key={trade.id} trade={trade} teamId={teamId} now={now} />}
          </OfferGroup>
        </Stack>
      )}
    </TradeSection>
  );
}

function OfferGroup({
  title,
  trades,
  children,
}: {
  title: string;
  trades: Trade[];
  children(trade: Trade): ReactNode;
}) {
  if (trades.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={`${title} offers`}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.6}>
        {title} · {trades.length}
      </Text>
      {trades.map(children)}
    </Stack>
  );
}
