import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCoffee, IconSwords, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { ListEmpty } from '../../../components/list-empty';
import { appPaths } from '../../../lib/paths';
import { useMatchups } from '../api/get-matchups';
import { matchupsErrorMessage, teamsOnBye } from '../matchup-display';
import { scheduleWeek } from '../season-weeks';
import { MatchupCard } from './matchup-card';
import { openMatchupDetail } from './matchup-detail';

interface WeekMatchupsProps {
  /**
   * Its schedule names the week (its dates, for the detail modal); before there is one no week
   * exists, so nothing is asked for. Its teams without a matchup this week have a bye. Its
   * roster says whether the lineups have a TEAM slot; from its first playoff week on, the
   * bracket decides what a week's result means.
   */
  league: Pick<League, 'id' | 'schedule' | 'teams' | 'roster' | 'playoffs'>;
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
  const firstPlayoffWeek = league.playoffs.firstWeek;
  const playoffWeek = firstPlayoffWeek !== null && week >= firstPlayoffWeek;
  if (matchups.length === 0) {
    return (
      <ListEmpty
        icon={<IconSwords size={26} />}
        description={`No matchups available for Week ${week}`}
      >
        {playoffWeek ? <PlayoffWeekToCome leagueId={leagueId} /> : emptyHint}
      </ListEmpty>
    );
  }
  const byes = teamsOnBye(league.teams, matchups);
  // In a playoff week the playoffs' matchups come first, the consolation bracket's after them.
  const ordered = [...matchups].sort(
    (a, b) => Number(a.stage === 'consolation') - Number(b.stage === 'consolation'),
  );
  return (
    <Stack gap="sm">
      {playoffWeek ? <PlayoffWeekNote leagueId={leagueId} /> : null}
      <SimpleGrid cols={cols} spacing="md">
        {ordered.map((matchup) => (
          <MatchupCard
            key={matchup.id}
            matchup={matchup}
            roundWeeks={league.playoffs.roundWeeks}
            onOpen={() =>
              openMatchupDetail({
                matchup,
                leagueId,
                weekLabel,
                teamSlot: league.roster.teamSlot,
                roundWeeks: league.playoffs.roundWeeks,
              })
            }
          />
        ))}
      </SimpleGrid>
      {byes.length > 0 ? (
        <Group gap={6} c="dimmed">
          <IconCoffee size={15} />
          <Text size="sm">
            {playoffWeek ? 'No playoff matchup this week' : 'On a bye this week'}:{' '}
            {byes.map((team) => team.name).join(', ')}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A playoff week's scores count toward its bracket round: the round goes to the higher total
 * over its weeks, and a level total to the better seed, so a week's own result is not the
 * round's.
 */
function PlayoffWeekNote({ leagueId }: { leagueId: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" c="dimmed" data-testid="playoff-week-note">
      <IconTrophy size={16} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        Playoff week: each bracket round goes to the higher total over the round's weeks, and a
        level total to the better seed.{' '}
        <Anchor component={Link} to={appPaths.leaguePlayoffs(leagueId)} size="sm">
          See the bracket
        </Anchor>
      </Text>
    </Group>
  );
}

/**
 * A playoff week's matchups are the bracket's: drawn once the regular season is final for its
 * first round, once the round before is decided for the others.
 */
function PlayoffWeekToCome({ leagueId }: { leagueId: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="playoff-week-to-come">
      Playoff week: its matchups come from the bracket once the weeks before it are final.{' '}
      <Anchor component={Link} to={appPaths.leaguePlayoffs(leagueId)} size="sm">
        See the bracket
      </Anchor>
    </Text>
  );
}
