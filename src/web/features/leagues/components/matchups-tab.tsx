import { ActionIcon, Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSwords } from '@tabler/icons-react';
import { useState } from 'react';
import type { League, Matchup, MatchupTeam } from '../../../../domain/types';
import { formatPoints } from '../../../lib/format';
import { useMatchups } from '../api/get-matchups';
import { seasonWeeks } from '../league-display';
import { matchupOutcome, matchupsErrorMessage } from '../matchup-display';
import { ListEmpty } from './list-empty';

/** Spec §2 Matchups tab: one week at a time with Previous/Next. */
export function MatchupsTab({ league }: { league: League }) {
  // Spec §2: weeks 1..N, N the schedule's length (9 before there is one).
  const weeks = league.schedule.length || seasonWeeks(league);
  const [week, setWeek] = useState(() => Math.min(Math.max(league.currentWeek, 1), weeks));
  const scheduled = league.schedule.length > 0;
  const query = useMatchups(league.id, week, scheduled);
  const label = league.schedule[week - 1]?.label;

  return (
    <Stack gap="md">
      <Paper radius="lg" p="xs">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Previous"
            disabled={week <= 1}
            onClick={() => setWeek((current) => current - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Stack gap={0} align="center">
            <Text fw={700} aria-live="polite">
              Week {week}
            </Text>
            <Text size="xs" c="dimmed">
              {label ? `${label} · ` : ''}of {weeks}
            </Text>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Next"
            disabled={week >= weeks}
            onClick={() => setWeek((current) => current + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Paper>
      {scheduled && query.isPending ? (
        <Center py="xl" role="status" aria-label="Loading matchups">
          <Loader type="dots" color="gold" />
        </Center>
      ) : scheduled && query.isError ? (
        <Text c="red.4" ta="center" py="lg">
          {matchupsErrorMessage(query.error)}
        </Text>
      ) : query.data && query.data.length > 0 ? (
        <Stack gap="sm">
          {query.data.map((matchup) => (
            <MatchupRow key={matchup.id} matchup={matchup} />
          ))}
        </Stack>
      ) : (
        <ListEmpty
          icon={<IconSwords size={26} />}
          description={`No matchups available for Week ${week}`}
        />
      )}
    </Stack>
  );
}

function MatchupRow({ matchup }: { matchup: Matchup }) {
  const outcome = matchupOutcome(matchup);
  const won = (team: MatchupTeam) => outcome.status === 'won' && outcome.winnerId === team.id;
  return (
    <Paper radius="lg" p="md" data-testid="matchup">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Side team={matchup.teamA} score={matchup.scoreA} won={won(matchup.teamA)} />
        <Text c="dimmed" fw={700} size="xs">
          VS
        </Text>
        <Side team={matchup.teamB} score={matchup.scoreB} won={won(matchup.teamB)} alignEnd />
      </Group>
      <Group justify="center" mt="xs" gap="xs">
        {outcome.status === 'upcoming' ? (
          <Badge variant="light" color="gray" radius="sm">
            Upcoming
          </Badge>
        ) : (
          <>
            <Badge variant="light" color="rift" radius="sm">
              Result Recorded
            </Badge>
            <Text size="xs" c="dimmed">
              {outcome.status === 'tie' ? 'Tie' : `Won by ${outcome.margin}`}
            </Text>
          </>
        )}
      </Group>
    </Paper>
  );
}

function Side({
  team,
  score,
  won,
  alignEnd = false,
}: {
  team: MatchupTeam;
  score: number | null;
  won: boolean;
  alignEnd?: boolean;
}) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      style={{ flex: 1, minWidth: 0, flexDirection: alignEnd ? 'row-reverse' : 'row' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }} align={alignEnd ? 'flex-end' : 'flex-start'}>
        <Text fw={700} size="sm" truncate c={won ? 'gold.4' : undefined}>
          {team.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {team.owner}
        </Text>
      </Stack>
      <Text
        fw={800}
        fz="lg"
        ml={alignEnd ? undefined : 'auto'}
        mr={alignEnd ? 'auto' : undefined}
        c={won ? 'gold.4' : score === null ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {score === null ? '-' : formatPoints(score)}
      </Text>
    </Group>
  );
}
