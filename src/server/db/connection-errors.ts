// Node's codes for a connection that failed or broke.
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);

/** An error and its causes (Drizzle wraps the driver's error), nearest first. */
export function causes(error: unknown): Array<Error & { code?: unknown }> {
  const found: Array<Error & { code?: unknown }> = [];
  for (let cause = error; cause instanceof Error && found.length < 10; cause = cause.cause) {
    found.push(cause);
  }
  return found;
}

/**
 * The database could not be reached or dropped the connection: PostgreSQL's connection
 * classes (08, 57P01-03 shut down, 53300 too many connections), a socket error, or the pool
 * giving up. What failed may succeed if tried again; the connection itself is not to be reused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(({ code, message }) => {
    if (typeof code === 'string') {
      if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
      if (CONNECTION_ERRORS.has(code)) return true;
    }
    return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not currently accepting connections/i.test(
      message,
    );
  });
}
