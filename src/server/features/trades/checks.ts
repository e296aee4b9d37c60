import { CLOSED_BY_DRAFT, commissionerId, SEASON_OVER } from '../../../domain/league-rules';
import {
  PUBLIC_TRADE_STATUSES,
  planTrade,
  type TradeAction,
  type TradeMove,
  type TradeSide,
  tradeDeadlineMessage,
  tradeDeadlinePassed,
} from '../../../domain/trades';
import type { PlayerPosition } from '../../../domain/vocabulary';
import { findLeague, requireAccess } from '../../access/league-access';
import { rosterRulesOf } from '../../db/league-roster';
import type { LeagueWithMembers, TeamRecord } from '../../db/records';
import type { TradeRow } from '../../db/schema/trades';
import { conflict, forbidden, notFound } from '../../errors';
import type { Repositories } from '../repositories';

/** The rules a trade is checked against before anything about it changes. */

export const TRADE_NOT_FOUND = 'Trade not found';

/** A trade with its league and teams, all locked by the transaction that loaded it. */
export interface LockedTrade {
  trade: TradeRow;
  league: LeagueWithMembers;
  from: TeamRecord;
  to: TeamRecord;
  /** Whether the league's draft was running when its row was locked (it cannot start since). */
  draftRunning: boolean;
}

/**
 * The trade as this user may reach it: a pending or ended offer is the two owners' business
 * alone, while accepted, completed and vetoed trades are seen by all who may see the league.
 * Anything else is 404, as a trade that does not exist.
 */
export async function visibleTrade(
  repos: Repositories,
  id: string,
  userId: string,
): Promise<TradeRow> {
  const trade = await repos.trades.findById(id);
  if (!trade) throw notFound(TRADE_NOT_FOUND);
  const teams = await repos.teams.findByIds([trade.fromTeamId, trade.toTeamId]);
  const party = teams.some((team) => team.userId === userId);
  if (party) return trade;
  if (!(PUBLIC_TRADE_STATUSES as readonly string[]).includes(trade.status)) {
    throw notFound(TRADE_NOT_FOUND);
  }
  const league = await findLeague(repos, trade.leagueId);
  try {
    requireAccess(league, userId, 'read');
  } catch {
    throw notFound(TRADE_NOT_FOUND);
  }
  return trade;
}

/** The answers a person gives to a trade, and whose they are. */
export type TradeAnswer = Extract<TradeAction, 'accept' | 'reject' | 'counter' | 'cancel' | 'veto'>;

const ANSWERED_BY: Record<TradeAnswer, 'receiver' | 'proposer' | 'commissioner'> = {
  accept: 'receiver',
  reject: 'receiver',
  counter: 'receiver',
  cancel: 'proposer',
  veto: 'commissioner',
};

export function requireActor(
  { league, from, to }: LockedTrade,
  userId: string,
  action: TradeAnswer,
) {
  const who = ANSWERED_BY[action];
  if (who === 'commissioner') {
    if (commissionerId(league) !== userId) {
      throw forbidden('Only the league commissioner can veto a trade');
    }
  } else if ((who === 'receiver' ? to : from).userId !== userId) {
    const team = who === 'receiver' ? 'receiving this offer' : 'that made this offer';
    throw forbidden(`Only the owner of the team ${team} can ${action} it`);
  }
}

/**
 * No trades while the draft runs, once the deadline week has been scored, or once the season
 * has its champion. `draftRunning` is the answer of `runningUnderLeagueLock`, asked before the
 * teams were locked.
 */
export async function requireTradingOpen(
  tx: Repositories,
  league: LeagueWithMembers,
  draftRunning: boolean,
) {
  if (draftRunning) throw conflict(CLOSED_BY_DRAFT('Trades'));
  if (league.championTeamId) throw conflict(SEASON_OVER('trades'));
  if (tradeDeadlinePassed(league.tradeDeadlineWeek, await tx.season.scoredWeeks(league.id))) {
    throw conflict(tradeDeadlineMessage(league.tradeDeadlineWeek!));
  }
}

/** The ids a stored trade moves each way: what the proposer gives and what they receive. */
export async function sides(tx: Repositories, trade: TradeRow): Promise<[string[], string[]]> {
  const records = await tx.trades.playersOf([trade.id]);
  const from = (teamId: string) =>
    records.filter((record) => record.fromTeamId === teamId).map((record) => record.player.id);
  return [from(trade.fromTeamId), from(trade.toTeamId)];
}

/**
 * Both rosters as the swap needs them; refuses (409) a player who is not, or no longer, on
 * the team that is to give them.
 */
export async function tradeSides(
  tx: Repositories,
  league: Pick<LeagueWithMembers, 'rosterBench' | 'rosterTeamSlot'>,
  from: TeamRecord,
  to: TeamRecord,
  give: readonly string[],
  receive: readonly string[],
): Promise<[TradeSide, TradeSide]> {
  const sides = await readTradeSides(tx, league, from, to, give, receive);
  if ('error' in sides) throw conflict(sides.error);
  return sides.sides;
}

/**
 * Both rosters as the swap needs them, or why not: the first player who is not, or no longer,
 * on the team that is to give them, by name.
 */
export async function readTradeSides(
  tx: Repositories,
  league: Pick<LeagueWithMembers, 'rosterBench' | 'rosterTeamSlot'>,
  from: TeamRecord,
  to: TeamRecord,
  give: readonly string[],
  receive: readonly string[],
): Promise<{ sides: [TradeSide, TradeSide] } | { error: string }> {
  const entries = await tx.teams.rosters([from.id, to.id]);
  const sideOf = (team: TeamRecord, sends: readonly string[]): TradeSide => {
    const roster = entries
      .filter((entry) => entry.teamId === team.id)
      .map((entry) => ({
        playerId: entry.player.id,
        name: entry.player.name,
        position: entry.player.position as PlayerPosition,
        slot: entry.slot,
      }));
    return { teamId: team.id, name: team.name, roster, sends, ...rosterRulesOf(league) };
  };
  const sidesOf: [TradeSide, TradeSide] = [sideOf(from, give), sideOf(to, receive)];
  for (const side of sidesOf) {
    const missing = side.sends.filter(
      (playerId) => !side.roster.some((entry) => entry.playerId === playerId),
    );
    if (missing.length > 0) {
      const player = await tx.players.findById(missing[0]!);
      return { error: `${player?.name ?? 'That player'} is not on ${side.name}` };
    }
  }
  return { sides: sidesOf };
}

/** The swap's moves, or 409 naming the player who is missing or would not fit. */
export async function planOrRefuse(
  tx: Repositories,
  league: Pick<LeagueWithMembers, 'rosterBench' | 'rosterTeamSlot'>,
  from: TeamRecord,
  to: TeamRecord,
  give: readonly string[],
  receive: readonly string[],
): Promise<TradeMove[]> {
  const plan = planTrade(...(await tradeSides(tx, league, from, to, give, receive)));
  if ('error' in plan) throw conflict(plan.error);
  return plan.moves;
}
