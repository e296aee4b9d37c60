import { z } from 'zod';
import { MATCHUP_STAGES } from '../vocabulary';
import { id, isoTime } from './fields';

/** The season: weekly head-to-head matchups and the standings they add up to. */

export const matchupStarterSchema = z.object({
  slot: z.string(),
  player: z.object({ id, name: z.string(), position: z.string(), team: z.string() }),
  /** Points that week; null until the week is scored. */
  points: z.number().nullable(),
  games: z.number().nullable(),
  /** Each game he counted for in that slot (it started while he sat there), with its points. */
  lines: z.array(
    z.object({
      gameId: z.string(),
      playedAt: isoTime,
      opponent: z.string(),
      win: z.boolean(),
      points: z.number(),
    }),
  ),
});
export type MatchupStarter = z.infer<typeof matchupStarterSchema>;

export const matchupTeamSchema = z.object({ id, name: z.string(), owner: z.string() });
export type MatchupTeam = z.infer<typeof matchupTeamSchema>;

/** A matchup in both shapes clients read (server: teamA/teamB/…, client: homeTeam/…). */
export const matchupSchema = z
  .object({
    id,
    week: z.number(),
    teamA: matchupTeamSchema,
    teamB: matchupTeamSchema,
    scoreA: z.number().nullable(),
    scoreB: z.number().nullable(),
    /** The winning team's id; null before scoring and for a tie. */
    winner: id.nullable(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamId: id,
    awayTeamId: id,
    homeScore: z.number().nullable(),
    awayScore: z.number().nullable(),
    /** Final: the week is over on the league's clock; before that scores move as games happen. */
    completed: z.boolean(),
    /** Scored at least once (live or final). */
    scored: z.boolean(),
    /** League time the scores count games up to; null before the week is scored. */
    countedTo: isoTime.nullable(),
    winnerUpdated: z.boolean(),
    isTie: z.boolean(),
    /** The regular season's, the playoff bracket's or the consolation bracket's. */
    stage: z.enum(MATCHUP_STAGES),
    starters: z.object({
      home: z.array(matchupStarterSchema),
      away: z.array(matchupStarterSchema),
    }),
  })
  .meta({ id: 'Matchup' });
export type Matchup = z.infer<typeof matchupSchema>;

export const standingsEntrySchema = z
  .object({
    team: matchupTeamSchema,
    wins: z.number(),
    losses: z.number(),
    ties: z.number(),
    /** Against the week's median score, in a league with the median game; else 0. */
    medianWins: z.number(),
    medianLosses: z.number(),
    totalPoints: z.number(),
    pointsAgainst: z.number(),
    winPct: z.number(),
  })
  .meta({ id: 'StandingsEntry' });
export type StandingsEntry = z.infer<typeof standingsEntrySchema>;
