import { COMMISSIONER_ONLY, commissionerId } from '../../../domain/league-rules';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { createLeaguesRepository, type LeagueWithMembers } from './repository';

/** What a user needs of a league: to see it, to belong to it, or to command it. */
export type LeagueAccess = 'read' | 'member' | 'commissioner';

export const PRIVATE_LEAGUE = 'This league is private. Ask its commissioner for the invite link.';

/**
 * Refuses a user the league at `level`. A private league, and everything in it (teams,
 * matchups, standings, its draft), shows itself only to its members and to holders of its
 * invite code; a public one to every logged-in user.
 */
export function requireAccess(
  league: LeagueWithMembers,
  userId: string,
  level: LeagueAccess,
  options: { inviteCode?: string | undefined; message?: string } = {},
): void {
  const member = league.memberIds.includes(userId);
  if (level === 'read') {
    const invited = options.inviteCode !== undefined && options.inviteCode === league.inviteCode;
    if (!league.isPublic && !member && !invited) throw forbidden(options.message ?? PRIVATE_LEAGUE);
    return;
  }
  if (level === 'member' && !member) {
    throw forbidden(
      options.message ?? (league.isPublic ? 'Join this league first' : PRIVATE_LEAGUE),
    );
  }
  if (level === 'commissioner' && commissionerId(league) !== userId) {
    throw forbidden(options.message ?? COMMISSIONER_ONLY);
  }
}

/** The league `id` for this user at `level`: 404 when there is none, 403 when refused. */
export async function reachLeague(
  db: Db,
  id: string,
  userId: string,
  level: LeagueAccess,
  options: { inviteCode?: string | undefined; message?: string } = {},
): Promise<LeagueWithMembers> {
  const league = await createLeaguesRepository(db).findById(id);
  if (!league) throw notFound('League not found');
  requireAccess(league, userId, level, options);
  return league;
}
