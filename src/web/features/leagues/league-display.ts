import { IconLock, IconWorld } from '@tabler/icons-react';
import type { League } from '../../../domain/contract/leagues';
import { DEFAULT_WEEK_SECONDS, paceLabel, REAL_WEEK_SECONDS } from '../../../domain/season-clock';
import { WAIVER_TYPE_LABELS } from '../../../domain/setting-values';
import type { LeagueRegion, WaiverType } from '../../../domain/vocabulary';
import { CLEAR_HOUR } from '../../../domain/waivers';
import { DEFAULT_SEASON_WEEKS } from '../../../domain/weeks';

/** Which pro leagues feed each league region. */
export const REGION_LEAGUES: Record<LeagueRegion, string> = {
  AMERICAS: 'LCS · LTA North · LTA South',
  EMEA: 'LEC',
  CHINA: 'LPL',
  KOREA: 'LCK',
};

/** Who may find and join a league, for the forms that choose it. */
export const VISIBILITY = [
  {
    value: 'public',
    label: 'Public',
    icon: IconWorld,
    text: 'Anyone can see and join your league',
  },
  {
    value: 'private',
    label: 'Private',
    icon: IconLock,
    text: 'Only people you invite can join your league',
  },
] as const;

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

/**
 * The line under the trade rules. A trade holding a player whose game has started waits for
 * the week's end however short the review, so "at once" says so.
 */
export function tradeRulesNote(reviewHours: number): string {
  return reviewHours === 0
    ? 'Accepted trades complete at once, or when the week ends if a player in them is locked.'
    : 'The commissioner may veto an accepted trade while it is in review.';
}

/** 'Trade deadline: week 8', or 'No trade deadline'. */
export function tradeDeadlineLabel(week: number | null): string {
  return week === null ? 'No trade deadline' : `Trade deadline: week ${week}`;
}

/** A replay's paces to choose from, fastest for trying a league out, slowest as it happened. */
export const PACE_OPTIONS = [
  { value: String(DEFAULT_WEEK_SECONDS), label: paceLabel(DEFAULT_WEEK_SECONDS) },
  { value: '3600', label: paceLabel(3600) },
  { value: '60', label: `${paceLabel(60)} (for testing)` },
  { value: String(REAL_WEEK_SECONDS), label: paceLabel(REAL_WEEK_SECONDS) },
];

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

/**
 * How a clear settles claims under each waiver type (decision 025): reverse standings moves a
 * winner to the end as rolling does, and each week starts again from the worst record.
 */
export const WAIVER_RULES: Record<WaiverType, string> = {
  faab: 'The highest blind bid wins a player; ties go to the team higher in the order.',
  rolling: 'The first team in the order with a claim takes its player and goes to the end.',
  'reverse-standings':
    'Each week the order starts again from the worst record; the first team in it with a claim takes its player and goes to the end.',
};
