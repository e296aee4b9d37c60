/**
 * Query keys for the whole client. The first segment names the cache class that
 * `stale-time.ts` reads: `players` lives longest, the per-user lists (`my-leagues`,
 * `my-teams`, `leagues`) carry the user id and are never fresh.
 */
export const queryKeys = {
  myLeagues: (userId: string) => ['my-leagues', userId] as const,
  myTeams: (userId: string) => ['my-teams', userId] as const,
  leagues: (userId: string) => ['leagues', userId] as const,
  league: (leagueId: string) => ['league', leagueId] as const,
  leagueSettings: (leagueId: string) => ['league-settings', leagueId] as const,
  standings: (leagueId: string) => ['standings', leagueId] as const,
  /** The league's playoff bracket; the clock's score news moves it as the standings. */
  playoffs: (leagueId: string) => ['playoffs', leagueId] as const,
  /** Every week's matchups of a league: the prefix of `matchups`. */
  leagueMatchups: (leagueId: string) => ['matchups', leagueId] as const,
  matchups: (leagueId: string, week: number) => ['matchups', leagueId, week] as const,
  /** Teams of every league the user is in (GET /teams). */
  teams: (userId: string) => ['teams', userId] as const,
  team: (teamId: string) => ['team', teamId] as const,
  /** Every cached team page: the prefix of `team`. */
  anyTeam: ['team'] as const,
  players: {
    all: ['players'] as const,
    list: (filters: Record<string, string | undefined>) => ['players', 'list', filters] as const,
    /** All players of a league's regions: fetched once, filtered in memory. */
    league: (leagueId: string) => ['players', 'league', leagueId] as const,
    /** A player's page, seen from a league (its clock) or from none. */
    detail: (playerId: string, leagueId: string | null = null) =>
      ['players', 'detail', playerId, leagueId] as const,
  },
  /** A league's draft (GET /draft/status); the live room keeps it current from its events. */
  draft: (leagueId: string) => ['draft', leagueId] as const,
  /** Every trade list and trade the user has seen: the prefix to refresh after a trade moves. */
  trades: (userId: string) => ['trades', userId] as const,
  tradeList: (
    userId: string,
    query: { leagueId?: string; teamId?: string; status?: readonly string[] },
  ) => ['trades', userId, 'list', query] as const,
  trade: (userId: string, tradeId: string) => ['trades', userId, 'detail', tradeId] as const,
  /** The user's own waiver claims in a league; `leagueClaims` is the prefix for every user. */
  claims: (leagueId: string, userId: string) => ['claims', leagueId, userId] as const,
  leagueClaims: (leagueId: string) => ['claims', leagueId] as const,
  /** A league's transactions log, one list per filter; `leagueTransactions` is the prefix. */
  transactions: (leagueId: string, filter: { type: string | null; teamId: string | null }) =>
    ['transactions', leagueId, filter] as const,
  leagueTransactions: (leagueId: string) => ['transactions', leagueId] as const,
  userRights: (userId: string) => ['user-rights', userId] as const,
  userSearch: (userId: string, q: string) => ['user-search', userId, q] as const,
  /** The user's notification centre: kept current by the push connection. */
  notifications: (userId: string) => ['notifications', userId] as const,
  /** The social lists: kept current by the push connection, polled while it is down. */
  friends: (userId: string) => ['friends', userId] as const,
  friendRequests: (userId: string) => ['friend-requests', userId] as const,
  conversations: (userId: string) => ['conversations', userId] as const,
  conversation: (userId: string, id: string) => ['conversation', userId, id] as const,
  /** Every cached conversation: the prefix of `conversation`. */
  anyConversation: (userId: string) => ['conversation', userId] as const,
  /** A conversation's messages, page 1 (the newest) first. */
  messages: (userId: string, conversationId: string) =>
    ['messages', userId, conversationId] as const,
  /** Every cached message list: the prefix of `messages`. */
  anyMessages: (userId: string) => ['messages', userId] as const,
} as const;

/**
 * Cache classes whose data must never be served from cache (per-user lists that change; a
 * trade changes whenever the other owner or the commissioner answers it).
 */
export const PER_USER_UNCACHED = new Set(['my-leagues', 'my-teams', 'leagues', 'trades']);
// A league's claims and log change with every clear, drop and claim of any of its managers.
PER_USER_UNCACHED.add('claims');
PER_USER_UNCACHED.add('transactions');
// Whether each setting may change follows the league's stage (the draft, the first week).
PER_USER_UNCACHED.add('league-settings');
export const PLAYER_DATA = 'players';
