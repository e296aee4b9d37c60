import type { League } from '../../../domain/contract/leagues';
import { DEFAULT_WEEK_SECONDS, REAL_WEEK_SECONDS } from '../../../domain/season-clock';
import { type LeagueRegion, TRADE_REVIEW_HOURS } from '../../../domain/vocabulary';
import { paceLabel } from '../../lib/league/season-clock-labels';
import { DEFAULT_SEASON_WEEKS } from '../season';

/** Which pro leagues feed each league region. */
export const REGION_LEAGUES: Record<LeagueRegion, string> = {
  AMERICAS: 'LCS · LTA North · LTA South',
  EMEA: 'LEC',
  CHINA: 'LPL',
  KOREA: 'LCK',
};

export const REGION_COLORS: Record<LeagueRegion, string> = {
  AMERICAS: 'blue',
  EMEA: 'grape',
  CHINA: 'red',
  KOREA: 'cyan',
};

// A league with no maximum number of teams is shown as allowing 10.
const MAX_TEAMS_WHEN_MISSING = 10;

export function maxTeamsOf(league: { maxTeams?: number | null }): number {
  return league.maxTeams ?? MAX_TEAMS_WHEN_MISSING;
}

/** A season has the weeks the commissioner set (or generated), else 9. */
export function seasonWeeks(league: Pick<League, 'scheduleWeeks' | 'schedule'>): number {
  return league.scheduleWeeks ?? (league.schedule.length || DEFAULT_SEASON_WEEKS);
}

const draftDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mon, Sep 1, 2025, 7:30 PM" in the viewer's time zone, or null when not scheduled. */
export function formatDraftDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : draftDate.format(date);
}

export const DRAFT_TYPE_LABELS = { snake: 'Snake', auction: 'Auction' } as const;

/** 'Trade review: 24 hours'; with none, accepted trades complete at once. */
export function tradeReviewLabel(hours: number): string {
  return hours === 0 ? 'Trade review: none' : `Trade review: ${hours} hours`;
}

/** 'Trade deadline: week 8', or 'No trade deadline'. */
export function tradeDeadlineLabel(week: number | null): string {
  return week === null ? 'No trade deadline' : `Trade deadline: week ${week}`;
}

/** The review period's choices in the commissioner's form. */
export const TRADE_REVIEW_OPTIONS = TRADE_REVIEW_HOURS.map((hours) => ({
  value: String(hours),
  label: hours === 0 ? 'None: accepted trades complete at once' : `${hours} hours`,
}));

/** A replay's paces to choose from, fastest for trying a league out, slowest as it happened. */
export const PACE_OPTIONS = [
  { value: String(DEFAULT_WEEK_SECONDS), label: paceLabel(DEFAULT_WEEK_SECONDS) },
  { value: '3600', label: paceLabel(3600) },
  { value: '60', label: `${paceLabel(60)} (for testing)` },
  { value: String(REAL_WEEK_SECONDS), label: paceLabel(REAL_WEEK_SECONDS) },
];

/** The pace select's choices, with a league's own pace when it is none of the usual ones. */
export function paceOptions(weekSeconds: number | null): { value: string; label: string }[] {
  if (weekSeconds === null || PACE_OPTIONS.some((option) => option.value === String(weekSeconds))) {
    return PACE_OPTIONS;
  }
  return [...PACE_OPTIONS, { value: String(weekSeconds), label: paceLabel(weekSeconds) }];
}
