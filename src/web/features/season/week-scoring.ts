import type { ScheduleWeek } from '../../../domain/contract/leagues';
import type { Matchup } from '../../../domain/contract/season';
import { SEASON_OVER } from '../../../domain/league-rules';
import { PLAYOFF_ROUND_DECIDED } from '../../../domain/playoffs';
import { isWeekComplete } from './matchup-display';

export interface WeekScoring {
  /** 'Calculate Week {n} Scores' cannot be pressed now. */
  calculateDisabled: boolean;
  /** Why not, for its tooltip; null when it can be pressed or the page already says why. */
  calculateHint: string | null;
  /** The commissioner's 'Rescore Week {n}': a week whose matchups are all complete. */
  rescore: boolean;
  /** Why Rescore cannot be pressed: the week's playoff round is decided, or the season over. */
  rescoreHint: string | null;
  /** Why the commissioner's 'Evaluate Wins' cannot be pressed: the season is over. */
  evaluateHint: string | null;
}

/** Why no week is scored again once the champion is crowned: the results stand. */
export const RESCORES_CLOSED = SEASON_OVER('rescores');

/**
 * What the matchups toolbar offers for a week. 'Calculate Week {n} Scores' is disabled when
 * every matchup is complete (and when there is none), for a member who is not the commissioner
 * (the server refuses them), and before the week has started on the league's clock (the server
 * has nothing to score). A complete week may still be rescored by the commissioner, e.g. after
 * corrected game data: the same request, behind its own confirmation; but not a week of a decided
 * playoff round, whose results the next round and the champion were drawn from, nor any week
 * once the champion is crowned (the server refuses both). Winners set from the scores by
 * 'Evaluate Wins' are results too, closed with the rest once the season is over.
 */
export function weekScoring(input: {
  week: number;
  isCommissioner: boolean;
  /** The schedule's entry for the week; none without a schedule. */
  entry: Pick<ScheduleWeek, 'status'> | undefined;
  /** The week's matchups, once loaded. */
  matchups: readonly Pick<Matchup, 'completed'>[] | undefined;
  /** The week belongs to a decided playoff round. */
  decided: boolean;
  /** The champion is crowned. */
  seasonOver: boolean;
}): WeekScoring {
  const { week, isCommissioner, entry, matchups } = input;
  const evaluateHint = input.seasonOver ? RESCORES_CLOSED : null;
  const closed = { rescore: false, rescoreHint: null, evaluateHint };
  if (!entry || !matchups || matchups.length === 0) {
    return { calculateDisabled: true, calculateHint: null, ...closed };
  }
  if (input.seasonOver) {
    // The server names a decided round before the season's end, and so does the hint.
    const rescoreHint = input.decided ? PLAYOFF_ROUND_DECIDED(week) : RESCORES_CLOSED;
    return {
      calculateDisabled: true,
      calculateHint: RESCORES_CLOSED,
      rescore: isCommissioner && isWeekComplete(matchups),
      rescoreHint: isCommissioner ? rescoreHint : null,
      evaluateHint,
    };
  }
  if (isWeekComplete(matchups)) {
    return {
      calculateDisabled: true,
      calculateHint: `Every matchup of Week ${week} has its result`,
      rescore: isCommissioner,
      rescoreHint: isCommissioner && input.decided ? PLAYOFF_ROUND_DECIDED(week) : null,
      evaluateHint,
    };
  }
  if (!isCommissioner) {
    return {
      calculateDisabled: true,
      calculateHint: 'Only the league commissioner calculates scores',
      ...closed,
    };
  }
  if (entry.status === 'upcoming') {
    return {
      calculateDisabled: true,
      calculateHint: `Week ${week} has not started yet on the league’s clock`,
      ...closed,
    };
  }
  return { calculateDisabled: false, calculateHint: null, ...closed };
}
