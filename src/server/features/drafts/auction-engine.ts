import {
  type AuctionProblem,
  type AuctionTeam,
  bidProblem,
  bidTooLow,
  chooseAutoNomination,
  isTeamFull,
  NOMINATE_AFTER_LOT,
  NOT_YOUR_NOMINATION,
  nextNominator,
  nominationProblem,
  recordedSaleProblem,
} from '../../../domain/auction';
import { DRAFT_PAUSED, draftRounds, hasRoomForAny } from '../../../domain/draft';
import { clockDeadline } from '../../../domain/draft-clock';
import { placeDraftedPlayer, rosterShapeOfSlots } from '../../../domain/roster';
import type { PlayerPosition } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import type { DraftRow, PlayerRow } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { inTransaction, type Repositories } from '../repositories';
import { requirePlayerOfRegions } from '../teams';
import { announce, availableFor, lockRunning, reachAsCommissioner, storePick } from './draft-locks';
import { toDraftPlayer } from './view';

export const NOT_AN_AUCTION = 'This league drafts in snake order: pick in turn instead';
export const NO_TEAM_HERE = 'You have no team in this draft';
export const LOT_OPEN = 'A player is up for bids; record a sale between nominations';

/** A team as the auction reads it: owner, roster slots, players won and dollars spent. */
type AuctionTeamRow = Awaited<ReturnType<Repositories['drafts']['auctionTeams']>>[number];

const HTTP_STATUS: Partial<Record<AuctionProblem['code'], number>> = {
  VALIDATION_ERROR: 400,
  FORBIDDEN: 403,
  CONFLICT: 409,
};

/** Refuses with the rule's own code and words. */
function refuse(problem: AuctionProblem | null): void {
  if (problem) throw new AppError(HTTP_STATUS[problem.code] ?? 409, problem.message, problem.code);
}

const toAuctionTeam = (row: AuctionTeamRow, draft: DraftRow): AuctionTeam => ({
  teamId: row.id,
  budgetLeft: (draft.budget ?? 0) - row.spent,
  playersWon: row.won,
  roster: rosterShapeOfSlots(row.slots, row),
});

function requireAuction(draft: DraftRow) {
  if (draft.kind !== 'auction') throw conflict(NOT_AN_AUCTION);
}

function requireClockRunning(draft: DraftRow) {
  if (draft.pausedRemainingMs !== null) throw conflict(DRAFT_PAUSED);
}

/** The league's teams in the draft, and the one whose turn it is to nominate (none while a player is up). */
async function teamsOf(tx: Repositories, draft: DraftRow) {
  const teams = await tx.drafts.auctionTeams(draft.leagueId);
  const byId = new Map(teams.map((team) => [team.id, team]));
  const nominating =
    draft.lotPlayerId === null && draft.nominator !== null
      ? byId.get(draft.teamOrder[draft.nominator]!)
      : undefined;
  return { teams, byId, nominating };
}

/**
 * The player, in one of the league's regions, with his points on the league's clock: 404 or
 * 400 otherwise.
 */
async function requirePlayer(
  tx: Repositories,
  leagueId: string,
  playerId: string,
  regions: string[],
) {
  const player = await tx.players.findInLeague(playerId, leagueId);
  if (!player) throw notFound('Player not found');
  requirePlayerOfRegions(
    player,
    regions as Parameters<typeof requirePlayerOfRegions>[1],
    'playerId',
  );
  return player;
}

/** Players no longer up for nomination: on a roster of this league, or up for bids now. */
async function takenPlayers(tx: Repositories, draft: DraftRow, playerId: string) {
  const taken = new Set<string>();
  if (await tx.drafts.isRostered(draft.leagueId, playerId)) taken.add(playerId);
  if (draft.lotPlayerId) taken.add(draft.lotPlayerId);
  return taken;
}

/**
 * Whether a team takes no more turns to nominate: it has won a player for every round, or its
 * roster has room for none of the players left (their positions, `left`), so its turn would
 * only run out. A team no longer in the league is done too.
 */
const doneNominating =
  (teams: readonly AuctionTeamRow[], left: ReadonlySet<string>) => (teamId: string) => {
    const team = teams.find((row) => row.id === teamId);
    if (!team) return true;
    const roster = rosterShapeOfSlots(team.slots, team);
    return isTeamFull(team.won, draftRounds(team)) || !hasRoomForAny(roster, left);
  };

/**
 * Stores the sale of `player` to `team` at `price` and moves the nomination on to the next team
 * with room (or completes the draft when none has).
 */
async function recordSale(
  tx: Repositories,
  draft: DraftRow,
  regions: string[],
  teams: AuctionTeamRow[],
  team: AuctionTeamRow,
  player: PlayerRow,
  price: number,
  madeBy: string | null,
) {
  const placement = placeDraftedPlayer(
    rosterShapeOfSlots(team.slots, team),
    player.position as PlayerPosition,
  );
  if ('error' in placement) throw conflict(placement.error);
  const after = teams.map((row) =>
    row.id === team.id ? { ...row, won: row.won + 1, slots: [...row.slots, placement.slot] } : row,
  );
  const left = await tx.drafts.availablePositions(draft.leagueId, regions, player.id);
  const next = nextNominator(draft.teamOrder, draft.nominator, doneNominating(after, left));
  await storePick(tx, draft, {
    team,
    player,
    slot: placement.slot,
    madeBy,
    last: next === null,
    sale: { price, nominator: next },
  });
}

/** Puts `player` up for bids with the team's opening bid, and tells the rooms. */
async function openLot(
  tx: Repositories,
  draft: DraftRow,
  team: AuctionTeamRow,
  player: PlayerRow,
  amount: number,
  madeBy: string | null,
) {
  const number = draft.lotNumber + 1;
  const written = await tx.drafts.openLot({
    leagueId: draft.leagueId,
    lotNumber: number,
    playerId: player.id,
    teamId: team.id,
    amount,
    madeBy,
  });
  const bid = { amount, teamId: team.id, teamName: team.name, madeAt: written.madeAt };
  await announce(tx, written.draft, {
    lot: {
      number,
      player: toDraftPlayer(player),
      bid: { ...bid, madeAt: bid.madeAt.toISOString() },
    },
  });
}

/**
 * When an auction's clock runs out (the caller holds the draft's lock and checked the time):
 * the player up goes to the high bidder at the high bid; with no player up, the server
 * nominates for the team whose turn it is the best available player it has room for, at $1.
 */
export async function auctionTimeout(tx: Repositories, draft: DraftRow, regions: string[]) {
  const { teams, byId, nominating } = await teamsOf(tx, draft);
  if (draft.lotPlayerId !== null) {
    const team = draft.highTeamId ? byId.get(draft.highTeamId) : undefined;
    const player = await tx.players.findInLeague(draft.lotPlayerId, draft.leagueId);
    if (!team || !player || draft.highBid === null) {
      // The high bidder's team or the player is gone: the nomination passes on unsold.
      await announce(tx, await tx.drafts.closeLot(draft.leagueId));
      return;
    }
    await recordSale(tx, draft, regions, teams, team, player, draft.highBid, team.userId);
    return;
  }
  if (!nominating) {
    await announce(tx, await tx.drafts.finish(draft.leagueId, 'complete'));
    return;
  }
  const roster = rosterShapeOfSlots(nominating.slots, nominating);
  const choice = chooseAutoNomination(
    roster,
    await availableFor(tx, draft.leagueId, regions, roster, draftRounds(roster) - nominating.won),
  );
  if (!choice) {
    // No player left that this team has room for: the next team with room nominates, and the
    // draft completes when no other team has room (or no player is left at all).
    const done = doneNominating(teams, await tx.drafts.availablePositions(draft.leagueId, regions));
    const next = nextNominator(
      draft.teamOrder,
      draft.nominator,
      (teamId) => teamId === nominating.id || done(teamId),
    );
    const anyLeft = (await tx.drafts.available(draft.leagueId, regions, { limit: 1 })).length;
    await announce(
      tx,
      next === null || anyLeft === 0
        ? await tx.drafts.finish(draft.leagueId, 'complete')
        : await tx.drafts.passNomination(draft.leagueId, next),
    );
    return;
  }
  await openLot(tx, draft, nominating, choice.player.player, choice.openingBid, null);
}

export interface NominationInput {
  playerId: string;
  amount: number;
}

export interface BidInput {
  /** The nomination the bid is for. */
  lot: number;
  amount: number;
  /** The high bid the client saw and means to beat. */
  beats: number;
}

/**
 * The auction's moves, each in one transaction under the draft row's lock, so a league's
 * nominations, bids and sales happen one at a time on every instance; the clock's part is
 * `auctionTimeout`.
 */
export function createAuctionEngine(db: Db) {
  return {
    /**
     * The team whose turn it is names a player and an opening bid (its owner, or the
     * commissioner for a bot team; on the board, the commissioner for any team).
     */
    async nominate(
      userId: string,
      leagueId: string,
      input: NominationInput,
      surface: 'board' | 'live',
    ): Promise<void> {
      await inTransaction(db, async (tx) => {
        const { draft, regions, commissioner } = await lockRunning(tx, leagueId, userId);
        requireAuction(draft);
        requireClockRunning(draft);
        const { teams, nominating } = await teamsOf(tx, draft);
        const mayAct = (team: AuctionTeamRow) =>
          (team.userId ?? commissioner) === userId ||
          (surface === 'board' && commissioner === userId);
        const team =
          nominating && mayAct(nominating)
            ? nominating
            : teams.find((row) => row.userId === userId);
        if (!team) throw forbidden(NOT_YOUR_NOMINATION);
        if (draft.lotPlayerId !== null) throw conflict(NOMINATE_AFTER_LOT);
        const player = await requirePlayer(tx, leagueId, input.playerId, regions);
        refuse(
          nominationProblem({
            team: toAuctionTeam(team, draft),
            onTheClock: nominating?.id ?? null,
            player: { id: player.id, position: player.position as PlayerPosition },
            openingBid: input.amount,
            taken: await takenPlayers(tx, draft, player.id),
          }),
        );
        await openLot(tx, draft, team, player, input.amount, userId);
      });
    },

    /**
     * A bid by the user's team on the player up: accepted only while it is above the high bid
     * (and the one it names), on the nomination it names, before the clock runs out, within the
     * team's maximum bid. Bids are taken one at a time in the order they reach the lock; each
     * that is still the highest then stands, so the highest bid sent in time wins.
     */
    async bid(userId: string, leagueId: string, input: BidInput): Promise<void> {
      await inTransaction(db, async (tx) => {
        const { draft } = await lockRunning(tx, leagueId, userId);
        requireAuction(draft);
        requireClockRunning(draft);
        const { teams, byId } = await teamsOf(tx, draft);
        const team = teams.find((row) => row.userId === userId);
        if (!team) throw forbidden(NO_TEAM_HERE);
        const player = draft.lotPlayerId ? await tx.players.findById(draft.lotPlayerId) : null;
        const deadline = clockDeadline(draft);
        refuse(
          bidProblem({
            team: toAuctionTeam(team, draft),
            lot:
              player && draft.highBid !== null && draft.highTeamId && deadline
                ? {
                    nominationNo: draft.lotNumber,
                    player: { id: player.id, position: player.position as PlayerPosition },
                    highBid: draft.highBid,
                    highBidderId: draft.highTeamId,
                    deadline,
                  }
                : null,
            nominationNo: input.lot,
            beats: input.beats,
            amount: input.amount,
            now: new Date(),
          }),
        );
        const written = await tx.drafts.writeBid({
          leagueId,
          lotNumber: input.lot,
          amount: input.amount,
          teamId: team.id,
          madeBy: userId,
        });
        if (!written) throw conflict(bidTooLow((draft.highBid ?? 0) + 1));
        await announce(tx, written.draft, {
          bid: {
            lotNumber: input.lot,
            amount: input.amount,
            teamId: team.id,
            teamName: byId.get(team.id)?.name ?? team.name,
            madeAt: written.madeAt.toISOString(),
          },
        });
      });
    },

    /**
     * The commissioner records a sale made in person (winner and price), between nominations;
     * the same budget and roster rules hold, and the nomination moves on.
     */
    async recordSale(
      userId: string,
      leagueId: string,
      input: { teamId: string; playerId: string; price: number },
    ): Promise<void> {
      await inTransaction(db, async (tx) => {
        await reachAsCommissioner(tx, leagueId, userId);
        const { draft, regions } = await lockRunning(tx, leagueId, userId);
        requireAuction(draft);
        if (draft.lotPlayerId !== null) throw conflict(LOT_OPEN);
        const { teams, byId } = await teamsOf(tx, draft);
        const team = byId.get(input.teamId);
        if (!team) throw notFound('Team not found');
        const player = await requirePlayer(tx, leagueId, input.playerId, regions);
        refuse(
          recordedSaleProblem({
            team: toAuctionTeam(team, draft),
            player: { id: player.id, position: player.position as PlayerPosition },
            price: input.price,
            taken: await takenPlayers(tx, draft, player.id),
          }),
        );
        await recordSale(tx, draft, regions, teams, team, player, input.price, userId);
      });
    },
  };
}
