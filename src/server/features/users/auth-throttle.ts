import type { FastifyBaseLogger } from 'fastify';
import { TooManyRequests } from '../../errors';
import type { ThrottleRepository, ThrottleState } from './throttle-repository';

const ADDRESS_WINDOW_MS = 60_000;
// Typos happen: the first failures in a row cost nothing.
export const FREE_FAILURES = 5;
const FIRST_LOCKOUT_MS = 30_000;
const MAX_LOCKOUT_MS = 15 * 60_000;
// Failures in a row are forgotten after a day without one.
const FAILURES_KEPT_MS = 24 * 60 * 60_000;
const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * How long an account refuses attempts after this many failures in a row: 30 s after the
 * fifth, doubling with each further one, never more than 15 minutes. That leaves a guesser
 * about a hundred tries a day, whatever addresses they come from.
 */
export function lockoutMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCKOUT_MS, FIRST_LOCKOUT_MS * 2 ** Math.min(failures - FREE_FAILURES, 30));
}

/** "45 seconds" below two minutes, else whole minutes, rounded up. */
export function waitLabel(seconds: number): string {
  if (seconds === 1) return '1 second';
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

const secondsUntil = (date: Date, now: Date) =>
  Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

/** The account an attempt is counted against; a name without an account is counted too. */
export const accountKey = (userId: string) => `account:${userId}`;
export const unknownLoginKey = (login: string) => `login:${login.toLowerCase()}`;
const knownKey = (userId: string, address: string) => `known:${userId}@${address}`;
// An address the account was opened or signed in from stays known this long after its last use.
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

export interface AuthThrottleOptions {
  /** Login, register and password-check attempts per client address per minute. */
  addressLimit: number;
  log: FastifyBaseLogger;
}

/**
 * Two limits on guessing passwords, kept in the database so every instance counts together:
 * one budget per client address for login, register and password checks together, and a
 * growing lockout per account after repeated failures, wherever they come from.
 */
export function createAuthThrottle(
  repository: ThrottleRepository,
  { addressLimit, log }: AuthThrottleOptions,
) {
  let lastPurge = 0;
  const purgeNow = (now: Date) => {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    repository
      .purge(now)
      .catch((error: unknown) => log.warn({ err: error }, 'could not purge old login attempts'));
  };

  return {
    /** Spends one attempt of the address's budget, or refuses when it is used up. */
    async spendAddress(address: string): Promise<void> {
      const now = new Date();
      purgeNow(now);
      const state = await repository.hit(`address:${address}`, now, ADDRESS_WINDOW_MS);
      if (state.count > addressLimit) {
        const seconds = secondsUntil(state.resetsAt, now);
        throw new TooManyRequests(
          `Too many attempts. Please wait ${waitLabel(seconds)} and try again.`,
          seconds,
        );
      }
    },

    /**
     * Counts a password attempt against the account before the password is checked, so a
     * burst of parallel guesses cannot all slip in before the first failure is stored; call
     * `succeeded` when the password was right.
     */
    async beginAttempt(key: string): Promise<void> {
      const now = new Date();
      const blockedFor = await repository.update(key, now, (current) => {
        if (current?.blockedUntil && current.blockedUntil > now) {
          return { next: current, result: secondsUntil(current.blockedUntil, now) };
        }
        const count = (current?.count ?? 0) + 1;
        const lockout = lockoutMs(count);
        const next: ThrottleState = {
          count,
          resetsAt: new Date(now.getTime() + FAILURES_KEPT_MS),
          blockedUntil: lockout > 0 ? new Date(now.getTime() + lockout) : null,
        };
        return { next, result: 0 };
      });
      if (blockedFor > 0) {
        throw new TooManyRequests(
          `Too many failed attempts for this account. Please wait ${waitLabel(blockedFor)} and try again.`,
          blockedFor,
        );
      }
    },

    /**
     * The key a login to this account from this address counts its failures under. An address
     * the account was opened or signed in from has its own count, so that failures from
     * elsewhere (someone guessing, or locking the owner out on purpose) do not lock it; any
     * other address shares the account's count.
     */
    async loginKey(userId: string, address: string): Promise<string> {
      const known = await repository.holds(knownKey(userId, address), new Date());
      return known ? `${accountKey(userId)}@${address}` : accountKey(userId);
    },

    /** The account was opened or signed in from this address: it is known for 30 days more. */
    rememberAddress(userId: string, address: string): Promise<void> {
      return repository.mark(knownKey(userId, address), new Date(Date.now() + KNOWN_ADDRESS_MS));
    },

    /** The right password: the failures counted under this key are forgotten. */
    succeeded(key: string): Promise<void> {
      return repository.clear(key);
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
