import type { LeagueRow, UserRow } from './schema';

/**
 * The shapes of stored rows as the repositories answer them, shared by every feature that reads
 * them; the features' answers (the contract) are built from these.
 */

/** A league row with its member ids in join order (without a creator, the first member commands). */
export type LeagueWithMembers = LeagueRow & { memberIds: string[]; teamCount: number };

/** A team with its owner's username (null for a bot team) and its league's name. */
export interface TeamRecord {
  id: string;
  name: string;
  userId: string | null;
  owner: string | null;
  leagueId: string;
  leagueName: string;
}

/** What an answer shows of a user's row. */
export type ShownUserRow = Pick<UserRow, 'id' | 'username' | 'email' | 'avatar' | 'lastSeenAt'>;
