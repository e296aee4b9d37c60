import { Text } from '@mantine/core';
import { IconCaretLeftFilled } from '@tabler/icons-react';
import { formatPoints } from '../../../lib/format';
import classes from './team-score.module.css';

interface TeamScoreProps {
  /** Null before the team's week (or round) has begun: a dash. */
  score: number | null;
  won: boolean;
  lost: boolean;
  /** The number's size in pixels. */
  size: number;
}

/**
 * A team's score at the end of its line in a matchup: gold with the winner's caret, dimmed for
 * the loser. Two grid cells: the number, then the caret (or an empty cell).
 */
export function TeamScore({ score, won, lost, size }: TeamScoreProps) {
  return (
    <>
      <Text
        className={classes.score}
        fz={size}
        c={won ? 'gold.4' : lost || score === null ? 'dimmed' : 'gray.0'}
        aria-label={score === null ? 'No score yet' : undefined}
      >
        {score === null ? '-' : formatPoints(score)}
      </Text>
      {won ? (
        <IconCaretLeftFilled size={14} color="var(--mantine-color-gold-4)" aria-label="Winner" />
      ) : (
        <span />
      )}
    </>
  );
}
