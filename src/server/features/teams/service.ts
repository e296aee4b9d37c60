import {
  type Team,
  type TeamDetail,
  type TeamRoster,
  teamSchema,
} from '../../../domain/contract/teams';
import type { AddDropInput } from '../../../domain/contract/waivers';
import { DRAFT_RUNNING, SEASON_OVER } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import {
  type RosterShape,
  rosterBySlot,
  rosterShapeOfSlots,
  slotProblem,
} from '../../../domain/roster';
import type { LockMode } from '../../../domain/season-clock';
import type {
  LeagueRegion,
  PlayerPosition,
  PlayerRegion,
  RosterSlot,
} from '../../../domain/vocabulary';
import { CLAIM_REASONS, DROP_MAKES_NO_ROOM, placeAdded } from '../../../domain/waivers';
import { reachLeague, reachTeam, TEAM_NOT_FOUND } from '../../access/league-access';
import type { Db } from '../../db/client';
import { leagueNow } from '../../db/league-clock';
import type { PlayerCore } from '../../db/player-json';
import { statusMoment } from '../../db/player-status';
import type { LeagueWithMembers, TeamRecord } from '../../db/records';
import { badRequest, conflict, lineupLocked, notFound, uniqueViolation } from '../../errors';
import { serializerFor } from '../../plugins/serializer';
import { toPlayer } from '../players';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import { refuseNewTeamOnceBegun, scheduleNewTeam } from '../season';
import { voidOpenTrades, voidTradesHolding } from '../trades';
import { ON_WAIVERS, releaseToWaivers } from '../waivers';
import { TEAM_PAGE_PREFIX, type TeamWithRoster } from './repository';

export const BOT_OWNER = 'Bot';

/** A team made mid-draft would sit outside the draft's order and never get a pick. */
export const JOIN_DURING_DRAFT = 'The draft is under way; new teams can join once it is over';

export function toTeam(
  record: TeamRecord & Pick<Team, 'teamSlot'>,
  entries: readonly { slot: RosterSlot; player: PlayerCore }[],
  totalPoints = 0,
): Team {
  const players: TeamRoster = rosterBySlot(
    entries.map((entry) => ({ slot: entry.slot, player: toPlayer(entry.player) })),
  );
  return {
    id: record.id,
    name: record.name,
    owner: record.owner ?? BOT_OWNER,
    userId: record.userId,
    isBot: record.userId === null,
    leagueId: record.leagueId,
    leagueName: record.leagueName,
    teamSlot: record.teamSlot,
    // Points of the team's final regular-season matchups (the standings' points for).
    totalPoints,
    players,
  };
}

const writeTeam = serializerFor(teamSchema);

/** A team with its roster as the API shows it. */
const presentTeam = (team: TeamWithRoster): Team => toTeam(team, team.roster, team.points);

/** A league takes only players of its regions; a refusal names the request's player field. */
export function requirePlayerOfRegions(
  player: { name: string; region: string },
  regions: readonly PlayerRegion[],
  field: string,
): void {
  if (!regions.includes(player.region as PlayerRegion)) {
    throw badRequest(
      `${player.name} plays in ${player.region}, which this league does not include`,
      field,
    );
  }
}

/**
 * Refuses a slot that does not take the player (400, naming the request's slot field) or is
 * full (409).
 */
export function requireSlotFor(
  roster: RosterShape,
  slot: RosterSlot,
  position: PlayerPosition,
  field: string,
) {
  const problem = slotProblem(roster, slot, position);
  if (problem) {
    throw problem.kind === 'position'
      ? badRequest(problem.message, field)
      : conflict(problem.message);
  }
}

export const TEAM_NAME_TAKEN = (name: string) =>
  `A team named "${name}" already exists in this league`;

/**
 * Rules of teams and rosters: a player is on at most one team of a league, and only the owner
 * (the commissioner, for a bot team) changes a team; each change in one transaction.
 */
/** A drop or a lineup move of a player the team does not hold. */
const NOT_ON_TEAM = 'That player is not on this team';

export function createTeamsService(db: Db) {
  const repos = repositoriesOf(db);
  const { teams } = repos;

  /** The team with its lineup's locks now. */
  const detail = async (id: string): Promise<TeamDetail> => {
    const team = await teams.withRoster(id);
    const league = team && (await repos.leagues.findById(team.leagueId));
    if (!team || !league) throw notFound(TEAM_NOT_FOUND);
    const shown = presentTeam(team);
    const locks = await teams.lineupLocks(
      league,
      team.roster.map((entry) => entry.player.id),
    );
    const iso = (at: number) => new Date(at).toISOString();
    return {
      ...shown,
      lineup: {
        lockMode: league.lockMode as LockMode,
        locks: [...locks.lockAt].flatMap(([playerId, lockAt]) =>
          lockAt === null
            ? []
            : [{ playerId, lockAt: iso(lockAt), locked: locks.isLocked(playerId) }],
        ),
        nextLockAt: locks.nextLockAt === null ? null : iso(locks.nextLockAt),
        now: iso(locks.now),
      },
      champion: league.championTeamId === team.id,
      benchSize: league.rosterBench,
    };
  };

  /**
   * Refuses (409 LINEUP_LOCKED) a change to any of these players once he is locked: his game
   * has started, or locking by week the week's first game.
   */
  const requireUnlocked = async (
    tx: Repositories,
    league: LeagueWithMembers,
    players: readonly { id: string; name: string }[],
  ) => {
    const locks = await tx.teams.lineupLocks(
      league,
      players.map((player) => player.id),
    );
    const locked = players.find((player) => locks.isLocked(player.id));
    if (locked) throw lineupLocked(league.lockMode as LockMode, locked.name);
  };

  /** Refuses a player on waivers (409): he goes to the best claim at the clear. */
  const requireFreeAgent = async (
    tx: Repositories,
    league: LeagueWithMembers,
    player: { id: string; name: string },
  ) => {
    const status = (await tx.waivers.statuses(statusMoment(league))).of(player.id);
    if (status.status === 'waivers' && status.waiverUntil !== null) {
      throw conflict(ON_WAIVERS(player.name, status.waiverUntil));
    }
  };

  /** Puts a free agent on the team; the clock of his add starts the 24-hour rule. */
  const addFreeAgent = async (
    tx: Repositories,
    league: LeagueWithMembers,
    teamId: string,
    playerId: string,
    slot: RosterSlot,
  ) => {
    await tx.teams
      .addPlayer({
        teamId,
        leagueId: league.id,
        playerId,
        slot,
        acquired: 'free_agent',
        acquiredAt: leagueNow(league),
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) === undefined) throw error;
        throw conflict('That player or slot was just taken. Reload the team and try again.');
      });
  };

  /** Takes a player off a team: his waiver period starts, and offers counting on him end. */
  const dropPlayer = async (
    tx: Repositories,
    league: LeagueWithMembers,
    team: { id: string; name: string },
    player: { playerId: string; name: string },
  ) => {
    const released = await tx.teams.removePlayer(team.id, player.playerId);
    if (!released) throw notFound(NOT_ON_TEAM);
    const waiverUntil = await releaseToWaivers(tx, league, released);
    await voidTradesHolding(
      tx,
      [{ leagueId: league.id, playerId: player.playerId }],
      new Date(),
      () => `${player.name} left ${team.name}`,
    );
    return waiverUntil;
  };

  /** Writes a roster move into the league's transactions log. */
  const logMove = (
    tx: Repositories,
    league: LeagueWithMembers,
    entry: {
      teamId: string;
      userId: string;
      added?: { id: string; name: string };
      dropped?: { id: string; name: string };
      waiverUntil?: number | null;
    },
  ) => {
    const { added, dropped } = entry;
    const text = [added && `added ${added.name}`, dropped && `dropped ${dropped.name}`]
      .filter(Boolean)
      .join(', ');
    return tx.transactions.add([
      {
        leagueId: league.id,
        type: added ? 'add' : 'drop',
        teamId: entry.teamId,
        userId: entry.userId,
        leagueAt: leagueNow(league),
        text,
        detail: {
          ...(added ? { added } : {}),
          ...(dropped ? { dropped } : {}),
          ...(entry.waiverUntil ? { waiverUntil: new Date(entry.waiverUntil).toISOString() } : {}),
        },
      },
    ]);
  };

  return {
    /** A team as anyone who may see its league sees it. */
    async visibleDetail(id: string, userId: string): Promise<TeamDetail> {
      await reachTeam(repos, id, userId, 'read');
      return detail(id);
    },

    /** Teams of the leagues the user belongs to (bounded). */
    async visibleTo(userId: string) {
      return (await teams.withRostersInLeaguesOf(userId)).map(presentTeam);
    },

    /** The user's teams as JSON, each kept between reads (decision 019). */
    async ofUserJson(userId: string): Promise<string> {
      const list = await Promise.all(
        (await teams.storedOfUser(userId)).map(async (row) => {
          if (row.stored !== null) return row.stored;
          const json = writeTeam(presentTeam(row.team));
          await repos.leagues.storePage(row.leagueId, TEAM_PAGE_PREFIX + row.id, row.changes, json);
          return json;
        }),
      );
      return `[${list.join(',')}]`;
    },

    async create(userId: string, input: { name: string; leagueId: string }): Promise<TeamDetail> {
      const id = await inTransaction(db, async (tx) => {
        const league = await reachLeague(tx, input.leagueId, userId, 'member', {
          message: 'Join this league to create a team in it',
          lock: true,
        });
        return (await createTeamIn(tx, league, userId, input.name)).id;
      });
      return detail(id);
    },

    async addPlayer(userId: string, teamId: string, input: { playerId: string; slot: RosterSlot }) {
      await inTransaction(db, async (tx) => {
        const txTeams = tx.teams;
        const { team, league } = await reachTeam(tx, teamId, userId, 'owner');
        if (league.championTeamId) throw conflict(SEASON_OVER('waivers'));
        const player = await tx.players.findById(input.playerId);
        if (!player) throw notFound('Player not found');
        requirePlayerOfRegions(
          player,
          playerRegionsFor(league.regions as LeagueRegion[]),
          'playerId',
        );
        if (await tx.drafts.runningUnderLeagueLock(league.id)) throw conflict(DRAFT_RUNNING);
        await txTeams.lock(team.id);
        const holder = await txTeams.holderOf(league.id, player.id);
        if (holder) {
          throw conflict(
            holder.teamId === team.id
              ? `${player.name} is already on your team`
              : `${player.name} is already on ${holder.name}`,
          );
        }
        // A player on waivers (his game of the week may have started) is claimed, not added.
        await requireFreeAgent(tx, league, player);
        await requireUnlocked(tx, league, [player]);
        requireSlotFor(
          rosterShapeOfSlots(
            await txTeams.slotsInUse(team.id),
            await txTeams.rosterRules(league.id),
          ),
          input.slot,
          player.position as PlayerPosition,
          'slot',
        );
        await addFreeAgent(tx, league, team.id, player.id, input.slot);
        await logMove(tx, league, {
          teamId: team.id,
          userId,
          added: { id: player.id, name: player.name },
        });
      });
      return detail(teamId);
    },

    /**
     * A free agent in, and a player out if named, in one transaction: the add waits for nobody.
     * Of two managers adding one free agent at once, one gets him and the other a 409.
     */
    async addDrop(userId: string, teamId: string, input: AddDropInput) {
      await inTransaction(db, async (tx) => {
        const { team, league } = await reachTeam(tx, teamId, userId, 'owner');
        if (league.championTeamId) throw conflict(SEASON_OVER('waivers'));
        if (await tx.drafts.runningUnderLeagueLock(league.id)) throw conflict(DRAFT_RUNNING);
        await tx.teams.lock(team.id);
        const player = await tx.players.findById(input.addPlayerId);
        if (!player) throw notFound('Player not found');
        requirePlayerOfRegions(
          player,
          playerRegionsFor(league.regions as LeagueRegion[]),
          'addPlayerId',
        );
        const roster = await tx.teams.rosterEntries(team.id);
        const drop = input.dropPlayerId
          ? roster.find((entry) => entry.playerId === input.dropPlayerId)
          : undefined;
        if (input.dropPlayerId && !drop) throw notFound('The player to drop is not on this team');
        const holder = await tx.teams.holderOf(league.id, player.id);
        if (holder) {
          throw conflict(
            holder.teamId === team.id
              ? `${player.name} is already on your team`
              : `${player.name} is already on ${holder.name}`,
          );
        }
        await requireFreeAgent(tx, league, player);
        await requireUnlocked(tx, league, drop ? [player, drop] : [player]);
        const kept = roster.filter((entry) => entry !== drop);
        const shape = rosterShapeOfSlots(
          kept.map((entry) => entry.slot),
          await tx.teams.rosterRules(league.id),
        );
        const position = player.position as PlayerPosition;
        const slot = input.slot ?? placeAdded(shape, position, (drop?.slot as RosterSlot) ?? null);
        if (!slot) {
          throw conflict(drop ? DROP_MAKES_NO_ROOM(drop.name, position) : CLAIM_REASONS.rosterFull);
        }
        requireSlotFor(shape, slot, position, 'slot');
        const waiverUntil = drop ? await dropPlayer(tx, league, team, drop) : null;
        await addFreeAgent(tx, league, team.id, player.id, slot);
        await logMove(tx, league, {
          teamId: team.id,
          userId,
          added: { id: player.id, name: player.name },
          ...(drop ? { dropped: { id: drop.playerId, name: drop.name }, waiverUntil } : {}),
        });
      });
      return detail(teamId);
    },

    async removePlayer(userId: string, teamId: string, playerId: string) {
      await inTransaction(db, async (tx) => {
        const { team, league } = await reachTeam(tx, teamId, userId, 'owner');
        // A drop would put the player on waivers, which have closed with the season.
        if (league.championTeamId) throw conflict(SEASON_OVER('roster moves'));
        // A drop mid-draft would free a drafted player and a roster place the draft counts on.
        if (await tx.drafts.runningUnderLeagueLock(league.id)) throw conflict(DRAFT_RUNNING);
        await tx.teams.lock(team.id);
        const onTeam = (await tx.teams.rosterEntries(team.id)).some(
          (entry) => entry.playerId === playerId,
        );
        if (!onTeam) throw notFound(NOT_ON_TEAM);
        const player = await tx.players.findById(playerId);
        if (player) await requireUnlocked(tx, league, [player]);
        const name = player?.name ?? 'A player';
        const waiverUntil = await dropPlayer(tx, league, team, { playerId, name });
        await logMove(tx, league, {
          teamId: team.id,
          userId,
          dropped: { id: playerId, name },
          waiverUntil,
        });
      });
      return detail(teamId);
    },

    /**
     * Moves a rostered player to a slot. A starter slot's occupant takes the player's old slot
     * when he fits it; neither may be locked.
     */
    async moveInLineup(
      userId: string,
      teamId: string,
      input: { playerId: string; slot: RosterSlot },
    ) {
      await inTransaction(db, async (tx) => {
        const { team, league } = await reachTeam(tx, teamId, userId, 'owner');
        if (await tx.drafts.runningUnderLeagueLock(league.id)) throw conflict(DRAFT_RUNNING);
        await tx.teams.lock(team.id);
        const roster = await tx.teams.rosterEntries(team.id);
        const moving = roster.find((entry) => entry.playerId === input.playerId);
        if (!moving) throw notFound(NOT_ON_TEAM);
        if (moving.slot === input.slot) return;
        const occupant =
          input.slot === 'BENCH' ? undefined : roster.find((entry) => entry.slot === input.slot);
        await requireUnlocked(tx, league, occupant ? [moving, occupant] : [moving]);
        const others = roster.filter((entry) => entry !== moving && entry !== occupant);
        // The rules as they stand under the lock: a settings change may have just ended.
        const rules = await tx.teams.rosterRules(league.id);
        requireSlotFor(
          rosterShapeOfSlots(
            others.map((entry) => entry.slot),
            rules,
          ),
          input.slot,
          moving.position as PlayerPosition,
          'slot',
        );
        const moves = [{ playerId: moving.playerId, slot: input.slot }];
        if (occupant) {
          const problem = slotProblem(
            rosterShapeOfSlots([...others.map((entry) => entry.slot), input.slot], rules),
            moving.slot as RosterSlot,
            occupant.position as PlayerPosition,
          );
          if (problem) {
            throw conflict(
              `${occupant.name} holds ${input.slot} and cannot take ${moving.slot}: ${problem.message}`,
            );
          }
          moves.push({ playerId: occupant.playerId, slot: moving.slot as RosterSlot });
        }
        await tx.teams.setSlots(team.id, moves);
      });
      return detail(teamId);
    },

    async transfer(userId: string, teamId: string, newOwnerId: string) {
      await inTransaction(db, async (tx) => {
        const { teams: txTeams, leagues: txLeagues } = tx;
        const { team, league } = await reachTeam(tx, teamId, userId, 'transfer');
        if ((await txLeagues.usernames([newOwnerId])).size === 0) throw notFound('User not found');
        if (!league.memberIds.includes(newOwnerId)) {
          throw conflict('The new owner must be a member of this league');
        }
        await txLeagues.lock(league.id);
        // Against an answer to one of its trades at the same moment, which locks the team too.
        await txTeams.lock(team.id);
        if (await txTeams.teamOfUser(league.id, newOwnerId)) {
          throw conflict('That user already has a team in this league');
        }
        // The new owner made none of the team's offers: those still waiting for an answer end.
        await voidOpenTrades(
          tx,
          { pendingOfTeamId: team.id },
          new Date(),
          `${team.name} has a new owner`,
        );
        await txTeams.setOwner(team.id, newOwnerId);
      });
      return detail(teamId);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

/**
 * Creates a user's team in a league whose row the caller has locked: the league must have
 * room, the user no team yet, the name must be free, and no draft may be running (its order
 * of teams was fixed when it started).
 */
export async function createTeamIn(
  tx: Repositories,
  league: LeagueWithMembers,
  userId: string,
  name: string,
) {
  const { leagues, teams, drafts } = tx;
  if (await teams.teamOfUser(league.id, userId)) {
    throw conflict('You already have a team in this league');
  }
  if (await drafts.runningUnderLeagueLock(league.id)) throw conflict(JOIN_DURING_DRAFT);
  if ((await leagues.teamCount(league.id)) >= league.maxTeams) throw conflict('League is full');
  if (
    (await teams.namesInLeague(league.id)).some(
      (taken) => taken.toLowerCase() === name.toLowerCase(),
    )
  ) {
    throw conflict(TEAM_NAME_TAKEN(name));
  }
  const scheduled = await refuseNewTeamOnceBegun(tx, league, Date.now());
  const team = await teams.insert({ name, leagueId: league.id, userId });
  await scheduleNewTeam(tx, league, scheduled);
  return team;
}
