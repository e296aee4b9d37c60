/**
 * When each league setting may change. Some shape the draft (the roster), some the season as a
 * whole (the median game, a replay's pace: before the first game nothing is history yet), some
 * the bracket (the playoffs, the scoring); the rest may change at any time. The server refuses
 * a change out of its time (409) with `closedBecause`'s reason.
 */

export const CHANGE_WINDOWS = [
  'any time',
  'before the draft',
  'before the first game',
  'before the playoffs',
] as const;
export type ChangeWindow = (typeof CHANGE_WINDOWS)[number];

/** Each setting by its path in the settings document, with its name and when it may change. */
export const SETTING_RULES = {
  'league.name': { label: 'League name', when: 'any time' },
  'league.description': { label: 'Description', when: 'any time' },
  'league.isPublic': { label: 'Visibility', when: 'any time' },
  'league.maxTeams': { label: 'Maximum teams', when: 'before the draft' },
  'roster.bench': { label: 'Bench size', when: 'before the draft' },
  'roster.teamSlot': { label: 'TEAM slot', when: 'before the draft' },
  // Seeds and written playoff matchups stay as drawn (decision 027): a later rescore of the
  // regular season could not move them, so the scoring would disagree with the bracket.
  scoring: { label: 'Scoring', when: 'before the playoffs' },
  'trades.reviewHours': { label: 'Trade review hours', when: 'any time' },
  'trades.deadlineWeek': { label: 'Trade deadline week', when: 'any time' },
  'waivers.type': { label: 'Waiver type', when: 'any time' },
  'waivers.budget': { label: 'FAAB budget', when: 'any time' },
  'waivers.days': { label: 'Waiver days', when: 'any time' },
  'locks.lockMode': { label: 'Lock mode', when: 'any time' },
  'locks.finalGraceHours': { label: 'Grace hours', when: 'any time' },
  'season.weekSeconds': { label: 'Pace', when: 'before the first game' },
  'playoffs.teams': { label: 'Playoff teams', when: 'before the playoffs' },
  'playoffs.startWeek': { label: 'Playoff start week', when: 'before the playoffs' },
  'playoffs.roundWeeks': { label: 'Weeks per playoff round', when: 'before the playoffs' },
  'playoffs.consolation': { label: 'Consolation bracket', when: 'before the playoffs' },
  medianGame: { label: 'Median game', when: 'before the first game' },
} as const satisfies Record<string, { label: string; when: ChangeWindow }>;

export type SettingPath = keyof typeof SETTING_RULES;
export const SETTING_PATHS = Object.keys(SETTING_RULES) as [SettingPath, ...SettingPath[]];

/** Where a league stands, as far as its settings care. */
export interface LeagueStage {
  /** The league's draft has begun. */
  drafted: boolean;
  /** The league's first game has happened on its clock. */
  firstGamePlayed: boolean;
  /** The playoffs' seeds are drawn (when the regular season's last week turns final). */
  seeded: boolean;
  /** League time has reached the first playoff week's start. */
  playoffsStarted: boolean;
  /** The champion is crowned (a league without playoffs crowns the top of its standings). */
  crowned: boolean;
}

// What closes each window, the first that holds giving the reason. A league filled without a
// draft is past it once its season's games are under way.
const PAST: Record<Exclude<ChangeWindow, 'any time'>, [keyof LeagueStage, string][]> = {
  'before the draft': [
    ['drafted', 'the draft has begun'],
    ['firstGamePlayed', 'the season has begun'],
  ],
  'before the first game': [['firstGamePlayed', 'the season has begun']],
  // The seeds may be drawn after the first playoff week began (its grace period) or before it
  // (a gap in the pro calendar): either closes the playoffs' settings. A crowned league says so
  // first: a league without playoffs keeps the draw that crowned it as its seeds.
  'before the playoffs': [
    ['crowned', 'the champion is crowned'],
    ['seeded', 'the playoffs are seeded'],
    ['playoffsStarted', 'the playoffs have begun'],
  ],
};

/** Why this setting may not change now, or null when it may. */
export function closedBecause(path: SettingPath, stage: LeagueStage): string | null {
  const { label, when } = SETTING_RULES[path];
  if (when === 'any time') return null;
  const past = PAST[when].find(([fact]) => stage[fact]);
  return past ? `${label} can change only ${when}: ${past[1]}` : null;
}

/** Whether a setting may change now, and why not, as a settings document states it. */
interface WindowState {
  open: boolean;
  closedBecause: string | null;
}

/**
 * The windows of a settings document read before the league's first game, once that game has
 * happened on the league's clock: the settings it closes (those of the first game, and those of
 * the draft that were still open) close with the reason the server then gives, so a page left
 * open locks them at that moment rather than at its next read. The rest stay as read.
 */
export function windowsAfterFirstGame<W extends WindowState>(
  windows: Record<SettingPath, W>,
): Record<SettingPath, W> {
  const played: LeagueStage = {
    drafted: false,
    firstGamePlayed: true,
    seeded: false,
    playoffsStarted: false,
    crowned: false,
  };
  return Object.fromEntries(
    SETTING_PATHS.map((path) => {
      const window = windows[path];
      const reason = window.open ? closedBecause(path, played) : null;
      return [path, reason === null ? window : { ...window, open: false, closedBecause: reason }];
    }),
  ) as Record<SettingPath, W>;
}
