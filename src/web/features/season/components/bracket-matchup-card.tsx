import { Paper, Text } from '@mantine/core';
import type { BracketRoundView } from '../../../../domain/contract/playoffs';
import type { MatchupTeam } from '../../../../domain/contract/season';
import type { WeekStatus } from '../../../../domain/season-clock';
import { RankDisc } from '../../../components/rank-disc';
import { TeamLink } from '../../../components/team-link';
import { wonOnSeed } from '../playoffs-display';
import classes from './playoff-bracket.module.css';
import { TeamScore } from './team-score';

type BracketMatchupView = BracketRoundView['matchups'][number];

/**
 * One bracket matchup: both teams with their seeds, owners and totals over the round's weeks.
 * Once the round is decided the winner is marked in gold and the loser dimmed; a level total
 * says the better seed went through. Before the round's first week there are no scores.
 */
export function BracketMatchupCard({
  matchup,
  phase,
}: {
  matchup: BracketMatchupView;
  phase: WeekStatus;
}) {
  const result = (team: MatchupTeam) =>
    matchup.winner === null ? 'open' : matchup.winner.id === team.id ? 'won' : 'lost';
  const started = phase !== 'upcoming';
  return (
    <Paper radius="md" p={0} className={classes.card} data-testid="bracket-matchup">
      <SeedLine
        seed={matchup.seedA}
        team={matchup.teamA}
        score={started ? matchup.scoreA : null}
        result={result(matchup.teamA)}
      />
      <SeedLine
        seed={matchup.seedB}
        team={matchup.teamB}
        score={started ? matchup.scoreB : null}
        result={result(matchup.teamB)}
      />
      {wonOnSeed(matchup) ? (
        <Text size="xs" c="dimmed" className={classes.footer}>
          Level score: the better seed goes through
        </Text>
      ) : null}
    </Paper>
  );
}

/** A matchup of a later round, whose teams the round before decides (the bracket re-seeds). */
export function PendingMatchupCard({ after }: { after: string }) {
  return (
    <Paper radius="md" p={0} className={classes.card} data-pending data-testid="pending-matchup">
      {[0, 1].map((side) => (
        <div key={side} className={classes.line}>
          <span className={classes.emptySeed} />
          <Text size="sm" c="dimmed" truncate>
            To be decided
          </Text>
        </div>
      ))}
      <Text size="xs" c="dimmed" className={classes.footer}>
        Best seed left plays the worst after the {after.toLowerCase()}
      </Text>
    </Paper>
  );
}

function SeedLine({
  seed,
  team,
  score,
  result,
}: {
  seed: number;
  team: MatchupTeam;
  score: number | null;
  result: 'won' | 'lost' | 'open';
}) {
  const won = result === 'won';
  const lost = result === 'lost';
  return (
    <div
      className={classes.line}
      data-testid="bracket-team"
      data-winner={won || undefined}
      data-seed={seed}
    >
      <RankDisc value={seed} medal={won ? 'gold' : undefined} filled />
      <div style={{ minWidth: 0 }}>
        {/* The whole name, on more lines if need be: a round's column is narrow on a desktop. */}
        <TeamLink id={team.id} fw={700} size="sm" c={lost ? 'gray.5' : 'gray.0'} whole>
          {team.name}
        </TeamLink>
        <Text size="xs" c="dimmed" truncate>
          {team.owner}
        </Text>
      </div>
      <TeamScore score={score} won={won} lost={lost} size={18} />
    </div>
  );
}
