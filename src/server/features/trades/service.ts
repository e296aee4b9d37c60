import type { CounterTradeInput, ProposeTradeInput, Trade } from '../../../domain/contract/trades';
import { BOT_NO_TRADES, CLOSED_BY_DRAFT } from '../../../domain/league-rules';
import { realTimeOf } from '../../../domain/season-clock';
import {
  DUPLICATE_OFFER,
  MAX_OPEN_OFFERS,
  nextTradeStatus,
  planTrade,
  TRADE_OFFER_HOURS,
  type TradeAction,
  type TradeMove,
  tradeDeadlineMessage,
  tradeDeadlinePassed,
  tradeStatusRefusal,
} from '../../../domain/trades';
import type { TradeStatus } from '../../../domain/vocabulary';
import { reachLeague, reachLeaguePage, reachTeam } from '../../access/league-access';
import type { Db } from '../../db/client';
import { clockOf, leagueNow } from '../../db/league-clock';
import type { TeamRecord } from '../../db/records';
import type { TradeRow } from '../../db/schema/trades';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { noteLeague } from '../../plugins/request-leagues';
import { notify } from '../notifications';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import { logCommissioner } from '../transactions';
import {
  type LockedTrade,
  planOrRefuse,
  readTradeSides,
  requireActor,
  requireTradingOpen,
  sides,
  TRADE_NOT_FOUND,
  type TradeAnswer,
  visibleTrade,
} from './checks';
import { tellTradeOwners, voidTradesHolding } from './news';
import { LEAGUE_TRADES_PAGE, type TradeFilter, type TradeJson, tradeRowOf } from './repository';
import { createTradeView } from './view';

const HOUR_MS = 3_600_000;
// How soon a trade waiting on a paused replay's week is looked at again.
const PAUSED_RECHECK_MS = 60_000;

/** Why an accepted trade waits: some of its players are locked until the week ends. */
export const tradeWaitsForWeekEnd = (names: readonly string[]) =>
  `Completes when the week ends: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} locked (game started)`;

// Trades the sweeper settles per round; the rest wait for the next round.
const SWEEP_BATCH = 100;

/** A refusal decided after the transaction stored something (an offer found expired). */
type Outcome<T> = { done: T } | { refusal: AppError };

/**
 * Trades between two teams of a league: offers, answers, the review period with the
 * commissioner's veto, and the swap. Every change locks the league's row for share (against
 * a draft's start), both teams (in id order) and then the trade row, and checks the trade's
 * status again under the lock, so each transition happens once however many instances, timers
 * and requests race for it.
 */
export function createTradesService(db: Db, options: { now?: () => Date } = {}) {
  const repos = repositoriesOf(db);
  const now = options.now ?? (() => new Date());

  const { present, presentOne } = createTradeView(repos);

  return {
    /** The trades a user may see: their own, or a league's or a team's. */
    async list(
      viewerId: string,
      query: {
        leagueId?: string | undefined;
        teamId?: string | undefined;
        statuses?: TradeStatus[] | undefined;
      },
    ): Promise<Trade[]> {
      const filter: TradeFilter = { viewerId };
      if (query.leagueId && !query.teamId) {
        // A league's list, the common case, is read with its access check in one statement.
        const { page } = await reachLeaguePage<TradeJson[]>(
          repos,
          query.leagueId,
          viewerId,
          'read',
          { ...LEAGUE_TRADES_PAGE, values: { viewerId, statuses: query.statuses ?? null } },
        );
        return present(page.map(tradeRowOf), viewerId);
      }
      if (query.leagueId) {
        await reachLeague(repos, query.leagueId, viewerId, 'read');
        filter.leagueId = query.leagueId;
      }
      if (query.teamId) {
        await reachTeam(repos, query.teamId, viewerId, 'read');
        filter.teamId = query.teamId;
      }
      if (query.statuses) filter.statuses = query.statuses;
      return present(await repos.trades.list(filter), viewerId);
    },

    async get(viewerId: string, id: string): Promise<Trade> {
      await visibleTrade(repos, id, viewerId);
      return presentOne(id, viewerId);
    },

    propose(userId: string, input: ProposeTradeInput): Promise<Trade> {
      return inTransaction(db, async (tx) => {
        const { team: from, league } = await reachTeam(tx, input.fromTeamId, userId, 'read');
        if (from.userId !== userId) {
          throw forbidden('You can only propose trades from your own team');
        }
        const { team: to } = await reachTeam(tx, input.toTeamId, userId, 'read');
        if (to.id === from.id) throw badRequest('You cannot trade with your own team');
        if (to.leagueId !== from.leagueId) {
          throw badRequest('Both teams must be in the same league');
        }
        if (to.userId === null) {
          throw conflict(BOT_NO_TRADES(to.name));
        }
        const draftRunning = await tx.drafts.runningUnderLeagueLock(league.id);
        await tx.teams.lock(from.id, to.id);
        await requireTradingOpen(tx, league, draftRunning);
        await requireRoomForOffer(tx, from);
        await requireNewOffer(tx, from, to, [...input.give, ...input.receive]);
        await planOrRefuse(tx, league, from, to, input.give, input.receive);
        const offer = await insertOffer(tx, from, to, input, userId, now());
        await tellTradeOwners(tx, [offer]);
        await noticeOfOffer(tx, from, to, 'Trade offer');
        // The answer is read before the commit, so a connection lost after it cannot turn a
        // stored offer into an error.
        return createTradeView(tx).presentOne(offer.id, userId);
      });
    },

    accept(userId: string, id: string) {
      return act(userId, id, 'accept', async (tx, locked) => {
        await requireTradingOpen(tx, locked.league, locked.draftRunning);
        const plan = await planOrRefuse(
          tx,
          locked.league,
          locked.from,
          locked.to,
          ...(await sides(tx, locked.trade)),
        );
        const at = now();
        const reviewEnd = new Date(at.getTime() + locked.league.tradeReviewHours * HOUR_MS);
        // A player whose game has started moves only once the week is over; the lock is the
        // reason it waits only when the week outlasts the review.
        const wait = await lockedUntil(tx, locked);
        const waitsForLock = wait !== null && wait.until > reviewEnd;
        const reviewEndsAt = waitsForLock ? wait.until : reviewEnd;
        await transition(tx, locked.trade, 'accept', {
          acceptedAt: at,
          reviewEndsAt,
          dueAt: reviewEndsAt,
          ...(waitsForLock ? { reason: wait.reason } : {}),
        });
        // Without a review period (or a lock to wait for) the swap happens now.
        if (reviewEndsAt <= at) {
          await complete(tx, { ...locked, trade: { ...locked.trade, status: 'accepted' } }, plan);
        }
        return locked.trade.id;
      });
    },

    reject: (userId: string, id: string) => act(userId, id, 'reject'),

    cancel: (userId: string, id: string) => act(userId, id, 'cancel'),

    veto: (userId: string, id: string, reason?: string) =>
      act(userId, id, 'veto', async (tx, locked) => {
        const why = reason || 'Vetoed by the league commissioner';
        await transition(tx, locked.trade, 'veto', { decidedAt: now(), dueAt: null, reason: why });
        await logCommissioner(
          tx,
          locked.league,
          userId,
          `The commissioner vetoed the trade between ${locked.from.name} and ${locked.to.name}`,
          { action: 'veto', tradeId: locked.trade.id, reason: why },
        );
        return locked.trade.id;
      }),

    /** Answers an offer with another: the original is countered, the new one goes back. */
    counter(userId: string, id: string, input: CounterTradeInput) {
      return act(userId, id, 'counter', async (tx, locked) => {
        await requireTradingOpen(tx, locked.league, locked.draftRunning);
        // A counter-offer is a new offer from the team that answers.
        await requireRoomForOffer(tx, locked.to);
        await requireNewOffer(tx, locked.to, locked.from, [...input.give, ...input.receive]);
        await planOrRefuse(tx, locked.league, locked.to, locked.from, input.give, input.receive);
        await transition(tx, locked.trade, 'counter', { decidedAt: now(), dueAt: null });
        const offer = await insertOffer(tx, locked.to, locked.from, input, userId, now(), {
          counterOf: locked.trade.id,
        });
        await noticeOfOffer(tx, locked.to, locked.from, 'Counter-offer');
        return offer.id;
      });
    },

    /**
     * Settles every trade whose time has come: offers that expired or outlived the deadline,
     * reviews that ended. Safe to run on every instance at once; returns how many it changed.
     */
    async sweep(): Promise<number> {
      let changed = 0;
      const failures: unknown[] = [];
      for (const id of await repos.trades.dueIds(now(), SWEEP_BATCH)) {
        // A trade that cannot be settled is left as it was, for the next round to try again;
        // the others due go on, and the round then fails with what went wrong.
        const settled = await inTransaction(db, async (tx) => {
          const locked = await lockTrade(tx, id);
          return locked !== undefined && (await settleAndTell(tx, locked)) !== null;
        }).catch((error: unknown) => {
          failures.push(error);
          return false;
        });
        if (settled) changed += 1;
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `${failures.length} due trade(s) could not be settled; ${changed} settled`,
        );
      }
      return changed;
    },
  };

  /**
   * Runs an answer to a trade the user can see, in one transaction: the user must be the one
   * the action belongs to and the trade in a state that allows it. A trade whose time had come
   * is settled first (that change is kept) and the action refused. Without `work` the action
   * simply ends the trade.
   */
  async function act(
    userId: string,
    id: string,
    action: TradeAnswer,
    work: (tx: Repositories, locked: LockedTrade) => Promise<string> = async (tx, locked) => {
      await transition(tx, locked.trade, action, { decidedAt: now(), dueAt: null });
      return locked.trade.id;
    },
  ): Promise<Trade> {
    const outcome = await inTransaction(db, async (tx): Promise<Outcome<Trade>> => {
      await visibleTrade(tx, id, userId);
      let locked = await lockTrade(tx, id);
      if (!locked) throw notFound(TRADE_NOT_FOUND);
      const settled = await settleAndTell(tx, locked);
      if (settled) {
        if (settled.status !== locked.trade.status) {
          const refusal = tradeStatusRefusal(settled.status as TradeStatus, action);
          return { refusal: conflict(settled.reason ? `${refusal} (${settled.reason})` : refusal) };
        }
        // Still in the same state (an accepted trade now waits for a locked player to the end
        // of the week): the answer applies to it as it stands.
        locked = { ...locked, trade: settled };
      }
      requireActor(locked, userId, action);
      const status = locked.trade.status as TradeStatus;
      if (!nextTradeStatus(status, action)) throw conflict(tradeStatusRefusal(status, action));
      const done = await work(tx, locked);
      const trade = (await tx.trades.findById(done))!;
      await tellTradeOwners(tx, [trade]);
      // An accepted trade waits out the league's review: its proposer hears it was accepted.
      if (trade.status === 'accepted' && locked.from.userId) {
        await notify(tx, [
          {
            userId: locked.from.userId,
            type: 'trade',
            leagueId: locked.league.id,
            title: 'Trade accepted',
            body: `${locked.to.name} accepted the trade offer from ${locked.from.name}: it completes when the league's review ends, unless the commissioner vetoes it.`,
            link: `/teams/${locked.from.id}`,
          },
        ]);
      }
      // Read before the commit: once the change is stored, its answer cannot fail.
      return { done: await createTradeView(tx).presentOne(done, userId) };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.done;
  }

  /**
   * Locks the trade's league against a draft's start, then its teams, then the trade;
   * undefined when it no longer exists.
   */
  async function lockTrade(tx: Repositories, id: string): Promise<LockedTrade | undefined> {
    const unlocked = await tx.trades.findById(id);
    if (!unlocked) return undefined;
    const draftRunning = await tx.drafts.runningUnderLeagueLock(unlocked.leagueId);
    await tx.teams.lock(unlocked.fromTeamId, unlocked.toTeamId);
    const trade = await tx.trades.lock(id);
    const from = await tx.teams.findById(unlocked.fromTeamId);
    const to = await tx.teams.findById(unlocked.toTeamId);
    const league = await tx.leagues.findById(unlocked.leagueId);
    if (!trade || !from || !to || !league) return undefined;
    // Whatever happens to the trade happens in this league: its cached reads go, no others.
    noteLeague(league.id);
    return { trade, league, from, to, draftRunning };
  }

  /**
   * Settles the trade (`settle`) and answers it as it now stands, or null if time asked nothing
   * of it. A trade still waiting for a locked player is only looked at again later: its owners
   * hear of it when its state or the reason it waits changes, not at every look.
   */
  async function settleAndTell(tx: Repositories, locked: LockedTrade): Promise<TradeRow | null> {
    if (!(await settle(tx, locked))) return null;
    const settled = (await tx.trades.findById(locked.trade.id))!;
    if (settled.status !== locked.trade.status || settled.reason !== locked.trade.reason) {
      await tellTradeOwners(tx, [settled]);
    }
    return settled;
  }

  /**
   * Does what time asks of a trade: expires an unanswered offer, voids an offer the deadline
   * overtook, completes a trade whose review ended (or voids it if it no longer fits).
   * Returns whether the trade changed.
   */
  async function settle(tx: Repositories, locked: LockedTrade): Promise<boolean> {
    const { trade, league } = locked;
    const at = now();
    if (trade.status === 'pending' && trade.expiresAt <= at) {
      await transition(tx, trade, 'expire', { decidedAt: at, dueAt: null });
      return true;
    }
    if (
      trade.status === 'pending' &&
      tradeDeadlinePassed(league.tradeDeadlineWeek, await tx.season.scoredWeeks(league.id))
    ) {
      await transition(tx, trade, 'void', {
        decidedAt: at,
        dueAt: null,
        reason: tradeDeadlineMessage(league.tradeDeadlineWeek!),
      });
      return true;
    }
    if (trade.status === 'accepted' && trade.reviewEndsAt && trade.reviewEndsAt <= at) {
      const wait = await lockedUntil(tx, locked);
      if (wait) {
        await tx.trades.update(trade.id, 'accepted', {
          reviewEndsAt: wait.until,
          dueAt: wait.until,
          reason: wait.reason,
        });
        return true;
      }
      // A player no longer on the roster the trade counts on voids it here, with the others that
      // no longer fit: settling never fails.
      const read = locked.draftRunning
        ? { error: CLOSED_BY_DRAFT('Trades') }
        : await readTradeSides(
            tx,
            locked.league,
            locked.from,
            locked.to,
            ...(await sides(tx, trade)),
          );
      const plan = 'error' in read ? read : planTrade(...read.sides);
      if ('error' in plan) {
        await transition(tx, trade, 'void', { decidedAt: at, dueAt: null, reason: plan.error });
      } else {
        await complete(tx, locked, plan.moves);
      }
      return true;
    }
    return false;
  }

  /**
   * Whether the trade's players include one locked now (his game of the week has started):
   * then when the week ends in real time (a paused replay is looked at again in a minute),
   * and why the trade waits; else null.
   */
  async function lockedUntil(
    tx: Repositories,
    { trade, league }: LockedTrade,
  ): Promise<{ until: Date; reason: string } | null> {
    const players = (await tx.trades.playersOf([trade.id])).map((record) => record.player);
    const locks = await tx.teams.lineupLocks(
      league,
      players.map((player) => player.id),
    );
    const locked = players.filter((player) => locks.isLocked(player.id));
    if (locked.length === 0 || !locks.window) return null;
    const realNow = Date.now();
    const end = realTimeOf(clockOf(league), locks.window.end, realNow);
    return {
      until: new Date(end ?? realNow + PAUSED_RECHECK_MS),
      reason: tradeWaitsForWeekEnd(locked.map((player) => player.name)),
    };
  }

  /** Swaps the players, voids every other open trade holding one of them, and closes the trade. */
  async function complete(tx: Repositories, locked: LockedTrade, moves: TradeMove[]) {
    const { trade, league, from, to } = locked;
    await tx.teams.movePlayers(league.id, moves);
    // A completed trade no longer waits for anything, so it keeps no reason.
    await transition(tx, trade, 'complete', { decidedAt: now(), dueAt: null, reason: null });
    const names = new Map(
      (await tx.trades.playersOf([trade.id])).map((record) => [
        record.player.id,
        record.player.name,
      ]),
    );
    await voidTradesHolding(
      tx,
      moves.map((move) => ({ leagueId: league.id, playerId: move.playerId })),
      now(),
      (playerIds) =>
        `${playerIds.map((id) => names.get(id)).join(', ')} moved in a trade between ${from.name} and ${to.name}`,
      trade.id,
    );
    // What each side gave: the players that moved to the other team.
    const movedTo = (teamId: string) =>
      moves
        .filter((move) => move.toTeamId === teamId)
        .map((move) => ({ id: move.playerId, name: names.get(move.playerId) ?? 'a player' }));
    const fromGives = movedTo(to.id);
    const toGives = movedTo(from.id);
    const list = (players: { name: string }[]) =>
      players.map((p) => p.name).join(', ') || 'nothing';
    await tx.transactions.add([
      {
        leagueId: league.id,
        type: 'trade',
        teamId: from.id,
        otherTeamId: to.id,
        // The trade is its proposer's move, whoever (or whichever clock) completed it, and
        // whoever manages the team now.
        userId: trade.proposedBy,
        leagueAt: leagueNow(league),
        text: `traded ${list(fromGives)} to ${to.name} for ${list(toGives)}`,
        detail: {
          tradeId: trade.id,
          otherTeam: { id: to.id, name: to.name },
          gave: fromGives,
          got: toGives,
        },
      },
    ]);
    await notify(
      tx,
      [from, to].flatMap((team) =>
        team.userId
          ? [
              {
                userId: team.userId,
                type: 'trade' as const,
                leagueId: league.id,
                title: 'Trade completed',
                body: `${from.name} traded ${list(fromGives)} to ${to.name} for ${list(toGives)}.`,
                link: `/teams/${team.id}`,
              },
            ]
          : [],
      ),
    );
    await tx.events.publish({ kind: 'invalidate', leagueIds: [league.id] });
  }

  /** Moves the trade on by `action`, under the lock its caller holds. */
  async function transition(
    tx: Repositories,
    trade: TradeRow,
    action: TradeAction,
    values: Partial<TradeRow>,
  ) {
    const status = nextTradeStatus(trade.status as TradeStatus, action);
    if (
      !status ||
      !(await tx.trades.update(trade.id, trade.status as TradeStatus, { ...values, status }))
    ) {
      throw conflict(tradeStatusRefusal(trade.status as TradeStatus, action));
    }
  }
}

export type TradesService = ReturnType<typeof createTradesService>;

/**
 * An offer the team has already made to the other team, the same players each way, and which
 * still waits for an answer, is not made twice. A player belongs to one team, so the players
 * of an offer tell both of its sides.
 */
async function requireNewOffer(
  tx: Repositories,
  from: TeamRecord,
  to: TeamRecord,
  playerIds: readonly string[],
) {
  const wanted = new Set(playerIds);
  const offers = await tx.trades.pendingOffersBetween(from.id, to.id);
  if (
    offers.some(
      (players) => players.length === wanted.size && players.every((id) => wanted.has(id)),
    )
  ) {
    throw conflict(DUPLICATE_OFFER(to.name));
  }
}

/** A team may have this many offers waiting for answers at once, counter-offers included. */
async function requireRoomForOffer(tx: Repositories, from: TeamRecord) {
  if ((await tx.trades.pendingFrom(from.id)) >= MAX_OPEN_OFFERS) {
    throw conflict(
      `${from.name} already has ${MAX_OPEN_OFFERS} offers waiting for an answer; cancel one first`,
    );
  }
}

/** The owner an offer (or a counter-offer) goes to finds it in their notifications. */
async function noticeOfOffer(
  tx: Repositories,
  from: TeamRecord,
  to: TeamRecord,
  kind: 'Trade offer' | 'Counter-offer',
) {
  if (to.userId === null) return;
  await notify(tx, [
    {
      userId: to.userId,
      type: 'trade',
      leagueId: from.leagueId,
      title: `${kind} from ${from.name}`,
      body: `${from.name} offers ${to.name} a ${kind === 'Trade offer' ? 'trade' : 'counter-offer'}: answer it on your team's page.`,
      link: `/teams/${to.id}`,
    },
  ]);
}

async function insertOffer(
  tx: Repositories,
  from: TeamRecord,
  to: TeamRecord,
  offer: { give: string[]; receive: string[]; note: string },
  userId: string,
  at: Date,
  extra: { counterOf?: string } = {},
) {
  const expiresAt = new Date(at.getTime() + TRADE_OFFER_HOURS * HOUR_MS);
  return tx.trades.insert(
    {
      leagueId: from.leagueId,
      fromTeamId: from.id,
      toTeamId: to.id,
      note: offer.note,
      proposedBy: userId,
      expiresAt,
      dueAt: expiresAt,
      ...extra,
    },
    [
      ...offer.give.map((playerId) => ({ playerId, fromTeamId: from.id })),
      ...offer.receive.map((playerId) => ({ playerId, fromTeamId: to.id })),
    ],
  );
}
