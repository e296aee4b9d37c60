import { Alert, Badge, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Team } from '../../../../domain/contract/teams';
import type { Trade } from '../../../../domain/contract/trades';
import { BOT_NO_TRADES } from '../../../../domain/league-rules';
import { BackButton } from '../../../components/back-button';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { TeamUnavailable } from '../../../components/team-unavailable';
import { isNotFound } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useLeague } from '../../../lib/league/get-league';
import { rosterWindowOf, tradeClosedBecause } from '../../../lib/league/roster-window';
import { appPaths } from '../../../lib/paths';
import { useMyTeams } from '../../../lib/teams/get-my-teams';
import { useTeam } from '../../../lib/teams/get-team';
import { showWarning } from '../../../lib/toast';
import { useTrade } from '../api/get-trade';
import { openConfirmTradeModal } from '../components/trade-modals';
import { TradePageSkeleton } from '../components/trade-page-skeleton';
import { TradeRosterTable } from '../components/trade-roster-table';
import { TradeSummary } from '../components/trade-summary';
import {
  canPropose,
  counterSelection,
  selectedPlayers,
  type TradeSelection,
  toggleSelection,
  tradeRows,
} from '../trade-selection';

/**
 * /trade/:id (id: the other team's). With ?counter={tradeId} it answers that offer: its
 * players come preselected and Submit sends a counter-offer.
 */
export function TradePage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const counterId = searchParams.get('counter');
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const theirQuery = useTeam(id);
  const myTeamsQuery = useMyTeams(user?.id ?? null);
  const counterQuery = useTrade(userId, counterId);

  const back = <BackButton to={appPaths.team(id)} label="Back to Team" />;
  const frame = (body: ReactNode) => (
    <Stack gap={0}>
      {back}
      {body}
    </Stack>
  );

  if (theirQuery.isError) {
    return frame(
      isNotFound(theirQuery.error) ? (
        <NotTradable title="Team Not Found" text="Team not found" />
      ) : (
        <ErrorPanel title="Error Loading Team" message={theirQuery.error.message} />
      ),
    );
  }
  if (myTeamsQuery.isError) {
    return frame(<ErrorPanel title="Error Loading Teams" message={myTeamsQuery.error.message} />);
  }
  const their = theirQuery.data;
  const myTeams = myTeamsQuery.data;
  const counterSettled = counterId === null || !counterQuery.isPending;
  if (!their || !myTeams || !user || !counterSettled) {
    return (
      <Stack gap="lg">
        {back}
        <TradePageSkeleton />
      </Stack>
    );
  }

  const own = myTeams.find((team) => team.leagueId === their.leagueId);
  if (!own) {
    return frame(
      <NotTradable title="No Team in This League" text="You don't have a team in this league" />,
    );
  }
  if (own.id === their.id) {
    return frame(
      <NotTradable
        title="This Is Your Team"
        text="Open another manager's team in your league to propose a trade to them."
      />,
    );
  }

  if (their.isBot) {
    return frame(<NotTradable title="Bot Team" text={BOT_NO_TRADES(their.name)} />);
  }

  const counter = counterQuery.data ?? null;
  const counterable =
    counter?.actions.counter === true &&
    counter.fromTeam.id === their.id &&
    counter.toTeam.id === own.id;
  const counterProblem =
    counterId === null
      ? null
      : counterQuery.isError
        ? `The offer could not be loaded (${counterQuery.error.message}).`
        : counterable
          ? null
          : 'This offer can no longer be countered.';

  return (
    <TradeBuilder
      // A new offer to answer starts the screen over with its players.
      key={counterable ? counter.id : 'new'}
      own={own}
      their={their}
      userId={user.id}
      counter={counterable ? counter : null}
      counterProblem={counterProblem}
      back={back}
    />
  );
}

interface TradeBuilderProps {
  own: Team;
  their: Team;
  userId: string;
  /** The offer being answered, if it still may be. */
  counter: Trade | null;
  /** Why a ?counter link is proposed as a new offer instead. */
  counterProblem: string | null;
  back: ReactNode;
}

function TradeBuilder({ own, their, userId, counter, counterProblem, back }: TradeBuilderProps) {
  const navigate = useNavigate();
  const league = useLeague(their.leagueId).data;
  const closedByLeague = league ? tradeClosedBecause(their, rosterWindowOf(league)) : null;
  // Until the league is read, a TEAM slot shows if either team holds a team in it.
  const teamSlot = league?.roster.teamSlot ?? Boolean(own.players.TEAM ?? their.players.TEAM);
  const ownRows = useMemo(() => tradeRows(own.players, { teamSlot }), [own.players, teamSlot]);
  const theirRows = useMemo(
    () => tradeRows(their.players, { teamSlot }),
    [their.players, teamSlot],
  );
  const [selection, setSelection] = useState<TradeSelection>(() =>
    counter
      ? counterSelection(counter, own.players, their.players)
      : { give: new Set(), receive: new Set() },
  );
  const give = selectedPlayers(ownRows, selection.give);
  const receive = selectedPlayers(theirRows, selection.receive);

  const toggleGive = useCallback(
    (playerId: string) =>
      setSelection((current) => ({ ...current, give: toggleSelection(current.give, playerId) })),
    [],
  );
  const toggleReceive = useCallback(
    (playerId: string) =>
      setSelection((current) => ({
        ...current,
        receive: toggleSelection(current.receive, playerId),
      })),
    [],
  );
  const clear = () => setSelection({ give: new Set(), receive: new Set() });

  const propose = () => {
    if (!canPropose(give.length, receive.length)) {
      showWarning('Selection Required', 'Please select at least one player from each team');
      return;
    }
    openConfirmTradeModal(
      {
        userId,
        fromTeamId: own.id,
        toTeamId: their.id,
        theirTeamName: their.name,
        give: give.map((player) => player.id),
        receive: receive.map((player) => player.id),
        counterOf: counter?.id ?? null,
      },
      () => void navigate(appPaths.team(own.id)),
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title="Propose Trade"
        eyebrow={their.leagueName}
        badge={
          counter ? (
            <Badge variant="light" color="grape" leftSection={<IconArrowBackUp size={12} />}>
              Counter offer
            </Badge>
          ) : null
        }
        subtitle={
          counter
            ? `Change the offer from ${their.name} and send it back; yours replaces theirs.`
            : `Pick players from both rosters. ${their.owner} accepts, rejects or counters your offer.`
        }
      />
      {counterProblem ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />}>
          {counterProblem} Submitting sends a new proposal instead.
        </Alert>
      ) : null}
      {closedByLeague ? (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="Trades closed"
          data-testid="trades-closed-note"
        >
          {closedByLeague}
        </Alert>
      ) : league?.trades.deadlinePassed ? (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="Trade deadline passed"
        >
          {league.trades.deadlineWeek
            ? `Week ${league.trades.deadlineWeek} has been scored; this league takes no more trades.`
            : 'This league takes no more trades.'}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TradeRosterTable
          title={`Your Team: ${own.name}`}
          subtitle="Select players to offer"
          rows={ownRows}
          selected={selection.give}
          leagueId={own.leagueId}
          onToggle={toggleGive}
          data-testid="trade-your-team"
        />
        <TradeRosterTable
          title={`Their Team: ${their.name}`}
          subtitle="Select players to receive"
          rows={theirRows}
          selected={selection.receive}
          leagueId={their.leagueId}
          onToggle={toggleReceive}
          data-testid="trade-their-team"
        />
      </SimpleGrid>
      <TradeSummary
        give={give}
        receive={receive}
        leagueId={own.leagueId}
        submitLabel="Propose Trade"
        onClear={clear}
        onPropose={propose}
      />
    </Stack>
  );
}

function NotTradable({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <TeamUnavailable title={title} text={text}>
      <Button variant="default" onClick={() => void navigate(appPaths.teams)}>
        Go to My Teams
      </Button>
    </TeamUnavailable>
  );
}
