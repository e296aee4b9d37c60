/** Shapes shared by the server and the web client (spec §3). */

export interface User {
  id: string;
  /** The spec's clients read `_id`; it always equals `id`. */
  _id: string;
  username: string;
  email: string;
  avatar: string | null;
  online: boolean;
}

export interface AuthResponse {
  token: string;
  user: User;
}

/** What a user may do (GET /users/rights/{id}). */
export interface UserRights {
  userId: string;
  /** Leagues this user commissions (creator, or first member when no creator is set). */
  commissionerOf: string[];
  /** Leagues this user belongs to. */
  memberOf: string[];
  /** Operator accounts named in ADMIN_USERNAMES may edit shared player data. */
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
}

/** A team as listed for its owner (GET /users/teams). */
export interface TeamSummary {
  id: string;
  name: string;
  userId: string | null;
  owner: string;
  leagueId: string;
  leagueName: string;
  totalPoints: number;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
}
