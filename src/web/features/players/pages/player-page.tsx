import { Button, Grid, Stack } from '@mantine/core';
import { IconTrophyOff, IconUserQuestion } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ErrorPanel } from '../../../components/error-panel';
import { StatusPanel } from '../../../components/status-panel';
import { isNotFound } from '../../../lib/api-client';
import { appPaths } from '../../../lib/paths';
import { usePlayer } from '../api/get-player';
import { DataCredit } from '../components/data-credit';
import { GameLogTable } from '../components/game-log-table';
import { PerGameBars } from '../components/per-game-bars';
import { PlayerHero } from '../components/player-hero';
import { PlayerPageSkeleton } from '../components/player-page-states';
import { PlayerStanding } from '../components/player-standing';
import { PlayerSummaryTiles } from '../components/player-summary-tiles';
import { SeasonTotals } from '../components/season-totals';
import { WeeklyPointsChart } from '../components/weekly-points-chart';
import { isLeagueRefusal, leagueIdFor, listSearchFor, playerBackPath } from '../player-navigation';
import { useViewerMoves } from '../use-viewer-moves';

/**
 * /players/:id: one pro's season, per-game bars, weekly points and game log; opened from a
 * league, only the games that have happened on its clock, where he stands in the league and
 * the viewer's move on him.
 */
export function PlayerPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const leagueId = leagueIdFor(location.state, searchParams);
  const query = usePlayer(id, leagueId);
  const { teamNames, action } = useViewerMoves(leagueId, { labelled: true });
  usePlayerTitle(query.data?.name);

  // A league the viewer may not see has no players list to go back to either.
  const backLeague = query.isError && isLeagueRefusal(query.error) ? null : leagueId;
  const back = (
    <BackButton
      to={playerBackPath(backLeague, listSearchFor(location.state))}
      label={backLeague ? 'Back to Players' : 'Back to Leagues'}
    />
  );

  if (query.data) {
    const player = query.data;
    return (
      <Stack gap="lg">
        {back}
        <PlayerHero
          player={player}
          standing={
            <PlayerStanding player={player} teamNames={teamNames} action={action?.(player)} />
          }
        />
        <PlayerSummaryTiles player={player} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PerGameBars stats={player.stats} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg" h="100%">
              <SeasonTotals stats={player.stats} />
              <WeeklyPointsChart weeks={player.weeklyPoints} />
            </Stack>
          </Grid.Col>
        </Grid>
        <GameLogTable games={player.recentGames} />
        <DataCredit />
      </Stack>
    );
  }

  if (query.isError) {
    // No such player (a malformed id names none either); only other failures are load errors.
    // A league the viewer may not see (a shared link from a private league) hides no player:
    // he is there to see without it.
    return (
      <Failure back={back}>
        {isLeagueRefusal(query.error) ? (
          <StatusPanel
            icon={<IconTrophyOff size={32} />}
            title="League not found"
            description="This link shows the player as a league you cannot see counts him."
          >
            <Button component={Link} to={appPaths.player(id)}>
              View the player
            </Button>
          </StatusPanel>
        ) : isNotFound(query.error) ? (
          <StatusPanel
            icon={<IconUserQuestion size={32} />}
            title="Player Not Found"
            description="There is no pro player with this id in the match data."
          />
        ) : (
          <ErrorPanel
            title="Error Loading Player"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </Failure>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <PlayerPageSkeleton />
    </Stack>
  );
}

function Failure({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      {back}
      {children}
    </Stack>
  );
}

/** The tab reads "Faker · Rift Fantasy" once the player is known (the route says "Player"). */
function usePlayerTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = `${name} · Rift Fantasy`;
  }, [name]);
}
