import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import type { Player } from '../../../../domain/contract/players';
import type { Team, TeamDetail } from '../../../../domain/contract/teams';
import { rosterShapeOf, starterSlotsOf } from '../../../../domain/roster';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { BackButton } from '../../../components/back-button';
import { ErrorPanel } from '../../../components/error-panel';
import { TeamUnavailable } from '../../../components/team-unavailable';
import { showActionError } from '../../../lib/action-error';
import { isNotFound } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useLeague } from '../../../lib/league/get-league';
import { leagueLoadErrorMessage } from '../../../lib/league/league-load-error';
import { refreshAfterConflict } from '../../../lib/league/roster-change';
import { rosterWindowOf } from '../../../lib/league/roster-window';
import { appPaths } from '../../../lib/paths';
import { useMyTeams } from '../../../lib/teams/get-my-teams';
import { useTeam } from '../../../lib/teams/get-team';
import { showSuccess } from '../../../lib/toast';
import { TradeOffersSection } from '../../trades';
import { useMoveInLineup } from '../api/move-in-lineup';
import { useRemovePlayer } from '../api/remove-player';
import { LineupStatus } from '../components/lineup-status';
import { openRemovePlayerModal } from '../components/remove-player-modal';
import { RosterTable } from '../components/roster-table';
import { TeamHeader } from '../components/team-header';
import { openAddPlayerModal } from '../components/team-modals';
import { TeamPageSkeleton } from '../components/team-page-skeleton';
import { benchRows, starterRows } from '../roster-rows';

/** /teams/:id: the team, then its league, then the user's own teams. */
export function TeamPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const teamQuery = useTeam(id);
  const leagueQuery = useLeague(teamQuery.data?.leagueId);
  const myTeamsQuery = useMyTeams(user?.id ?? null);
  useTeamTitle(teamQuery.data?.name);

  const leagueId = teamQuery.data?.leagueId;
  const back = (
    <BackButton
      to={leagueId ? appPaths.league(leagueId) : appPaths.leagues}
      label={leagueId ? 'Back to League' : 'Back to Leagues'}
    />
  );

  const failure = teamQuery.isError
    ? {
        title: isNotFound(teamQuery.error) ? 'Team Not Found' : 'Error Loading Team',
        text: isNotFound(teamQuery.error) ? 'Team not found' : teamQuery.error.message,
      }
    : leagueQuery.isError
      ? {
          title: 'Error Loading Team',
          text: leagueLoadErrorMessage(leagueQuery.error),
        }
      : myTeamsQuery.isError
        ? { title: 'Teams Not Found', text: myTeamsQuery.error.message }
        : null;

  if (failure) {
    return (
      <Stack gap={0}>
        {back}
        <TeamFailure title={failure.title} text={failure.text} />
      </Stack>
    );
  }
  if (teamQuery.data && leagueQuery.data && myTeamsQuery.data && user) {
    return (
      <Stack gap="lg">
        {back}
        <TeamView
          team={teamQuery.data}
          league={leagueQuery.data}
          myTeams={myTeamsQuery.data}
          userId={user.id}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <TeamPageSkeleton />
    </Stack>
  );
}

function TeamFailure({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no page before it in this tab): going back means My Teams.
  const goBack = () => void (location.key === 'default' ? navigate(appPaths.teams) : navigate(-1));
  const back = (
    <Button variant="default" onClick={goBack}>
      Go Back
    </Button>
  );
  if (title === 'Error Loading Team') {
    return (
      <ErrorPanel title={title} message={text}>
        {back}
      </ErrorPanel>
    );
  }
  return (
    <TeamUnavailable title={title} text={text}>
      {back}
    </TeamUnavailable>
  );
}

interface TeamViewProps {
  team: TeamDetail;
  league: League;
  myTeams: Team[];
  userId: string;
}

function TeamView({ team, league, myTeams, userId }: TeamViewProps) {
  const isOwner = team.userId === userId;
  // The server lets the owner move players, and the commissioner a bot team's.
  const canMove = isOwner || (team.isBot && league.isCommissioner);
  const ownTeamInLeague = myTeams.find((mine) => mine.leagueId === league.id);
  const queryClient = useQueryClient();
  const removal = useRemovePlayer(team.id, userId);
  const move = useMoveInLineup(team.id, userId);
  const shape = rosterShapeOf(team.players, team);
  const starters = starterSlotsOf(team).length;

  const add = useCallback(
    (slot: Parameters<typeof openAddPlayerModal>[0]['slot']) =>
      openAddPlayerModal({ team, slot, userId }),
    [team, userId],
  );
  const remove = useCallback(
    (player: Player) => {
      const drop = () =>
        removal.mutate(player.id, {
          onSuccess: () => showSuccess('Player Removed', 'Player has been removed from your team'),
          onError: (error) => {
            showActionError(error, 'Failed to remove player');
            refreshAfterConflict(queryClient, league.id, error);
          },
        });
      // Whoever may change the team is asked first; anyone else hears the server's refusal.
      if (canMove) openRemovePlayerModal(player, team.name, drop);
      else drop();
    },
    [removal.mutate, queryClient, league.id, team.name, canMove],
  );
  const moveTo = useCallback(
    (player: Player, slot: RosterSlot) =>
      move.mutate(
        { playerId: player.id, slot },
        {
          onSuccess: () =>
            showSuccess(
              'Lineup Changed',
              `${player.name} moved to ${slot === 'BENCH' ? 'the bench' : slot}`,
            ),
          onError: (error) => {
            showActionError(error, 'Failed to move player');
            // A lock the page did not show yet: the fresh team shows it.
            refreshAfterConflict(queryClient, league.id, error);
          },
        },
      ),
    [move.mutate, queryClient, league.id],
  );
  const busyId = removal.isPending
    ? (removal.variables ?? null)
    : move.isPending
      ? (move.variables?.playerId ?? null)
      : null;
  const rosterWindow = rosterWindowOf(league);
  const table = { leagueId: league.id, team, busyId, canMove, rosterWindow, onMove: moveTo };

  return (
    <>
      <TeamHeader
        team={team}
        isOwner={isOwner}
        ownTeamInLeague={ownTeamInLeague}
        champion={team.champion}
        rosterWindow={rosterWindow}
      />
      {isOwner ? <TradeOffersSection teamId={team.id} userId={userId} /> : null}
      <LineupStatus team={team} clock={league.clock} />
      <RosterSection
        title="Active Roster"
        count={`${shape.filled.size}/${starters}`}
        help={starterHelp(team.teamSlot)}
      >
        <RosterTable
          {...table}
          rows={starterRows(team.players, team)}
          onAdd={add}
          onRemove={remove}
        />
      </RosterSection>
      <RosterSection
        title="Bench"
        count={`${shape.benchCount}/${shape.benchSize}`}
        help={benchHelp(shape.benchSize)}
      >
        <RosterTable
          {...table}
          rows={benchRows(team.players, team.benchSize)}
          onAdd={add}
          onRemove={remove}
        />
      </RosterSection>
    </>
  );
}

function RosterSection({
  title,
  count,
  help,
  children,
}: {
  title: string;
  count: string;
  help: string;
  children: React.ReactNode;
}) {
  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }} component="section" aria-label={title}>
      <Group justify="space-between" px={{ base: 'md', sm: 'lg' }} pt="md" pb={4}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Badge variant="light" color="gray" radius="sm">
          {count}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" px={{ base: 'md', sm: 'lg' }} mb={4}>
        {help}
      </Text>
      {children}
    </Paper>
  );
}

/** What the bench is for, with the league's number of seats. */
const starterHelp = (teamSlot: boolean) =>
  teamSlot
    ? 'Seven starters score each week: one per position, a FLEX of any position, and a pro team in TEAM.'
    : 'Six starters score each week: one per position, plus a FLEX of any position.';

const benchHelp = (seats: number) =>
  seats === 0
    ? 'This league plays without a bench: every player starts.'
    : `Up to ${seats} ${seats === 1 ? 'reserve' : 'reserves'}. They score no points until moved into the starting lineup.`;

/** The tab reads "Baron Stealers · Rift Fantasy" once the team is known. */
function useTeamTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = `${name} · Rift Fantasy`;
  }, [name]);
}
