import type { Player, PlayerDetail, PlayerListQuery } from '../../../domain/contract/players';
import { playerRegionsFor } from '../../../domain/regions';
import {
  type LeagueRegion,
  PLAYER_REGIONS,
  type PlayerPosition,
  type PlayerRegion,
} from '../../../domain/vocabulary';
import { LEAGUE_NOT_FOUND, reachLeague } from '../../access/league-access';
import type { Db } from '../../db/client';
import type { PlayerCore } from '../../db/player-json';
import { notFound } from '../../errors';
import { repositoriesOf } from '../repositories';

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

export function createPlayersService(db: Db) {
  const repos = repositoriesOf(db);
  const repository = repos.players;
  const requirePlayer = async (id: string) => {
    const row = await repository.findById(id);
    if (!row) throw notFound('Player not found');
    return row;
  };

  return {
    /**
     * A private league's pool is for those who may see the league: anyone else, logged in or
     * not (`viewerId` null), is answered as if it did not exist.
     */
    requireLeague(leagueId: string, viewerId: string | null) {
      return reachLeague(repos, leagueId, viewerId, 'read');
    },

    async list(query: PlayerListQuery) {
      let regions = query.region ? expandRegions(query.region) : undefined;
      if (query.leagueId) {
        const leagueRegions = await repository.leagueRegions(query.leagueId);
        if (!leagueRegions) throw notFound(LEAGUE_NOT_FOUND);
        const admitted = playerRegionsFor(leagueRegions as LeagueRegion[]);
        regions = regions ? regions.filter((region) => admitted.includes(region)) : admitted;
      }
      const { rows, total } = await repository.list({
        regions,
        position: query.position,
        team: query.team || undefined,
        search: query.search || undefined,
        limit: query.limit,
        offset: query.offset,
      });
      return { players: rows.map(toPlayer), total };
    },

    async detail(id: string): Promise<PlayerDetail> {
      const row = await requirePlayer(id);
      const [games, weeks] = await Promise.all([
        repository.recentGames(id),
        repository.weeklyPoints(id),
      ]);
      return {
        ...toPlayer(row),
        recentGames: games.map(({ line, ...game }) => ({
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
          points: line.points,
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
