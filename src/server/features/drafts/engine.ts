import { randomInt } from 'node:crypto';
import { auctionBudgetProblem, nextNominator } from '../../../domain/auction';
import {
  BOARD_MIN_TEAMS,
  chooseAutopick,
  DRAFT_PAUSED,
  draftRounds,
  END_BEFORE_START,
  hasRoomForAny,
  LIVE_MIN_PARTICIPANTS,
  NEED_PARTICIPANTS,
  NEED_TEAMS,
  notYourTurn,
  pickNumberProblem,
  rosterCapacity,
  totalPicks,
} from '../../../domain/draft';
import { clockDeadline, clockSeconds } from '../../../domain/draft-clock';
import { playerRegionsFor } from '../../../domain/regions';
import { POSITION_ERROR, placeDraftedPlayer, rosterShapeOfSlots } from '../../../domain/roster';
import { snakeTurn } from '../../../domain/snake-order';
import type { LeagueRegion, PlayerPosition, RosterSlot } from '../../../domain/vocabulary';
import { TEAM_NOT_FOUND } from '../../access/league-access';
import type { Db } from '../../db/client';
import { rosterRulesOf } from '../../db/league-roster';
import type { DraftRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import { BOT_OWNER, requirePlayerOfRegions, requireSlotFor } from '../teams';
import { auctionTimeout, createAuctionEngine } from './auction-engine';
import { announce, availableFor, lockRunning, reachAsCommissioner, storePick } from './draft-locks';

/** Where a request comes from: the board lets the commissioner pick for any team; the live room does not. */
export type DraftSurface = 'board' | 'live';

export interface PickInput {
  playerId: string;
  /** The board names the team it picks for; the live room picks for the team on the clock. */
  teamId?: string;
  slot?: RosterSlot;
  /** The pick the client saw on the clock; a stale one is refused. */
  pickNumber?: number;
}

/** Fisher–Yates with the crypto generator: every order equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

async function requireTeamOnTheClock(tx: Repositories, draft: DraftRow) {
  const { teamIndex } = snakeTurn(draft.currentPick, draft.teamOrder.length);
  const team = await tx.drafts.teamWithSlots(draft.teamOrder[teamIndex]!);
  if (!team) throw conflict('The team on the clock no longer exists');
  const roster = rosterShapeOfSlots(team.slots, team);
  return { team, roster, rounds: draftRounds(roster) };
}

/** Whether the snake pick on the clock is the draft's last, in a draft of `rounds` rounds. */
const isLastPick = (draft: DraftRow, rounds: number) =>
  draft.currentPick + 1 >= totalPicks(draft.teamOrder.length, rounds);

/**
 * The draft engine, sole authority for the board and the live room: one draft per league, every
 * change in one transaction that also announces it, so nobody hears of a pick that is not stored.
 */
export function createDraftEngine(db: Db) {
  const repos = repositoriesOf(db);
  const auction = createAuctionEngine(db);

  /**
   * Passes the pick on the clock, or completes the draft when no player is left at all or it
   * was the last pick. Answers the draft as it then stands, not yet announced.
   */
  const passTurn = async (tx: Repositories, draft: DraftRow, regions: string[], rounds: number) => {
    const anyLeft = (await tx.drafts.available(draft.leagueId, regions, { limit: 1 })).length;
    return anyLeft === 0 || isLastPick(draft, rounds)
      ? tx.drafts.finish(draft.leagueId, 'complete')
      : tx.drafts.passPick(draft.leagueId);
  };

  /**
   * From the snake pick on the clock, passes each team whose roster has room for none of the
   * players left (a TEAM slot when every organisation is taken, say): its clock could only run
   * out, holding the draft up for nothing. Announces the draft if it moved.
   */
  const passStuckTurns = async (tx: Repositories, leagueId: string, regions: string[]) => {
    const before = await tx.drafts.find(leagueId);
    let current = before;
    while (current?.status === 'started' && current.kind === 'snake') {
      const { roster, rounds } = await requireTeamOnTheClock(tx, current);
      if (hasRoomForAny(roster, await tx.drafts.availablePositions(leagueId, regions))) break;
      current = await passTurn(tx, current, regions, rounds);
    }
    if (current && current !== before) await announce(tx, current);
  };

  /**
   * The clock ran out on the snake pick on the clock: the server takes the best available
   * player with an open slot, by his points on the league's clock. When none left fits this
   * team, its pick passes and the other teams draft on; with no player left at all, or at the
   * last pick, the draft completes.
   */
  const autopick = async (tx: Repositories, draft: DraftRow, regions: string[]) => {
    const { team, roster, rounds } = await requireTeamOnTheClock(tx, draft);
    const { round } = snakeTurn(draft.currentPick, draft.teamOrder.length);
    const choice = chooseAutopick(
      roster,
      await availableFor(tx, draft.leagueId, regions, roster, rounds - round),
    );
    if (!choice) {
      await announce(tx, await passTurn(tx, draft, regions, rounds));
    } else {
      await storePick(tx, draft, {
        team,
        player: choice.player.player,
        slot: choice.slot,
        madeBy: null,
        last: isLastPick(draft, rounds),
      });
    }
    await passStuckTurns(tx, draft.leagueId, regions);
  };

  return {
    ...auction,

    async leagueOfTeam(teamId: string): Promise<string> {
      const team = await repos.teams.findById(teamId);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      return team.leagueId;
    },

    /**
     * Starts the draft with a random order of the league's teams. The board needs 8 teams;
     * the live room 2 people in the room.
     */
    async start(userId: string, leagueId: string, surface: DraftSurface): Promise<void> {
      await inTransaction(db, async (tx) => {
        const league = await reachAsCommissioner(tx, leagueId, userId);
        const existing = await tx.drafts.find(leagueId);
        if (existing?.status === 'started') throw conflict('The draft has already started');
        if (existing) throw conflict('The draft is over; a league drafts once');

        const teams = await tx.teams.ofLeague(leagueId);
        if (surface === 'board' && teams.length < BOARD_MIN_TEAMS) throw badRequest(NEED_TEAMS);
        if (surface === 'live') {
          if ((await tx.draftPresence.online(leagueId)).size < LIVE_MIN_PARTICIPANTS) {
            throw badRequest(NEED_PARTICIPANTS);
          }
          if (teams.length < 2) throw badRequest('Need at least 2 teams to start the draft');
        }
        // Read under the league's lock, which every roster change outside the draft waits for
        // (`runningUnderLeagueLock`): no trade or added player can overfill a roster after this.
        const sizes = await tx.drafts.rosterSizes(leagueId);
        const rules = rosterRulesOf(league);
        const rounds = draftRounds(rules);
        const crowded = teams.find(
          (team) => (sizes.get(team.id) ?? 0) > rosterCapacity(rules) - rounds,
        );
        if (crowded) {
          throw conflict(
            `${crowded.name} already has ${sizes.get(crowded.id)} players; every team needs room for ${rounds} picks`,
          );
        }
        const isAuction = league.draftType === 'auction';
        // The TEAM slot, switched on after the budget was set, adds a player to pay for.
        const budgetProblem = isAuction && auctionBudgetProblem(league.auctionBudget, rounds);
        if (budgetProblem) throw conflict(budgetProblem);
        const teamOrder = shuffled(teams.map((team) => team.id));
        const draft = await tx.drafts.insert({
          leagueId,
          status: 'started',
          teamOrder,
          pickSeconds: league.draftPickSeconds,
          clockStartedAt: new Date(),
          kind: isAuction ? 'auction' : 'snake',
          ...(isAuction
            ? {
                budget: league.auctionBudget,
                bidSeconds: league.bidSeconds,
                nominationSeconds: league.nominationSeconds,
                nominator: nextNominator(teamOrder, null, () => false),
              }
            : {}),
        });
        await announce(tx, draft);
        await passStuckTurns(tx, leagueId, playerRegionsFor(league.regions as LeagueRegion[]));
      });
    },

    /** The commissioner stops a running draft; the picks made stay on the rosters. */
    async end(userId: string, leagueId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await reachAsCommissioner(tx, leagueId, userId);
        const draft = await tx.drafts.lock(leagueId);
        if (!draft) throw badRequest(END_BEFORE_START);
        if (draft.status !== 'started') throw conflict('The draft is already over');
        await announce(tx, await tx.drafts.finish(leagueId, 'ended'));
      });
    },

    /** The commissioner stops the clock; it keeps the time it had left. */
    async pause(userId: string, leagueId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await reachAsCommissioner(tx, leagueId, userId);
        const { draft } = await lockRunning(tx, leagueId, userId);
        if (draft.pausedRemainingMs !== null) throw conflict('The draft is already paused');
        const deadline = clockDeadline(draft);
        const remaining = Math.max(0, (deadline?.getTime() ?? Date.now()) - Date.now());
        await announce(tx, await tx.drafts.setPaused(leagueId, remaining, clockSeconds(draft)));
      });
    },

    /** The commissioner restarts a paused clock with the time it had left. */
    async resume(userId: string, leagueId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await reachAsCommissioner(tx, leagueId, userId);
        const { draft } = await lockRunning(tx, leagueId, userId);
        if (draft.pausedRemainingMs === null) throw conflict('The draft is not paused');
        await announce(tx, await tx.drafts.setPaused(leagueId, null, clockSeconds(draft)));
      });
    },

    /**
     * One pick, in one transaction: the draft runs, the pick is the current one, it is this
     * team's turn and this user's to make, and the player is still available here. The draft
     * row's lock makes picks of one league one at a time; the database's unique keys make a
     * player one team's.
     */
    async pick(userId: string, leagueId: string, input: PickInput, surface: DraftSurface) {
      await inTransaction(db, async (tx) => {
        const { draft, regions, commissioner } = await lockRunning(tx, leagueId, userId);
        if (draft.kind === 'auction') {
          throw conflict('This league drafts by auction: nominate and bid instead');
        }
        if (draft.pausedRemainingMs !== null) throw conflict(DRAFT_PAUSED);
        const stale =
          input.pickNumber === undefined
            ? null
            : pickNumberProblem(input.pickNumber, draft.currentPick);
        if (stale) throw conflict(stale);
        const { team, roster, rounds } = await requireTeamOnTheClock(tx, draft);
        if (input.teamId !== undefined && input.teamId !== team.id) {
          throw conflict(`It is ${team.name}'s turn to pick`);
        }
        const pickerId = team.userId ?? commissioner;
        const mayPick = pickerId === userId || (surface === 'board' && commissioner === userId);
        if (!mayPick) {
          const picker =
            team.owner ??
            (pickerId ? (await tx.leagues.usernames([pickerId])).get(pickerId) : null);
          throw forbidden(notYourTurn(picker ?? BOT_OWNER));
        }

        const player = await tx.players.findInLeague(input.playerId, leagueId);
        if (!player) throw notFound('Player not found');
        requirePlayerOfRegions(player, regions, 'playerId');
        const position = player.position as PlayerPosition;
        let slot: RosterSlot;
        if (input.slot) {
          // The pick's slot is sent as `position`.
          requireSlotFor(roster, input.slot, position, 'position');
          slot = input.slot;
        } else {
          const placement = placeDraftedPlayer(roster, position);
          if ('error' in placement) throw badRequest(POSITION_ERROR);
          slot = placement.slot;
        }
        await storePick(tx, draft, {
          team,
          player,
          slot,
          madeBy: userId,
          last: isLastPick(draft, rounds),
        });
        await passStuckTurns(tx, leagueId, regions);
      });
    },

    /**
     * The clock of the draft's step `version` ran out: a snake pick is made by the server, an
     * auction's player goes to the high bidder, or its nomination is made by the server. Does
     * nothing if the draft moved on meanwhile (every instance's timer tries; one wins) and
     * answers 'early' if the database's clock says the time is not up yet.
     */
    async timeout(leagueId: string, version: number): Promise<'done' | 'stale' | 'early'> {
      return inTransaction(db, async (tx) => {
        const row = await tx.drafts.lockForPick(leagueId);
        const draft = row?.draft;
        if (draft?.status !== 'started' || draft.version !== version) return 'stale';
        const deadline = clockDeadline(draft);
        if (!deadline) return 'stale';
        if (deadline.getTime() > Date.now()) return 'early';
        const regions = playerRegionsFor(row!.regions as LeagueRegion[]);
        if (draft.kind === 'auction') await auctionTimeout(tx, draft, regions);
        else await autopick(tx, draft, regions);
        return 'done';
      });
    },

    /** Drafts whose clock is running, for the timers of a starting instance. */
    running: () => repos.drafts.running(),
  };
}

export type DraftEngine = ReturnType<typeof createDraftEngine>;
