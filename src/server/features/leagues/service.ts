import { auctionBudgetProblem } from '../../../domain/auction';
import type { ScheduleDraftInput } from '../../../domain/contract/drafts';
import {
  type CreateLeagueInput,
  type League,
  type LeagueSettingsInput,
  type LeagueSummary,
  leagueSchema,
} from '../../../domain/contract/leagues';
import type {
  LeagueSettingsDoc,
  ScoringPatch,
  ScoringPreview,
  SettingsPatch,
} from '../../../domain/contract/settings';
import { draftDateProblem, draftRounds } from '../../../domain/draft';
import { commissionerId, DRAFT_SCHEDULE_CLOSED, SEASON_OVER } from '../../../domain/league-rules';
import { closedBecause } from '../../../domain/league-settings';
import { playerRegionsFor } from '../../../domain/regions';
import { leagueTeamOf } from '../../../domain/roster';
import { scoringOf } from '../../../domain/scoring';
import { firstDayProblem, newSeason, pause, resume } from '../../../domain/season-clock';
import { tradeDeadlinePassed } from '../../../domain/trades';
import type { DraftStatus, LeagueRegion } from '../../../domain/vocabulary';
import { waiversView } from '../../../domain/waivers';
import { reachLeague, reachLeaguePage, reachStoredPage } from '../../access/league-access';
import type { Db } from '../../db/client';
import { clockColumns, clockOf, leagueNow } from '../../db/league-clock';
import { rosterRulesOf } from '../../db/league-roster';
import type { LeagueWithMembers } from '../../db/records';
import { badRequest, conflict } from '../../errors';
import { serializerFor } from '../../plugins/serializer';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import {
  clockOfLeague,
  createSeasonService,
  playoffSettingsOf,
  rescoreWeeks,
  scheduleWeeks,
} from '../season';
import { createTeamIn, toTeam } from '../teams';
import { logCommissioner } from '../transactions';
import { LEAGUE_PAGE, type LeaguePageData, MY_LEAGUES_LIMIT } from './repository';
import {
  applySettings,
  groupedSettings,
  scoringChange,
  settingsContext,
  settingsDoc,
} from './settings';

export function toLeagueSummary(league: LeagueWithMembers): LeagueSummary {
  return {
    id: league.id,
    _id: league.id,
    name: league.name,
    description: league.description,
    creatorId: commissionerId(league) ?? '',
    memberIds: league.memberIds,
    maxTeams: league.maxTeams,
    isPublic: league.isPublic,
    regions: league.regions as LeagueRegion[],
    currentWeek: league.currentWeek,
    teamCount: league.teamCount,
  };
}

/** What a league's page shows only to some viewers. */
function viewerFields(league: LeagueWithMembers, viewerId: string) {
  const isMember = league.memberIds.includes(viewerId);
  return {
    inviteCode: isMember ? league.inviteCode : null,
    isMember,
    isCommissioner: commissionerId(league) === viewerId,
  };
}

export const LIVE_NEVER_PAUSES = 'A live season runs on real time: only a replay can be paused';
export const LIVE_NEVER_RESUMES = 'A live season runs on real time: only a replay can be resumed';
export const TOO_MANY_LEAGUES = `You are in ${MY_LEAGUES_LIMIT} leagues already, the most one account may be in`;

/**
 * Refuses (409) a new membership to a user already in as many leagues as their lists show:
 * one more would be in none of them.
 */
async function requireRoomForLeague(tx: Repositories, userId: string) {
  if ((await tx.leagues.lockedLeagueCount(userId)) >= MY_LEAGUES_LIMIT) {
    throw conflict(TOO_MANY_LEAGUES);
  }
}

export const NOTHING_TO_REPLAY =
  'No stored season of these regions to replay yet: choose a live season';

// The end of a kept page after the opening quote of its clock's `now`: 24 characters of an
// ISO 8601 time and '"}}'.
const KEPT_NOW_TAIL = 24 + 3;

// The league page as every viewer sees it; `viewerFields` are written after it per read.
const writeSharedPage = serializerFor(
  leagueSchema.omit({ inviteCode: true, isMember: true, isCommissioner: true }),
);

/** Leagues: browsing, creating, joining and the commissioner's settings. */
export function createLeaguesService(db: Db) {
  const repos = repositoriesOf(db);
  const { leagues } = repos;
  const season = createSeasonService(db);

  /** The league as its page shows it to this viewer. */
  const present = (
    league: LeagueWithMembers,
    page: LeaguePageData,
    viewerId: string,
    realNow = Date.now(),
  ): League => {
    const commissioner = commissionerId(league);
    const creator = page.members.find((member) => member.id === commissioner);
    const clock = clockOfLeague(league, page, realNow);
    const schedule = scheduleWeeks(league, page.weeks, page.calendar, Date.parse(clock.now));
    return {
      ...toLeagueSummary(league),
      creator: creator ? { id: creator.id, username: creator.username } : null,
      members: page.members.map((member) => ({ ...member, isCreator: member.id === commissioner })),
      teams: page.teams.map((team) =>
        leagueTeamOf(
          toTeam(
            { ...team, leagueId: league.id, leagueName: league.name },
            team.roster,
            team.points,
          ),
        ),
      ),
      playerPool: { regions: playerRegionsFor(league.regions as LeagueRegion[]), ...page.pool },
      schedule,
      scheduleWeeks: league.scheduleWeeks,
      draft: {
        dateTime: league.draftAt?.toISOString() ?? null,
        type: league.draftType as 'snake' | 'auction',
        pickSeconds: league.draftPickSeconds,
        status: (page.draftStatus ?? 'not_started') as DraftStatus,
        auctionBudget: league.auctionBudget,
        bidSeconds: league.bidSeconds,
        nominationSeconds: league.nominationSeconds,
      },
      trades: {
        reviewHours: league.tradeReviewHours,
        deadlineWeek: league.tradeDeadlineWeek,
        deadlinePassed: tradeDeadlinePassed(
          league.tradeDeadlineWeek,
          schedule.filter((week) => week.completed).map((week) => week.week),
        ),
      },
      waivers: waiversView(league, page.waiverOrder),
      roster: { bench: league.rosterBench, teamSlot: league.rosterTeamSlot },
      playoffs: {
        firstWeek: playoffSettingsOf(league, league.teamCount)?.startWeek ?? null,
        roundWeeks: league.playoffRoundWeeks,
        champion:
          page.teams
            .filter((team) => team.id === league.championTeamId)
            .map((team) => ({ id: team.id, name: team.name }))[0] ?? null,
      },
      clock,
      ...viewerFields(league, viewerId),
    };
  };

  /** One statement: the league, its access check and its whole page. */
  const detail = async (id: string, viewerId: string, inviteCode?: string) => {
    const { league, page } = await reachLeaguePage<LeaguePageData>(
      repos,
      id,
      viewerId,
      'read',
      LEAGUE_PAGE,
      { inviteCode },
    );
    return present(league, page, viewerId);
  };

  return {
    detail,

    /** The league page as JSON, kept between reads (decision 019) but for the viewer's fields. */
    async pageJson(id: string, viewerId: string, inviteCode?: string): Promise<Buffer> {
      const { league, json } = await reachStoredPage<LeaguePageData>(
        repos,
        id,
        viewerId,
        'read',
        LEAGUE_PAGE,
        'league',
        (league, page) => writeSharedPage(present(league, page, viewerId)),
        { inviteCode },
      );
      const viewer = viewerFields(league, viewerId);
      // The kept page ends with its clock's time, `"now":"<24 characters>"}}`: each read writes
      // the time it is read at in its place, then the viewer's own fields.
      const now = leagueNow(league).toISOString();
      const own = `${now}"},"inviteCode":${JSON.stringify(viewer.inviteCode)},"isMember":${viewer.isMember},"isCommissioner":${viewer.isCommissioner}}`;
      return Buffer.concat([json.subarray(0, json.length - KEPT_NOW_TAIL), Buffer.from(own)]);
    },

    async browse(userId: string, search?: string) {
      return (await leagues.browse(userId, search)).map(toLeagueSummary);
    },

    async mine(userId: string) {
      return (await leagues.leaguesOf(userId)).map(toLeagueSummary);
    },

    async create(userId: string, input: CreateLeagueInput): Promise<League> {
      const { season: choice, ...settings } = input;
      const realNow = Date.now();
      const regions = playerRegionsFor(input.regions);
      const stored = await repos.season.storedSeasons(regions, new Date(realNow));
      const from = choice?.mode === 'replay' ? choice.from : undefined;
      const outside = from === undefined ? null : firstDayProblem(from, stored);
      if (outside) throw badRequest(outside, 'season.from');
      const start = newSeason(choice, stored, realNow);
      if (!start) throw conflict(NOTHING_TO_REPLAY);
      const id = await inTransaction(db, async (tx) => {
        await requireRoomForLeague(tx, userId);
        const league = await tx.leagues.insert({
          ...settings,
          ...clockColumns(start.clock),
          seasonStart: new Date(start.seasonStart),
          clockDueAt: new Date(realNow),
          creatorId: userId,
        });
        await tx.leagues.addMember(league.id, userId);
        return league.id;
      });
      return { ...(await detail(id, userId)), promptCreateTeam: true };
    },

    /** Joining is becoming a member and creating one's team, in one step. */
    async join(
      userId: string,
      id: string,
      input: { teamName: string; inviteCode?: string | undefined },
    ) {
      await inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, id, userId, 'read', {
          inviteCode: input.inviteCode,
          lock: true,
        });
        // A member without a team (a league's creator) joins with one: no new membership.
        if (!league.memberIds.includes(userId)) await requireRoomForLeague(tx, userId);
        await createTeamIn(tx, league, userId, input.teamName);
        await tx.leagues.addMember(league.id, userId);
      });
      return detail(id, userId);
    },

    async scheduleDraft(userId: string, id: string, input: ScheduleDraftInput) {
      const league = await reachLeague(repos, id, userId, 'commissioner');
      if (await leagues.draftBegun(id)) throw conflict(DRAFT_SCHEDULE_CLOSED);
      const { pickSeconds, auctionBudget, bidSeconds, nominationSeconds } = input;
      const tooSmall =
        input.draftType === 'auction' &&
        auctionBudgetProblem(
          auctionBudget ?? league.auctionBudget,
          draftRounds(rosterRulesOf(league)),
        );
      if (tooSmall) throw badRequest(tooSmall, 'auctionBudget');
      const datePast = draftDateProblem(Date.parse(input.draftDateTime), Date.now());
      if (datePast) throw badRequest(datePast, 'draftDateTime');
      await leagues.update(id, {
        draftAt: new Date(input.draftDateTime),
        draftType: input.draftType,
        ...(pickSeconds === undefined ? {} : { draftPickSeconds: pickSeconds }),
        ...(auctionBudget === undefined ? {} : { auctionBudget }),
        ...(bidSeconds === undefined ? {} : { bidSeconds }),
        ...(nominationSeconds === undefined ? {} : { nominationSeconds }),
      });
      return detail(id, userId);
    },

    /** The league's settings as one document (any viewer of the league reads them). */
    async settings(userId: string, id: string): Promise<LeagueSettingsDoc> {
      const league = await reachLeague(repos, id, userId, 'read');
      return settingsDoc(league, await settingsContext(repos, league, Date.now()));
    },

    /** The commissioner changes any part of the settings, each in its time. */
    async changeSettings(userId: string, id: string, patch: SettingsPatch) {
      return inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, id, userId, 'commissioner', { lock: true });
        const realNow = Date.now();
        await applySettings(tx, league, userId, patch, realNow);
        const changed = await reachLeague(tx, id, userId, 'commissioner');
        return settingsDoc(changed, await settingsContext(tx, changed, realNow));
      });
    },

    /**
     * The last scored week's matchups as they stand and as they would under new scoring
     * values: the week is scored again with them in a transaction that is then undone.
     */
    async previewScoring(userId: string, id: string, patch: ScoringPatch): Promise<ScoringPreview> {
      const undone = Symbol('preview');
      let preview: ScoringPreview = { week: null, matchups: [] };
      await inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, id, userId, 'commissioner', { lock: true });
        // Values that could no longer be saved are not previewed either.
        const closed = closedBecause(
          'scoring',
          (await settingsContext(tx, league, Date.now())).stage,
        );
        if (closed) throw conflict(closed);
        const week = (await tx.season.weeksWithScores(id)).at(-1);
        if (week === undefined) return;
        const current = scoringOf(league.scoring);
        const scoring = scoringChange(current, patch)?.after ?? current;
        const before = await tx.season.weekScores(id, week);
        await rescoreWeeks(tx, { ...league, scoring }, [week], Date.now());
        const after = new Map(
          (await tx.season.weekScores(id, week)).map((row) => [row.matchupId, row]),
        );
        preview = {
          week,
          matchups: before.map((row) => ({
            ...row,
            newScoreA: after.get(row.matchupId)?.scoreA ?? row.scoreA,
            newScoreB: after.get(row.matchupId)?.scoreB ?? row.scoreB,
          })),
        };
        throw undone;
      }).catch((error: unknown) => {
        if (error !== undone) throw error;
      });
      return preview;
    },

    /** `PATCH /leagues/{id}`: the shorthand of a few settings; answers the league page. */
    async updateSettings(userId: string, id: string, input: LeagueSettingsInput) {
      await inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, id, userId, 'commissioner', { lock: true });
        await applySettings(tx, league, userId, groupedSettings(input), Date.now());
      });
      return detail(id, userId);
    },

    /** Stops a replay where it stands, or runs it again from there. */
    async setPaused(userId: string, id: string, paused: boolean) {
      await inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, id, userId, 'commissioner', { lock: true });
        const realNow = Date.now();
        const clock = clockOf(league);
        if (clock.mode !== 'replay')
          throw conflict(paused ? LIVE_NEVER_PAUSES : LIVE_NEVER_RESUMES);
        if (league.championTeamId) throw conflict(SEASON_OVER('replay controls'));
        if (paused === (clock.pausedAt !== null)) {
          throw conflict(paused ? 'The replay is paused already' : 'The replay is running already');
        }
        await logCommissioner(
          tx,
          league,
          userId,
          paused ? 'The commissioner paused the replay' : 'The commissioner resumed the replay',
          { action: paused ? 'pause' : 'resume' },
          realNow,
        );
        await tx.leagues.update(id, {
          ...clockColumns(paused ? pause(clock, realNow) : resume(clock, realNow)),
          clockDueAt: new Date(realNow),
          // A paused replay's waiver clear waits; running again, it is looked at at once.
          waiversDueAt: new Date(realNow),
        });
      });
      return detail(id, userId);
    },

    /**
     * A new invite code (the commissioner): the old code and the links carrying it no longer
     * let anyone see or join a private league.
     */
    async renewInviteCode(userId: string, id: string) {
      await inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, id, userId, 'commissioner', { lock: true });
        await tx.leagues.renewInviteCode(id);
        await logCommissioner(tx, league, userId, 'The commissioner made a new invite code', {
          action: 'invite-code',
        });
      });
      return detail(id, userId);
    },

    /** Set Schedule and Generate New Schedule: a round robin of `weeks` weeks. */
    async generateSchedule(userId: string, id: string, weeks: number) {
      await season.generateSchedule(userId, id, weeks);
      return detail(id, userId);
    },
  };
}

export type LeaguesService = ReturnType<typeof createLeaguesService>;
