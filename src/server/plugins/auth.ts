import { createHash, randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { UserRole } from '../db/schema';
import { unauthorized } from '../errors';
import { repositoriesOf } from '../features/repositories';
import type { EventBus } from './events';
import { SessionCache } from './session-cache';

/** What a token says; signed by the server, so it is trusted only as far as the database agrees. */
export interface TokenClaims {
  /** The user id. */
  sub: string;
  username: string;
  /** The account's token version when it was signed; tokens from before versions had none. */
  ver?: number;
  /** The token's own id (tokens signed before ids had none). */
  jti?: string;
}

/** What the server signs into a new token; the token's id is added as it is signed. */
export type SignedClaims = Required<Omit<TokenClaims, 'jti'>>;

/** The claims of a checked token, with when it expires (seconds since 1970). */
type CheckedClaims = TokenClaims & { exp?: number };

/** A token by the hash a logout stores of it (the token itself is never stored). */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The user of an authenticated request, as the database has it (or as announced since). */
export interface AuthenticatedUser {
  /** The user id. */
  sub: string;
  username: string;
  role: UserRole;
  ver: number;
  /** The request's own token: its hash and when it expires, for a logout to end it. */
  token: { hash: string; expiresAt: Date };
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthenticatedUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that need a logged-in user; sets request.user. The API's group
     * of such routes runs it (plugins/route-groups.ts, `loggedIn`).
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * Checks a raw token (signature, expiry, the account still exists, the version is current)
     * and returns its user; throws a 401 AppError otherwise. For sockets, which carry the token
     * in a message rather than a header.
     */
    resolveToken(token: string): Promise<AuthenticatedUser>;
    signToken(claims: SignedClaims): string;
    /**
     * Drops what this instance keeps of the account's session at once, for the request that
     * changed it; other instances hear of the change on the event bus.
     */
    forgetSession(userId: string): void;
  }
}

export const ACCOUNT_GONE = 'Your account no longer exists. Please log in again.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const INVALID_TOKEN = 'Invalid authentication token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// How long an instance trusts what it read of an account without hearing of a change: a safety
// net for changes made outside the app (a manual SQL fix); the app's own changes are announced.
const SESSION_TTL_MS = 60_000;
const MAX_SESSIONS = 100_000;
const MAX_CHECKED_TOKENS = 10_000;

interface KnownSession {
  username: string;
  role: UserRole;
  tokenVersion: number;
  /** Hashes of the account's tokens ended by a logout. */
  revoked: ReadonlySet<string>;
}

export async function registerAuth(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  bus: EventBus,
): Promise<void> {
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${config.tokenTtlSeconds}s` },
    verify: { algorithms: ['HS256'] },
  });

  const repository = repositoriesOf(db).users;
  // A token whose signature was checked is kept with its claims until it expires, so a user's
  // next requests skip the check; the account behind it is still checked on every request.
  const checkedTokens = new Map<string, CheckedClaims & { hash: string }>();
  const verifySignature = (token: string) => {
    const known = checkedTokens.get(token);
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    checkedTokens.delete(token);
    try {
      const claims = { ...app.jwt.verify<CheckedClaims>(token), hash: tokenHash(token) };
      if (checkedTokens.size >= MAX_CHECKED_TOKENS) {
        checkedTokens.delete(checkedTokens.keys().next().value as string);
      }
      checkedTokens.set(token, claims);
      return claims;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const expired = code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw unauthorized(expired ? SESSION_EXPIRED : INVALID_TOKEN);
    }
  };

  // What each account's tokens are checked against, kept per instance: a request that finds
  // its account here needs no statement. The users repository announces every change of a
  // name, role or token version on the event bus, and every instance drops that account.
  const sessions = new SessionCache<KnownSession>({
    ttlMs: SESSION_TTL_MS,
    maxEntries: MAX_SESSIONS,
  });
  bus.subscribe((event) => {
    if (event.kind === 'session') sessions.forget(event.userId);
    if (event.kind === 'missed') sessions.forgetAll();
  });
  // A missing account is not kept: it is refused, and it cannot come back.
  const sessionOf = (userId: string) =>
    sessions.get(userId, async (id) => {
      const row = await repository.sessionOf(id);
      return row && { ...row, revoked: new Set(row.revoked) };
    });

  const resolveToken = async (token: string): Promise<AuthenticatedUser> => {
    const claims = verifySignature(token);
    if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw unauthorized(INVALID_TOKEN);
    const row = await sessionOf(claims.sub);
    if (!row) throw unauthorized(ACCOUNT_GONE);
    // A password change raises the version, which signs out every session signed before it.
    // So does a logout, for its own token alone.
    if ((claims.ver ?? 0) !== row.tokenVersion || row.revoked.has(claims.hash)) {
      throw unauthorized(SESSION_ENDED);
    }
    return {
      sub: claims.sub,
      username: row.username,
      role: row.role,
      ver: row.tokenVersion,
      token: { hash: claims.hash, expiresAt: new Date((claims.exp ?? 0) * 1000) },
    };
  };

  // Each token has an id of its own: two logins within one second would otherwise sign the
  // same claims into the same token, and a logout of one would end the other.
  app.decorate('signToken', (claims: SignedClaims) =>
    app.jwt.sign({ ...claims, jti: randomUUID() }),
  );
  app.decorate('forgetSession', (userId: string) => sessions.forget(userId));
  app.decorate('resolveToken', resolveToken);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Please log in to continue');
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
      throw unauthorized(INVALID_TOKEN);
    }
    request.user = await resolveToken(token);
  });
}
