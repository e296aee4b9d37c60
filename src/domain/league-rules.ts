export const COMMISSIONER_ONLY = 'Only the league commissioner can do this';
/** Once the playoff final is final, the league's trades, waivers and roster moves close. */
export const SEASON_OVER = (what: 'trades' | 'waivers' | 'roster moves') =>
  `The season is over: the champion is crowned, and ${what} are closed`;

/** The league's commissioner: its creator, or its first member when there is none. */
export function commissionerId(league: {
  creatorId: string | null;
  memberIds: readonly string[];
}): string | null {
  return league.creatorId ?? league.memberIds[0] ?? null;
}

/** Who may change a team's roster: its owner; for a bot team, the commissioner. */
export function canManageTeam(
  team: { userId: string | null },
  league: { creatorId: string | null; memberIds: readonly string[] },
  userId: string,
): boolean {
  return team.userId === null ? commissionerId(league) === userId : team.userId === userId;
}
