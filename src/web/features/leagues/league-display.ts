import type { League } from '../../../domain/contract/leagues';
import { DEFAULT_WEEK_SECONDS, REAL_WEEK_SECONDS } from '../../../domain/season-clock';
import {
  type LeagueRegion,
  TRADE_REVIEW_HOURS,
  WAIVER_TYPES,
  type WaiverType,
} from '../../../domain/vocabulary';
import { CLEAR_HOUR } from '../../../domain/waivers';
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

export const WAIVER_TYPE_LABELS: Record<WaiverType, string> = {
  faab: 'FAAB',
  rolling: 'Rolling',
  'reverse-standings': 'Reverse standings',
};

/** How each waiver type settles claims, for the commissioner choosing one. */
export const WAIVER_TYPE_OPTIONS = WAIVER_TYPES.map((type) => ({
  value: type,
  label: {
    faab: 'FAAB: blind bids from a season budget',
    rolling: 'Rolling: a winner goes to the end of the order',
    'reverse-standings': 'Reverse standings: worst record first, each week',
  }[type],
}));

/** '$100'. */
export const dollars = (amount: number) => `$${amount}`;

/** 'players wait 2 days', or, with no waiting days, until the next clear. */
function waitLabel(days: number): string {
  if (days === 0) return 'players wait for the next clear';
  return `players wait ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The league's waivers in words: 'FAAB · $100 budget · players wait 2 days · claims clear
 * daily at 03:00 league time'; a budget only where bids count.
 */
export function waiverSettingsLine(waivers: { type: WaiverType; budget: number; days: number }) {
  const clearHour = String(CLEAR_HOUR).padStart(2, '0');
  return [
    WAIVER_TYPE_LABELS[waivers.type],
    waivers.type === 'faab' ? `${dollars(waivers.budget)} budget` : null,
    waitLabel(waivers.days),
    `claims clear daily at ${clearHour}:00 league time`,
  ]
    .filter(Boolean)
    .join(' · ');
}
