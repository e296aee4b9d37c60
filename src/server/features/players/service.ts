import {
  type Player,
  type PlayerDetail,
  type PlayerListQuery,
  playerSchema,
} from '../../../domain/contract/players';
import { playerRegionsFor } from '../../../domain/regions';
import { scoringOf } from '../../../domain/scoring';
import {
  type LeagueRegion,
  PLAYER_REGIONS,
  type PlayerPosition,
  type PlayerRegion,
} from '../../../domain/vocabulary';
import { LEAGUE_NOT_FOUND, reachLeague } from '../../access/league-access';
import type { Db } from '../../db/client';
import { scoringJson } from '../../db/game-points';
import type { PlayerCore } from '../../db/player-json';
import type { PlayerStatusEntry, PlayerStatuses } from '../../db/player-status';
import { type GamesScope, scopeAt } from '../../db/player-totals';
import { notFound } from '../../errors';
import { serializerFor } from '../../plugins/serializer';
import { repositoriesOf } from '../repositories';
import { createKeptBuilds } from './kept-builds';
import { createLeaguePools } from './league-pools';
import { statusKey } from './league-statuses';
import type { LeagueReading } from './repository';

export const avatarPath = (id: string) => `/api/players/${id}/avatar.svg`;

export function toPlayer(row: PlayerCore): Player {
  const pointsPerGame =
    row.gamesPlayed > 0 ? Math.round((row.fantasyPoints / row.gamesPlayed) * 100) / 100 : 0;
  return {
    id: row.id,
    name: row.name,
    position: row.position as PlayerPosition,
    team: row.team,
    region: row.region as PlayerRegion,
    homeLeague: row.homeLeague,
    imageUrl: row.imageUrl,
    avatarUrl: row.imageUrl ?? avatarPath(row.id),
    fantasyPoints: row.fantasyPoints,
    points: row.fantasyPoints,
    pointsPerGame,
    stats: {
      gamesPlayed: row.gamesPlayed,
      kills: row.kills,
      deaths: row.deaths,
      assists: row.assists,
      cs: row.cs,
      visionScore: row.visionScore,
      baronKills: row.baronKills,
      dragonKills: row.dragonKills,
      turretKills: row.turretKills,
    },
  };
}

/** Player regions admitted by a mix of player regions and league regions. */
function expandRegions(values: string[]): PlayerRegion[] {
  const regions = values.flatMap((value) =>
    (PLAYER_REGIONS as readonly string[]).includes(value)
      ? [value as PlayerRegion]
      : playerRegionsFor([value as LeagueRegion]),
  );
  return [...new Set(regions)];
}

/** The league's scoring values as its games' points are counted: `{}` for Riot's. */
const valuesOf = (reading: LeagueReading) => scoringJson(scoringOf(reading.scoring));

/**
 * How a league's reads count games: up to its time, under its scoring values; undefined when
 * the stored season totals are its totals (every stored game has happened for it, a live
 * league usually, and it keeps Riot's values).
 */
const scopeOf = (reading: LeagueReading): GamesScope | undefined => {
  const values = valuesOf(reading);
  const allPlayed = reading.latestAt === null || reading.latestAt <= reading.leagueTime;
  return allPlayed && values === '{}' ? undefined : scopeAt(reading.leagueTime, values);
};

/** Everything a league's pool depends on (see league-pools.ts). */
const poolKey = (regions: readonly string[], reading: LeagueReading) =>
  [
    [...regions].sort().join(','),
    reading.revealedAt?.getTime() ?? 'none',
    reading.playersChangedAt?.getTime() ?? 'none',
    valuesOf(reading),
  ].join('|');

// More players than any pool holds: a pool is every player of its regions.
const WHOLE_POOL = 100_000;
const writePlayer = serializerFor(playerSchema);

/** Where a player stands in a league, as the list's fields. */
const statusOf = (entry: PlayerStatusEntry) => ({
  status: entry.status,
  waiverUntil: entry.waiverUntil === null ? null : new Date(entry.waiverUntil).toISOString(),
  teamId: entry.teamId,
});

/** The same fields written onto a player's JSON left open (ids and times need no escaping). */
const statusFields = (entry: PlayerStatusEntry) => {
  const { status, waiverUntil, teamId } = statusOf(entry);
  const quoted = (value: string | null) => (value === null ? 'null' : `"${value}"`);
  return `,"status":"${status}","waiverUntil":${quoted(waiverUntil)},"teamId":${quoted(teamId)}}`;
};

/** Rows of a list as the answer's players. */
const listed = ({ rows, total }: { rows: PlayerCore[]; total: number }) => ({
  players: rows.map(toPlayer),
  total,
});

export function createPlayersService(db: Db) {
  const repos = repositoriesOf(db);
  const repository = repos.players;
  const pools = createLeaguePools();
  const statuses = createKeptBuilds<PlayerStatuses>();
  const views = createKeptBuilds<{ written: string[]; whole: Buffer }>();
  const requirePlayer = async (id: string) => {
    const row = await repository.findById(id);
    if (!row) throw notFound('Player not found');
    return row;
  };
  const readLeague = async (leagueId: string) => {
    const reading = await repository.leagueReading(leagueId);
    if (!reading) throw notFound(LEAGUE_NOT_FOUND);
    return reading;
  };

  /** Where the league's players stand, kept under what that depends on (league-statuses.ts). */
  const statusesIn = (leagueId: string, reading: LeagueReading) =>
    statuses.get(statusKey(leagueId, reading), () =>
      repos.waivers.statuses({
        leagueId,
        now: reading.leagueTime.getTime(),
        seasonStart: reading.seasonStart?.getTime() ?? null,
      }),
    );

  /**
   * The league's whole pool as the list answers it: each player's JSON written once, with
   * where he stands in the league, and the whole list as bytes; kept while neither the pool
   * nor the statuses change.
   */
  const leagueView = async (leagueId: string, reading: LeagueReading, regions: PlayerRegion[]) => {
    const key = poolKey(regions, reading);
    const pool = await pools.get(key, async () => {
      const whole = { regions, limit: WHOLE_POOL, offset: 0 };
      const players = (await repository.list(whole, scopeOf(reading))).rows.map(toPlayer);
      // Each player written once, open at the end for where he stands in the league.
      return { players, written: players.map((player) => writePlayer(player).slice(0, -1)) };
    });
    const view = await views.get(`${statusKey(leagueId, reading)}|${key}`, async () => {
      const kept = await statusesIn(leagueId, reading);
      const written = pool.written.map(
        (part, index) => part + statusFields(kept.of(pool.players[index]!.id)),
      );
      return { written, whole: Buffer.from(`[${written.join(',')}]`) };
    });
    return { players: pool.players, ...view };
  };

  return {
    /**
     * A private league's pool is for those who may see the league: anyone else, logged in or
     * not (`viewerId` null), is answered as if it did not exist.
     */
    requireLeague(leagueId: string, viewerId: string | null) {
      return reachLeague(repos, leagueId, viewerId, 'read');
    },

    /**
     * Players, best first. Inside a league (`leagueId`): those of its regions, with totals and
     * order counting only the games that have happened on its clock.
     */
    async list(
      query: PlayerListQuery,
    ): Promise<{ players: Player[]; total: number; body?: string | Buffer }> {
      const asked = query.region ? expandRegions(query.region) : undefined;
      const filters = {
        regions: asked,
        position: query.position,
        team: query.team || undefined,
        search: query.search || undefined,
        limit: query.limit,
        offset: query.offset,
      };
      if (!query.leagueId) return listed(await repository.list(filters));

      const leagueId = query.leagueId;
      const reading = await readLeague(leagueId);
      const admitted = playerRegionsFor(reading.regions as LeagueRegion[]);
      const regions = asked ? asked.filter((region) => admitted.includes(region)) : admitted;
      // Inside a league each player carries where he stands in it. A league's whole pool is
      // kept (for a clock behind the stored games, added up once per game that happens) and
      // answered from memory; a text search goes to the database, which matches text.
      if (!filters.team && !filters.search) {
        const { players, written, whole } = await leagueView(leagueId, reading, regions);
        if (!query.position && query.offset === 0 && query.limit >= players.length) {
          return { players, total: players.length, body: whole };
        }
        const matching = players.flatMap((player, index) =>
          !query.position || player.position === query.position ? [index] : [],
        );
        const shown = matching.slice(query.offset, query.offset + query.limit);
        return {
          players: shown.map((index) => players[index]!),
          total: matching.length,
          body: `[${shown.map((index) => written[index]!).join(',')}]`,
        };
      }
      const { players, total } = listed(
        await repository.list({ ...filters, regions }, scopeOf(reading)),
      );
      const kept = await statusesIn(leagueId, reading);
      return {
        players: players.map((player) => ({ ...player, ...statusOf(kept.of(player.id)) })),
        total,
      };
    },

    /**
     * A player's page: totals, latest games and points per week. Inside a league (`leagueId`),
     * of the games that have happened on its clock only, and where he stands in it, from the
     * statuses the list keeps.
     */
    async detail(id: string, leagueId?: string): Promise<PlayerDetail> {
      const reading = leagueId ? await readLeague(leagueId) : undefined;
      const scope = reading ? scopeOf(reading) : undefined;
      const row = await repository.findById(id, scope);
      if (!row) throw notFound('Player not found');
      const [games, weeks, kept] = await Promise.all([
        repository.recentGames(id, scope),
        repository.weeklyPoints(id, scope),
        leagueId && reading ? statusesIn(leagueId, reading) : undefined,
      ]);
      return {
        ...toPlayer(row),
        ...(kept ? statusOf(kept.of(id)) : {}),
        recentGames: games.map(({ line, points, ...game }) => ({
          gameId: line.gameId,
          playedAt: line.playedAt.toISOString(),
          league: game.league,
          split: game.split,
          playoffs: game.playoffs,
          side: line.side as 'Blue' | 'Red',
          team: line.team,
          opponent: line.opponent,
          champion: line.champion,
          win: line.win,
          gameLengthSeconds: game.gameLengthSeconds,
          kills: line.kills,
          deaths: line.deaths,
          assists: line.assists,
          cs: line.cs,
          visionScore: line.visionScore,
          tripleKills: line.tripleKills,
          quadraKills: line.quadraKills,
          pentaKills: line.pentaKills,
          firstBlood: line.firstBlood,
          dragons: line.dragons,
          barons: line.barons,
          towers: line.towers,
          points,
        })),
        weeklyPoints: weeks,
      };
    },

    requirePlayer,

    /** Recomputes the player's totals from the games stored for them. */
    async recompute(id: string): Promise<Player> {
      await requirePlayer(id);
      await repository.recomputeTotals(id);
      return toPlayer(await requirePlayer(id));
    },

    async setImage(id: string, imageUrl: string | null): Promise<Player> {
      const row = await repository.setImage(id, imageUrl || null);
      if (!row) throw notFound('Player not found');
      return toPlayer(row);
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
