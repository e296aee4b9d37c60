import { COMMISSIONER_ONLY, canManageTeam, commissionerId } from '../../domain/league-rules';
import type { LeaguePage } from '../db/league-pages';
import type { LeagueWithMembers, TeamRecord } from '../db/records';
import { forbidden, notFound } from '../errors';
import type { Repositories } from '../features/repositories';
import { noteLeague } from '../plugins/request-leagues';

/**
 * What a user needs of a league: to see it (`read`: a public league, or a member, or a holder
 * of its invite code), to belong to it (`member`), or to run it (`commissioner`).
 */
export type LeagueAccess = 'read' | 'member' | 'commissioner';

/**
 * What a user needs of a team: to see it (`read`, as its league), to change its roster
 * (`owner`: the owner; for a bot team, the commissioner), or to hand it to someone else
 * (`transfer`: the owner or the commissioner).
 */
export type TeamAccess = 'read' | 'owner' | 'transfer';

export const LEAGUE_NOT_FOUND = 'League not found';
export const TEAM_NOT_FOUND = 'Team not found';

interface AccessOptions {
  /** The invite code the user holds: it opens a private league to `read`. */
  inviteCode?: string | undefined;
  /** The refusal's message, where the action has words of its own. */
  message?: string;
  /** Lock the league's row first (inside a transaction that changes its teams or members). */
  lock?: boolean;
}

/**
 * The one rule of who may do what in a league. A private league, and everything in it (teams,
 * matchups, standings, its draft), does not exist for a user who is neither a member nor
 * holds its invite code: 404, exactly as a league that does not exist. A user who may see the
 * league but lacks the level is refused with 403.
 */
export function requireAccess(
  league: LeagueWithMembers,
  userId: string | null,
  level: LeagueAccess,
  options: Pick<AccessOptions, 'inviteCode' | 'message'> = {},
): void {
  const member = userId !== null && league.memberIds.includes(userId);
  requireVisible(league, member, options.inviteCode);
  if (level === 'member' && !member) {
    throw forbidden(options.message ?? 'Join this league first');
  }
  if (level === 'commissioner' && (userId === null || commissionerId(league) !== userId)) {
    throw forbidden(options.message ?? COMMISSIONER_ONLY);
  }
}

/**
 * The `read` level alone: a private league is 404 but to members and holders of its code.
 * `missing` is the 404's message: what the user asked for, which does not exist for them.
 */
export function requireVisible(
  league: { isPublic: boolean; inviteCode?: string },
  isMember: boolean,
  inviteCode?: string,
  missing = LEAGUE_NOT_FOUND,
): void {
  const invited = inviteCode !== undefined && inviteCode === league.inviteCode;
  if (!league.isPublic && !isMember && !invited) throw notFound(missing);
}

/** The league `id` for the server's own work (a clock, a broadcast): 404 when there is none. */
export async function findLeague(
  { leagues }: Repositories,
  id: string,
  options: Pick<AccessOptions, 'lock'> = {},
): Promise<LeagueWithMembers> {
  if (options.lock) await leagues.lock(id);
  const league = await leagues.findById(id);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  // A write's request clears the cached reads of the leagues it reached (read-cache.ts).
  noteLeague(league.id);
  return league;
}

/**
 * The league `id` as this user may reach it at `level`; 404 or 403 otherwise. A visitor who
 * is not logged in (`userId` null) may reach a public league to `read` it, and nothing more.
 */
export async function reachLeague(
  repos: Repositories,
  id: string,
  userId: string | null,
  level: LeagueAccess,
  options: AccessOptions = {},
): Promise<LeagueWithMembers> {
  const league = await findLeague(repos, id, options);
  requireAccess(league, userId, level, options);
  return league;
}

/**
 * As `reachLeague`, with a page of the league read in the same statement (see
 * `findWithPage`); a user who may not reach the league gets the same 404 or 403 and no page.
 */
export async function reachLeaguePage<Page>(
  repos: Repositories,
  id: string,
  userId: string,
  level: LeagueAccess,
  page: LeaguePage,
  options: Pick<AccessOptions, 'inviteCode' | 'message'> = {},
): Promise<{ league: LeagueWithMembers; page: Page }> {
  const found = await repos.leagues.findWithPage<Page>(id, page);
  if (!found) throw notFound(LEAGUE_NOT_FOUND);
  noteLeague(id);
  requireAccess(found.league, userId, level, options);
  return found;
}

/**
 * As `reachLeaguePage`, for a page kept as JSON under `key` (decision 019): the stored JSON
 * (as UTF-8 bytes, ready to send) while it is current; or else `build` makes it from the page
 * as read, and it is stored for the next read. A page that `build` refuses (it throws) is not
 * stored.
 */
export async function reachStoredPage<Page>(
  repos: Repositories,
  id: string,
  userId: string,
  level: LeagueAccess,
  page: LeaguePage,
  key: string,
  build: (league: LeagueWithMembers, page: Page) => string,
  options: Pick<AccessOptions, 'inviteCode' | 'message'> = {},
): Promise<{ league: LeagueWithMembers; json: Buffer }> {
  const found = await repos.leagues.findWithStoredPage<Page>(id, page, key);
  if (!found) throw notFound(LEAGUE_NOT_FOUND);
  noteLeague(id);
  requireAccess(found.league, userId, level, options);
  if (found.stored !== null) return { league: found.league, json: found.stored };
  const json = build(found.league, found.page);
  await repos.leagues.storePage(id, key, found.changes, json);
  return { league: found.league, json: Buffer.from(json) };
}

/** The team `id` and its league as this user may reach them at `level`; 404 or 403 otherwise. */
export async function reachTeam(
  repos: Repositories,
  id: string,
  userId: string,
  level: TeamAccess,
): Promise<{ team: TeamRecord; league: LeagueWithMembers }> {
  const team = await repos.teams.findById(id);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const league = await findLeague(repos, team.leagueId);
  // A team of a private league is as missing to an outsider as a team that does not exist,
  // so its id tells them nothing.
  requireVisible(league, league.memberIds.includes(userId), undefined, TEAM_NOT_FOUND);
  if (level === 'owner' && !canManageTeam(team, league, userId)) {
    throw forbidden(
      team.userId === null
        ? 'Only the league commissioner can change a bot team'
        : 'You can only change your own team',
    );
  }
  if (level === 'transfer' && team.userId !== userId && commissionerId(league) !== userId) {
    throw forbidden('Only the team owner or the league commissioner can transfer this team');
  }
  return { team, league };
}
