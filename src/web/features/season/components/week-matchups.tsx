import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCoffee, IconSwords } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { ListEmpty } from '../../../components/list-empty';
import { useMatchups } from '../api/get-matchups';
import { matchupsErrorMessage, teamsOnBye } from '../matchup-display';
import { scheduleWeek } from '../season-weeks';
import { MatchupCard } from './matchup-card';
import { openMatchupDetail } from './matchup-detail';

interface WeekMatchupsProps {
  /**
   * Its schedule names the week (its dates, for the detail modal); before there is one no week
   * exists, so nothing is asked for. Its teams without a matchup this week have a bye. Its
   * roster says whether the lineups have a TEAM slot.
   */
  league: Pick<League, 'id' | 'schedule' | 'teams' | 'roster'>;
  week: number;
  cols?: SimpleGridProps['cols'];
  /** Under the empty text, e.g. how to get a schedule. */
  emptyHint?: ReactNode;
}

/** One week's matchup cards, with their loading, failure and empty states. */
export function WeekMatchups({
  league,
  week,
  cols = { base: 1, sm: 2 },
  emptyHint,
}: WeekMatchupsProps) {
  const leagueId = league.id;
  const scheduled = league.schedule.length > 0;
  const weekLabel = scheduleWeek(league.schedule, week)?.label;
  const query = useMatchups(leagueId, week, scheduled);

  if (scheduled && query.isPending) {
    return (
      <SimpleGrid cols={cols} role="status" aria-label="Loading matchups">
        {[0, 1].map((key) => (
          <Skeleton key={key} h={170} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (scheduled && query.isError) {
    return (
      <Paper radius="lg" p="lg" ta="center" role="alert">
        <Stack align="center" gap="sm">
          <IconAlertTriangle size={28} color="var(--mantine-color-red-5)" />
          <Text c="red.4">{matchupsErrorMessage(query.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Paper>
    );
  }
  const matchups = (scheduled && query.data) || [];
  if (matchups.length === 0) {
    return (
      <ListEmpty
        icon={<IconSwords size={26} />}
        description={`No matchups available for Week ${week}`}
      >
        {emptyHint}
      </ListEmpty>
    );
  }
  const byes = teamsOnBye(league.teams, matchups);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={cols} spacing="md">
        {matchups.map((matchup) => (
          <MatchupCard
            key={matchup.id}
            matchup={matchup}
            onOpen={() =>
              openMatchupDetail({ matchup, leagueId, weekLabel, teamSlot: league.roster.teamSlot })
            }
          />
        ))}
      </SimpleGrid>
      {byes.length > 0 ? (
        <Group gap={6} c="dimmed">
          <IconCoffee size={15} />
          <Text size="sm">On a bye this week: {byes.map((team) => team.name).join(', ')}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
