import { z } from 'zod';
import { TRADE_STATUSES } from './trades';

/**
 * What the server answers, as Zod schemas: the routes declare them as their responses (so an
 * answer never carries a field that is not here), the OpenAPI document is generated from them,
 * and the types both the server and the web client use are inferred from them.
 */

// The draft's shapes are schemas of their own in draft-state.ts (which builds on this file).
export type {
  AuctionBid,
  AuctionState,
  ChatMessage,
  DraftParticipant,
  DraftPick,
  DraftPlayer,
  DraftState,
  DraftStatusResponse,
  DraftTeam,
  DraftTurn,
  LiveDraftState,
} from './draft-state';

const id = z.string();
const isoTime = z.string();

export const userSchema = z
  .object({
    id,
    /** Some clients read `_id`; it always equals `id`. */
    _id: id,
    username: z.string(),
    /**
     * Whole only to its owner (and to a search for exactly that address); masked (`f•••@t1.gg`)
     * to everyone else, friends too (decision 021).
     */
    email: z.string(),
    avatar: z.string().nullable(),
    /** Holds a push connection now; false to anyone but the user and their friends. */
    online: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z
  .object({ token: z.string(), user: userSchema })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * PUT /users/profile: the user and a token to use from now on (after a password change the
 * old token and every other session's are refused).
 */
export const profileUpdateResponseSchema = userSchema
  .extend({ token: z.string() })
  .meta({ id: 'ProfileUpdateResponse' });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** What a user may do (GET /users/rights/{id}); of another user only their public leagues. */
export const userRightsSchema = z
  .object({
    userId: id,
    /** Leagues this user commissions (creator, or first member when no creator is set). */
    commissionerOf: z.array(id),
    /** Leagues this user belongs to. */
    memberOf: z.array(id),
    /** Operator accounts (a role granted with `npm run admin -- grant`) may edit shared player data. */
    canEditPlayers: z.boolean(),
  })
  .meta({ id: 'UserRights' });
export type UserRights = z.infer<typeof userRightsSchema>;

export const LEAGUE_REGIONS = ['AMERICAS', 'EMEA', 'CHINA', 'KOREA'] as const;
export type LeagueRegion = (typeof LEAGUE_REGIONS)[number];

/** The part of a league the app shell needs (name beside the brand, selection). */
export const leagueSummarySchema = z
  .object({
    id,
    _id: id,
    name: z.string(),
    description: z.string(),
    creatorId: z.string(),
    memberIds: z.array(id),
    maxTeams: z.number(),
    isPublic: z.boolean(),
    regions: z.array(z.enum(LEAGUE_REGIONS)),
    currentWeek: z.number(),
    teamCount: z.number(),
  })
  .meta({ id: 'LeagueSummary' });
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

/** Every refusal and failure: a message for people and a code for programs. */
export const apiErrorSchema = z
  .object({ message: z.string(), code: z.string().optional() })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A confirmation in words (a filled league, recomputed stats). */
export const messageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse' });

export const PLAYER_POSITIONS = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'TEAM'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

/** Where a pro plays: LTA North and South are shown as NORTH and SOUTH. */
export const PLAYER_REGIONS = ['LCK', 'LPL', 'LEC', 'LCS', 'NORTH', 'SOUTH'] as const;
export type PlayerRegion = (typeof PLAYER_REGIONS)[number];

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
  })
  .meta({ id: 'Player' });
export type Player = z.infer<typeof playerSchema>;

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

/** A team's players by slot, each of the shape `player`: one per starter slot, up to 3 on the bench. */
const rosterOf = <Player extends z.ZodType>(player: Player) =>
  z.object({
    TOP: player.nullable(),
    JUNGLE: player.nullable(),
    MID: player.nullable(),
    ADC: player.nullable(),
    SUPPORT: player.nullable(),
    FLEX: player.nullable(),
    BENCH: z.array(player),
  });

export const teamRosterSchema = rosterOf(playerSchema);
export type TeamRoster = z.infer<typeof teamRosterSchema>;

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

export const leagueMemberSchema = z.object({
  id,
  username: z.string(),
  avatar: z.string().nullable(),
  isCreator: z.boolean(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** One fantasy week of a league's schedule, with its real date window. */
export const scheduleWeekSchema = z
  .object({
    week: z.number(),
    /** ISO dates: the window of real games that count (end exclusive). */
    start: isoTime,
    end: isoTime,
    label: z.string(),
    /** False for weeks after the last game in the data. */
    hasGames: z.boolean(),
    completed: z.boolean(),
  })
  .meta({ id: 'ScheduleWeek' });
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

/** A draft's life: ended means the commissioner stopped it early. */
export const draftStatusSchema = z.enum(['not_started', 'started', 'complete', 'ended']);
export type DraftStatus = z.infer<typeof draftStatusSchema>;

/** A league as its page shows it, plus what the server knows beyond it. */
export const leagueSchema = leagueSummarySchema
  .extend({
    creator: z.object({ id, username: z.string() }).nullable(),
    members: z.array(leagueMemberSchema),
    teams: z.array(leagueTeamSchema),
    /** Players eligible by the league's regions, and how many no team has taken yet. */
    playerPool: z.object({
      regions: z.array(z.enum(PLAYER_REGIONS)),
      total: z.number(),
      available: z.number(),
    }),
    /** The scheduled fantasy weeks with their real date windows; empty until generated. */
    schedule: z.array(scheduleWeekSchema),
    /** How many weeks the commissioner asked for (Set Schedule, Fill League). */
    scheduleWeeks: z.number().nullable(),
    draft: z.object({
      dateTime: isoTime.nullable(),
      type: z.enum(['snake', 'auction']),
      pickSeconds: z.number(),
      status: draftStatusSchema,
      /** An auction's budget per team, in dollars, and its bid and nomination clocks. */
      auctionBudget: z.number(),
      bidSeconds: z.number(),
      nominationSeconds: z.number(),
    }),
    /** Shown to members only: what the commissioner shares to let people into a private league. */
    inviteCode: z.string().nullable(),
    isMember: z.boolean(),
    isCommissioner: z.boolean(),
    /** How trades run in this league; the commissioner changes it with PATCH /leagues/{id}. */
    trades: z.object({
      /** Hours an accepted trade waits for the commissioner's veto before it completes. */
      reviewHours: z.number(),
      /** No trades once this week has been scored; null: no deadline. */
      deadlineWeek: z.number().nullable(),
      deadlinePassed: z.boolean(),
    }),
    /** In the create response: offer the creator to create their team. */
    promptCreateTeam: z.boolean().optional(),
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof leagueSchema>;

export const matchupStarterSchema = z.object({
  slot: z.string(),
  player: z.object({ id, name: z.string(), position: z.string(), team: z.string() }),
  /** Points that week; null until the week is scored. */
  points: z.number().nullable(),
  games: z.number().nullable(),
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
    completed: z.boolean(),
    winnerUpdated: z.boolean(),
    isTie: z.boolean(),
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
    totalPoints: z.number(),
    winPct: z.number(),
  })
  .meta({ id: 'StandingsEntry' });
export type StandingsEntry = z.infer<typeof standingsEntrySchema>;

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
    /** Why it ended as it did: a void or vetoed trade's reason; otherwise null. */
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
export type TradeStatus = z.infer<typeof tradeStatusSchema>;

/** A friend request waiting for its recipient's answer. */
export const friendRequestSchema = z
  .object({
    id,
    _id: id,
    sender: userSchema,
    recipient: userSchema,
    createdAt: isoTime,
  })
  .meta({ id: 'FriendRequest' });
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendsResponseSchema = z
  .object({ friends: z.array(userSchema) })
  .meta({ id: 'FriendsResponse' });
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const friendRequestsResponseSchema = z
  .object({ received: z.array(friendRequestSchema), sent: z.array(friendRequestSchema) })
  .meta({ id: 'FriendRequestsResponse' });
export type FriendRequestsResponse = z.infer<typeof friendRequestsResponseSchema>;

/**
 * What sending a friend request did: `sent` (the request now waits for the other user), or
 * `accepted` (they had already asked you, so you are friends now).
 */
export const friendRequestResultSchema = z
  .object({
    status: z.enum(['sent', 'accepted']),
    request: friendRequestSchema.nullable(),
    friend: userSchema.nullable(),
    message: z.string(),
  })
  .meta({ id: 'FriendRequestResult' });
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

export const messageSchema = z
  .object({
    id,
    _id: id,
    conversationId: id,
    sender: userSchema,
    content: z.string(),
    createdAt: isoTime,
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

/** A one-to-one conversation as its participant sees it. */
export const conversationSchema = z
  .object({
    id,
    _id: id,
    participants: z.array(userSchema),
    lastMessage: z.object({ content: z.string(), createdAt: isoTime }).nullable(),
    /** Messages from the other participant the viewer has not read. */
    unreadCount: z.number(),
    /** When the other participant last read the conversation (read receipts); null if never. */
    otherReadAt: isoTime.nullable(),
    updatedAt: isoTime,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

/** What the per-user push connection (`/api/live`) sends. */
export const livePushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: id }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: id,
    userId: id,
    readAt: isoTime,
  }),
  z.object({ type: z.literal('friendRequest'), request: friendRequestSchema }),
  z.object({ type: z.literal('friendAccepted'), friend: userSchema }),
  z.object({ type: z.literal('friendRemoved'), userId: id }),
  z.object({ type: z.literal('tradeOffer'), tradeId: id, status: tradeStatusSchema }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
  }),
]);
export type LivePush = z.infer<typeof livePushSchema>;
