import type {
  CreateClaimInput,
  UpdateClaimInput,
  WaiverClaim,
} from '../../../domain/contract/waivers';
import { CLOSED_BY_DRAFT, SEASON_OVER } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import { rosterShapeOfSlots } from '../../../domain/roster';
import type { LockMode } from '../../../domain/season-clock';
import { leagueTimeLabel } from '../../../domain/time-labels';
import type {
  LeagueRegion,
  PlayerPosition,
  PlayerRegion,
  RosterSlot,
} from '../../../domain/vocabulary';
import {
  type Acquisition,
  BOT_NO_CLAIMS,
  CLAIM_REASONS,
  clearAt,
  DROP_MAKES_NO_ROOM,
  placeAdded,
  waiverEndOnDrop,
} from '../../../domain/waivers';
import { reachLeague, reachTeam } from '../../access/league-access';
import type { Db } from '../../db/client';
import type { PutOffRule } from '../../db/due-leagues';
import { leagueNow } from '../../db/league-clock';
import { statusMoment } from '../../db/player-status';
import type { LeagueRow } from '../../db/schema';
import { badRequest, conflict, forbidden, lineupLocked, notFound } from '../../errors';
import { invalidateEvents } from '../../plugins/events';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import { clearLeagues, postponeClears, scheduleClears } from './clear';
import type { ClaimRow } from './repository';

export const NOT_ON_WAIVERS = (name: string) =>
  `${name} is not on waivers: add him as a free agent instead`;
export const ON_WAIVERS = (name: string, until: number) =>
  `${name} is on waivers until ${leagueTimeLabel(until)}: put in a claim instead`;
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CLAIM_SETTLED = 'This claim has been settled already';
export const NO_BIDS = 'Bids are for FAAB leagues; this league’s claims go by its waiver order';

/**
 * After a player left a team (dropped, or given up for a claim): his waiver period, if the
 * rules give him one, and the claims that counted on dropping him fail. Answers when his
 * waivers clear (league time), or null for a free agent.
 */
export async function releaseToWaivers(
  tx: Repositories,
  league: LeagueRow,
  released: { playerId: string; acquired: string; acquiredAt: Date | null },
  realNow = Date.now(),
): Promise<number | null> {
  const droppedAt = leagueNow(league, realNow);
  await tx.waivers.failManyDropping(
    [
      {
        leagueId: league.id,
        playerId: released.playerId,
        at: droppedAt,
        faab: league.waiverType === 'faab',
      },
    ],
    CLAIM_REASONS.dropGone,
  );
  const until = waiverEndOnDrop({
    droppedAt: droppedAt.getTime(),
    waiverDays: league.waiverDays,
    acquired: released.acquired as Acquisition,
    acquiredAt: released.acquiredAt?.getTime() ?? null,
  });
  if (until === null) return null;
  await tx.waivers.putOnWaivers(league.id, released.playerId, new Date(until));
  await scheduleClears(tx, [league], realNow);
  return clearAt(until);
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function toClaim(row: ClaimRow): WaiverClaim {
  return {
    id: row.id,
    leagueId: row.leagueId,
    teamId: row.teamId,
    addPlayer: { ...row.addPlayer, position: row.addPlayer.position as PlayerPosition },
    dropPlayer:
      row.dropPlayerId && row.dropName
        ? {
            id: row.dropPlayerId,
            name: row.dropName,
            position: row.dropPosition as PlayerPosition,
            team: row.dropTeam ?? '',
          }
        : null,
    bid: row.bid,
    rank: row.rank,
    status: row.status as WaiverClaim['status'],
    reason: row.reason,
    // Pending, the clear to come; settled, the league time it was settled at.
    clearsAt:
      row.status !== 'pending'
        ? iso(row.settledAt)
        : row.until
          ? iso(new Date(clearAt(row.until.getTime())))
          : null,
    createdAt: row.createdAt.toISOString(),
    processedAt: iso(row.processedAt),
  };
}

/** Claims on players on waivers, and the daily clears that settle them. */
export function createWaiversService(db: Db) {
  const repos = repositoriesOf(db);

  /**
   * A pending claim of a team the user manages, with its league (404 otherwise; 409 once it is
   * settled), read again under the league's lock (a clear settling it waits, or this waits for
   * the clear) and the team's.
   */
  const reachPendingClaim = async (
    tx: Repositories,
    leagueId: string,
    claimId: string,
    userId: string,
  ) => {
    const found = await tx.waivers.claim(claimId);
    if (!found || found.leagueId !== leagueId) throw notFound(CLAIM_NOT_FOUND);
    const { team, league } = await reachTeam(tx, found.teamId, userId, 'owner');
    await tx.leagues.lockForShare(league.id);
    await tx.teams.lock(team.id);
    const claim = await tx.waivers.claim(claimId);
    if (!claim) throw notFound(CLAIM_NOT_FOUND);
    if (claim.status !== 'pending') throw conflict(CLAIM_SETTLED);
    return { claim, team, league };
  };

  /**
   * A drop named by a claim must be on the claiming team, not locked, and leave a slot that
   * takes the player claimed (a MID does not go to the TOP slot a dropped TOP leaves).
   */
  const requireDrop = async (
    tx: Repositories,
    league: LeagueRow,
    teamId: string,
    dropPlayerId: string,
    position: PlayerPosition,
  ) => {
    const roster = await tx.teams.rosterEntries(teamId);
    const drop = roster.find((entry) => entry.playerId === dropPlayerId);
    if (!drop) throw badRequest('The player to drop is not on this team', 'dropPlayerId');
    const locks = await tx.teams.lineupLocks(league, [drop.playerId]);
    if (locks.isLocked(drop.playerId)) throw lineupLocked(league.lockMode as LockMode, drop.name);
    const kept = rosterShapeOfSlots(
      roster.filter((entry) => entry !== drop).map((entry) => entry.slot),
      await tx.teams.rosterRules(league.id),
    );
    if (placeAdded(kept, position, drop.slot as RosterSlot) === null) {
      throw conflict(DROP_MAKES_NO_ROOM(drop.name, position));
    }
  };

  /** A claim without a drop needs a place on the roster that takes the player. */
  const requireRoom = async (
    tx: Repositories,
    league: LeagueRow,
    teamId: string,
    position: PlayerPosition,
  ) => {
    const roster = await tx.teams.rosterEntries(teamId);
    const shape = rosterShapeOfSlots(
      roster.map((entry) => entry.slot),
      await tx.teams.rosterRules(league.id),
    );
    if (placeAdded(shape, position, null) === null) throw conflict(CLAIM_REASONS.rosterFull);
  };

  /**
   * The bid a claim carries: in a FAAB league up to the budget the team has left; any other
   * league refuses one rather than drop it unseen.
   */
  const bidOf = async (
    tx: Repositories,
    league: LeagueRow,
    teamId: string,
    bid: number | undefined,
  ): Promise<number | undefined> => {
    if (league.waiverType !== 'faab') {
      if (bid) throw badRequest(NO_BIDS, 'bid');
      return undefined;
    }
    if (bid === undefined) return undefined;
    const left = Math.max(0, league.faabBudget - (await spentOf(tx, league.id, teamId)));
    if (bid > left) {
      throw badRequest(`A bid may not be more than the $${left} of budget left`, 'bid');
    }
    return bid;
  };

  const spentOf = async (tx: Repositories, leagueId: string, teamId: string) =>
    (await tx.waivers.order(leagueId)).find((team) => team.id === teamId)?.faabSpent ?? 0;

  return {
    /** The caller's own claims in a league: pending ones in priority order, then results. */
    async mine(userId: string, leagueId: string): Promise<WaiverClaim[]> {
      await reachLeague(repos, leagueId, userId, 'member');
      const team = await repos.teams.teamOfUser(leagueId, userId);
      if (!team) return [];
      return (await repos.waivers.claims(team.id)).map(toClaim);
    },

    async create(userId: string, leagueId: string, input: CreateClaimInput): Promise<WaiverClaim> {
      const id = await inTransaction(db, async (tx) => {
        await reachLeague(tx, leagueId, userId, 'member');
        const { team, league } = await reachTeam(tx, input.teamId, userId, 'owner');
        if (league.id !== leagueId) throw notFound('Team not found in this league');
        if (team.userId === null) throw forbidden(BOT_NO_CLAIMS);
        if (league.championTeamId) throw conflict(SEASON_OVER('waivers'));
        // The draft may yet take the player or fill the place a claim counts on.
        if (await tx.drafts.runningUnderLeagueLock(league.id)) {
          throw conflict(CLOSED_BY_DRAFT('Waiver claims'));
        }
        await tx.teams.lock(team.id);
        const player = await tx.players.findById(input.addPlayerId);
        if (!player) throw notFound('Player not found');
        if (
          !playerRegionsFor(league.regions as LeagueRegion[]).includes(
            player.region as PlayerRegion,
          )
        ) {
          throw badRequest(`${player.name} does not play in this league’s regions`, 'addPlayerId');
        }
        const status = (await tx.waivers.statuses(statusMoment(league))).of(player.id);
        if (status.status === 'rostered') {
          throw conflict(
            status.teamId === team.id
              ? `${player.name} is already on your team`
              : `${player.name} is on another team of this league`,
          );
        }
        if (status.status === 'free') throw conflict(NOT_ON_WAIVERS(player.name));
        const position = player.position as PlayerPosition;
        if (input.dropPlayerId) {
          await requireDrop(tx, league, team.id, input.dropPlayerId, position);
        } else await requireRoom(tx, league, team.id, position);
        const bid = (await bidOf(tx, league, team.id, input.bid)) ?? 0;
        // A player waiting for the weekly clear has his period written, so the clear finds him.
        const periods = await tx.waivers.periods(league.id, [player.id]);
        if (!periods.has(player.id) && status.waiverUntil !== null) {
          await tx.waivers.putOnWaivers(league.id, player.id, new Date(status.waiverUntil));
          await scheduleClears(tx, [league], Date.now());
        }
        return tx.waivers.insertClaim({
          leagueId: league.id,
          teamId: team.id,
          addPlayerId: player.id,
          dropPlayerId: input.dropPlayerId ?? null,
          bid,
          rank: await tx.waivers.nextRank(team.id),
        });
      });
      return toClaim((await repos.waivers.claim(id))!);
    },

    async update(
      userId: string,
      leagueId: string,
      claimId: string,
      input: UpdateClaimInput,
    ): Promise<WaiverClaim> {
      await inTransaction(db, async (tx) => {
        const { claim, team, league } = await reachPendingClaim(tx, leagueId, claimId, userId);
        // Its clear will fail it: a bid, a drop or a place in the order no longer means anything.
        if (league.championTeamId) throw conflict(SEASON_OVER('waivers'));
        const position = claim.addPlayer.position as PlayerPosition;
        if (input.dropPlayerId) {
          await requireDrop(tx, league, team.id, input.dropPlayerId, position);
        }
        if (input.dropPlayerId === null) await requireRoom(tx, league, team.id, position);
        const bid = await bidOf(tx, league, team.id, input.bid);
        const changes = {
          ...(bid !== undefined ? { bid } : {}),
          ...(input.dropPlayerId !== undefined ? { dropPlayerId: input.dropPlayerId } : {}),
        };
        if (Object.keys(changes).length > 0) await tx.waivers.updateClaim(claim.id, changes);
        if (input.rank !== undefined) {
          const pending = (await tx.waivers.claims(team.id))
            .filter((row) => row.status === 'pending' && row.id !== claim.id)
            .map((row) => row.id);
          pending.splice(Math.min(input.rank, pending.length + 1) - 1, 0, claim.id);
          await tx.waivers.rankClaims(pending);
        }
      });
      return toClaim((await repos.waivers.claim(claimId))!);
    },

    async remove(userId: string, leagueId: string, claimId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const { claim, team } = await reachPendingClaim(tx, leagueId, claimId, userId);
        await tx.waivers.deleteClaim(claim.id);
        // The claims left keep their order, numbered from 1 without a gap.
        await tx.waivers.rankClaims(
          (await tx.waivers.claims(team.id))
            .filter((row) => row.status === 'pending')
            .map((row) => row.id),
        );
      });
    },

    /**
     * One round of clears: takes up to `limit` leagues whose clear is due and settles each in
     * the same transaction (a crash leaves a league before its clear or after it). Answers how
     * many leagues it handled.
     */
    async clearDue(limit: number, only?: string): Promise<number> {
      return inTransaction(db, async (tx) => {
        const due = await tx.waivers.claimDueClears(limit, only);
        if (due.length === 0) return 0;
        const realNow = Date.now();
        const drafting = await tx.drafts.runningIn(due.map((league) => league.id));
        const clearing = due.filter((league) => !drafting.has(league.id));
        await postponeClears(
          tx,
          due.filter((league) => drafting.has(league.id)),
          realNow,
        );
        if (clearing.length > 0) await clearLeagues(tx, clearing, realNow);
        // Rosters and statuses changed: every instance drops what it keeps of these leagues.
        await tx.events.publishAll(invalidateEvents(clearing.map((league) => league.id)));
        return due.length;
      });
    },

    /** The leagues whose clear is due, first due first. */
    dueClears: (limit: number) => repos.waivers.clearsDue.ids(limit),

    /** Puts off a league's clear for `ms`: it failed. */
    putOffClear: (leagueId: string, rule: PutOffRule) =>
      repos.waivers.clearsDue.putOff(leagueId, rule),
  };
}

export type WaiversService = ReturnType<typeof createWaiversService>;
