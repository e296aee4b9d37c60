import { z } from 'zod';
import { MAX_TRADE_PLAYERS, PLAYER_POSITIONS, TRADE_STATUSES } from '../vocabulary';
import { BODY_REQUIRED, id, idField, isoTime, textSchema, uuidSchema } from './fields';

/** Trades: an offer, its answer (accept, reject, counter), the review and the veto. */

/** A player in a trade, with the season points the trade screen weighs. */
export const tradePlayerSchema = z.object({
  id,
  name: z.string(),
  position: z.enum(PLAYER_POSITIONS),
  team: z.string(),
  avatarUrl: z.string(),
  points: z.number(),
});
export type TradePlayer = z.infer<typeof tradePlayerSchema>;

export const tradeTeamSchema = z.object({
  id,
  name: z.string(),
  /** The owner's username. */
  owner: z.string(),
  userId: id.nullable(),
});
export type TradeTeam = z.infer<typeof tradeTeamSchema>;

export const tradeStatusSchema = z.enum(TRADE_STATUSES);

/**
 * A trade: `fromTeam` proposed it, giving `give` for `receive` from `toTeam`. Pending offers
 * are seen by the two owners only; once accepted, everyone in the league sees it.
 */
export const tradeSchema = z
  .object({
    id,
    leagueId: id,
    leagueName: z.string(),
    status: tradeStatusSchema,
    fromTeam: tradeTeamSchema,
    toTeam: tradeTeamSchema,
    /** Players leaving the proposing team. */
    give: z.array(tradePlayerSchema),
    /** Players leaving the receiving team. */
    receive: z.array(tradePlayerSchema),
    note: z.string(),
    /**
     * Why it ended as it did (a void or vetoed trade), or why an accepted trade waits for the
     * week's end (a player in it is locked); otherwise null.
     */
    reason: z.string().nullable(),
    /** The offer this one answers, if it is a counter-offer. */
    counterOf: id.nullable(),
    createdAt: isoTime,
    /** When a pending offer lapses. */
    expiresAt: isoTime,
    acceptedAt: isoTime.nullable(),
    /** When an accepted trade completes unless the commissioner vetoes it. */
    reviewEndsAt: isoTime.nullable(),
    /** When it reached its final state. */
    decidedAt: isoTime.nullable(),
    /** What the viewer may do with it now. */
    actions: z.object({
      accept: z.boolean(),
      reject: z.boolean(),
      counter: z.boolean(),
      cancel: z.boolean(),
      veto: z.boolean(),
    }),
  })
  .meta({ id: 'Trade' });
export type Trade = z.infer<typeof tradeSchema>;

const tradePlayerIdsSchema = (side: string) =>
  z
    .array(idField('player id'), { error: `Select the players ${side}` })
    .min(1, 'Please select at least one player from each team')
    .max(MAX_TRADE_PLAYERS, `A trade moves at most ${MAX_TRADE_PLAYERS} players each way`)
    .refine((ids) => new Set(ids).size === ids.length, 'A player can only be listed once');

const tradeNoteSchema = textSchema({ label: 'Note', max: 500, multiline: true }).default('');

/** The two sides of an offer; a player cannot be on both. */
const tradeOfferShape = {
  give: tradePlayerIdsSchema('to offer'),
  receive: tradePlayerIdsSchema('to receive'),
  note: tradeNoteSchema,
};
const noPlayerOnBothSides = (offer: { give: string[]; receive: string[] }) =>
  !offer.give.some((playerId) => offer.receive.includes(playerId));
const BOTH_SIDES = {
  message: 'A player cannot be on both sides of a trade',
  path: ['receive'],
};

export const proposeTradeSchema = z
  .object(
    {
      fromTeamId: idField('team id'),
      toTeamId: idField('team id'),
      ...tradeOfferShape,
    },
    BODY_REQUIRED,
  )
  .refine(noPlayerOnBothSides, BOTH_SIDES);
export type ProposeTradeInput = z.infer<typeof proposeTradeSchema>;

/** A counter-offer, from the side of the owner who makes it. */
export const counterTradeSchema = z
  .object(tradeOfferShape, BODY_REQUIRED)
  .refine(noPlayerOnBothSides, BOTH_SIDES);
export type CounterTradeInput = z.infer<typeof counterTradeSchema>;

/** The veto's reason is optional, and so is the body. */
export const vetoTradeSchema = z
  .object({ reason: textSchema({ label: 'Reason', max: 500, multiline: true }).optional() })
  .nullish();

export const tradeListQuerySchema = z.object({
  leagueId: uuidSchema('Invalid league id').optional(),
  teamId: uuidSchema('Invalid team id').optional(),
  /** One status or a comma-separated list; the parameter may also be repeated. */
  status: z
    .union([z.string(), z.array(z.string())], {
      error: `Invalid status. Allowed: ${TRADE_STATUSES.join(', ')}`,
    })
    .transform((value) =>
      [value]
        .flat()
        .flatMap((list) => list.split(','))
        .map((part) => part.trim().toLowerCase()),
    )
    .pipe(
      z.array(
        z.enum(TRADE_STATUSES, {
          error: `Invalid status. Allowed: ${TRADE_STATUSES.join(', ')}`,
        }),
      ),
    )
    .optional(),
});
