import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconCalendarOff, IconHourglass } from '@tabler/icons-react';
import type { League } from '../../../../domain/contract/leagues';
import { SEASON_OVER } from '../../../../domain/league-rules';
import { tradeDeadlineLabel, tradeReviewLabel, tradeRulesNote } from '../league-display';

/**
 * How trades run in the league: the review period and the deadline, for every member; once the
 * champion is crowned, that trades are closed.
 */
export function LeagueTradeRules({
  trades,
  seasonOver,
}: {
  trades: League['trades'];
  seasonOver: boolean;
}) {
  return (
    <Paper radius="lg" p="lg" component="section" aria-labelledby="league-trade-rules-heading">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconArrowsExchange size={18} color="var(--mantine-color-rift-4)" />
          <Title order={2} fz="md" id="league-trade-rules-heading">
            Trades
          </Title>
        </Group>
        {seasonOver ? (
          <Badge variant="light" color="red" radius="sm" data-testid="trades-closed">
            Trades closed
          </Badge>
        ) : trades.deadlinePassed ? (
          <Badge variant="light" color="red" radius="sm">
            Trade deadline passed
          </Badge>
        ) : null}
      </Group>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconHourglass size={15} color="var(--mantine-color-dimmed)" />
          <Text size="sm" data-testid="trade-review-rule">
            {tradeReviewLabel(trades.reviewHours)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconCalendarOff size={15} color="var(--mantine-color-dimmed)" />
          <Text size="sm" data-testid="trade-deadline-rule">
            {tradeDeadlineLabel(trades.deadlineWeek)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" data-testid="trade-rules-note">
          {seasonOver ? SEASON_OVER('trades') : tradeRulesNote(trades.reviewHours)}
        </Text>
      </Stack>
    </Paper>
  );
}
