import { Badge, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Matchup, MatchupStarter, MatchupTeam } from '../../../../domain/types';
import { SlotBadge } from '../../../components/slot-badge';
import { TeamAvatar } from '../../../components/team-avatar';
import { formatPoints } from '../../../lib/format';
import { closeModal, openModal } from '../../../lib/open-modal';
import { appPaths } from '../../../lib/paths';
import { matchupOutcome, outcomeSummary, starterPoints, starterRows } from '../matchup-display';
import classes from './matchup-detail.module.css';

const MODAL_ID = 'matchup-detail';

interface MatchupDetailOptions {
  matchup: Matchup;
  leagueId: string;
  /** The week's real dates ('13 Jan – 19 Jan 2025'), when the league has a schedule. */
  weekLabel?: string;
}

/** Spec §2: a matchup card's click opens the 'Detailed Matchup' modal. */
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
      <table className={classes.lineup} aria-label="Starting lineups">
        <colgroup>
          <col />
          <col className={classes.pointsCol} />
          <col className={classes.slotCol} />
          <col className={classes.pointsCol} />
          <col />
        </colgroup>
        <tbody>
          {starterRows(matchup).map((row) => {
            return (
              <tr key={row.slot} className={classes.row} data-testid={`detail-slot-${row.slot}`}>
                <PlayerCell starter={row.home} leagueId={leagueId} side="home" />
                <td className={classes.points} data-bright={ahead(row.home, row.away) || undefined}>
                  {starterPoints(row.home)}
                </td>
                <th scope="row" className={classes.slot}>
                  <SlotBadge slot={row.slot} w="100%" px={2} className={classes.slotBadge} />
                </th>
                <td className={classes.points} data-bright={ahead(row.away, row.home) || undefined}>
                  {starterPoints(row.away)}
                </td>
                <PlayerCell starter={row.away} leagueId={leagueId} side="away" />
              </tr>
            );
          })}
        </tbody>
      </table>
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

function PlayerCell({
  starter,
  leagueId,
  side,
}: {
  starter: MatchupStarter | null;
  leagueId: string;
  side: 'home' | 'away';
}) {
  const className = side === 'home' ? classes.home : classes.away;
  if (!starter) {
    return (
      <td className={className}>
        <Text span size="sm" c="dimmed" fs="italic">
          Empty
        </Text>
      </td>
    );
  }
  const games =
    starter.games === null ? null : `${starter.games} ${starter.games === 1 ? 'game' : 'games'}`;
  return (
    <td className={className}>
      <Text
        component={Link}
        to={appPaths.playerInLeague(starter.player.id, leagueId)}
        onClick={() => closeModal(MODAL_ID)}
        size="sm"
        className={classes.playerLink}
        truncate
        display="block"
      >
        {starter.player.name}
      </Text>
      <Text size="xs" c="dimmed" truncate className={classes.playerFacts}>
        {[starter.player.team, games].filter(Boolean).join(' · ')}
      </Text>
    </td>
  );
}
