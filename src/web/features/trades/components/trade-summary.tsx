import { Box, Button, Divider, Flex, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { Player } from '../../../../domain/contract/players';
import { formatPoints } from '../../../lib/format';
import { analyseTrade } from '../trade-selection';
import { TradePlayerList } from './trade-player-list';
import { TradeSection } from './trade-section';

interface TradeSummaryProps {
  give: readonly Player[];
  receive: readonly Player[];
  leagueId: string;
  submitLabel: string;
  onClear(): void;
  onPropose(): void;
}

/**
 * Trade Summary: what the viewer gives and receives; once both sides hold a player, the
 * points each way and the net change. Cancel clears both sides; Propose Trade needs a player
 * on each.
 */
export function TradeSummary({
  give,
  receive,
  leagueId,
  submitLabel,
  onClear,
  onPropose,
}: TradeSummaryProps) {
  const ready = give.length > 0 && receive.length > 0;
  return (
    <TradeSection title="Trade Summary">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" data-testid="trade-summary-give">
          <Text fw={700} size="sm" c="red.3">
            You give:
          </Text>
          <TradePlayerList players={give} leagueId={leagueId} aria-label="You give" />
        </Stack>
        <Stack gap="xs" data-testid="trade-summary-receive">
          <Text fw={700} size="sm" c="rift.3">
            You receive:
          </Text>
          <TradePlayerList players={receive} leagueId={leagueId} aria-label="You receive" />
        </Stack>
      </SimpleGrid>
      {ready ? <TradeAnalysisPanel give={give} receive={receive} /> : null}
      <Divider my="md" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClear}>
          Cancel
        </Button>
        <Button
          leftSection={<IconArrowsExchange size={18} />}
          disabled={!ready}
          onClick={onPropose}
        >
          {submitLabel}
        </Button>
      </Group>
    </TradeSection>
  );
}

function TradeAnalysisPanel({
  give,
  receive,
}: {
  give: readonly Player[];
  receive: readonly Player[];
}) {
  const analysis = analyseTrade(give, receive);
  return (
    <Box
      mt="lg"
      p="md"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'rgba(255,255,255,0.03)' }}
      component="section"
      aria-labelledby="trade-analysis-heading"
      data-testid="trade-analysis"
    >
      <Title
        order={3}
        fz="sm"
        tt="uppercase"
        lts={0.6}
        c="dimmed"
        mb="sm"
        id="trade-analysis-heading"
      >
        Trade Analysis
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 6, xs: 'sm' }}>
        <AnalysisFigure label="Points Given" value={formatPoints(analysis.given)} />
        <AnalysisFigure label="Points Received" value={formatPoints(analysis.received)} />
        <AnalysisFigure
          label="Net Fantasy Point Change"
          value={`${analysis.net > 0 ? '+' : ''}${formatPoints(analysis.net)}`}
          color={analysis.favourable ? 'green.5' : 'red.5'}
          testId="trade-net-change"
        />
      </SimpleGrid>
    </Box>
  );
}

function AnalysisFigure({
  label,
  value,
  color = 'gray.0',
  testId,
}: {
  label: string;
  value: string;
  color?: string;
  testId?: string;
}) {
  return (
    // A phone lists the figures as rows (label, then value on the right); wider, as columns.
    <Flex
      direction={{ base: 'row', xs: 'column' }}
      justify="space-between"
      align={{ base: 'baseline', xs: 'flex-start' }}
      gap={{ base: 'sm', xs: 2 }}
    >
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text
        fz={{ base: 'lg', sm: 22 }}
        fw={800}
        c={color}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Flex>
  );
}
