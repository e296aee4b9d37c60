import { z } from 'zod';
import { LEAGUE_REGIONS, PLAYER_POSITIONS, PLAYER_REGIONS, PLAYER_STATUSES } from '../vocabulary';
import {
  BODY_REQUIRED,
  httpUrlSchema,
  id,
  isoTime,
  oneOf,
  searchTextSchema,
  textSchema,
  uuidSchema,
  wholeNumberText,
} from './fields';

/** Real pros (and real teams, position TEAM): the list, one player's page, pictures. */

export const playerStatsSchema = z.object({
  gamesPlayed: z.number(),
  kills: z.number(),
  deaths: z.number(),
  assists: z.number(),
  cs: z.number(),
  visionScore: z.number(),
  /** Objectives of the player's team in the player's games (OE gives them on team rows). */
  baronKills: z.number(),
  dragonKills: z.number(),
  turretKills: z.number(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** A real pro (or a real team, position TEAM) with season totals. */
export const playerSchema = z
  .object({
    id,
    name: z.string(),
    position: z.enum(PLAYER_POSITIONS),
    team: z.string(),
    region: z.enum(PLAYER_REGIONS),
    /** The OE league label of the player's latest game (LCK, LPL, LEC, LTA N, LTA S, …). */
    homeLeague: z.string(),
    /** A stored picture, or null. */
    imageUrl: z.string().nullable(),
    /** Always loads: the stored picture, else a generated avatar (initials on the team colour). */
    avatarUrl: z.string(),
    fantasyPoints: z.number(),
    /** `fantasyPoints` again, for clients that read `points`. */
    points: z.number(),
    pointsPerGame: z.number(),
    stats: playerStatsSchema,
    /**
     * Inside a league (`leagueId`, on the list and a player's page): free agent, on waivers, or
     * on a team.
     */
    status: z.enum(PLAYER_STATUSES).optional(),
    /** Inside a league: when his waivers clear (league time), while on waivers. */
    waiverUntil: isoTime.nullable().optional(),
    /** Inside a league: the team holding him. */
    teamId: id.nullable().optional(),
  })
  .meta({ id: 'Player' });
export type Player = z.infer<typeof playerSchema>;

/**
 * A rostered player as a league's page lists him on his team: who he is and his points, not
 * his picture or his season's stats (the team and player pages show those). A 12-team league's
 * page is less than half the size for it.
 */
export const rosterPlayerSchema = playerSchema
  .pick({
    id: true,
    name: true,
    position: true,
    team: true,
    region: true,
    fantasyPoints: true,
  })
  .meta({ id: 'RosterPlayer' });
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

/** One real game of a player, with the fantasy points it earned. */
export const playerGameSchema = z.object({
  gameId: z.string(),
  playedAt: isoTime,
  league: z.string(),
  split: z.string(),
  playoffs: z.boolean(),
  side: z.enum(['Blue', 'Red']),
  team: z.string(),
  opponent: z.string(),
  champion: z.string().nullable(),
  win: z.boolean(),
  gameLengthSeconds: z.number(),
  kills: z.number(),
  deaths: z.number(),
  assists: z.number(),
  cs: z.number().nullable(),
  visionScore: z.number().nullable(),
  /** Null where OE leaves them blank (LPL): unknown, scored as none. */
  tripleKills: z.number().nullable(),
  quadraKills: z.number().nullable(),
  pentaKills: z.number().nullable(),
  firstBlood: z.boolean().nullable(),
  /** Team objectives in this game (from the team row). */
  dragons: z.number().nullable(),
  barons: z.number().nullable(),
  towers: z.number().nullable(),
  points: z.number(),
});
export type PlayerGame = z.infer<typeof playerGameSchema>;

export const weeklyPointsSchema = z.object({
  /** Monday of the calendar week (UTC), YYYY-MM-DD. */
  weekStart: z.string(),
  games: z.number(),
  points: z.number(),
});
export type WeeklyPoints = z.infer<typeof weeklyPointsSchema>;

export const playerDetailSchema = playerSchema
  .extend({
    /** The most recent games first (at most 20). */
    recentGames: z.array(playerGameSchema),
    /** Every calendar week with games, oldest first. */
    weeklyPoints: z.array(weeklyPointsSchema),
  })
  .meta({ id: 'PlayerDetail' });
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

const LIST_REGIONS = [...PLAYER_REGIONS, ...LEAGUE_REGIONS] as const;

export const playerRegionFilterSchema = oneOf('region', LIST_REGIONS);
export const playerPositionSchema = oneOf('position', PLAYER_POSITIONS);

/**
 * Inside a league, a player's totals, games and weekly points count only the games that have
 * happened on the league's clock; without one, every stored game.
 */
const leagueIdQuery = uuidSchema('Invalid league id').optional();

export const playerQuerySchema = z.object({ leagueId: leagueIdQuery });

export const playerListQuerySchema = z.object({
  leagueId: leagueIdQuery,
  // The one way past the server's kept answers (benchmarks); the answer is the same.
  refresh: z.enum(['true', 'false']).optional(),
  // A comma-separated list of player regions or league regions.
  region: z
    .string()
    .transform((value) => value.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(playerRegionFilterSchema))
    .optional(),
  position: playerPositionSchema.optional(),
  team: textSchema({ label: 'Team', max: 100 }).optional(),
  search: searchTextSchema.optional(),
  limit: wholeNumberText('Limit', 1, 1000, 'Limit must be between 1 and 1000').default(1000),
  offset: wholeNumberText('Offset', 0, 1_000_000, 'Offset must be between 0 and 1000000').default(
    0,
  ),
});
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

export const playerImageSchema = z.object(
  {
    imageUrl: httpUrlSchema(
      'imageUrl',
      'imageUrl must be an http(s) URL, or null to remove the picture',
    ).nullable(),
  },
  BODY_REQUIRED,
);
