import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { League } from '../../../../domain/contract/leagues';
import { plural } from '../../../../domain/vocabulary';
import { MoreLink } from '../../../components/more-link';
import { appPaths } from '../../../lib/paths';
import { initialWeek, scheduleWeek, weekCount } from '../season-weeks';
import { WeekMatchups } from './week-matchups';
import { WeekPicker } from './week-picker';
import { WeekStatusBadge } from './week-status-badge';

/** The league's Matchups tab: one week at a time with Previous/Next; the way to the bracket. */
export function MatchupsTab({ league }: { league: League }) {
  const count = weekCount(league);
  // The week stays put while the league refreshes (scoring a week moves currentWeek on).
  const [week, setWeek] = useState(() => initialWeek(null, league));
  const shown = Math.min(week, count);
  const scheduled = league.schedule.length > 0;
  const entry = scheduleWeek(league.schedule, shown);

  return (
    <Stack gap="md">
      <Paper radius="lg" p="xs">
        {/* A narrow screen puts the week's dates under the picker, on one line, not in two. */}
        <Group justify="space-between" gap="xs">
          <WeekPicker week={shown} count={count} schedule={league.schedule} onChange={setWeek} />
          <Group gap={8} wrap="nowrap" justify="flex-end">
            <Text
              size="xs"
              c="dimmed"
              ta="right"
              data-testid="week-label"
              style={{ whiteSpace: 'nowrap' }}
            >
              {entry?.label ?? `of ${plural(count, 'week')}`}
            </Text>
            {entry ? <WeekStatusBadge entry={entry} /> : null}
          </Group>
        </Group>
      </Paper>
      <WeekMatchups league={league} week={shown} />
      {scheduled ? (
        <Group justify="flex-end" gap="xs">
          <MoreLink to={appPaths.leaguePlayoffs(league.id)} label="Playoff bracket" />
          <MoreLink to={appPaths.matchupsFor(league.id)} label="All matchups" />
        </Group>
      ) : null}
    </Stack>
  );
}
