import { z } from 'zod';
import type { Matchup } from '../../../domain/contract/season';
import { MATCHUP_STAGES } from '../../../domain/vocabulary';

// What a matchup list that cannot be shown reads as.
export const INVALID_MATCHUPS = 'Received invalid matchup data from server';

const team = z.object({ id: z.string(), name: z.string(), owner: z.string().catch('') });
const score = z.number().nullable();

const starter = z.object({
  slot: z.string(),
  player: z.object({
    id: z.string(),
    name: z.string(),
    position: z.string().catch(''),
    team: z.string().catch(''),
  }),
  points: z.number().nullable(),
  games: z.number().nullable().catch(null),
  lines: z
    .array(
      z.object({
        gameId: z.string(),
        playedAt: z.string(),
        opponent: z.string().catch(''),
        win: z.boolean().catch(false),
        points: z.number(),
      }),
    )
    .catch([]),
});

// The fields the screens read must be there; extras the spec lists but the screens do not
// need (starters, tie and winner flags) fall back to "nothing known".
const matchupSchema = z
  .object({
    id: z.string(),
    week: z.number().int(),
    teamA: team,
    teamB: team,
    scoreA: score,
    scoreB: score,
    winner: z.string().nullable(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamId: z.string(),
    awayTeamId: z.string(),
    homeScore: score,
    awayScore: score,
    completed: z.boolean(),
    scored: z.boolean().catch(false),
    countedTo: z.string().nullable().catch(null),
    winnerUpdated: z.boolean().catch(false),
    isTie: z.boolean().catch(false),
    // A matchup that does not say which bracket it belongs to reads as the regular season's.
    stage: z.enum(MATCHUP_STAGES).catch('regular'),
    starters: z
      .object({ home: z.array(starter), away: z.array(starter) })
      .catch({ home: [], away: [] }),
  })
  // Both of the spec's shapes name the same two teams.
  .refine((m) => m.teamA.id === m.homeTeamId && m.teamB.id === m.awayTeamId);

/**
 * A week's matchups as the server sent them, or null when the answer is not a list of
 * matchups (the page then shows INVALID_MATCHUPS).
 */
export function parseMatchups(data: unknown): Matchup[] | null {
  const parsed = z.array(matchupSchema).safeParse(data);
  return parsed.success ? parsed.data : null;
}
