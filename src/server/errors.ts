import { LINEUP_LOCKED, type LockMode } from '../domain/season-clock';
import type { ErrorCode } from '../domain/vocabulary';

export type { ErrorCode };

/** The one error type of the server: a status, a message for the user and a code. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    /** The field of the request the refusal is about, by its path (`playoffs.startWeek`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A 429 that also says, in seconds, when to try again (sent as Retry-After). */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'RATE_LIMITED');
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, 'VALIDATION_ERROR', field);
export const unauthorized = (message: string) => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string) => new AppError(403, message, 'FORBIDDEN');
export const notFound = (message: string) => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
export const lineupLocked = (mode: LockMode, player: string) =>
  new AppError(409, LINEUP_LOCKED(mode, player), 'LINEUP_LOCKED');

/** The PostgreSQL unique-violation constraint name, through Drizzle's wrapper if any. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}
