import { z } from 'zod';
import {
  MAX_FAAB_BUDGET,
  PLAYER_POSITIONS,
  PLAYER_STATUSES,
  ROSTER_SLOTS,
  WAIVER_TYPES,
} from '../vocabulary';
import { BODY_REQUIRED, id, idField, isoTime, uuidSchema } from './fields';

/** Free agency and waivers: player status, claims, add-drop, the league's transactions log. */

export const CLAIM_STATUSES = ['pending', 'won', 'lost', 'failed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Where an unrostered or rostered player stands in a league, now on its clock. */
export const playerStatusSchema = z.object({
  status: z.enum(PLAYER_STATUSES),
  /** League time the player's waivers clear (status `waivers`); otherwise null. */
  waiverUntil: isoTime.nullable(),
  /** The team holding him (status `rostered`); otherwise null. */
  teamId: id.nullable(),
});
export type PlayerStatusView = z.infer<typeof playerStatusSchema>;

/** The league's waiver settings and order, as its page shows them. */
export const leagueWaiversSchema = z
  .object({
    type: z.enum(WAIVER_TYPES),
    /** Each team's FAAB budget for the season. */
    budget: z.number().int(),
    /** League days a dropped player waits on waivers. */
    days: z.number().int(),
    /** Every team, first priority first. */
    order: z.array(z.object({ teamId: id, priority: z.number().int(), budgetLeft: z.number() })),
  })
  .meta({ id: 'LeagueWaivers' });
export type LeagueWaivers = z.infer<typeof leagueWaiversSchema>;

const claimPlayerSchema = z.object({
  id,
  name: z.string(),
  position: z.enum(PLAYER_POSITIONS),
  team: z.string(),
});

export const claimSchema = z
  .object({
    id,
    leagueId: id,
    teamId: id,
    addPlayer: claimPlayerSchema,
    dropPlayer: claimPlayerSchema.nullable(),
    /**
     * FAAB dollars bid (0 for a pending claim in other waiver types); null for a claim settled
     * outside FAAB, where no bid counted.
     */
    bid: z.number().int().nullable(),
    /** The team's own order of its pending claims, 1 first. */
    rank: z.number().int(),
    status: z.enum(CLAIM_STATUSES),
    /** Why a claim lost or failed. */
    reason: z.string().nullable(),
    /** League time the player's waivers clear, when this claim is settled. */
    clearsAt: isoTime.nullable(),
    createdAt: isoTime,
    processedAt: isoTime.nullable(),
  })
  .meta({ id: 'WaiverClaim' });
export type WaiverClaim = z.infer<typeof claimSchema>;

const bidSchema = z
  .number({ error: 'Bid must be a whole number of dollars' })
  .int('Bid must be a whole number of dollars')
  .min(0, 'Bid must be $0 or more')
  .max(MAX_FAAB_BUDGET, `Bid must be $${MAX_FAAB_BUDGET} or less`);

export const createClaimSchema = z.object(
  {
    teamId: idField('team id', 'teamId must be a team id'),
    addPlayerId: idField('player to add', 'addPlayerId must be a player id'),
    dropPlayerId: uuidSchema('dropPlayerId must be a player id').nullish(),
    bid: bidSchema.optional(),
  },
  BODY_REQUIRED,
);
export type CreateClaimInput = z.infer<typeof createClaimSchema>;

export const updateClaimSchema = z
  .object(
    {
      bid: bidSchema.optional(),
      dropPlayerId: uuidSchema('dropPlayerId must be a player id').nullish(),
      rank: z
        .number({ error: 'Rank must be a whole number from 1' })
        .int('Rank must be a whole number from 1')
        .min(1, 'Rank must be a whole number from 1')
        .optional(),
    },
    BODY_REQUIRED,
  )
  .refine(
    (body) => body.bid !== undefined || body.dropPlayerId !== undefined || body.rank !== undefined,
    { message: 'Give a bid, a player to drop or a rank to change' },
  );
export type UpdateClaimInput = z.infer<typeof updateClaimSchema>;

export const claimParamsSchema = z.object({
  id: uuidSchema('Invalid league id'),
  claimId: uuidSchema('Invalid claim id'),
});

export const addDropSchema = z.object(
  {
    addPlayerId: idField('player to add', 'addPlayerId must be a player id'),
    dropPlayerId: uuidSchema('dropPlayerId must be a player id').nullish(),
    slot: z
      .enum(ROSTER_SLOTS, { error: `slot must be one of ${ROSTER_SLOTS.join(', ')}` })
      .optional(),
  },
  BODY_REQUIRED,
);
export type AddDropInput = z.infer<typeof addDropSchema>;

export const TRANSACTION_TYPES = ['add', 'drop', 'claim', 'trade', 'commissioner'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(TRANSACTION_TYPES),
    teamId: id.nullable(),
    teamName: z.string().nullable(),
    /** Who did it; null for the league's own work (a waiver clear). */
    user: z.string().nullable(),
    /** League time of the entry. */
    leagueAt: isoTime,
    createdAt: isoTime,
    /** One line a person reads: 'Gank Squad added Faker, dropped Zeus'. */
    summary: z.string(),
    /** What the entry holds: players, bids (a claim's winning and losing bids), settings. */
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'LeagueTransaction' });
export type LeagueTransaction = z.infer<typeof transactionSchema>;

export const TRANSACTIONS_PAGE_SIZE = 25;

export const transactionsQuerySchema = z.object({
  type: z
    .enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(', ')}` })
    .optional(),
  teamId: uuidSchema('teamId must be a team id').optional(),
  /** Entries older than this id (the last of the previous page). */
  before: z.coerce
    .number({ error: 'before must be an entry id' })
    .int('before must be an entry id')
    .positive('before must be an entry id')
    .optional(),
});

export const transactionsPageSchema = z.object({
  entries: z.array(transactionSchema),
  /** The `before` of the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
