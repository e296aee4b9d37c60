import { Group, Stack, Text, Title } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { ScheduleWeek } from '../../../../domain/contract/leagues';
import type { BracketRoundView } from '../../../../domain/contract/playoffs';
import { RankDisc } from '../../../components/rank-disc';
import { TeamLink } from '../../../components/team-link';
import { roundName, roundPhase, roundSize, roundWeeksLabel } from '../playoffs-display';
import { BracketMatchupCard, PendingMatchupCard } from './bracket-matchup-card';
import { PhaseTag } from './matchup-card';
import classes from './playoff-bracket.module.css';

interface PlayoffBracketProps {
  rounds: readonly BracketRoundView[];
  /** The league's weeks: whether each round has begun. */
  schedule: readonly Pick<ScheduleWeek, 'week' | 'status'>[];
  /** 'Playoff bracket', 'Consolation bracket': names the region for screen readers and tests. */
  label: string;
  /**
   * The playoffs' rounds: a consolation bracket with fewer rounds ends in the same weeks, so
   * its rounds stand in the last columns, under the playoff rounds of their weeks.
   */
  columns?: number;
}

/** A bracket as columns of rounds, each with its name, weeks, status, byes and matchups. */
export function PlayoffBracket({
  rounds,
  schedule,
  label,
  columns = rounds.length,
}: PlayoffBracketProps) {
  const offset = Math.max(0, columns - rounds.length);
  return (
    <section
      className={classes.bracket}
      aria-label={label}
      style={{ '--bracket-columns': columns } as CSSProperties}
    >
      {rounds.map((round, index) => (
        <RoundColumn
          key={round.round}
          column={offset + index + 1}
          round={round}
          rounds={rounds.length}
          before={round.round > 1 ? roundName(round.round - 1, rounds.length) : null}
          schedule={schedule}
        />
      ))}
    </section>
  );
}

function RoundColumn({
  column,
  round,
  rounds,
  before,
  schedule,
}: {
  column: number;
  round: BracketRoundView;
  rounds: number;
  /** The round before's name, for the matchups it has not decided yet. */
  before: string | null;
  schedule: PlayoffBracketProps['schedule'];
}) {
  const name = roundName(round.round, rounds);
  const phase = roundPhase(round, schedule);
  const pending = round.matchups.length === 0 ? roundSize(round.round, rounds) : 0;
  return (
    <div
      className={classes.round}
      style={{ '--round-column': column } as CSSProperties}
      data-testid="bracket-round"
    >
      <Group className={classes.roundHead} justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="md" c="gray.0">
            {name}
          </Title>
          <Text size="xs" c="dimmed" data-testid="round-weeks">
            {roundWeeksLabel(round.weeks)}
          </Text>
        </div>
        <PhaseTag phase={phase} />
      </Group>
      <div className={classes.matchups}>
        {round.byes.length > 0 ? <Byes byes={round.byes} /> : null}
        {round.matchups.map((matchup) => (
          <BracketMatchupCard key={matchup.teamA.id} matchup={matchup} phase={phase} />
        ))}
        {Array.from({ length: pending }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <PendingMatchupCard key={index} after={before ?? 'round before'} />
        ))}
      </div>
    </div>
  );
}

/** The top seeds who wait for the next round. */
function Byes({ byes }: { byes: BracketRoundView['byes'] }) {
  return (
    <Stack gap={6} className={classes.byes} data-testid="bracket-byes">
      <Group gap={6} c="gold.3">
        <IconCoffee size={14} />
        <Text size="xs" fw={700} tt="uppercase" lts={0.6}>
          Bye to the next round
        </Text>
      </Group>
      {byes.map(({ seed, team }) => (
        <Group key={team.id} gap="xs" wrap="nowrap">
          <RankDisc value={seed} filled />
          <TeamLink id={team.id} size="sm" fw={600} c="gray.1" whole>
            {team.name}
          </TeamLink>
        </Group>
      ))}
    </Stack>
  );
}
