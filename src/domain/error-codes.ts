/**
 * Every code a client can branch on, over HTTP and over the live sockets; the message beside
 * it is what a person reads.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_MESSAGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  /** A plain HTTP request to a WebSocket address (426). */
  'UPGRADE_REQUIRED',
  'UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
