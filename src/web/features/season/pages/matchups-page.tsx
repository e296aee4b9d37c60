import { Button, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { appPaths } from '../../../lib/paths';
import { MatchupsToolbar } from '../components/matchups-toolbar';
import { SeasonPageFrame } from '../components/season-page-frame';
import { WeekMatchups } from '../components/week-matchups';
import { initialWeek, parseWeekParam, weekCount } from '../season-weeks';

/** /matchups: one week's matchups of the league, and scoring it. */
export function MatchupsPage() {
  return (
    <SeasonPageFrame title="Weekly Matchups">
      {(league) => <LeagueMatchups league={league} />}
    </SeasonPageFrame>
  );
}

function LeagueMatchups({ league }: { league: League }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const count = weekCount(league);
  // Opens on the current week and stays there while the league refreshes: calculating a
  // week moves currentWeek on, and the results just calculated should stay in view.
  const [openingWeek] = useState(() => initialWeek(searchParams.get('week'), league));
  const week = parseWeekParam(searchParams.get('week'), count) ?? Math.min(openingWeek, count);
  const scheduled = league.schedule.length > 0;

  // The week lives in the link (?week=), so a reload or a shared link shows the same week.
  const selectWeek = (next: number) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('week', String(next));
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <MatchupsToolbar league={league} week={week} onWeekChange={selectWeek} />
      <WeekMatchups
        league={league}
        week={week}
        emptyHint={scheduled ? null : <NoScheduleHint league={league} />}
      />
    </>
  );
}

/** Without a schedule there are no weeks to show: say who can make one, and where. */
function NoScheduleHint({ league }: { league: League }) {
  if (!league.isCommissioner) {
    return (
      <Text size="sm" c="dimmed">
        The commissioner has not generated a schedule yet.
      </Text>
    );
  }
  return (
    <Button
      component={Link}
      to={appPaths.league(league.id)}
      variant="light"
      leftSection={<IconSettings size={16} />}
    >
      Set the schedule on the league page
    </Button>
  );
}
