import { z } from 'zod';
import { matchupTeamSchema } from './season';

/** A league's playoffs: the seeds, the bracket round by round, and the champion. */

const seededTeamSchema = z.object({ seed: z.number(), team: matchupTeamSchema });

export const bracketRoundSchema = z
  .object({
    round: z.number(),
    weeks: z.array(z.number()),
    /** The top seeds who sit the first round out. */
    byes: z.array(seededTeamSchema),
    /** Empty until the round before is decided. */
    matchups: z.array(
      z.object({
        seedA: z.number(),
        teamA: matchupTeamSchema,
        seedB: z.number(),
        teamB: matchupTeamSchema,
        /** Points over the round's weeks so far. */
        scoreA: z.number(),
        scoreB: z.number(),
        /** Null until every week of the round is final; a level score goes to the better seed. */
        winner: matchupTeamSchema.nullable(),
      }),
    ),
    decided: z.boolean(),
  })
  .meta({ id: 'BracketRound' });
export type BracketRoundView = z.infer<typeof bracketRoundSchema>;

export const PLAYOFF_STATUSES = ['none', 'upcoming', 'live', 'complete'] as const;

export const playoffsSchema = z
  .object({
    /**
     * none: the schedule has no room for the bracket as set; upcoming: the regular season is
     * not final, so the seeds are the standings' as they stand; live; complete: crowned.
     */
    status: z.enum(PLAYOFF_STATUSES),
    teams: z.number(),
    roundWeeks: z.number(),
    /** The first playoff week; null with status none. */
    firstWeek: z.number().nullable(),
    seeds: z.array(seededTeamSchema),
    /** Draws between teams level on record, points for and points against, in order. */
    coinFlips: z.array(z.object({ teams: z.array(matchupTeamSchema), winner: matchupTeamSchema })),
    rounds: z.array(bracketRoundSchema),
    /** The consolation bracket's rounds; empty without one. */
    consolation: z.array(bracketRoundSchema),
    champion: matchupTeamSchema.nullable(),
  })
  .meta({ id: 'Playoffs' });
export type Playoffs = z.infer<typeof playoffsSchema>;
