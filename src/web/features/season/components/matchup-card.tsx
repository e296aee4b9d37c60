import { Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { Matchup, MatchupTeam } from '../../../../domain/contract/season';
import { Tag } from '../../../components/tag';
import { TeamAvatar } from '../../../components/team-avatar';
import {
  liveSummary,
  type MatchupPhase,
  matchupOutcome,
  matchupPhase,
  outcomeSummary,
} from '../matchup-display';
import classes from './matchup-card.module.css';
import { TeamScore } from './team-score';

/**
 * Both teams with their owners and scores: 'Upcoming', 'Live' while the week's games are being
 * played (scores move), then 'Final' with 'Result Recorded', the winner highlighted with the
 * margin, or the tie; a consolation bracket's matchup says so. A click opens the Detailed
 * Matchup modal.
 */
export function MatchupCard({
  matchup,
  roundWeeks,
  onOpen,
}: {
  matchup: Matchup;
  /** The league's weeks per playoff round: with 1, a level playoff week goes to the better seed. */
  roundWeeks?: number;
  onOpen(): void;
}) {
  const outcome = matchupOutcome(matchup, roundWeeks);
  const phase = matchupPhase(matchup);
  const decided = outcome.status !== 'upcoming';
  const result = (team: MatchupTeam) =>
    outcome.status === 'won' || outcome.status === 'seed'
      ? outcome.winnerId === team.id
        ? 'won'
        : 'lost'
      : outcome.status;
  const summary = decided
    ? ['Result Recorded', outcomeSummary(matchup, roundWeeks)].filter(Boolean).join(' · ')
    : liveSummary(matchup);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };

  return (
    <Paper
      radius="lg"
      p={0}
      className={classes.card}
      role="button"
      tabIndex={0}
      aria-haspopup="dialog"
      onClick={onOpen}
      onKeyDown={onKeyDown}
      data-testid="matchup"
      data-status={phase}
    >
      <TeamLine team={matchup.teamA} score={matchup.scoreA} result={result(matchup.teamA)} />
      <TeamLine team={matchup.teamB} score={matchup.scoreB} result={result(matchup.teamB)} />
      <div className={classes.footer}>
        <Group gap={6} wrap="nowrap">
          <PhaseTag phase={phase} />
          {matchup.stage === 'consolation' ? (
            <Tag color="gray" data-testid="consolation-tag">
              Consolation
            </Tag>
          ) : null}
        </Group>
        {summary ? (
          <Text size="xs" c="gray.4" fw={500} data-testid="matchup-summary">
            {summary}
          </Text>
        ) : (
          <Text size="xs" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            View lineups
            <IconChevronRight size={12} />
          </Text>
        )}
      </div>
    </Paper>
  );
}

/** Upcoming, Live (a pulsing dot) or Final: where the matchup's week stands. */
export function PhaseTag({ phase }: { phase: MatchupPhase }) {
  if (phase === 'final') {
    return (
      <Tag color="rift" variant="filled" leftSection={<IconCheck size={12} />}>
        Final
      </Tag>
    );
  }
  if (phase === 'live') {
    return (
      <Tag color="red" leftSection={<span className={classes.liveDot} />}>
        Live
      </Tag>
    );
  }
  return <Tag color="gray">Upcoming</Tag>;
}

type LineResult = 'won' | 'lost' | 'tie' | 'upcoming';

function TeamLine({
  team,
  score,
  result,
}: {
  team: MatchupTeam;
  score: number | null;
  result: LineResult;
}) {
  const won = result === 'won';
  const lost = result === 'lost';
  return (
    <div className={classes.line} data-winner={won || undefined}>
      <TeamAvatar name={team.name} size={36} />
      <div style={{ minWidth: 0 }}>
        <Text fw={700} size="sm" truncate c={lost ? 'gray.5' : 'gray.0'}>
          {team.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {team.owner}
        </Text>
      </div>
      <TeamScore score={score} won={won} lost={lost} size={22} />
    </div>
  );
}
