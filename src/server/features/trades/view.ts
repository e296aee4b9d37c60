import type { Trade, TradePlayer } from '../../../domain/contract/trades';
import { commissionerId } from '../../../domain/league-rules';
import { tradeActionsFor } from '../../../domain/trades';
import type { TradeStatus } from '../../../domain/vocabulary';
import type { TradeRow } from '../../db/schema/trades';
import { notFound } from '../../errors';
import { toPlayer } from '../players';
import type { Repositories } from '../repositories';
import { TRADE_NOT_FOUND } from './checks';

/** What a client sees of trades: players, teams, times and the viewer's possible answers. */
export function createTradeView(repos: Repositories) {
  /** Trades as this viewer sees them, with players, teams and what the viewer may do. */
  const present = async (rows: TradeRow[], viewerId: string): Promise<Trade[]> => {
    const teamIds = [...new Set(rows.flatMap((row) => [row.fromTeamId, row.toTeamId]))];
    const leagueIds = [...new Set(rows.map((row) => row.leagueId))];
    // One read after another: inside a transaction the repositories share one connection, which
    // takes one statement at a time.
    const teamRecords = await repos.teams.findByIds(teamIds);
    const playerRecords = await repos.trades.playersOf(rows.map((row) => row.id));
    const leagueRecords = [];
    for (const id of leagueIds) leagueRecords.push(await repos.leagues.findById(id));
    const teamById = new Map(teamRecords.map((team) => [team.id, team]));
    const commissionerOf = new Map(
      leagueRecords.flatMap((league) => (league ? [[league.id, commissionerId(league)]] : [])),
    );
    const side = (id: string) => {
      const team = teamById.get(id);
      return {
        id,
        name: team?.name ?? 'Removed team',
        owner: team?.owner ?? 'Bot',
        userId: team?.userId ?? null,
      };
    };
    const playersFrom = (tradeId: string, teamId: string): TradePlayer[] =>
      playerRecords
        .filter((record) => record.tradeId === tradeId && record.fromTeamId === teamId)
        .map(({ player: row }) => {
          const player = toPlayer(row);
          return {
            id: player.id,
            name: player.name,
            position: player.position,
            team: player.team,
            avatarUrl: player.avatarUrl,
            // Only the games that have happened on the league's clock (`playersOf`).
            points: player.fantasyPoints,
          };
        });
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return rows.map((row) => {
      const fromTeam = side(row.fromTeamId);
      const toTeam = side(row.toTeamId);
      const status = row.status as TradeStatus;
      return {
        id: row.id,
        leagueId: row.leagueId,
        leagueName: teamById.get(row.fromTeamId)?.leagueName ?? '',
        status,
        fromTeam,
        toTeam,
        give: playersFrom(row.id, row.fromTeamId),
        receive: playersFrom(row.id, row.toTeamId),
        note: row.note,
        reason: row.reason,
        counterOf: row.counterOf,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        acceptedAt: iso(row.acceptedAt),
        reviewEndsAt: iso(row.reviewEndsAt),
        decidedAt: iso(row.decidedAt),
        actions: tradeActionsFor(status, {
          ownsFromTeam: fromTeam.userId === viewerId,
          ownsToTeam: toTeam.userId === viewerId,
          isCommissioner: commissionerOf.get(row.leagueId) === viewerId,
        }),
      };
    });
  };

  const presentOne = async (id: string, viewerId: string) => {
    const trade = await repos.trades.findById(id);
    if (!trade) throw notFound(TRADE_NOT_FOUND);
    return (await present([trade], viewerId))[0]!;
  };

  return { present, presentOne };
}
