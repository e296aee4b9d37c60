import type {
  CreateClaimInput,
  UpdateClaimInput,
  WaiverClaim,
} from '../../../domain/contract/waivers';
import { LINEUP_LOCKED, realTimeOf } from '../../../domain/season-clock';
import type { PlayerPosition, RosterSlot, WaiverType } from '../../../domain/vocabulary';
import {
  type Acquisition,
  CLAIM_REASONS,
  clearAt,
  reverseStandingsOrder,
  type SettledClaim,
  settleClaims,
  waiverEndOnDrop,
} from '../../../domain/waivers';
import { reachLeague, reachTeam } from '../../access/league-access';
import type { Db } from '../../db/client';
import { clockOf, leagueNow } from '../../db/league-clock';
import type { LeagueRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { notify } from '../notifications';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import type { ClaimRow } from './repository';

// A paused replay's clear is looked at again this often (real time), until it runs again.
const PAUSED_RECHECK_MS = 60_000;

export const NOT_ON_WAIVERS = (name: string) =>
  `${name} is not on waivers: add him as a free agent instead`;
export const ON_WAIVERS = (name: string, until: number) =>
  `${name} is on waivers until ${new Date(until).toISOString()}: put in a claim instead`;
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CLAIM_SETTLED = 'This claim has been settled already';

/** When the league's next clear is due, in real time, from the waiver periods left. */
export async function scheduleClear(tx: Repositories, league: LeagueRow, realNow = Date.now()) {
  const periods = [...(await tx.waivers.periods(league.id)).values()];
  if (periods.length === 0) return tx.waivers.setClearDue(league.id, null);
  const first = Math.min(...periods.map((until) => clearAt(until.getTime())));
  const real = realTimeOf(clockOf(league), first, realNow);
  await tx.waivers.setClearDue(league.id, new Date(real ?? realNow + PAUSED_RECHECK_MS));
}

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
  await tx.waivers.failDropping(league.id, [released.playerId], CLAIM_REASONS.dropGone);
  const until = waiverEndOnDrop({
    droppedAt: leagueNow(league, realNow).getTime(),
    waiverDays: league.waiverDays,
    acquired: released.acquired as Acquisition,
    acquiredAt: released.acquiredAt?.getTime() ?? null,
  });
  if (until === null) return null;
  await tx.waivers.putOnWaivers(league.id, released.playerId, new Date(until));
  await scheduleClear(tx, league, realNow);
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
    clearsAt:
      row.status === 'pending' && row.until ? iso(new Date(clearAt(row.until.getTime()))) : null,
    createdAt: row.createdAt.toISOString(),
    processedAt: iso(row.processedAt),
  };
}

/** Claims on players on waivers, and the daily clears that settle them. */
export function createWaiversService(db: Db) {
  const repos = repositoriesOf(db);

  /** The claim of a team the user manages, with its league; 404 otherwise. */
  const reachClaim = async (
    tx: Repositories,
    leagueId: string,
    claimId: string,
    userId: string,
  ) => {
    const claim = await tx.waivers.claim(claimId);
    if (!claim || claim.leagueId !== leagueId) throw notFound(CLAIM_NOT_FOUND);
    const { team, league } = await reachTeam(tx, claim.teamId, userId, 'owner');
    return { claim, team, league };
  };

  /** A drop named by a claim must be on the claiming team and not locked. */
  const requireDrop = async (
    tx: Repositories,
    league: LeagueRow,
    teamId: string,
    dropPlayerId: string,
  ) => {
    const roster = await tx.teams.rosterEntries(teamId);
    const drop = roster.find((entry) => entry.playerId === dropPlayerId);
    if (!drop) throw badRequest('The player to drop is not on this team');
    const locks = await tx.teams.lineupLocks(league, [drop.playerId]);
    if (locks.isLocked(drop.playerId)) throw conflict(LINEUP_LOCKED(drop.name));
  };

  const requireBid = (league: LeagueRow, spent: number, bid: number) => {
    const left = Math.max(0, league.faabBudget - spent);
    if (bid > left) throw badRequest(`A bid may not be more than the $${left} of budget left`);
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
        const { team, league } = await reachTeam(tx, input.teamId, userId, 'owner');
        if (league.id !== leagueId) throw notFound('Team not found in this league');
        await tx.teams.lock(team.id);
        const player = await tx.players.findById(input.addPlayerId);
        if (!player) throw notFound('Player not found');
        const status = (await tx.waivers.statuses(league, [player.id])).get(player.id);
        if (!status) throw badRequest(`${player.name} does not play in this league’s regions`);
        if (status.status === 'rostered') {
          throw conflict(
            status.teamId === team.id
              ? `${player.name} is already on your team`
              : `${player.name} is on another team of this league`,
          );
        }
        if (status.status === 'free') throw conflict(NOT_ON_WAIVERS(player.name));
        if (input.dropPlayerId) await requireDrop(tx, league, team.id, input.dropPlayerId);
        const bid = league.waiverType === 'faab' ? (input.bid ?? 0) : 0;
        requireBid(league, await spentOf(tx, league.id, team.id), bid);
        // A player waiting for the weekly clear has his period written, so the clear finds him.
        const periods = await tx.waivers.periods(league.id, [player.id]);
        if (!periods.has(player.id) && status.waiverUntil !== null) {
          await tx.waivers.putOnWaivers(league.id, player.id, new Date(status.waiverUntil));
          await scheduleClear(tx, league);
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
        const { claim, team, league } = await reachClaim(tx, leagueId, claimId, userId);
        await tx.teams.lock(team.id);
        if (claim.status !== 'pending') throw conflict(CLAIM_SETTLED);
        if (input.dropPlayerId) await requireDrop(tx, league, team.id, input.dropPlayerId);
        if (input.bid !== undefined && league.waiverType === 'faab') {
          requireBid(league, await spentOf(tx, league.id, team.id), input.bid);
        }
        const changes = {
          ...(input.bid !== undefined && league.waiverType === 'faab' ? { bid: input.bid } : {}),
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
        const { claim, team } = await reachClaim(tx, leagueId, claimId, userId);
        await tx.teams.lock(team.id);
        if (claim.status !== 'pending') throw conflict(CLAIM_SETTLED);
        await tx.waivers.deleteClaim(claim.id);
      });
    },

    /**
     * One round of clears: takes up to `limit` leagues whose clear is due and settles each in
     * the same transaction (a crash leaves a league before its clear or after it). Answers how
     * many leagues it handled.
     */
    async clearDue(limit: number): Promise<number> {
      return inTransaction(db, async (tx) => {
        const due = await tx.waivers.claimDueClears(limit);
        for (const league of due) await clearLeague(tx, league);
        if (due.length > 0) {
          // Rosters and statuses changed: every instance drops what it keeps of these leagues.
          await tx.events.publish({
            kind: 'invalidate',
            leagueIds: due.map((league) => league.id),
          });
        }
        return due.length;
      });
    },
  };
}

/** Settles the players of a league whose waivers have cleared by now on its clock. */
async function clearLeague(tx: Repositories, league: LeagueRow, realNow = Date.now()) {
  const now = leagueNow(league, realNow).getTime();
  // The latest clear at or before now.
  const clear = clearAt(now) === now ? now : clearAt(now) - 24 * 60 * 60 * 1000;
  const periods = await tx.waivers.periods(league.id);
  const cleared = [...periods].filter(([, until]) => clearAt(until.getTime()) <= clear);
  const statuses = await tx.waivers.statuses(
    league,
    cleared.map(([playerId]) => playerId),
  );
  // A player whose game of this week has started waits for the weekly clear.
  const waiting = cleared.filter(([playerId]) => {
    const status = statuses.get(playerId);
    return (
      status?.status === 'waivers' && status.waiverUntil !== null && status.waiverUntil > clear
    );
  });
  for (const [playerId] of waiting) {
    await tx.waivers.putOnWaivers(
      league.id,
      playerId,
      new Date(statuses.get(playerId)!.waiverUntil!),
    );
  }
  const settling = cleared
    .map(([playerId]) => playerId)
    .filter((playerId) => !waiting.some(([id]) => id === playerId));
  const claims = await tx.waivers.pendingOn(league.id, settling);
  if (claims.length > 0) await settle(tx, league, claims, realNow);
  await tx.waivers.endPeriods(league.id, settling);
  await scheduleClear(tx, league, realNow);
}

async function settle(
  tx: Repositories,
  league: LeagueRow,
  claims: Awaited<ReturnType<Repositories['waivers']['pendingOn']>>,
  realNow: number,
) {
  const teamIds = [...new Set(claims.map((claim) => claim.teamId))];
  await tx.teams.lock(...teamIds);
  const order = await tx.waivers.order(league.id);
  let orderIds = order.map((team) => team.id);
  if (league.waiverType === 'reverse-standings' && league.waiverOrderWeek !== league.currentWeek) {
    orderIds = reverseStandingsOrder(await tx.waivers.standingsOrder(league.id));
  }
  const rosters = new Map(
    await Promise.all(
      teamIds.map(async (teamId) => [teamId, await tx.teams.rosterEntries(teamId)] as const),
    ),
  );
  // A claim dropping a player whose game has started fails with the lock's reason.
  const drops = claims.flatMap((claim) => (claim.dropPlayerId ? [claim.dropPlayerId] : []));
  const locks = await tx.teams.lineupLocks(league, drops);
  const lockedResults: SettledClaim[] = [];
  const open = claims.filter((claim) => {
    if (!claim.dropPlayerId || !locks.isLocked(claim.dropPlayerId)) return true;
    const name =
      rosters.get(claim.teamId)?.find((entry) => entry.playerId === claim.dropPlayerId)?.name ??
      'The player to drop';
    lockedResults.push({
      claimId: claim.id,
      status: 'failed',
      reason: LINEUP_LOCKED(name),
      slot: null,
    });
    return false;
  });
  const positions = await tx.waivers.positions(open.map((claim) => claim.addPlayerId));
  const {
    results,
    order: after,
    spent,
  } = settleClaims({
    type: league.waiverType as WaiverType,
    claims: open,
    teams: teamIds.map((teamId) => ({
      id: teamId,
      budgetLeft: Math.max(
        0,
        league.faabBudget - (order.find((team) => team.id === teamId)?.faabSpent ?? 0),
      ),
      roster: (rosters.get(teamId) ?? []).map((entry) => ({
        playerId: entry.playerId,
        slot: entry.slot as RosterSlot,
      })),
    })),
    order: orderIds,
    positions,
    teamNames: new Map(order.map((team) => [team.id, team.name])),
  });
  const now = leagueNow(league, realNow);
  for (const result of results) {
    if (result.status !== 'won') continue;
    const claim = open.find((c) => c.id === result.claimId)!;
    if (claim.dropPlayerId) {
      const released = await tx.teams.removePlayer(claim.teamId, claim.dropPlayerId);
      if (released) await releaseToWaivers(tx, league, released, realNow);
    }
    await tx.teams.addPlayer({
      teamId: claim.teamId,
      leagueId: league.id,
      playerId: claim.addPlayerId,
      slot: result.slot!,
      acquired: 'waiver',
      acquiredAt: now,
    });
  }
  await tx.waivers.settle([...lockedResults, ...results]);
  await logAwards(tx, league, open, results, order, now);
  await notifyResults(tx, league, claims, [...lockedResults, ...results], order);
  await tx.waivers.setOrder(after, spent);
  if (league.waiverType === 'reverse-standings') {
    await tx.leagues.update(league.id, { waiverOrderWeek: league.currentWeek });
  }
}
export type WaiversService = ReturnType<typeof createWaiversService>;

/**
 * One log entry per player won at a clear: the winning team and bid, the player dropped for him,
 * and the bids that lost (FAAB leagues show them, as Sleeper does).
 */
async function logAwards(
  tx: Repositories,
  league: LeagueRow,
  claims: readonly {
    id: string;
    teamId: string;
    addPlayerId: string;
    dropPlayerId: string | null;
    bid: number;
  }[],
  results: readonly SettledClaim[],
  order: readonly { id: string; name: string }[],
  leagueAt: Date,
) {
  const won = results.filter((result) => result.status === 'won');
  if (won.length === 0) return;
  const claimOf = (id: string) => claims.find((claim) => claim.id === id)!;
  const names = await tx.waivers.names([
    ...claims.map((claim) => claim.addPlayerId),
    ...claims.flatMap((claim) => (claim.dropPlayerId ? [claim.dropPlayerId] : [])),
  ]);
  const teamName = (id: string) => order.find((team) => team.id === id)?.name ?? 'A team';
  const faab = league.waiverType === 'faab';
  await tx.transactions.add(
    won.map((result) => {
      const claim = claimOf(result.claimId);
      const player = names.get(claim.addPlayerId) ?? 'a player';
      const dropped = claim.dropPlayerId ? names.get(claim.dropPlayerId) : undefined;
      const losers = results
        .filter((other) => other.status === 'lost')
        .map((other) => claimOf(other.claimId))
        .filter((other) => other.addPlayerId === claim.addPlayerId)
        .map((other) => ({
          teamId: other.teamId,
          teamName: teamName(other.teamId),
          ...(faab ? { bid: other.bid } : {}),
        }));
      return {
        leagueId: league.id,
        type: 'claim' as const,
        teamId: claim.teamId,
        userId: null,
        leagueAt,
        text: [
          `claimed ${player}${faab ? ` for $${claim.bid}` : ''}`,
          dropped && `dropped ${dropped}`,
        ]
          .filter(Boolean)
          .join(', '),
        detail: {
          added: { id: claim.addPlayerId, name: player },
          ...(dropped && claim.dropPlayerId
            ? { dropped: { id: claim.dropPlayerId, name: dropped } }
            : {}),
          ...(faab ? { bid: claim.bid } : {}),
          losers,
        },
      };
    }),
  );
}

/** Each claiming manager hears how each of his claims ended. */
async function notifyResults(
  tx: Repositories,
  league: LeagueRow,
  claims: readonly { id: string; teamId: string; addPlayerId: string; bid: number }[],
  results: readonly SettledClaim[],
  order: readonly { id: string; name: string; userId: string | null }[],
) {
  const names = await tx.waivers.names(claims.map((claim) => claim.addPlayerId));
  const faab = league.waiverType === 'faab';
  await notify(
    tx,
    results.flatMap((result) => {
      const claim = claims.find((c) => c.id === result.claimId);
      const team = claim && order.find((t) => t.id === claim.teamId);
      if (!claim || !team?.userId) return [];
      const player = names.get(claim.addPlayerId) ?? 'A player';
      const won = result.status === 'won';
      return [
        {
          userId: team.userId,
          type: 'claim' as const,
          leagueId: league.id,
          title: `Claim ${won ? 'won' : result.status}: ${player}`,
          body: won
            ? `${player} joins ${team.name}${faab ? ` for $${claim.bid}` : ''}.`
            : (result.reason ?? 'The claim did not go through.'),
          link: `/teams/${team.id}`,
        },
      ];
    }),
  );
}
