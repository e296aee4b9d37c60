import { z } from 'zod';
import type { LeagueClock, ScheduleWeek } from '../../../domain/contract/leagues';
import type { Playoffs } from '../../../domain/contract/playoffs';
import {
  type Matchup,
  type MatchupStarter,
  type MatchupTeam,
  matchupSchema,
  type StandingsEntry,
} from '../../../domain/contract/season';
import { SEASON_BEGUN_NO_NEW_TEAMS, SEASON_OVER } from '../../../domain/league-rules';
import { PLAYOFF_ROUND_DECIDED, playoffCalendarProblem } from '../../../domain/playoffs';
import { playerRegionsFor } from '../../../domain/regions';
import { starterSlotsOf } from '../../../domain/roster';
import { roundRobin } from '../../../domain/schedule';
import { scoringOf } from '../../../domain/scoring';
import {
  clockView,
  finalAt,
  firstGameHappened,
  type LockMode,
  leagueTime,
  realTimeOf,
  type WeekWindow,
  weekStatusAt,
} from '../../../domain/season-clock';
import { computeStandings } from '../../../domain/standings';
import type { LeagueRegion } from '../../../domain/vocabulary';
import {
  DEFAULT_SEASON_WEEKS,
  type FantasyWeek,
  fantasyWeeks,
  weekBegun,
  weekLabel,
} from '../../../domain/weeks';
import {
  LEAGUE_NOT_FOUND,
  reachLeague,
  reachLeaguePage,
  reachStoredPage,
} from '../../access/league-access';
import type { Db } from '../../db/client';
import type { PutOffRule } from '../../db/due-leagues';
import { scoringJson } from '../../db/game-points';
import { type ClockedLeague, clockOf, leagueNow } from '../../db/league-clock';
import type { Calendar } from '../../db/pro-calendar';
import type { LeagueWithMembers } from '../../db/records';
import type { LeagueRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { invalidateEvents } from '../../plugins/events';
import { serializerFor } from '../../plugins/serializer';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import { logCommissioner } from '../transactions';
import {
  advancePlayoffs,
  decidedPlayoffWeeks,
  PLAYOFFS_IN_THE_PAST,
  playoffCalendarOf,
  playoffSettingsOf,
  playoffsView,
  SCHEDULE_AFTER_PLAYOFFS_BEGAN,
} from './playoffs';
import {
  PLAYOFFS_PAGE,
  type PlayoffsInput,
  STANDINGS_PAGE,
  type StandingsInput,
  type StarterPlayer,
  type WeekMatchup,
  type WeekView,
  weekPage,
} from './repository';
import type { WeekTarget } from './week-scoring-repository';

export const SCHEDULE_BEFORE_DEADLINE = (deadline: number) =>
  `The trade deadline is week ${deadline}: the schedule must reach it, or the deadline move first`;
export const SCHEDULE_AFTER_SEEDS = 'The playoffs are seeded: the schedule can no longer change';
export const SCHEDULE_WITHOUT_PLAYOFFS = (problem: string) =>
  `${problem}: change the playoffs on the settings page first`;
export const WEEK_NOT_STARTED = (week: number) =>
  `Week ${week} has not started yet on the league’s clock`;
export const SCHEDULE_DROPS_SCORES = (week: number) =>
  `The schedule cannot end before week ${week}: it has scores`;

// Every starter slot a league may have, in the order screens list them.
const STARTER_ORDER: string[] = starterSlotsOf({ teamSlot: true });

const writeMatchups = serializerFor(z.array(matchupSchema));

/** The league's first `count` fantasy weeks, from its season start or the calendar's first game. */
export function weeksFrom(seasonStart: Date | null, calendar: Calendar, count: number) {
  const days = calendar.days.map((day) => new Date(`${day}T00:00:00Z`));
  const first = calendar.first === null ? undefined : new Date(calendar.first);
  return fantasyWeeks(days, count, seasonStart ?? first);
}

/**
 * Weeks in the league's schedule: as set, or as far as its matchups go. The playoffs' later
 * rounds have no matchups until the round before is decided, but are in the schedule.
 */
export const scheduleLength = (
  league: Pick<LeagueRow, 'scheduleWeeks'>,
  matchupWeeks: readonly { week: number }[] | number,
): number => {
  const played =
    typeof matchupWeeks === 'number'
      ? matchupWeeks
      : matchupWeeks.reduce((last, row) => Math.max(last, row.week), 0);
  return Math.max(played, league.scheduleWeeks ?? 0);
};

/** A league's settings that its weeks and clock depend on. */
export type LeagueTiming = ClockedLeague &
  Pick<LeagueRow, 'seasonStart' | 'finalGraceHours' | 'lockMode'>;

// Fantasy weeks looked at when no schedule says how many: more than a season holds.
const WEEKS_LOOKED_AT = 60;

/**
 * Each scheduled week with its real dates and its status at league time `now`, for the league
 * page: `weeks` are the scheduled weeks (and whether each is final), `calendar` the pro games of
 * the league's regions.
 */
export function scheduleWeeks(
  league: LeagueTiming & Pick<LeagueRow, 'scheduleWeeks'>,
  weeks: readonly { week: number; completed: boolean }[],
  calendar: Calendar,
  now: number,
): ScheduleWeek[] {
  if (weeks.length === 0) return [];
  const length = scheduleLength(league, weeks);
  const final = new Set(weeks.filter((row) => row.completed).map((row) => row.week));
  return weeksFrom(league.seasonStart, calendar, length).map((week) => ({
    week: week.week,
    start: week.start.toISOString(),
    end: week.end.toISOString(),
    label: weekLabel(week),
    hasGames: week.hasGames,
    completed: final.has(week.week),
    status: weekStatusAt(windowOf(week), now, league.finalGraceHours, final.has(week.week)),
  }));
}

/**
 * A new schedule replaces only what has not been played. It may not end before a week with
 * scores (their results would go), nor move the playoffs' first week once that week, or the
 * week it would move to, has begun on the league's clock: the settings refuse the same move,
 * and a bracket drawn into a week played as a regular one would count that week twice.
 * `realNow` is the real time the league's clock is read at.
 */
async function requirePlayedWeeksKept(
  tx: Repositories,
  league: LeagueWithMembers,
  weeks: number,
  teamCount: number,
  realNow: number,
): Promise<void> {
  const lastScored = (await tx.season.weeksWithScores(league.id)).at(-1);
  if (lastScored !== undefined && weeks < lastScored) {
    throw conflict(SCHEDULE_DROPS_SCORES(lastScored));
  }
  const before = playoffSettingsOf(league, teamCount)?.startWeek ?? null;
  const after =
    playoffSettingsOf({ ...league, scheduleWeeks: weeks }, teamCount)?.startWeek ?? null;
  // A league's first schedule places its playoffs: there was no first week to move.
  if (before === after || league.scheduleWeeks === null) return;
  const calendar = await tx.season.gameDays(playerRegionsFor(league.regions as LeagueRegion[]));
  const windows = weeksFrom(league.seasonStart, calendar, Math.max(weeks, league.scheduleWeeks));
  const now = leagueNow(league, realNow).getTime();
  if (weekBegun(windows, before, now)) throw conflict(SCHEDULE_AFTER_PLAYOFFS_BEGAN);
  if (after !== null && weekBegun(windows, after, now)) {
    throw conflict(PLAYOFFS_IN_THE_PAST(after));
  }
}

/** Round-robin pairings of `teamIds` for `weeks` weeks; the weeks already scored stay. */
async function drawSchedule(tx: Repositories, leagueId: string, teamIds: string[], weeks: number) {
  const keep = (await tx.season.scoredWeeks(leagueId)).filter((week) => week <= weeks);
  const fresh = new Map(
    roundRobin(teamIds, weeks)
      .map((pairings, index) => [index + 1, pairings] as const)
      .filter(([week]) => !keep.includes(week)),
  );
  await tx.season.replaceUnscoredWeeks(leagueId, fresh, keep);
  await tx.leagues.update(leagueId, { scheduleWeeks: weeks, clockDueAt: new Date() });
}

/** Whether the league's first game has been played at league time `now`. */
export async function firstGamePlayed(
  tx: Repositories,
  league: Pick<LeagueRow, 'regions' | 'seasonStart'>,
  now: number,
): Promise<boolean> {
  const regions = playerRegionsFor(league.regions as LeagueRegion[]);
  return firstGameHappened(await tx.season.firstGameFrom(regions, league.seasonStart), now);
}

/**
 * Refuses a team new to a league whose schedule is being played: once the league's first game
 * has been played on its clock, as a season-long league closes its teams at its first game.
 * Before that, and in a league without matchups (a season length set alone draws none), every
 * new team is welcome. Returns the league's last week with matchups (0 without any), for
 * `scheduleNewTeam`.
 */
export async function refuseNewTeamOnceBegun(
  tx: Repositories,
  league: LeagueRow,
  realNow: number,
): Promise<number> {
  const scheduled = await tx.season.lastWeek(league.id);
  if (scheduled > 0 && (await firstGamePlayed(tx, league, leagueNow(league, realNow).getTime()))) {
    throw conflict(SEASON_BEGUN_NO_NEW_TEAMS);
  }
  return scheduled;
}

/**
 * A team new to a league (`league` read before it came, and `refuseNewTeamOnceBegun` passed,
 * which gave `scheduled`, the last week with matchups) plays every week of the schedule: the
 * weeks not yet scored are drawn again with it. A league without matchups draws them later with
 * every team.
 */
export async function scheduleNewTeam(
  tx: Repositories,
  league: LeagueRow,
  scheduled: number,
): Promise<void> {
  if (league.scheduleWeeks === null || scheduled === 0) return;
  const teamIds = (await tx.season.teamsOf(league.id)).map((team) => team.id);
  await drawSchedule(tx, league.id, teamIds, league.scheduleWeeks);
}

const windowOf = (week: FantasyWeek): WeekWindow => ({
  week: week.week,
  start: week.start.getTime(),
  end: week.end.getTime(),
});

/** The league's clock as its page shows it, at real time `realNow`. */
export function clockOfLeague(
  league: LeagueTiming & Pick<LeagueRow, 'scheduleWeeks' | 'championTeamId'>,
  page: {
    weeks: readonly { week: number; completed: boolean }[];
    calendar: Calendar;
    gameTimes: readonly number[];
    gameTimesSince: number;
    firstGameAt: number | null;
  },
  realNow: number,
): LeagueClock {
  const clock = clockOf(league);
  const now = leagueTime(clock, realNow);
  // After its last week a season stays in that week (final once it is). Without a schedule the
  // clock tells the week of the season a default schedule would have: the week a schedule
  // drawn now would be in.
  const length = scheduleLength(league, page.weeks) || DEFAULT_SEASON_WEEKS;
  const view = clockView({
    now,
    seasonStart: league.seasonStart?.getTime() ?? null,
    weeks: weeksFrom(league.seasonStart, page.calendar, length).map(windowOf),
    finalised: new Set(page.weeks.filter((row) => row.completed).map((row) => row.week)),
    graceHours: league.finalGraceHours,
    lockMode: league.lockMode as LockMode,
    gameTimes: page.gameTimes.map(Number),
    gameTimesSince: Number(page.gameTimesSince),
  });
  return {
    mode: clock.mode,
    from: clock.mode === 'replay' ? (league.seasonStart?.toISOString() ?? null) : null,
    weekSeconds: clock.mode === 'replay' ? clock.weekSeconds : null,
    paused: clock.pausedAt !== null,
    lockMode: league.lockMode as LockMode,
    finalGraceHours: league.finalGraceHours,
    week: view.week,
    weekStatus: view.weekStatus,
    games: view.games,
    // Once the champion is crowned the season is over: no lock is to come.
    nextLockAt:
      view.nextLockAt === null || league.championTeamId
        ? null
        : new Date(view.nextLockAt).toISOString(),
    firstGameAt:
      page.firstGameAt === null ? null : new Date(Number(page.firstGameAt)).toISOString(),
    now: new Date(now).toISOString(),
  };
}

/**
 * A week to score at real time `realNow`: its games up to the league's time, final once its end
 * plus the grace has passed; null while the week has not begun.
 */
export function weekTarget(
  league: LeagueTiming & Pick<LeagueRow, 'id' | 'scoring'>,
  week: FantasyWeek,
  weeksInSchedule: number,
  realNow: number,
): WeekTarget | null {
  const now = leagueTime(clockOf(league), realNow);
  const window = windowOf(week);
  const status = weekStatusAt(window, now, league.finalGraceHours);
  if (status === 'upcoming') return null;
  return {
    leagueId: league.id,
    week: week.week,
    start: week.start,
    end: week.end,
    weeksInSchedule,
    cutoff: new Date(now),
    final: status === 'final',
    scoring: scoringJson(scoringOf(league.scoring)),
  };
}

/**
 * Scores these weeks of the league again, in the caller's transaction, as its clock stands
 * (after corrected data or a change of its scoring values): final weeks keep final, with their
 * winners decided again from the new scores. The weeks of a decided playoff round are left as
 * they are: the next round and the champion were drawn from them.
 */
export async function rescoreWeeks(
  tx: Repositories,
  league: LeagueWithMembers,
  weeks: readonly number[],
  realNow: number,
): Promise<void> {
  if (weeks.length === 0) return;
  const decided = await decidedPlayoffWeeks(tx, league);
  const length = await tx.season.lastWeek(league.id);
  const calendar = await tx.season.gameDays(playerRegionsFor(league.regions as LeagueRegion[]));
  const windows = weeksFrom(league.seasonStart, calendar, length);
  await tx.season.scoreWeeks(
    weeks.flatMap((week) => {
      const window = decided.has(week) ? undefined : windows[week - 1];
      const target = window && weekTarget(league, window, scheduleLength(league, length), realNow);
      return target ? [target] : [];
    }),
  );
}

/**
 * When a league's clock is next due, in real time: the first moment after its time now when a
 * game starts, a week opens, or a scheduled week not final yet becomes final; null if none will
 * come (a paused replay, a live league waiting for data).
 */
function nextDueAt(
  league: LeagueTiming,
  weeks: readonly WeekWindow[],
  scheduled: number,
  final: ReadonlySet<number>,
  nextGameAt: number | null,
  realNow: number,
): number | null {
  const clock = clockOf(league);
  const now = leagueTime(clock, realNow);
  const moments = [
    ...(nextGameAt === null ? [] : [nextGameAt]),
    ...weeks.map((week) => week.start),
    ...weeks
      .slice(0, scheduled)
      .filter((week) => !final.has(week.week))
      .map((week) => finalAt(week, league.finalGraceHours)),
  ].filter((at) => at > now);
  if (moments.length === 0) return null;
  return realTimeOf(clock, Math.min(...moments), realNow);
}

/** The season: schedule, weekly scoring from real games, matchups and standings. */
export function createSeasonService(db: Db) {
  const repos = repositoriesOf(db);

  /**
   * The commissioner's league, its row locked until `tx` ends. Every change to a league's season
   * takes the league's row first, as the clock's rounds do, so two changes at once queue rather
   * than each lock what the other waits for.
   */
  const lockAsCommissioner = (tx: Repositories, id: string, userId: string) =>
    reachLeague(tx, id, userId, 'commissioner', { lock: true });

  /** The league's fantasy weeks with their real date windows. */
  const weeksOf = async (tx: Repositories, league: LeagueWithMembers, count: number) => {
    const regions = playerRegionsFor(league.regions as LeagueRegion[]);
    return weeksFrom(league.seasonStart, await tx.season.gameDays(regions), count);
  };

  /** Refuses a week outside the schedule (400), or any week without one. */
  const requireScheduled = (length: number, week: number) => {
    if (length === 0) throw badRequest('This league has no schedule yet. Generate one first.');
    if (week < 1 || week > length)
      throw badRequest(`Week ${week} is not in the schedule (weeks 1–${length})`);
  };

  /** A scheduled week and its real date window, for scoring it. */
  const requireWeek = async (tx: Repositories, league: LeagueWithMembers, week: number) => {
    const length = scheduleLength(league, await tx.season.lastWeek(league.id));
    requireScheduled(length, week);
    const window = (await weeksOf(tx, league, length))[week - 1];
    if (!window) throw badRequest('No real games are known for this league’s regions yet');
    return { window, length };
  };

  /** A week's view after a change to it (the caller has checked access already). */
  const weekView = async (leagueId: string, week: number): Promise<WeekView> => {
    const found = await repos.leagues.findWithPage<WeekView>(leagueId, weekPage(week));
    if (!found) throw notFound(LEAGUE_NOT_FOUND);
    return found.page;
  };

  /**
   * A week of matchups as its pages show them. Until the seeds are drawn, the playoff weeks
   * hold the round robin's matchups only as placeholders, which the bracket replaces: none of
   * them is shown, so a playoff week never names a pairing the bracket will not play.
   */
  const shownMatchups = (league: LeagueWithMembers, week: number, page: WeekView) => {
    const firstPlayoffWeek = playoffSettingsOf(league, league.teamCount)?.startWeek;
    const placeholder =
      league.playoffSeeds === null && firstPlayoffWeek !== undefined && week >= firstPlayoffWeek;
    return placeholder ? [] : presentMatchups(page);
  };

  /** A week of matchups as the pages show them, from one read of the week. */
  const presentMatchups = ({
    matchups: rows,
    teams,
    stored,
    lines,
    current,
  }: WeekView): Matchup[] => {
    const teamById = new Map(teams.map((team) => [team.id, team]));
    const team = (id: string): MatchupTeam =>
      teamById.get(id) ?? { id, name: 'Removed team', owner: '' };
    const linesOf = (row: WeekMatchup, teamId: string, slot: string, playerId: string) =>
      lines
        .filter(
          (line) =>
            line.matchupId === row.id &&
            line.teamId === teamId &&
            line.slot === slot &&
            line.player.id === playerId,
        )
        .map(({ gameId, playedAt, opponent, win, points }) => ({
          gameId,
          playedAt: new Date(playedAt).toISOString(),
          opponent,
          win,
          points,
        }));
    const startersOf = (row: WeekMatchup, teamId: string): MatchupStarter[] => {
      const list: MatchupStarter[] = row.completed
        ? // A final week's starters are stored with their points.
          stored
            .filter((s) => s.matchupId === row.id && s.teamId === teamId)
            .map((s) => ({
              slot: s.slot,
              player: s.player,
              points: s.points,
              games: s.games,
              lines: linesOf(row, teamId, s.slot, s.player.id),
            }))
        : liveStarters(row, teamId);
      return list.sort((a, b) => STARTER_ORDER.indexOf(a.slot) - STARTER_ORDER.indexOf(b.slot));
    };
    /**
     * A week not final: who starts now, and whoever held a starting slot for a game counted so
     * far, with those games' points (none before the week is first scored).
     */
    const liveStarters = (row: WeekMatchup, teamId: string): MatchupStarter[] => {
      const starters = new Map<string, MatchupStarter>();
      const add = (slot: string, player: StarterPlayer) => {
        const key = `${slot} ${player.id}`;
        if (starters.has(key)) return;
        const games = row.scored ? linesOf(row, teamId, slot, player.id) : [];
        const points = games.reduce((sum, game) => sum + game.points, 0);
        starters.set(key, {
          slot,
          player,
          points: row.scored ? Math.round(points * 100) / 100 : null,
          games: row.scored ? games.length : null,
          lines: games,
        });
      };
      for (const entry of current) if (entry.teamId === teamId) add(entry.slot, entry.player);
      for (const line of lines) {
        if (line.matchupId !== row.id || line.teamId !== teamId) continue;
        add(line.slot, line.player);
      }
      return [...starters.values()];
    };
    return rows.map((row) => {
      const home = team(row.homeTeamId);
      const away = team(row.awayTeamId);
      return {
        id: row.id,
        week: row.week,
        teamA: home,
        teamB: away,
        scoreA: row.homeScore,
        scoreB: row.awayScore,
        winner: row.winnerTeamId,
        homeTeam: home.name,
        awayTeam: away.name,
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        completed: row.completed,
        scored: row.scored,
        countedTo: row.countedTo === null ? null : new Date(row.countedTo).toISOString(),
        winnerUpdated: row.winnerUpdated,
        isTie: row.isTie,
        stage: row.stage,
        starters: { home: startersOf(row, home.id), away: startersOf(row, away.id) },
      };
    });
  };

  return {
    /**
     * One round of the league clocks: takes up to `limit` leagues that are due, scores each
     * week of theirs that has begun and is not final (final once its end plus the grace has
     * passed: winners and the next week follow, once), tells their members, and sets when each
     * is due next. Answers how many leagues it handled. With `only`, that league alone.
     */
    async advanceClocks(limit: number, only?: string): Promise<number> {
      const realNow = Date.now();
      return inTransaction(db, async (tx) => {
        const due = await tx.season.claimDueLeagues(limit, only);
        if (due.length === 0) return 0;
        const calendars = new Map<string, Calendar>();
        const targets: WeekTarget[] = [];
        const next: { leagueId: string; at: Date | null }[] = [];
        for (const { league, lastWeek, finalWeeks, nextGameAt, teamCount } of due) {
          const regions = playerRegionsFor(league.regions as LeagueRegion[]);
          const key = regions.join(',');
          const calendar = calendars.get(key) ?? (await tx.season.gameDays(regions));
          calendars.set(key, calendar);
          const weeks = weeksFrom(
            league.seasonStart,
            calendar,
            Math.max(lastWeek, WEEKS_LOOKED_AT),
          );
          const final = new Set(finalWeeks);
          // A week that may move the bracket is the last this round makes final for the league:
          // a later week becomes final once the bracket has written its matchups (at once, in
          // the next round), never as the regular week the seeding replaces.
          const bracketFrom = playoffSettingsOf(league, teamCount)?.startWeek ?? null;
          // Settings or a schedule changed after the week that seeds the bracket (or ends a
          // season without one) was final: that step happens now, before any later week is
          // scored as a regular one, and the league is looked at again at once.
          const lastFinal = Math.max(0, ...finalWeeks);
          const stepMissed =
            lastFinal > 0 &&
            league.championTeamId === null &&
            (bracketFrom === null
              ? league.scheduleWeeks !== null && lastFinal >= league.scheduleWeeks
              : league.playoffSeeds === null && lastFinal >= bracketFrom - 1);
          if (stepMissed && (await advancePlayoffs(tx, league, lastFinal, realNow))) {
            next.push({ leagueId: league.id, at: new Date(realNow) });
            continue;
          }
          let bracketStep = false;
          let waiting = false;
          for (const week of weeks.slice(0, lastWeek)) {
            if (final.has(week.week)) continue;
            // The current week moves on through the whole schedule, a bracket's rounds to come
            // included.
            const target = weekTarget(league, week, scheduleLength(league, lastWeek), realNow);
            if (!target) continue;
            if (target.final && bracketStep) {
              waiting = true;
              continue;
            }
            targets.push(target);
            if (target.final) {
              final.add(week.week);
              bracketStep = bracketFrom !== null && week.week >= bracketFrom - 1;
            }
          }
          const at = waiting
            ? realNow
            : nextDueAt(league, weeks.map(windowOf), lastWeek, final, nextGameAt, realNow);
          next.push({ leagueId: league.id, at: at === null ? null : new Date(at) });
        }
        await tx.season.scoreWeeks(targets);
        // A final week may seed the playoffs, decide a round or crown the champion; a bracket
        // that moved has new weeks to look at at once.
        const leagueById = new Map(due.map((row) => [row.league.id, row.league]));
        for (const target of targets.filter((t) => t.final)) {
          const league = leagueById.get(target.leagueId)!;
          if (await advancePlayoffs(tx, league, target.week, realNow)) {
            const entry = next.find((row) => row.leagueId === league.id);
            if (entry) entry.at = new Date(realNow);
            // Later targets of this league read the seeds just kept.
            leagueById.set(league.id, (await tx.leagues.findById(league.id)) ?? league);
          }
        }
        // Each week becomes final here once: its managers hear their result.
        await tx.notifications.weekResults(targets.filter((target) => target.final));
        await tx.season.setDue(next);
        const members = await tx.season.membersOf([...new Set(targets.map((t) => t.leagueId))]);
        await tx.events.publishAll([
          ...invalidateEvents(due.map((row) => row.league.id)),
          ...targets.map((target) => ({
            kind: 'user' as const,
            userIds: members.get(target.leagueId) ?? [],
            news: {
              type: 'scores' as const,
              leagueId: target.leagueId,
              week: target.week,
              final: target.final,
            },
          })),
        ]);
        return due.length;
      });
    },

    /** The leagues whose clocks are due, first due first. */
    dueClocks: (limit: number) => repos.season.clocksDue.ids(limit),

    /** Puts off a league's clock for `ms`: its round failed. */
    putOffClock: (leagueId: string, rule: PutOffRule) =>
      repos.season.clocksDue.putOff(leagueId, rule),

    /** A new round-robin schedule; weeks already scored stay as they were. */
    async generateSchedule(userId: string, leagueId: string, weeks: number) {
      await inTransaction(db, async (tx) => {
        const league = await lockAsCommissioner(tx, leagueId, userId);
        if (league.championTeamId) throw conflict(SEASON_OVER('schedule changes'));
        if (league.playoffSeeds) throw conflict(SCHEDULE_AFTER_SEEDS);
        // A deadline past the schedule's end would never come.
        if (league.tradeDeadlineWeek !== null && weeks < league.tradeDeadlineWeek) {
          throw conflict(SCHEDULE_BEFORE_DEADLINE(league.tradeDeadlineWeek));
        }
        const teamIds = (await tx.season.teamsOf(leagueId)).map((team) => team.id);
        if (teamIds.length < 2) throw conflict('A schedule needs at least 2 teams in the league');
        await requirePlayedWeeksKept(tx, league, weeks, teamIds.length, Date.now());
        // Playoffs the commissioner placed in a week must keep their weeks, as the settings
        // require (teams may still join: their number is the settings' to judge).
        if (league.playoffStartWeek !== null) {
          const problem = playoffCalendarProblem(
            playoffCalendarOf({ ...league, scheduleWeeks: weeks }),
          );
          if (problem) throw conflict(SCHEDULE_WITHOUT_PLAYOFFS(problem));
        }
        await drawSchedule(tx, leagueId, teamIds, weeks);
        await logCommissioner(
          tx,
          league,
          userId,
          `The commissioner made a new schedule of ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
          { action: 'schedule', weeks },
        );
      });
    },

    /** A week's matchups as JSON, kept between reads (decision 019). */
    async matchupsJson(userId: string, leagueId: string, week: number): Promise<Buffer> {
      const { json } = await reachStoredPage<WeekView>(
        repos,
        leagueId,
        userId,
        'read',
        weekPage(week),
        `week:${week}`,
        (league, page) => {
          // A scheduled week whose matchups are not drawn yet (a later playoff round) has none.
          requireScheduled(scheduleLength(league, page.lastWeek), week);
          return writeMatchups(shownMatchups(league, week, page));
        },
      );
      return json;
    },

    /**
     * Rescore week N: scores a week from the starters' real games that have happened on the
     * league's clock (the scheduler does the same by itself); running it again replaces the
     * result. A week over on the clock is final.
     */
    async calculate(userId: string, leagueId: string, week: number): Promise<Matchup[]> {
      const league = await inTransaction(db, async (tx) => {
        const league = await lockAsCommissioner(tx, leagueId, userId);
        const { window, length } = await requireWeek(tx, league, week);
        if ((await decidedPlayoffWeeks(tx, league)).has(week)) {
          throw conflict(PLAYOFF_ROUND_DECIDED(week));
        }
        if (league.championTeamId) throw conflict(SEASON_OVER('rescores'));
        const target = weekTarget(league, window, length, Date.now());
        if (!target) throw conflict(WEEK_NOT_STARTED(week));
        await tx.season.scoreWeeks([target]);
        await logCommissioner(tx, league, userId, `The commissioner rescored week ${week}`, {
          action: 'rescore',
          week,
        });
        return league;
      });
      return shownMatchups(league, week, await weekView(leagueId, week));
    },

    async evaluateWins(userId: string, leagueId: string, week: number): Promise<Matchup[]> {
      const league = await inTransaction(db, async (tx) => {
        const league = await lockAsCommissioner(tx, leagueId, userId);
        const { window, length } = await requireWeek(tx, league, week);
        // The champion was crowned from these results: they stand.
        if (league.championTeamId) throw conflict(SEASON_OVER('rescores'));
        // A week not begun has no scores to set winners from.
        if (!weekTarget(league, window, length, Date.now())) throw conflict(WEEK_NOT_STARTED(week));
        await tx.season.evaluateWins(leagueId, week);
        await logCommissioner(
          tx,
          league,
          userId,
          `The commissioner set the winners of week ${week} from its scores`,
          { action: 'evaluate-wins', week },
        );
        return league;
      });
      return shownMatchups(league, week, await weekView(leagueId, week));
    },

    /** Recomputes every player's totals and rescores every week already scored. */
    async updateStats(userId: string, leagueId: string): Promise<{ message: string }> {
      const scored = await inTransaction(db, async (tx) => {
        const league = await lockAsCommissioner(tx, leagueId, userId);
        // Once the champion is crowned the results stand: the players' totals alone are
        // recomputed.
        const scored = league.championTeamId ? [] : await tx.season.scoredWeeks(leagueId);
        await tx.players.recomputeTotals();
        await rescoreWeeks(tx, league, scored, Date.now());
        await logCommissioner(tx, league, userId, 'The commissioner updated all stats', {
          action: 'update-stats',
          weeks: scored,
        });
        return scored;
      });
      return {
        message: `Player stats recomputed; ${scored.length} scored ${scored.length === 1 ? 'week' : 'weeks'} recalculated.`,
      };
    },

    /** The league's playoff bracket, live. */
    async playoffs(userId: string, leagueId: string): Promise<Playoffs> {
      const { league, page } = await reachLeaguePage<PlayoffsInput>(
        repos,
        leagueId,
        userId,
        'read',
        PLAYOFFS_PAGE,
      );
      return playoffsView(league, page);
    },

    async standings(userId: string, leagueId: string): Promise<StandingsEntry[]> {
      const { league, page } = await reachLeaguePage<StandingsInput>(
        repos,
        leagueId,
        userId,
        'read',
        STANDINGS_PAGE,
      );
      return computeStandings(page.teams, page.results, { medianGame: league.medianGame });
    },
  };
}

export type SeasonService = ReturnType<typeof createSeasonService>;
