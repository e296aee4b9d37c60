import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconSettings, IconTournament } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import type { Playoffs } from '../../../../domain/contract/playoffs';
import { ErrorPanel } from '../../../components/error-panel';
import { ListEmpty } from '../../../components/list-empty';
import { appPaths } from '../../../lib/paths';
import { usePlayoffs } from '../api/get-playoffs';
import { PlayoffBracket } from '../components/playoff-bracket';
import { CoinFlips, PlayoffSeeds } from '../components/playoff-seeds';
import classes from '../components/playoffs-layout.module.css';
import { PlayoffsStatus } from '../components/playoffs-status';
import { SeasonPageFrame } from '../components/season-page-frame';
import { noPlayoffsReason } from '../playoffs-display';

/** /leagues/:leagueId/playoffs: the seeds, the bracket round by round, and the champion. */
export function PlayoffsPage() {
  return (
    <SeasonPageFrame title="Playoffs">
      {(league) =>
        league.schedule.length > 0 ? (
          <LeaguePlayoffs league={league} />
        ) : (
          <NoScheduleYet league={league} />
        )
      }
    </SeasonPageFrame>
  );
}

function LeaguePlayoffs({ league }: { league: League }) {
  const query = usePlayoffs(league.id);
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the playoffs">
        <Skeleton h={72} radius="lg" />
        <Skeleton h={280} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        title="Error Loading Playoffs"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const playoffs = query.data;
  if (playoffs.status === 'none') {
    // Without playoffs the top of the standings is crowned once the last week is final; the
    // coin flips that placed level teams there are shown, as the seeds' are.
    return playoffs.champion ? (
      <>
        <PlayoffsStatus playoffs={playoffs} schedule={league.schedule} />
        {playoffs.coinFlips.length > 0 ? (
          <Paper radius="lg" p="md" component="section" aria-label="Coin flips">
            <CoinFlips flips={playoffs.coinFlips} />
          </Paper>
        ) : null}
      </>
    ) : (
      <NoPlayoffs league={league} playoffs={playoffs} />
    );
  }
  return (
    <>
      <PlayoffsStatus playoffs={playoffs} schedule={league.schedule} />
      <div className={classes.layout}>
        <Stack gap="xl" className={classes.brackets}>
          <PlayoffBracket
            rounds={playoffs.rounds}
            schedule={league.schedule}
            label="Playoff bracket"
          />
          {playoffs.consolation.length > 0 ? (
            <Stack gap="sm">
              <div>
                <Title order={2} fz="lg">
                  Consolation bracket
                </Title>
                <Text size="sm" c="dimmed">
                  The teams that missed the playoffs, seeded by the regular season.
                </Text>
              </div>
              <PlayoffBracket
                rounds={playoffs.consolation}
                schedule={league.schedule}
                label="Consolation bracket"
                columns={playoffs.rounds.length}
              />
            </Stack>
          ) : null}
        </Stack>
        <div className={classes.seeds}>
          <PlayoffSeeds playoffs={playoffs} />
        </div>
      </div>
    </>
  );
}

/**
 * Before the schedule no matchup exists and no team has a record to be seeded by: the page says
 * when the bracket comes, and leads the commissioner to the schedule.
 */
function NoScheduleYet({ league }: { league: League }) {
  return (
    <ListEmpty
      icon={<IconTournament size={26} />}
      title="No bracket yet"
      description={`No matchups exist yet: the bracket appears once ${league.isCommissioner ? 'you set' : 'the commissioner sets'} the schedule.`}
    >
      {league.isCommissioner ? (
        <Button
          component={Link}
          to={appPaths.league(league.id)}
          variant="light"
          leftSection={<IconCalendarPlus size={16} />}
        >
          Set the schedule on the league page
        </Button>
      ) : null}
    </ListEmpty>
  );
}

/** Why there is no bracket, and for the commissioner the way to the playoff settings. */
function NoPlayoffs({ league, playoffs }: { league: League; playoffs: Playoffs }) {
  return (
    <ListEmpty
      icon={<IconTournament size={26} />}
      title="No playoffs in this league"
      description={noPlayoffsReason(playoffs, league)}
    >
      {league.isCommissioner ? (
        <Button
          component={Link}
          to={appPaths.leagueSettingsSection(league.id, 'playoffs')}
          variant="light"
          leftSection={<IconSettings size={16} />}
        >
          Change the playoff settings
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          The commissioner sets the playoffs on the league's settings page.
        </Text>
      )}
    </ListEmpty>
  );
}
