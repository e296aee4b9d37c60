import type { LeagueSettingsInput } from '../../../domain/contract/leagues';
import type {
  LeagueSettingsDoc,
  ScoringPatch,
  SettingsPatch,
} from '../../../domain/contract/settings';
import {
  closedBecause,
  type LeagueStage,
  SETTING_PATHS,
  SETTING_RULES,
  type SettingPath,
} from '../../../domain/league-settings';
import { playoffCalendarProblem, playoffStartWeek } from '../../../domain/playoffs';
import { playerRegionsFor } from '../../../domain/regions';
import { starterSlotsOf } from '../../../domain/roster';
import {
  isDefaultScoring,
  RULE_LABELS,
  type ScoringValues,
  scoringOf,
} from '../../../domain/scoring';
import {
  LIVE_HAS_NO_PACE,
  type LockMode,
  leagueTime,
  withPace,
} from '../../../domain/season-clock';
import { settingWords } from '../../../domain/setting-values';
import type { LeagueRegion, WaiverType } from '../../../domain/vocabulary';
import { weekBegun } from '../../../domain/weeks';
import { clockColumns, clockOf } from '../../db/league-clock';
import { rosterRulesOf } from '../../db/league-roster';
import type { LeagueWithMembers } from '../../db/records';
import type { LeagueRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { Repositories } from '../repositories';
import {
  firstGamePlayed,
  PLAYOFFS_IN_THE_PAST,
  playoffCalendarOf,
  playoffSettingsOf,
  rescoreWeeks,
  weeksFrom,
} from '../season';
import { logCommissioner } from '../transactions';
import { scheduleClears, startReverseStandings } from '../waivers';

export const BELOW_PLAYOFF_TEAMS = (teams: number) =>
  `Maximum teams cannot be below the playoffs' ${teams} teams: change the playoff teams first`;
export const BELOW_TEAMS = (teams: number) =>
  `Maximum teams cannot be below the ${teams} teams already in the league`;
export const BELOW_BENCH = (players: number) =>
  `Bench size cannot be below the ${players} players a team already has on its bench`;
export const TEAM_SLOT_IN_USE = 'The TEAM slot cannot be removed: a team has a player in it';
export const DEADLINE_PAST_SCHEDULE = (weeks: number) =>
  `Trade deadline week must be between 1 and ${weeks}, the schedule's weeks, or null for none`;

/** The column behind each setting that is one column. */
const COLUMNS = {
  'league.name': 'name',
  'league.description': 'description',
  'league.isPublic': 'isPublic',
  'league.maxTeams': 'maxTeams',
  'roster.bench': 'rosterBench',
  'roster.teamSlot': 'rosterTeamSlot',
  'trades.reviewHours': 'tradeReviewHours',
  'trades.deadlineWeek': 'tradeDeadlineWeek',
  'waivers.type': 'waiverType',
  'waivers.budget': 'faabBudget',
  'waivers.days': 'waiverDays',
  'locks.lockMode': 'lockMode',
  'locks.finalGraceHours': 'finalGraceHours',
  'playoffs.teams': 'playoffTeams',
  'playoffs.startWeek': 'playoffStartWeek',
  'playoffs.roundWeeks': 'playoffRoundWeeks',
  'playoffs.consolation': 'playoffConsolation',
  medianGame: 'medianGame',
} as const satisfies Partial<Record<SettingPath, keyof LeagueRow>>;

type Change = { path: SettingPath; value: unknown };

/** The league's shorthand settings (`PATCH /leagues/{id}`) as the grouped document's change. */
export function groupedSettings(input: LeagueSettingsInput): SettingsPatch {
  return {
    trades: { reviewHours: input.tradeReviewHours, deadlineWeek: input.tradeDeadlineWeek },
    waivers: { type: input.waiverType, budget: input.faabBudget, days: input.waiverDays },
    locks: { lockMode: input.lockMode, finalGraceHours: input.finalGraceHours },
    season: { weekSeconds: input.weekSeconds },
  };
}

/** Each field the patch sets, by its path in the settings document. */
function changesIn(patch: SettingsPatch): Change[] {
  return Object.entries(patch).flatMap(([group, part]): Change[] => {
    // Scoring is one setting of many values (`scoringChange`).
    if (part === undefined || group === 'scoring') return [];
    if (typeof part !== 'object' || part === null)
      return [{ path: group as SettingPath, value: part }];
    return Object.entries(part)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => ({ path: `${group}.${field}` as SettingPath, value }));
  });
}

/** The value of one setting in the document. */
function valueAt(doc: LeagueSettingsDoc, path: SettingPath): unknown {
  const [group, field] = path.split('.') as [keyof LeagueSettingsDoc, string | undefined];
  const part = doc[group];
  return field === undefined ? part : (part as Record<string, unknown>)[field];
}

/** What the settings depend on besides the league's row: its stage and its weeks. */
export async function settingsContext(
  tx: Repositories,
  league: LeagueWithMembers,
  realNow: number,
) {
  const regions = playerRegionsFor(league.regions as LeagueRegion[]);
  const calendar = await tx.season.gameDays(regions);
  const weeks = weeksFrom(league.seasonStart, calendar, league.scheduleWeeks ?? 1);
  const now = leagueTime(clockOf(league), realNow);
  // A schedule too short for the bracket as set has no playoffs.
  const calendarOfLeague = playoffCalendarOf(league);
  const firstWeek = playoffCalendarProblem(calendarOfLeague)
    ? null
    : playoffStartWeek(calendarOfLeague);
  // Nor has a league with fewer teams than the bracket: its weeks never turn to playoffs.
  const playoffs = playoffSettingsOf(league, league.teamCount);
  const stage: LeagueStage = {
    drafted: await tx.leagues.draftBegun(league.id),
    firstGamePlayed: await firstGamePlayed(tx, league, now),
    seeded: league.playoffSeeds !== null,
    playoffsStarted: weekBegun(weeks, playoffs?.startWeek ?? null, now),
    crowned: league.championTeamId !== null,
  };
  return { stage, firstWeek, weeks };
}

/** The league's settings as one document, with when each may change. */
export function settingsDoc(
  league: LeagueWithMembers,
  { stage, firstWeek }: Awaited<ReturnType<typeof settingsContext>>,
): LeagueSettingsDoc {
  const clock = clockOf(league);
  return {
    league: {
      name: league.name,
      description: league.description,
      isPublic: league.isPublic,
      maxTeams: league.maxTeams,
    },
    roster: {
      starters: starterSlotsOf(rosterRulesOf(league)),
      bench: league.rosterBench,
      teamSlot: league.rosterTeamSlot,
    },
    scoring: scoringOf(league.scoring),
    trades: { reviewHours: league.tradeReviewHours, deadlineWeek: league.tradeDeadlineWeek },
    waivers: {
      type: league.waiverType as WaiverType,
      budget: league.faabBudget,
      days: league.waiverDays,
    },
    locks: { lockMode: league.lockMode as LockMode, finalGraceHours: league.finalGraceHours },
    season: {
      mode: clock.mode,
      weekSeconds: clock.mode === 'replay' ? league.weekSeconds : null,
      weeks: league.scheduleWeeks,
    },
    playoffs: {
      teams: league.playoffTeams,
      startWeek: league.playoffStartWeek,
      firstWeek,
      roundWeeks: league.playoffRoundWeeks,
      consolation: league.playoffConsolation,
    },
    medianGame: league.medianGame,
    changes: Object.fromEntries(
      SETTING_PATHS.map((path) => {
        const reason =
          path === 'season.weekSeconds' && clock.mode !== 'replay'
            ? LIVE_HAS_NO_PACE
            : closedBecause(path, stage);
        return [
          path,
          { when: SETTING_RULES[path].when, open: reason === null, closedBecause: reason },
        ];
      }),
    ) as LeagueSettingsDoc['changes'],
  };
}

/**
 * Applies a change of settings in the caller's transaction, the league row locked: refuses any
 * setting out of its time (409) or that does not fit the league (400), writes the rest, and
 * logs every change (who, when, before and after) in the league's transactions log. Answers
 * the changes made.
 */
export async function applySettings(
  tx: Repositories,
  league: LeagueWithMembers,
  userId: string,
  patch: SettingsPatch,
  realNow: number,
) {
  const context = await settingsContext(tx, league, realNow);
  const before = settingsDoc(league, context);
  const changes = changesIn(patch).filter(({ path, value }) => valueAt(before, path) !== value);
  const scoring = patch.scoring && scoringChange(before.scoring, patch.scoring);
  if (scoring) changes.push({ path: 'scoring', value: scoring.after });
  const pace = changes.find(({ path }) => path === 'season.weekSeconds');
  if (pace && before.season.mode !== 'replay') throw conflict(LIVE_HAS_NO_PACE);
  for (const { path } of changes) {
    const reason = closedBecause(path, context.stage);
    if (reason) throw conflict(reason);
  }

  const values: Partial<LeagueRow> = {};
  for (const { path, value } of changes) {
    if (path in COLUMNS) Object.assign(values, { [COLUMNS[path as keyof typeof COLUMNS]]: value });
  }
  const after = { ...league, ...values };
  if (after.maxTeams < league.teamCount) {
    throw badRequest(BELOW_TEAMS(league.teamCount), 'league.maxTeams');
  }
  // Free agents may join rosters before the draft: a smaller roster must still hold them.
  if (after.rosterBench < league.rosterBench || (league.rosterTeamSlot && !after.rosterTeamSlot)) {
    const use = await tx.leagues.rosterUse(league.id);
    if (after.rosterBench < use.mostOnBench) {
      throw badRequest(BELOW_BENCH(use.mostOnBench), 'roster.bench');
    }
    if (!after.rosterTeamSlot && use.teamSlotUsed) {
      throw badRequest(TEAM_SLOT_IN_USE, 'roster.teamSlot');
    }
  }
  // A deadline after the schedule's last week would never come: the league has no deadline then.
  const deadline = changes.find(({ path }) => path === 'trades.deadlineWeek')?.value;
  const weeks = league.scheduleWeeks;
  if (typeof deadline === 'number' && weeks !== null && deadline > weeks) {
    throw badRequest(DEADLINE_PAST_SCHEDULE(weeks), 'trades.deadlineWeek');
  }
  // The bracket must fit the league and its schedule, once either is changed.
  if (changes.some(({ path }) => path.startsWith('playoffs.') || path === 'league.maxTeams')) {
    // Once its first game has been played a scheduled league takes no new team: the bracket
    // must fit the teams it has.
    const closed = context.stage.firstGamePlayed && league.scheduleWeeks !== null;
    const problem = playoffCalendarProblem({
      ...playoffCalendarOf(after),
      leagueTeams: closed ? league.teamCount : after.maxTeams,
    });
    // The problem is the bracket as a whole: it is named by the first playoff field changed.
    const field = changes.find(({ path }) => path.startsWith('playoffs.'))?.path;
    // A maximum lowered alone below the bracket says so in its own words.
    if (problem && !field && after.maxTeams < after.playoffTeams) {
      throw badRequest(BELOW_PLAYOFF_TEAMS(after.playoffTeams), 'league.maxTeams');
    }
    if (problem) throw badRequest(problem, field ?? 'league.maxTeams');
    // Only a bracket moved to another first week can land in the past; a first week that
    // stays is the playoffs' own window (`closedBecause`).
    const first = playoffStartWeek(playoffCalendarOf(after));
    const moved = first !== context.firstWeek;
    if (moved && weekBegun(context.weeks, first, leagueTime(clockOf(league), realNow))) {
      throw conflict(PLAYOFFS_IN_THE_PAST(first!));
    }
  }
  if (pace) {
    Object.assign(values, clockColumns(withPace(clockOf(league), realNow, pace.value as number)));
  }
  // Riot's values are kept as none of the league's own.
  if (scoring) values.scoring = isDefaultScoring(scoring.after) ? null : scoring.after;
  if (changes.length === 0) return changes;

  // Weeks and locks may move: the season's scheduler looks at the league again.
  await tx.leagues.update(league.id, { ...values, clockDueAt: new Date(realNow) });
  // An open draft room shows the league's name and its rounds (one per starter slot).
  await tx.events.publish({ kind: 'league', leagueId: league.id });
  const newType = changes.find(({ path }) => path === 'waivers.type')?.value;
  const updated = { ...league, ...values };
  if (newType === 'reverse-standings') await startReverseStandings(tx, updated, realNow);
  // The next clear keeps its league time, which a new pace moves to another real time.
  if (pace) await scheduleClears(tx, [updated], realNow);
  // Bids count only in a FAAB league: the pending claims of a league leaving it keep none.
  if (newType !== undefined && newType !== 'faab') await tx.waivers.clearPendingBids(league.id);
  // Every week scored so far is scored again under the new values, in this transaction.
  if (scoring) {
    await rescoreWeeks(
      tx,
      { ...after, scoring: values.scoring ?? null },
      await tx.season.weeksWithScores(league.id),
      realNow,
    );
  }
  const described = [
    ...changes
      .filter(({ path }) => path !== 'scoring')
      .map(({ path, value }) => ({
        path: path as string,
        label: SETTING_RULES[path].label,
        before: valueAt(before, path),
        after: value,
      })),
    ...(scoring?.rules ?? []),
  ];
  await logCommissioner(
    tx,
    league,
    userId,
    `The commissioner changed ${described
      .map(
        ({ path, label, before, after }) =>
          `${named(label)} from ${shown(path, before)} to ${shown(path, after)}`,
      )
      .join(', ')}`,
    {
      action: 'settings',
      changes: Object.fromEntries(
        described.map(({ path, before, after }) => [path, { before, after }]),
      ),
    },
    realNow,
  );
  return changes;
}

/**
 * The league's scoring values with the patch's new ones, and each rule it changes (as the log
 * names it: 'kill points'); null when it changes none.
 */
export function scoringChange(before: ScoringValues, patch: ScoringPatch) {
  const after: ScoringValues = {
    player: { ...before.player, ...patch.player },
    team: { ...before.team, ...patch.team },
  };
  const rules = (['player', 'team'] as const).flatMap((group) =>
    Object.entries(after[group])
      .filter(([rule, value]) => (before[group] as Record<string, number>)[rule] !== value)
      .map(([rule, value]) => ({
        path: `scoring.${group}.${rule}`,
        label: `${group === 'team' ? 'team ' : ''}${RULE_LABELS[rule as keyof typeof RULE_LABELS].toLowerCase()} points`,
        before: (before[group] as Record<string, number>)[rule],
        after: value,
      })),
  );
  return rules.length === 0 ? null : { after, rules };
}

// A setting's name inside a sentence: 'waiver days', but 'FAAB budget' and 'TEAM slot'.
const named = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
// A value inside the log's sentence: a count as a number (its label names the unit), money and
// pace, codes and switches in the words the league's pages use ('$100', '1 week per hour',
// 'rolling', 'on'), a text as written, nothing as 'none', a long text cut (the entry's detail
// keeps it whole).
const SHOWN_LENGTH = 60;
const COUNTED_IN_WORDS = new Set(['waivers.budget', 'season.weekSeconds']);
const shown = (path: string, value: unknown) => {
  const words =
    typeof value === 'number' && !COUNTED_IN_WORDS.has(path) ? null : settingWords(path, value);
  const text = words ? named(words) : value === null || value === undefined ? '' : String(value);
  if (text.trim() === '') return 'none';
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1).trimEnd()}…` : text;
};
