import { z } from 'zod';
import { LOCK_MODES } from '../season-clock';
import { ROSTER_SLOTS } from '../vocabulary';
import { BODY_REQUIRED, id, idField, isoTime, oneOf, textSchema, uuidSchema } from './fields';
import { playerSchema, rosterPlayerSchema } from './players';

/** Fantasy teams: a roster by slot, creating a team, adding, removing and handing it over. */

/**
 * A team's players by slot, each of the shape `player`: one per starter slot, then the bench.
 * TEAM is the pro organisation in the TEAM slot, always null in a league without that slot.
 */
const rosterOf = <Player extends z.ZodType>(player: Player) =>
  z.object({
    TOP: player.nullable(),
    JUNGLE: player.nullable(),
    MID: player.nullable(),
    ADC: player.nullable(),
    SUPPORT: player.nullable(),
    FLEX: player.nullable(),
    TEAM: player.nullable(),
    BENCH: z.array(player),
  });

export const teamRosterSchema = rosterOf(playerSchema);
export type TeamRoster = z.infer<typeof teamRosterSchema>;

export const teamSchema = z
  .object({
    id,
    name: z.string(),
    /** The owner's username, or 'Bot' for a team the commissioner manages. */
    owner: z.string(),
    userId: id.nullable(),
    isBot: z.boolean(),
    leagueId: id,
    leagueName: z.string(),
    /** The league has a seventh starter slot, TEAM, for a pro organisation. */
    teamSlot: z.boolean(),
    totalPoints: z.number(),
    players: teamRosterSchema,
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/** A team as its league's page shows it: its roster's players without their stats. */
export const leagueTeamSchema = teamSchema
  .extend({ players: rosterOf(rosterPlayerSchema) })
  .meta({ id: 'LeagueTeam' });
export type LeagueTeam = z.infer<typeof leagueTeamSchema>;

export const teamNameSchema = textSchema({
  label: 'Team name',
  max: 40,
  required: 'Please enter a team name',
});

export const createTeamSchema = z.object(
  {
    name: teamNameSchema,
    leagueId: idField('league id'),
  },
  BODY_REQUIRED,
);

export const addPlayerSchema = z.object(
  {
    playerId: idField('player id'),
    slot: oneOf('slot', ROSTER_SLOTS),
  },
  BODY_REQUIRED,
);

/** A lineup move: a rostered player to a slot, swapping with its occupant when that fits. */
export const lineupMoveSchema = z.object(
  {
    playerId: idField('player id'),
    slot: oneOf('slot', ROSTER_SLOTS),
  },
  BODY_REQUIRED,
);

/** A team's page: the team, and its lineup's locks on the league's clock (league time). */
export const teamDetailSchema = teamSchema
  .extend({
    lineup: z.object({
      lockMode: z.enum(LOCK_MODES),
      /** Each rostered player who locks this week, when, and whether he is locked now. */
      locks: z.array(z.object({ playerId: id, lockAt: isoTime, locked: z.boolean() })),
      nextLockAt: isoTime.nullable(),
      now: isoTime,
    }),
    /** The team won its league's playoff final. */
    champion: z.boolean(),
    /** Players the league lets a team keep on its bench. */
    benchSize: z.number(),
  })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const transferTeamSchema = z.object({ newOwnerId: idField('user id') }, BODY_REQUIRED);

export const teamPlayerParamsSchema = z.object({
  id: uuidSchema('Invalid id'),
  playerId: idField('player id'),
});
