import { canManageTeam, commissionerId } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import {
  emptyRoster,
  type RosterShape,
  type RosterSlot,
  rosterShapeOfSlots,
  slotProblem,
} from '../../../domain/roster';
import type { LeagueRegion, PlayerPosition, PlayerRegion, Team } from '../../../domain/types';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../errors';
import { createDraftsRepository } from '../drafts/repository';
import { reachLeague } from '../leagues/access';
import { createLeaguesRepository, type LeagueWithMembers } from '../leagues/repository';
import { createPlayersRepository } from '../players/repository';
import { toPlayer } from '../players/service';
import { createSeasonRepository } from '../season/repository';
import { createTeamsRepository, type RosterEntry, type TeamRecord } from './repository';

export const BOT_OWNER = 'Bot';

export const DRAFT_RUNNING = 'Rosters are locked while the draft is running; draft players instead';

export function toTeam(record: TeamRecord, entries: RosterEntry[], totalPoints = 0): Team {
  const players = emptyRoster();
  for (const entry of entries) {
    if (entry.slot === 'BENCH') players.BENCH.push(toPlayer(entry.player));
    else players[entry.slot] = toPlayer(entry.player);
  }
  return {
    id: record.id,
    name: record.name,
    owner: record.owner ?? BOT_OWNER,
    userId: record.userId,
    isBot: record.userId === null,
    leagueId: record.leagueId,
    leagueName: record.leagueName,
    // Points of the team's scored matchups.
    totalPoints,
    players,
  };
}

/** Teams with their rosters and season points, in one query each for all teams. */
export async function withRosters(db: Db, records: TeamRecord[]): Promise<Team[]> {
  const ids = records.map((record) => record.id);
  const [entries, points] = await Promise.all([
    createTeamsRepository(db).rosters(ids),
    createSeasonRepository(db).teamPoints(ids),
  ]);
  return records.map((record) =>
    toTeam(
      record,
      entries.filter((entry) => entry.teamId === record.id),
      points.get(record.id) ?? 0,
    ),
  );
}

/** A league takes only players of its regions. */
export function requirePlayerOfRegions(
  player: { name: string; region: string },
  regions: readonly PlayerRegion[],
): void {
  if (!regions.includes(player.region as PlayerRegion)) {
    throw badRequest(
      `${player.name} plays in ${player.region}, which this league does not include`,
    );
  }
}

/** Refuses a slot that does not take the player (400) or is full (409). */
export function requireSlotFor(roster: RosterShape, slot: RosterSlot, position: PlayerPosition) {
  const problem = slotProblem(roster, slot, position);
  if (problem) {
    throw problem.kind === 'position' ? badRequest(problem.message) : conflict(problem.message);
  }
}

export const TEAM_NAME_TAKEN = (name: string) =>
  `A team named "${name}" already exists in this league`;

/** Rules of teams and rosters (spec §3, ARCHITECTURE §3), each change in one transaction. */
export function createTeamsService(db: Db) {
  const teams = createTeamsRepository(db);
  const leagues = createLeaguesRepository(db);

  const requireTeam = async (repository: typeof teams, id: string) => {
    const team = await repository.findById(id);
    if (!team) throw notFound('Team not found');
    return team;
  };
  const requireLeague = async (
    repository: typeof leagues,
    id: string,
  ): Promise<LeagueWithMembers> => {
    const league = await repository.findById(id);
    if (!league) throw notFound('League not found');
    return league;
  };
  const requireManager = (team: TeamRecord, league: LeagueWithMembers, userId: string) => {
    if (!canManageTeam(team, league, userId)) {
      throw forbidden(
        team.userId === null
          ? 'Only the league commissioner can change a bot team'
          : 'You can only change your own team',
      );
    }
  };
  const detail = async (id: string) => (await withRosters(db, [await requireTeam(teams, id)]))[0]!;

  return {
    /** A team as anyone who may see its league sees it. */
    async visibleDetail(id: string, userId: string): Promise<Team> {
      const team = await requireTeam(teams, id);
      await reachLeague(db, team.leagueId, userId, 'read');
      return (await withRosters(db, [team]))[0]!;
    },

    async visibleTo(userId: string) {
      return withRosters(db, await teams.visibleTo(userId));
    },

    async ofUser(userId: string) {
      return withRosters(db, await teams.ofUser(userId));
    },

    async create(userId: string, input: { name: string; leagueId: string }): Promise<Team> {
      const id = await db.transaction(async (tx) => {
        const txLeagues = createLeaguesRepository(tx);
        const txTeams = createTeamsRepository(tx);
        const league = await requireLeague(txLeagues, input.leagueId);
        if (!league.memberIds.includes(userId)) {
          throw forbidden('Join this league to create a team in it');
        }
        await txLeagues.lock(league.id);
        return (await createTeamIn(txLeagues, txTeams, league, userId, input.name)).id;
      });
      return detail(id);
    },

    async addPlayer(userId: string, teamId: string, input: { playerId: string; slot: RosterSlot }) {
      await db.transaction(async (tx) => {
        const txTeams = createTeamsRepository(tx);
        const team = await requireTeam(txTeams, teamId);
        const league = await requireLeague(createLeaguesRepository(tx), team.leagueId);
        requireManager(team, league, userId);
        const player = await createPlayersRepository(tx).findById(input.playerId);
        if (!player) throw notFound('Player not found');
        requirePlayerOfRegions(player, playerRegionsFor(league.regions as LeagueRegion[]));
        if ((await createDraftsRepository(tx).statusForShare(league.id)) === 'started') {
          throw conflict(DRAFT_RUNNING);
        }
        await txTeams.lock(team.id);
        const holder = await txTeams.holderOf(league.id, player.id);
        if (holder) {
          throw conflict(
            holder.teamId === team.id
              ? `${player.name} is already on your team`
              : `${player.name} is already on ${holder.name}`,
          );
        }
        requireSlotFor(
          await rosterShape(txTeams, team.id),
          input.slot,
          player.position as PlayerPosition,
        );
        await txTeams
          .addPlayer({
            teamId: team.id,
            leagueId: league.id,
            playerId: player.id,
            slot: input.slot,
          })
          .catch((error: unknown) => {
            if (uniqueViolation(error) === undefined) throw error;
            throw conflict('That player or slot was just taken. Reload the team and try again.');
          });
      });
      return detail(teamId);
    },

    async removePlayer(userId: string, teamId: string, playerId: string) {
      await db.transaction(async (tx) => {
        const txTeams = createTeamsRepository(tx);
        const team = await requireTeam(txTeams, teamId);
        requireManager(
          team,
          await requireLeague(createLeaguesRepository(tx), team.leagueId),
          userId,
        );
        if (!(await txTeams.removePlayer(team.id, playerId))) {
          throw notFound('That player is not on this team');
        }
      });
      return detail(teamId);
    },

    async transfer(userId: string, teamId: string, newOwnerId: string) {
      await db.transaction(async (tx) => {
        const txTeams = createTeamsRepository(tx);
        const txLeagues = createLeaguesRepository(tx);
        const team = await requireTeam(txTeams, teamId);
        const league = await requireLeague(txLeagues, team.leagueId);
        if (team.userId !== userId && commissionerId(league) !== userId) {
          throw forbidden('Only the team owner or the league commissioner can transfer this team');
        }
        if ((await txLeagues.usernames([newOwnerId])).size === 0) throw notFound('User not found');
        if (!league.memberIds.includes(newOwnerId)) {
          throw conflict('The new owner must be a member of this league');
        }
        await txLeagues.lock(league.id);
        if (await txTeams.teamOfUser(league.id, newOwnerId)) {
          throw conflict('That user already has a team in this league');
        }
        await txTeams.setOwner(team.id, newOwnerId);
      });
      return detail(teamId);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

/**
 * Creates a user's team in a league whose row the caller has locked: the league must have
 * room, the user no team yet, and the name must be free.
 */
export async function createTeamIn(
  leagues: ReturnType<typeof createLeaguesRepository>,
  teams: ReturnType<typeof createTeamsRepository>,
  league: LeagueWithMembers,
  userId: string,
  name: string,
) {
  if (await teams.teamOfUser(league.id, userId)) {
    throw conflict('You already have a team in this league');
  }
  if ((await leagues.teamCount(league.id)) >= league.maxTeams) throw conflict('League is full');
  if (
    (await teams.namesInLeague(league.id)).some(
      (taken) => taken.toLowerCase() === name.toLowerCase(),
    )
  ) {
    throw conflict(TEAM_NAME_TAKEN(name));
  }
  return teams.insert({ name, leagueId: league.id, userId });
}

async function rosterShape(
  teams: ReturnType<typeof createTeamsRepository>,
  teamId: string,
): Promise<RosterShape> {
  return rosterShapeOfSlots(await teams.slotsInUse(teamId));
}
