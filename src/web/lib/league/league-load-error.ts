import { ApiError, isNotFound } from '../api-client';

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
