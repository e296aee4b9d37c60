/** Shapes shared by the server and the web client. */

import type { DraftStatus } from './draft-state';

// The draft's shapes are inferred from their schemas in draft-state.ts.
export type {
  ChatMessage,
  DraftParticipant,
  DraftPick,
  DraftPlayer,
  DraftState,
  DraftStatus,
  DraftStatusResponse,
  DraftTeam,
  DraftTurn,
  LiveDraftState,
} from './draft-state';

export interface User {
  id: string;
  /** Some clients read `_id`; it always equals `id`. */
  _id: string;
  username: string;
  /** Masked (`f•••@t1.gg`) when another user finds this one by search without the whole address. */
  email: string;
  avatar: string | null;
  online: boolean;
}

export interface AuthResponse {
  token: string;
  user: User;
}

/**
 * PUT /users/profile: the user and a token to use from now on (after a password change the
 * old token and every other session's are refused).
 */
export type ProfileUpdateResponse = User & { token: string };

/** What a user may do (GET /users/rights/{id}); of another user only their public leagues. */
export interface UserRights {
  userId: string;
  /** Leagues this user commissions (creator, or first member when no creator is set). */
  commissionerOf: string[];
  /** Leagues this user belongs to. */
  memberOf: string[];
  /** Operator accounts (a role granted with `npm run admin -- grant`) may edit shared player data. */
  canEditPlayers: boolean;
}

export const LEAGUE_REGIONS = ['AMERICAS', 'EMEA', 'CHINA', 'KOREA'] as const;
export type LeagueRegion = (typeof LEAGUE_REGIONS)[number];

/** The part of a league the app shell needs (name beside the brand, selection). */
export interface LeagueSummary {
  id: string;
  _id: string;
  name: string;
  description: string;
  creatorId: string;
  memberIds: string[];
  maxTeams: number;
  isPublic: boolean;
  regions: LeagueRegion[];
  currentWeek: number;
  teamCount: number;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
}

export const PLAYER_POSITIONS = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'TEAM'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

/** Where a pro plays: LTA North and South are shown as NORTH and SOUTH. */
export const PLAYER_REGIONS = ['LCK', 'LPL', 'LEC', 'LCS', 'NORTH', 'SOUTH'] as const;
export type PlayerRegion = (typeof PLAYER_REGIONS)[number];

export interface PlayerStats {
  gamesPlayed: number;
  kills: number;
  deaths: number;
  assists: number;
  cs: number;
  visionScore: number;
  /** Objectives of the player's team in the player's games (OE gives them on team rows). */
  baronKills: number;
  dragonKills: number;
  turretKills: number;
}

/** A real pro (or a real team, position TEAM) with season totals. */
export interface Player {
  id: string;
  name: string;
  position: PlayerPosition;
  team: string;
  region: PlayerRegion;
  /** The OE league label of the player's latest game (LCK, LPL, LEC, LTA N, LTA S, …). */
  homeLeague: string;
  /** A stored picture, or null. */
  imageUrl: string | null;
  /** Always loads: the stored picture, else a generated avatar (initials on the team colour). */
  avatarUrl: string;
  fantasyPoints: number;
  /** `fantasyPoints` again, for clients that read `points`. */
  points: number;
  pointsPerGame: number;
  stats: PlayerStats;
}

/** One real game of a player, with the fantasy points it earned. */
export interface PlayerGame {
  gameId: string;
  playedAt: string;
  league: string;
  split: string;
  playoffs: boolean;
  side: 'Blue' | 'Red';
  team: string;
  opponent: string;
  champion: string | null;
  win: boolean;
  gameLengthSeconds: number;
  kills: number;
  deaths: number;
  assists: number;
  cs: number | null;
  visionScore: number | null;
  /** Null where OE leaves them blank (LPL): unknown, scored as none. */
  tripleKills: number | null;
  quadraKills: number | null;
  pentaKills: number | null;
  firstBlood: boolean | null;
  /** Team objectives in this game (from the team row). */
  dragons: number | null;
  barons: number | null;
  towers: number | null;
  points: number;
}

export interface WeeklyPoints {
  /** Monday of the calendar week (UTC), YYYY-MM-DD. */
  weekStart: string;
  games: number;
  points: number;
}

export interface PlayerDetail extends Player {
  /** The most recent games first (at most 20). */
  recentGames: PlayerGame[];
  /** Every calendar week with games, oldest first. */
  weeklyPoints: WeeklyPoints[];
}

/** A team's players by slot: one per starter slot, up to 3 on the bench. */
export interface TeamRoster {
  TOP: Player | null;
  JUNGLE: Player | null;
  MID: Player | null;
  ADC: Player | null;
  SUPPORT: Player | null;
  FLEX: Player | null;
  BENCH: Player[];
}

export interface Team {
  id: string;
  name: string;
  /** The owner's username, or 'Bot' for a team the commissioner manages. */
  owner: string;
  userId: string | null;
  isBot: boolean;
  leagueId: string;
  leagueName: string;
  totalPoints: number;
  players: TeamRoster;
}

export interface LeagueMember {
  id: string;
  username: string;
  avatar: string | null;
  isCreator: boolean;
}

/** A league as its page shows it, plus what the server knows beyond it. */
export interface League extends LeagueSummary {
  creator: { id: string; username: string } | null;
  members: LeagueMember[];
  teams: Team[];
  /** Players eligible by the league's regions, and how many no team has taken yet. */
  playerPool: { regions: PlayerRegion[]; total: number; available: number };
  /** The scheduled fantasy weeks with their real date windows; empty until generated. */
  schedule: ScheduleWeek[];
  /** How many weeks the commissioner asked for (Set Schedule, Fill League). */
  scheduleWeeks: number | null;
  draft: {
    dateTime: string | null;
    type: 'snake' | 'auction';
    pickSeconds: number;
    status: DraftStatus;
  };
  /** Shown to members only: what the commissioner shares to let people into a private league. */
  inviteCode: string | null;
  isMember: boolean;
  isCommissioner: boolean;
  /** In the create response: offer the creator to create their team. */
  promptCreateTeam?: boolean;
}

/** One fantasy week of a league's schedule, with its real date window. */
export interface ScheduleWeek {
  week: number;
  /** ISO dates: the window of real games that count (end exclusive). */
  start: string;
  end: string;
  label: string;
  /** False for weeks after the last game in the data. */
  hasGames: boolean;
  completed: boolean;
}

export interface MatchupStarter {
  slot: string;
  player: { id: string; name: string; position: string; team: string };
  /** Points that week; null until the week is scored. */
  points: number | null;
  games: number | null;
}

export interface MatchupTeam {
  id: string;
  name: string;
  owner: string;
}

/** A matchup in both shapes clients read (server: teamA/teamB/…, client: homeTeam/…). */
export interface Matchup {
  id: string;
  week: number;
  teamA: MatchupTeam;
  teamB: MatchupTeam;
  scoreA: number | null;
  scoreB: number | null;
  /** The winning team's id; null before scoring and for a tie. */
  winner: string | null;
  homeTeam: string;
  awayTeam: string;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  completed: boolean;
  winnerUpdated: boolean;
  isTie: boolean;
  starters: { home: MatchupStarter[]; away: MatchupStarter[] };
}

export interface StandingsEntry {
  team: MatchupTeam;
  wins: number;
  losses: number;
  ties: number;
  totalPoints: number;
  winPct: number;
}
