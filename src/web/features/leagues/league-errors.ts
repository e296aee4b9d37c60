import { actionErrorMessage } from '../../lib/action-error';
import { ApiError, isNotFound } from '../../lib/api-client';
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

export const LEAGUE_LOAD_MESSAGES = {
  fallback: 'Failed to load league details',
  server: 'The server is having trouble. Please try again later or contact support.',
  network: 'Network error. Please check your internet connection.',
  notFound: 'League not found',
} as const;

/**
 * League load errors. A private league's refusal (403) keeps the server's words, which say
 * how to get in; every other unexplained failure reads as the generic fallback.
 */
export function leagueLoadErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('HTML')) return LEAGUE_LOAD_MESSAGES.server;
  if (message.includes('Network')) return LEAGUE_LOAD_MESSAGES.network;
  if (error instanceof ApiError) {
    if (isNotFound(error)) return LEAGUE_LOAD_MESSAGES.notFound;
    if (error.status === 403 && message) return message;
  }
  return LEAGUE_LOAD_MESSAGES.fallback;
}
