import { actionErrorMessage } from '../../lib/action-error';
import { TOAST_MS } from '../../lib/toast';

/** The league screens' action-error toasts, when the server gives no message of its own. */
export const LEAGUE_ACTION_FALLBACKS = {
  join: 'Failed to join league',
  createLeague: 'Failed to create league',
  createTeam: 'Failed to create team',
  scheduleDraft: 'Failed to schedule draft',
  setSchedule: 'Failed to set schedule',
  generateSchedule: 'Failed to generate schedule',
  fillLeague: 'Error filling league',
} as const;

// Toasts last 3 s; the league-full message stays 5 s.
const LEAGUE_FULL_MS = 5_000;

/** Join errors: the two everyday refusals get friendlier words. */
export function joinErrorToast(error: unknown): { message: string; autoClose: number } {
  const message = actionErrorMessage(error, LEAGUE_ACTION_FALLBACKS.join);
  if (message.includes('already have a team')) {
    return { message: 'You already have a team in this league.', autoClose: TOAST_MS };
  }
  if (message.includes('League is full')) {
    return { message: 'This league is already full.', autoClose: LEAGUE_FULL_MS };
  }
  return { message, autoClose: TOAST_MS };
}
