import type { LeagueSettingsDoc } from '../../../domain/contract/settings';
import {
  type ChangeWindow,
  SETTING_RULES,
  type SettingPath,
} from '../../../domain/league-settings';
import { DAY_MS, HOUR_MS, REAL_WEEK_SECONDS } from '../../../domain/season-clock';
import {
  PLAYOFF_ROUND_WEEKS,
  PLAYOFF_TEAMS,
  TRADE_REVIEW_HOURS,
  WAIVER_TYPES,
} from '../../../domain/vocabulary';
import { paceLabel } from '../../lib/league/season-clock-labels';
import { settingValueText, WAIVER_TYPE_LABELS } from '../../lib/league/setting-values';

/** The settings page's choices and the words around them. */

/** 'Before the draft', 'Any time'. */
export const whenLabel = (when: ChangeWindow) => when[0]!.toUpperCase() + when.slice(1);

type Option = { value: string; label: string };

export const TRADE_REVIEW_OPTIONS: Option[] = TRADE_REVIEW_HOURS.map((hours) => ({
  value: String(hours),
  label: hours === 0 ? 'None: trades complete at once' : `${hours} hours`,
}));

/** How each waiver type settles claims, for the commissioner choosing one. */
export const WAIVER_TYPE_OPTIONS: Option[] = WAIVER_TYPES.map((type) => ({
  value: type,
  label: WAIVER_TYPE_LABELS[type],
}));

export const WAIVER_TYPE_HELP = {
  faab: 'Blind bids from a season budget; the highest wins.',
  rolling: 'The first team in the order wins and goes to the end.',
  'reverse-standings': 'The worst record claims first, each week.',
} as const;

export const LOCK_MODE_OPTIONS: Option[] = [
  { value: 'player', label: 'Per player' },
  { value: 'week', label: 'Whole week' },
];

export const LOCK_MODE_HELP = {
  player: 'Each player locks at his first game of the week.',
  week: "The whole lineup locks at the week's first game.",
} as const;

export const PLAYOFF_TEAM_OPTIONS: Option[] = PLAYOFF_TEAMS.map((teams) => ({
  value: String(teams),
  label: String(teams),
}));

export const ROUND_WEEK_OPTIONS: Option[] = PLAYOFF_ROUND_WEEKS.map((weeks) => ({
  value: String(weeks),
  label: weeks === 1 ? '1 week' : `${weeks} weeks`,
}));

// A week number chosen in a select: its option's value.
export const NO_WEEK = 'none';

/** Weeks 1 to the season's last (20 while no schedule is set), and any week already chosen. */
function weekOptions(from: number, weeks: number | null, chosen: number | null): Option[] {
  const last = Math.max(weeks ?? 20, chosen ?? 0);
  return Array.from({ length: Math.max(0, last - from + 1) }, (_, index) => {
    const week = from + index;
    return { value: String(week), label: `Week ${week}` };
  });
}

export const deadlineOptions = (weeks: number | null, chosen: number | null): Option[] => [
  { value: NO_WEEK, label: 'No deadline' },
  ...weekOptions(1, weeks, chosen),
];

/** The regular season needs a week, so the playoffs start in week 2 at the earliest. */
export function playoffStartOptions(
  weeks: number | null,
  chosen: number | null,
  afterRegularSeason: number | null,
): Option[] {
  const after = afterRegularSeason === null ? '' : ` (week ${afterRegularSeason})`;
  return [
    { value: NO_WEEK, label: `After the regular season${after}` },
    ...weekOptions(2, weeks, chosen),
  ];
}

/** A replay's usual paces, as buttons beside the seconds a week. */
export const PACE_PRESETS = [DAY_MS / 1000, HOUR_MS / 1000, 60, REAL_WEEK_SECONDS].map(
  (seconds) => ({ seconds, label: paceLabel(seconds) }),
);

/** What each scoring key is worth in words. */
const SCORING_LABELS: Record<string, string> = {
  kill: 'Kill',
  death: 'Death',
  assist: 'Assist',
  cs: 'Creep score (each)',
  tripleKill: 'Triple kill',
  quadraKill: 'Quadra kill',
  pentaKill: 'Penta kill',
  tenKillsOrAssists: '10+ kills or assists',
  win: 'Win',
  dragon: 'Dragon',
  baron: 'Baron',
  tower: 'Tower',
  firstBlood: 'First blood',
  fastWin: 'Win under 30 minutes',
};

export const scoringLabel = (key: string) => SCORING_LABELS[key] ?? key;

/** '+2', '−0.5', '+0.01': a sign on every value, a true minus. */
export const pointsText = (points: number) => (points < 0 ? `−${Math.abs(points)}` : `+${points}`);

export interface SummaryGroup {
  title: string;
  rows: { label: string; value: string }[];
}

/** The league page's short read of the settings: each group, each setting in words. */
export function settingsSummary(doc: LeagueSettingsDoc): SummaryGroup[] {
  const row = (path: SettingPath, value: unknown) => ({
    label: SETTING_RULES[path].label,
    value: settingValueText(path, value),
  });
  const { league, roster, trades, waivers, locks, season, playoffs } = doc;
  const startWeek =
    playoffs.startWeek === null && playoffs.firstWeek !== null
      ? `After the regular season (week ${playoffs.firstWeek})`
      : settingValueText('playoffs.startWeek', playoffs.startWeek);
  return [
    {
      title: 'League',
      rows: [row('league.isPublic', league.isPublic), row('league.maxTeams', league.maxTeams)],
    },
    {
      title: 'Roster',
      rows: [
        { label: 'Starters', value: roster.starters.join(' · ') },
        row('roster.bench', roster.bench),
        row('roster.teamSlot', roster.teamSlot),
      ],
    },
    {
      title: 'Scoring',
      rows: [
        ...(['kill', 'death', 'assist'] as const).map((key) => ({
          label: scoringLabel(key),
          value: pointsText(doc.scoring.player[key] ?? 0),
        })),
        { label: 'Team win', value: pointsText(doc.scoring.team.win ?? 0) },
      ],
    },
    {
      title: 'Trades',
      rows: [
        row('trades.reviewHours', trades.reviewHours),
        row('trades.deadlineWeek', trades.deadlineWeek),
      ],
    },
    {
      title: 'Waivers',
      rows: [
        row('waivers.type', waivers.type),
        ...(waivers.type === 'faab' ? [row('waivers.budget', waivers.budget)] : []),
        row('waivers.days', waivers.days),
      ],
    },
    {
      title: 'Locks',
      rows: [
        row('locks.lockMode', locks.lockMode),
        row('locks.finalGraceHours', locks.finalGraceHours),
      ],
    },
    {
      title: 'Season',
      rows: [
        { label: 'Season mode', value: season.mode === 'replay' ? 'Replay' : 'Live' },
        {
          label: 'Schedule',
          value: season.weeks === null ? 'Not set yet' : `${season.weeks} weeks`,
        },
        ...(season.mode === 'replay' ? [row('season.weekSeconds', season.weekSeconds)] : []),
        row('medianGame', doc.medianGame),
      ],
    },
    {
      title: 'Playoffs',
      rows: [
        row('playoffs.teams', playoffs.teams),
        { label: SETTING_RULES['playoffs.startWeek'].label, value: startWeek },
        row('playoffs.roundWeeks', playoffs.roundWeeks),
        row('playoffs.consolation', playoffs.consolation),
      ],
    },
  ];
}
