import { Badge, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Matchup, MatchupStarter, MatchupTeam } from '../../../../domain/contract/season';
import { type DataColumn, DataTable, tableClasses } from '../../../components/data-table';
import { SlotBadge } from '../../../components/slot-badge';
import { TeamAvatar } from '../../../components/team-avatar';
import { formatPoints } from '../../../lib/format';
import { closeModal, openModal } from '../../../lib/open-modal';
import { appPaths } from '../../../lib/paths';
import {
  matchupOutcome,
  outcomeSummary,
  type StarterRow,
  starterPoints,
  starterRows,
} from '../matchup-display';
import classes from './matchup-detail.module.css';

const MODAL_ID = 'matchup-detail';

interface MatchupDetailOptions {
  matchup: Matchup;
  leagueId: string;
  /** The week's real dates ('13 Jan – 19 Jan 2025'), when the league has a schedule. */
  weekLabel?: string;
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

/** Both teams, their six starter slots with that week's points, each score and the winner. */
function MatchupDetail({ matchup, leagueId, weekLabel }: MatchupDetailOptions) {
  const outcome = matchupOutcome(matchup);
  const badge = (team: MatchupTeam) =>
    outcome.status === 'tie' ? 'Tie' : outcome.status === 'won' && outcome.winnerId === team.id;
  const summary = outcomeSummary(matchup);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Week {matchup.week}
        {weekLabel ? ` · ${weekLabel}` : ''} ·{' '}
        {outcome.status === 'upcoming' ? 'Upcoming' : 'Result Recorded'}
      </Text>
      <div className={classes.header}>
        <TeamSide team={matchup.teamA} score={matchup.scoreA} badge={badge(matchup.teamA)} />
        <span className={classes.versus}>VS</span>
        <TeamSide team={matchup.teamB} score={matchup.scoreB} badge={badge(matchup.teamB)} />
      </div>
      <div className={classes.lineup}>
        <DataTable
          columns={LINEUP_COLUMNS(leagueId)}
          rows={starterRows(matchup)}
          rowKey={(row) => row.slot}
          rowProps={lineupRowProps}
          withHeader={false}
          verticalSpacing={10}
          horizontalSpacing={8}
          aria-label="Starting lineups"
        />
      </div>
      <Text size="sm" ta="center" c={summary ? 'gray.3' : 'dimmed'}>
        {summary ?? `Points appear once Week ${matchup.week} is scored.`}
      </Text>
    </Stack>
  );
}

/** A slot's points stand out once scored, unless the other side scored more there. */
function ahead(own: MatchupStarter | null, other: MatchupStarter | null): boolean {
  const mine = own?.points ?? null;
  const theirs = other?.points ?? null;
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

/** Home players, their points, the slot between the two sides, then the away side mirrored. */
const LINEUP_COLUMNS = (leagueId: string): DataColumn<StarterRow>[] => [
  {
    key: 'home',
    header: 'Home',
    cell: (row) => <PlayerCell starter={row.home} leagueId={leagueId} />,
  },
  {
    key: 'homePoints',
    header: 'Home points',
    width: { base: 44, xs: 56 },
    align: 'right',
    cell: (row) => <StarterPoints own={row.home} other={row.away} />,
  },
  {
    key: 'slot',
    header: 'Slot',
    rowHeader: true,
    width: { base: 72, xs: 100 },
    cell: (row) => <SlotBadge slot={row.slot} w="100%" px={2} className={classes.slotBadge} />,
  },
  {
    key: 'awayPoints',
    header: 'Away points',
    width: { base: 44, xs: 56 },
    cell: (row) => <StarterPoints own={row.away} other={row.home} />,
  },
  {
    key: 'away',
    header: 'Away',
    align: 'right',
    cell: (row) => <PlayerCell starter={row.away} leagueId={leagueId} />,
  },
];

function StarterPoints({
  own,
  other,
}: {
  own: MatchupStarter | null;
  other: MatchupStarter | null;
}) {
  return (
    <span className={classes.points} data-bright={ahead(own, other) || undefined}>
      {starterPoints(own)}
    </span>
  );
}

function PlayerCell({ starter, leagueId }: { starter: MatchupStarter | null; leagueId: string }) {
  if (!starter) {
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        Empty
      </Text>
    );
  }
  const games =
    starter.games === null ? null : `${starter.games} ${starter.games === 1 ? 'game' : 'games'}`;
  return (
    <>
      <Text
        component={Link}
        to={appPaths.playerInLeague(starter.player.id, leagueId)}
        onClick={() => closeModal(MODAL_ID)}
        size="sm"
        className={tableClasses.link}
        truncate
        display="block"
      >
        {starter.player.name}
      </Text>
      <Text size="xs" c="dimmed" truncate className={classes.playerFacts}>
        {[starter.player.team, games].filter(Boolean).join(' · ')}
      </Text>
    </>
  );
}
