import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { LeagueTransaction } from '../../../../domain/contract/waivers';
import { formatClockTime } from '../../../lib/league/season-clock-labels';
import { claimBids, entryBadge, settingChanges } from '../transaction-display';

/** One line of the league's log: what happened, when on the league's clock, and by whom. */
export function TransactionEntry({ entry }: { entry: LeagueTransaction }) {
  const badge = entryBadge(entry);
  return (
    <Box
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      component="article"
      aria-label={entry.summary}
      data-testid="log-entry"
      data-type={entry.type}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Badge
          variant="light"
          color={badge.color}
          radius="sm"
          w={100}
          style={{ flexShrink: 0 }}
          data-testid="log-type"
        >
          {badge.label}
        </Badge>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="log-summary">
            {entry.summary}
          </Text>
          <EntryDetail entry={entry} />
          <Text size="xs" c="dimmed">
            {formatClockTime(entry.leagueAt)}
            {entry.user ? ` · by ${entry.user}` : ''}
          </Text>
        </Stack>
      </Group>
    </Box>
  );
}

/** A claim's bids, or the settings a commissioner changed; other entries say it all in one line. */
function EntryDetail({ entry }: { entry: LeagueTransaction }) {
  const bids = claimBids(entry);
  if (bids) {
    if (bids.bid === null && bids.losers.length === 0) return null;
    return (
      <Group gap={6} data-testid="claim-bids">
        {bids.bid !== null ? (
          <Badge variant="filled" color="gold" radius="sm" size="sm">
            Won at ${bids.bid}
          </Badge>
        ) : null}
        {bids.losers.map((loser) => (
          <Badge key={loser.teamId} variant="outline" color="gray" radius="sm" size="sm" tt="none">
            {loser.teamName}
            {loser.bid === null ? '' : ` $${loser.bid}`}
          </Badge>
        ))}
      </Group>
    );
  }
  const changes = settingChanges(entry);
  if (changes.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {changes.map((change) => (
        <Group key={change.field} component="li" gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {change.label}
          </Text>
          <Text size="xs" td="line-through" c="gray.5">
            {change.before}
          </Text>
          <IconArrowRight size={12} color="var(--mantine-color-dimmed)" />
          <Text size="xs" fw={700}>
            {change.after}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
