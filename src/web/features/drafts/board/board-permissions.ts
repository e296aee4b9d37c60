import type { DraftState } from '../../../../domain/contract/drafts';

/** The commissioner runs the board (start, end, and picks for any team on the clock). */
export function isDraftCommissioner(state: DraftState, userId: string | null | undefined) {
  return Boolean(userId) && state.commissioner.userId === userId;
}

/**
 * Who may make the pick on the clock: the commissioner, the picker the server names, or the
 * owner of the team on the clock.
 */
export function canMakePick(state: DraftState, userId: string | null | undefined): boolean {
  const turn = state.onTheClock;
  if (state.status !== 'started' || !turn || !userId) return false;
  if (isDraftCommissioner(state, userId) || turn.pickerId === userId) return true;
  return state.order.some((team) => team.teamId === turn.teamId && team.userId === userId);
}
