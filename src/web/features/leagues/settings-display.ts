import type { LeagueSettingsDoc } from '../../../domain/contract/settings';
import {
  type ChangeWindow,
  SETTING_RULES,
  type SettingPath,
} from '../../../domain/league-settings';
import { DEFAULT_SCORING, RULE_LABELS } from '../../../domain/scoring';
import { DAY_MS, HOUR_MS, paceLabel, REAL_WEEK_SECONDS } from '../../../domain/season-clock';
import { settingValueText, WAIVER_TYPE_LABELS } from '../../../domain/setting-values';
import {
  PLAYOFF_ROUND_WEEKS,
  PLAYOFF_TEAMS,
  plural,
  TRADE_REVIEW_HOURS,
  WAIVER_TYPES,
} from '../../../domain/vocabulary';
import { savedValue } from './league-settings-form';

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
  label: plural(weeks, 'week'),
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

/** 'After the regular season (week 8)': the first playoff week when none is set. */
const afterRegularSeason = (firstWeek: number | null) =>
  firstWeek === null ? 'After the regular season' : `After the regular season (week ${firstWeek})`;

/** The regular season needs a week, so the playoffs start in week 2 at the earliest. */
export function playoffStartOptions(
  weeks: number | null,
  chosen: number | null,
  firstWeek: number | null,
): Option[] {
  return [
    { value: NO_WEEK, label: afterRegularSeason(firstWeek) },
    ...weekOptions(2, weeks, chosen),
  ];
}

/** A replay's usual paces, as buttons beside the seconds a week. */
export const PACE_PRESETS = [DAY_MS / 1000, HOUR_MS / 1000, 60, REAL_WEEK_SECONDS].map(
  (seconds) => ({ seconds, label: paceLabel(seconds) }),
);

/** A scoring rule in words. */
export const scoringLabel = (key: string) => RULE_LABELS[key as keyof typeof RULE_LABELS] ?? key;

/** '+2', '−0.5', '+0.01': a sign on every value, a true minus. */
export const pointsText = (points: number) => (points < 0 ? `−${Math.abs(points)}` : `+${points}`);

export interface SummaryGroup {
  title: string;
  rows: { label: string; value: string }[];
}

type Scoring = LeagueSettingsDoc['scoring'];
// The values every summary shows; the others show only where they differ from Riot's.
const HEADLINE_RULES = { player: ['kill', 'death', 'assist'], team: ['win'] } as const;

/**
 * The scoring in short: kill, death, assist and team win, then every other value the league
 * changed from Riot's, or a line saying the rest are Riot's.
 */
export function scoringSummary(scoring: Scoring): SummaryGroup['rows'] {
  const row = (group: 'player' | 'team', rule: string) => ({
    label: group === 'team' ? `Team ${scoringLabel(rule).toLowerCase()}` : scoringLabel(rule),
    value: pointsText((scoring[group] as Record<string, number>)[rule] ?? 0),
  });
  const headline = [
    ...HEADLINE_RULES.player.map((rule) => row('player', rule)),
    ...HEADLINE_RULES.team.map((rule) => row('team', rule)),
  ];
  const differs = (group: 'player' | 'team', shown: readonly string[]) =>
    Object.keys(scoring[group])
      .filter(
        (rule) =>
          !shown.includes(rule) &&
          (scoring[group] as Record<string, number>)[rule] !==
            (DEFAULT_SCORING[group] as Record<string, number>)[rule],
      )
      .map((rule) => row(group, rule));
  const changed = [
    ...differs('player', HEADLINE_RULES.player),
    ...differs('team', HEADLINE_RULES.team),
  ];
  return changed.length > 0
    ? [...headline, ...changed]
    : [...headline, { label: 'Every other value', value: "Riot's" }];
}

/** 'Replay' or 'Live'. */
export const seasonModeText = (mode: LeagueSettingsDoc['season']['mode']) =>
  mode === 'replay' ? 'Replay' : 'Live';

/** '9 weeks', or that no schedule is set. */
export const scheduleText = (weeks: number | null) =>
  weeks === null ? 'Not set yet' : plural(weeks, 'week');

/** The league page's short read of the settings: each group, each setting in words. */
export function settingsSummary(doc: LeagueSettingsDoc): SummaryGroup[] {
  const rows = (...paths: SettingPath[]) =>
    paths.map((path) => ({
      label: SETTING_RULES[path].label,
      value: settingValueText(path, savedValue(doc, path)),
    }));
  const { roster, waivers, season, playoffs } = doc;
  return [
    { title: 'League', rows: rows('league.isPublic', 'league.maxTeams') },
    {
      title: 'Roster',
      rows: [
        { label: 'Starters', value: roster.starters.join(' · ') },
        ...rows('roster.bench', 'roster.teamSlot'),
      ],
    },
    { title: 'Scoring', rows: scoringSummary(doc.scoring) },
    { title: 'Trades', rows: rows('trades.reviewHours', 'trades.deadlineWeek') },
    {
      title: 'Waivers',
      // The budget only where bids count.
      rows: rows(
        'waivers.type',
        ...(waivers.type === 'faab' ? (['waivers.budget'] as const) : []),
        'waivers.days',
      ),
    },
    { title: 'Locks', rows: rows('locks.lockMode', 'locks.finalGraceHours') },
    {
      title: 'Season',
      rows: [
        { label: 'Season mode', value: seasonModeText(season.mode) },
        { label: 'Schedule', value: scheduleText(season.weeks) },
        ...rows(
          ...(season.mode === 'replay' ? (['season.weekSeconds'] as const) : []),
          'medianGame',
        ),
      ],
    },
    {
      title: 'Playoffs',
      rows: rows(
        'playoffs.teams',
        'playoffs.startWeek',
        'playoffs.roundWeeks',
        'playoffs.consolation',
      ).map((row) =>
        // No week set: say which week the schedule gives.
        row.label === SETTING_RULES['playoffs.startWeek'].label && playoffs.startWeek === null
          ? { ...row, value: afterRegularSeason(playoffs.firstWeek) }
          : row,
      ),
    },
  ];
}
