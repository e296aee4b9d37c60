import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Matchup, MatchupStarter, MatchupTeam } from '../../../../domain/contract/season';
import type { StarterSlot } from '../../../../domain/vocabulary';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { SlotBadge } from '../../../components/slot-badge';
import { TeamAvatar } from '../../../components/team-avatar';
import { formatPoints } from '../../../lib/format';
import { formatClockTime } from '../../../lib/league/season-clock-labels';
import { closeModal, openModal } from '../../../lib/open-modal';
import { appPaths } from '../../../lib/paths';
import {
  gameLine,
  liveSummary,
  type MatchupPhase,
  matchupOutcome,
  matchupPhase,
  outcomeSummary,
  type StarterRow,
  slotPoints,
  starterPoints,
  starterRows,
} from '../matchup-display';
import { PhaseTag } from './matchup-card';
import classes from './matchup-detail.module.css';

const MODAL_ID = 'matchup-detail';

interface MatchupDetailOptions {
  matchup: Matchup;
  leagueId: string;
  /** The week's real dates ('13 Jan – 19 Jan 2025'), when the league has a schedule. */
  weekLabel?: string;
  /** The league's lineups have a seventh starter slot, TEAM. */
  teamSlot: boolean;
  /** The league's weeks per playoff round: with 1, a level playoff week goes to the better seed. */
  roundWeeks?: number;
}

/** A matchup card's click opens the 'Detailed Matchup' modal. */
export function openMatchupDetail(options: MatchupDetailOptions): void {
  openModal({
    modalId: MODAL_ID,
    title: 'Detailed Matchup',
    size: 'xl',
    children: <MatchupDetail {...options} />,
  });
}

/**
 * Both teams, their league's starter slots with that week's points, each score and the winner, and
 * every game each starter counted for. Live scores show while the week's games are played.
 */
function MatchupDetail({
  matchup,
  leagueId,
  weekLabel,
  teamSlot,
  roundWeeks,
}: MatchupDetailOptions) {
  const outcome = matchupOutcome(matchup, roundWeeks);
  const phase = matchupPhase(matchup);
  const badge = (team: MatchupTeam) =>
    outcome.status === 'tie'
      ? 'Tie'
      : (outcome.status === 'won' || outcome.status === 'seed') && outcome.winnerId === team.id;
  const summary = outcomeSummary(matchup, roundWeeks) ?? liveSummary(matchup);
  const state =
    outcome.status !== 'upcoming'
      ? 'Result Recorded'
      : phase === 'live' && matchup.countedTo
        ? `Scores so far, to ${formatClockTime(matchup.countedTo)}`
        : 'Upcoming';

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Week {matchup.week}
          {weekLabel ? ` · ${weekLabel}` : ''} · {state}
        </Text>
        <PhaseTag phase={phase} />
      </Group>
      <div className={classes.header}>
        <TeamSide team={matchup.teamA} score={matchup.scoreA} badge={badge(matchup.teamA)} />
        <span className={classes.versus}>VS</span>
        <TeamSide team={matchup.teamB} score={matchup.scoreB} badge={badge(matchup.teamB)} />
      </div>
      <div className={classes.lineup}>
        <DataTable
          columns={LINEUP_COLUMNS(leagueId)}
          rows={starterRows(matchup, { teamSlot })}
          rowKey={(row) => row.slot}
          rowProps={lineupRowProps}
          withHeader={false}
          verticalSpacing={10}
          horizontalSpacing={8}
          aria-label="Starting lineups"
        />
      </div>
      <Text size="sm" ta="center" c={summary ? 'gray.3' : 'dimmed'}>
        {summary ?? `Points appear once Week ${matchup.week}'s games are played.`}
      </Text>
      {phase === 'upcoming' ? null : (
        <Stack gap="xs">
          <Title order={3} fz="sm" c="gray.2">
            Games that counted
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <StarterGames team={matchup.teamA} starters={matchup.starters.home} phase={phase} />
            <StarterGames team={matchup.teamB} starters={matchup.starters.away} phase={phase} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** One side's starters with the games each counted for: day, opponent, W/L and points. */
function StarterGames({
  team,
  starters,
  phase,
}: {
  team: MatchupTeam;
  starters: MatchupStarter[];
  phase: MatchupPhase;
}) {
  const playing = starters.filter((starter) => starter.lines.length > 0);
  return (
    <Paper radius="md" p="sm" className={classes.games} aria-label={`${team.name} games`}>
      <Text fw={700} size="sm" mb={6} truncate>
        {team.name}
      </Text>
      {playing.length === 0 ? (
        <Text size="xs" c="dimmed">
          {phase === 'final' ? 'No games counted.' : 'No games counted yet.'}
        </Text>
      ) : (
        <Stack gap={10}>
          {playing.map((starter) => (
            <div
              key={`${starter.slot}-${starter.player.id}`}
              data-testid="starter-games"
              data-player={starter.player.name}
            >
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <SlotBadge slot={starter.slot as StarterSlot} size="xs" w={64} />
                  <Text size="sm" fw={600} truncate>
                    {starter.player.name}
                  </Text>
                </Group>
                <Text size="sm" fw={700} c="gold.4" className={classes.tabular}>
                  {starterPoints(starter)}
                </Text>
              </Group>
              {starter.lines.map((line) => {
                const game = gameLine(line);
                return (
                  <div key={line.gameId} className={classes.gameLine} data-testid="game-line">
                    <span>{game.day}</span>
                    <span className={classes.opponent}>{game.opponent}</span>
                    <Text
                      span
                      size="xs"
                      fw={700}
                      c={line.win ? 'rift.4' : 'red.4'}
                      aria-label={line.win ? 'Win' : 'Loss'}
                    >
                      {game.result}
                    </Text>
                    <span className={classes.tabular}>{game.points}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A slot's points stand out once scored, unless the other side scored more there. */
function ahead(own: readonly MatchupStarter[], other: readonly MatchupStarter[]): boolean {
  const total = (starters: readonly MatchupStarter[]) =>
    starters.some((starter) => starter.points !== null)
      ? starters.reduce((sum, starter) => sum + (starter.points ?? 0), 0)
      : null;
  const mine = total(own);
  const theirs = total(other);
  return mine !== null && (theirs === null || mine >= theirs);
}

function TeamSide({
  team,
  score,
  badge,
}: {
  team: MatchupTeam;
  score: number | null;
  /** true: the winner; 'Tie': both sides. */
  badge: boolean | 'Tie';
}) {
  return (
    <div className={classes.side} data-testid="detail-team">
      <TeamAvatar name={team.name} size={44} />
      <Text fw={700} size="sm" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
        {team.name}
      </Text>
      <Text size="xs" c="dimmed" truncate maw="100%">
        {team.owner}
      </Text>
      <Text className={classes.bigScore} c={badge === true ? 'gold.4' : 'gray.0'}>
        {score === null ? '-' : formatPoints(score)}
      </Text>
      {badge === true ? (
        <Badge color="gold" variant="filled" radius="sm" leftSection={<IconTrophy size={12} />}>
          Winner
        </Badge>
      ) : badge === 'Tie' ? (
        <Badge color="gray" variant="light" radius="sm">
          Tie
        </Badge>
      ) : null}
    </div>
  );
}

const lineupRowProps = (row: StarterRow) => ({
  className: classes.row,
  'data-testid': `detail-slot-${row.slot}`,
});

/**
 * Home players, their points, the slot between the two sides, then the away side mirrored. A
 * phone has no room for the points columns beside the names: each side's points go under its
 * names, which then share the width evenly and show whole.
 */
const LINEUP_COLUMNS = (leagueId: string): DataColumn<StarterRow>[] => [
  {
    key: 'home',
    header: 'Home',
    cell: (row) => <SideCell own={row.home} other={row.away} leagueId={leagueId} />,
  },
  {
    key: 'homePoints',
    header: 'Home points',
    width: 56,
    align: 'right',
    from: 'xs',
    cell: (row) => <StarterPoints own={row.home} other={row.away} />,
  },
  {
    key: 'slot',
    header: 'Slot',
    rowHeader: true,
    width: { base: 76, xs: 100 },
    cell: (row) => <SlotBadge slot={row.slot} w="100%" px={2} className={classes.slotBadge} />,
  },
  {
    key: 'awayPoints',
    header: 'Away points',
    width: 56,
    from: 'xs',
    cell: (row) => <StarterPoints own={row.away} other={row.home} />,
  },
  {
    key: 'away',
    header: 'Away',
    align: 'right',
    cell: (row) => <SideCell own={row.away} other={row.home} leagueId={leagueId} />,
  },
];

/** One side of a slot: who held it, and on a phone the slot's points under the names. */
function SideCell({
  own,
  other,
  leagueId,
}: {
  own: readonly MatchupStarter[];
  other: readonly MatchupStarter[];
  leagueId: string;
}) {
  return (
    <>
      <PlayerCell starters={own} leagueId={leagueId} />
      <div className={classes.phonePoints}>
        <StarterPoints own={own} other={other} />
      </div>
    </>
  );
}

function StarterPoints({
  own,
  other,
}: {
  own: readonly MatchupStarter[];
  other: readonly MatchupStarter[];
}) {
  return (
    <span className={classes.points} data-bright={ahead(own, other) || undefined}>
      {slotPoints(own)}
    </span>
  );
}

/** Whoever held the slot: usually one player, each a link with his team and games. */
function PlayerCell({
  starters,
  leagueId,
}: {
  starters: readonly MatchupStarter[];
  leagueId: string;
}) {
  if (starters.length === 0) {
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        Empty
      </Text>
    );
  }
  return starters.map((starter) => {
    const games =
      starter.games === null ? null : `${starter.games} ${starter.games === 1 ? 'game' : 'games'}`;
    return (
      <div key={starter.player.id}>
        <Text
          component={Link}
          to={appPaths.playerInLeague(starter.player.id, leagueId)}
          onClick={() => closeModal(MODAL_ID)}
          size="sm"
          lh={1.3}
          className={`${tableClasses.link} ${classes.playerName}`}
          display="block"
        >
          {starter.player.name}
        </Text>
        <Text size="xs" c="dimmed" truncate className={classes.playerFacts}>
          {[starter.player.team, games].filter(Boolean).join(' · ')}
        </Text>
      </div>
    );
  });
}
