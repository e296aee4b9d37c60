/**
 * Every URL the client knows: the screens (`appPaths`) and the API calls (`apiPaths`,
 * relative to /api). Nothing else in the client spells a URL.
 */
/** The element id of a group of the settings page, which a link's hash names. */
export const settingsSectionId = (section: string) => `settings-${section}`;

export const appPaths = {
  home: '/',
  login: '/login',
  register: '/register',
  players: '/players',
  leaguePlayers: (leagueId: string) => `/${encodeURIComponent(leagueId)}/players`,
  player: (id: string) => `/players/${encodeURIComponent(id)}`,
  /** A player opened from a league's list: the league id lets the back button return there. */
  playerInLeague: (id: string, leagueId: string) =>
    `/players/${encodeURIComponent(id)}?leagueId=${encodeURIComponent(leagueId)}`,
  leagues: '/leagues',
  league: (id: string) => `/leagues/${encodeURIComponent(id)}`,
  /** Every setting of a league: the commissioner changes them, members read them. */
  leagueSettings: (id: string) => `/leagues/${encodeURIComponent(id)}/settings`,
  /** One group of a league's settings page, which the page scrolls to. */
  leagueSettingsSection: (id: string, section: 'season' | 'playoffs') =>
    `/leagues/${encodeURIComponent(id)}/settings#${settingsSectionId(section)}`,
  /** The league's playoff bracket: its seeds, rounds and champion. */
  leaguePlayoffs: (id: string) => `/leagues/${encodeURIComponent(id)}/playoffs`,
  /** The link a commissioner shares to let people into a private league. */
  leagueInvite: (id: string, inviteCode: string) =>
    `/leagues/${encodeURIComponent(id)}?inviteCode=${encodeURIComponent(inviteCode)}`,
  currentLeague: '/league',
  teams: '/teams',
  team: (id: string) => `/teams/${encodeURIComponent(id)}`,
  trade: (teamId: string) => `/trade/${encodeURIComponent(teamId)}`,
  /** The trade screen answering an offer: its players come preselected. */
  counterTrade: (teamId: string, tradeId: string) =>
    `/trade/${encodeURIComponent(teamId)}?counter=${encodeURIComponent(tradeId)}`,
  matchups: '/matchups',
  standings: '/standings',
  draft: '/draft',
  /** League pages opened from a league's own page show that league, not the selected one. */
  matchupsFor: (leagueId: string) => `/matchups?leagueId=${encodeURIComponent(leagueId)}`,
  standingsFor: (leagueId: string) => `/standings?leagueId=${encodeURIComponent(leagueId)}`,
  draftFor: (leagueId: string) => `/draft?leagueId=${encodeURIComponent(leagueId)}`,
  // The live draft room: the path carries the product's short name, "rift".
  liveDraft: '/riftdraft',
  liveDraftFor: (leagueId: string) => `/riftdraft/${encodeURIComponent(leagueId)}`,
  friends: '/friends',
  messagesTab: '/friends?tab=messages',
  messages: '/messages',
  conversation: (id: string) => `/messages/${encodeURIComponent(id)}`,
  profile: '/profile',
} as const;

/** The route patterns the router matches. */
export const routePatterns = {
  leaguePlayers: ':leagueId/players',
  player: 'players/:id',
  league: 'leagues/:id',
  leagueSettings: 'leagues/:id/settings',
  // `:leagueId`, as the other league-scoped pages name it, so their frame finds the league.
  leaguePlayoffs: 'leagues/:leagueId/playoffs',
  team: 'teams/:id',
  trade: 'trade/:id',
  liveDraftFor: 'riftdraft/:leagueId',
  conversation: 'messages/:id',
} as const;

export const API_BASE = '/api';

export const apiPaths = {
  health: '/health',
  login: '/users/login',
  logout: '/users/logout',
  register: '/users/register',
  me: '/users/me',
  profile: '/users/profile',
  userSearch: (q: string) => `/users/search?q=${encodeURIComponent(q)}`,
  userRights: (id: string) => `/users/rights/${encodeURIComponent(id)}`,
  userTeams: '/users/teams',
  myLeagues: '/leagues/my-leagues',
  leagues: '/leagues',
  league: (id: string, query: { inviteCode?: string | null; refresh?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (query.refresh) params.set('refresh', 'true');
    if (query.inviteCode) params.set('inviteCode', query.inviteCode);
    const search = params.toString();
    return `/leagues/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
  },
  joinLeague: (id: string) => `/leagues/${encodeURIComponent(id)}/join`,
  /** The league's settings as one document, in groups; PATCH changes any part of them. */
  leagueSettings: (id: string) => `/leagues/${encodeURIComponent(id)}/settings`,
  scoringPreview: (id: string) => `/leagues/${encodeURIComponent(id)}/settings/scoring-preview`,
  scheduleDraft: (id: string) => `/leagues/${encodeURIComponent(id)}/schedule-draft`,
  leagueSchedule: (id: string) => `/leagues/${encodeURIComponent(id)}/schedule`,
  /** A private league's new invite code, made by its commissioner. */
  leagueInviteCode: (id: string) => `/leagues/${encodeURIComponent(id)}/invite-code`,
  /** A replay's clock, stopped and started again by its commissioner. */
  pauseSeason: (id: string) => `/leagues/${encodeURIComponent(id)}/season/pause`,
  resumeSeason: (id: string) => `/leagues/${encodeURIComponent(id)}/season/resume`,
  /** The caller's own waiver claims in a league; one of them by id. */
  leagueClaims: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}/claims`,
  leagueClaim: (leagueId: string, claimId: string) =>
    `/leagues/${encodeURIComponent(leagueId)}/claims/${encodeURIComponent(claimId)}`,
  /** The league's transactions log, newest first; `before` asks for the page after an entry. */
  leagueTransactions: (
    leagueId: string,
    query: { type?: string | null; teamId?: string | null; before?: number | null } = {},
  ) => {
    const params = new URLSearchParams();
    if (query.type) params.set('type', query.type);
    if (query.teamId) params.set('teamId', query.teamId);
    if (query.before) params.set('before', String(query.before));
    const search = params.toString();
    return `/leagues/${encodeURIComponent(leagueId)}/transactions${search ? `?${search}` : ''}`;
  },
  notifications: '/notifications',
  /** The page of notifications written before this one. */
  notificationsBefore: (id: string) => `/notifications?before=${encodeURIComponent(id)}`,
  notificationsRead: '/notifications/read',
  fillLeague: (leagueId: string) => `/admin/fill-league/${encodeURIComponent(leagueId)}`,
  standings: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}/standings`,
  playoffs: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}/playoffs`,
  matchups: (leagueId: string, week: number) =>
    `/leagues/${encodeURIComponent(leagueId)}/matchups/${week}`,
  calculateWeek: (leagueId: string, week: number) =>
    `/leagues/${encodeURIComponent(leagueId)}/calculate/${week}`,
  evaluateWins: (leagueId: string, week: number) =>
    `/leagues/${encodeURIComponent(leagueId)}/matchups/${week}/evaluate-wins`,
  updateStats: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}/update-stats`,
  teams: '/teams',
  myTeams: '/teams/my-teams',
  team: (id: string) => `/teams/${encodeURIComponent(id)}`,
  teamPlayers: (id: string) => `/teams/${encodeURIComponent(id)}/players`,
  /** Moves a rostered player to a slot, swapping with its occupant when that fits. */
  teamLineup: (id: string) => `/teams/${encodeURIComponent(id)}/lineup`,
  teamPlayer: (id: string, playerId: string) =>
    `/teams/${encodeURIComponent(id)}/players/${encodeURIComponent(playerId)}`,
  /** A free agent in and, when given, a rostered player out, in one transaction. */
  teamAddDrop: (id: string) => `/teams/${encodeURIComponent(id)}/add-drop`,
  /** Every player of a league's regions, best first (one call; the list filters in memory). */
  leaguePlayers: (leagueId: string) => `/players?leagueId=${encodeURIComponent(leagueId)}`,
  /** A player's page; inside a league, of the games that have happened on its clock only. */
  player: (id: string, leagueId?: string | null) =>
    leagueId
      ? `/players/${encodeURIComponent(id)}?leagueId=${encodeURIComponent(leagueId)}`
      : `/players/${encodeURIComponent(id)}`,
  /** The generated avatar that always loads; the fallback for a broken external picture. */
  playerAvatar: (id: string) => `/players/${encodeURIComponent(id)}/avatar.svg`,
  draftStatus: (leagueId: string) => `/draft/status?leagueId=${encodeURIComponent(leagueId)}`,
  draftStart: '/draft/start',
  draftEnd: '/draft/end',
  draftPick: '/draft/pick',
  draftSale: '/draft/sale',
  /** Trades the user may see: their own teams' by default, or one league's or team's. */
  trades: (query: { leagueId?: string; teamId?: string; status?: readonly string[] } = {}) => {
    const params = new URLSearchParams();
    if (query.leagueId) params.set('leagueId', query.leagueId);
    if (query.teamId) params.set('teamId', query.teamId);
    if (query.status?.length) params.set('status', query.status.join(','));
    const search = params.toString();
    return `/trades${search ? `?${search}` : ''}`;
  },
  trade: (id: string) => `/trades/${encodeURIComponent(id)}`,
  tradeAction: (id: string, action: 'accept' | 'reject' | 'cancel' | 'veto' | 'counter') =>
    `/trades/${encodeURIComponent(id)}/${action}`,
  /** The live draft room's WebSocket (same origin; ws or wss as the page). */
  liveDraft: (leagueId: string) => `/draft/live/${encodeURIComponent(leagueId)}`,
  friends: '/friends',
  friendRequests: '/friends/requests',
  sendFriendRequest: '/friends/request',
  friendRequestAction: (id: string, action: 'accept' | 'reject') =>
    `/friends/request/${encodeURIComponent(id)}/${action}`,
  friend: (userId: string) => `/friends/${encodeURIComponent(userId)}`,
  conversations: '/messages/conversations',
  conversation: (id: string) => `/messages/conversations/${encodeURIComponent(id)}`,
  conversationMessages: (id: string, query?: { page: number; limit: number }) =>
    `/messages/conversations/${encodeURIComponent(id)}/messages${
      query ? `?page=${query.page}&limit=${query.limit}` : ''
    }`,
  conversationRead: (id: string) => `/messages/conversations/${encodeURIComponent(id)}/read`,
  /** The per-user push connection's WebSocket (same origin; ws or wss as the page). */
  live: '/live',
} as const;
