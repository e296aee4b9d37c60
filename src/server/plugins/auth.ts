import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { UserRole } from '../db/schema';
import { unauthorized } from '../errors';
import { repositoriesOf } from '../features/repositories';

/** What a token says; signed by the server, so it is trusted only as far as the database agrees. */
export interface TokenClaims {
  /** The user id. */
  sub: string;
  username: string;
  /** The account's token version when it was signed; tokens from before versions had none. */
  ver?: number;
}

/** The user of an authenticated request, as the database has it now. */
export interface AuthenticatedUser {
  /** The user id. */
  sub: string;
  username: string;
  role: UserRole;
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthenticatedUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user; sets request.user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * Checks a raw token (signature, expiry, the account still exists, the version is current)
     * and returns its user; throws a 401 AppError otherwise. For sockets, which carry the token
     * in a message rather than a header.
     */
    resolveToken(token: string): Promise<AuthenticatedUser>;
    signToken(claims: Required<TokenClaims>): string;
  }
}

export const ACCOUNT_GONE = 'Your account no longer exists. Please log in again.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const INVALID_TOKEN = 'Invalid authentication token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function registerAuth(app: FastifyInstance, config: AppConfig, db: Db): Promise<void> {
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${config.tokenTtlSeconds}s` },
    verify: { algorithms: ['HS256'] },
  });

  const repository = repositoriesOf(db).users;
  const verifySignature = (token: string): TokenClaims => {
    try {
      return app.jwt.verify<TokenClaims>(token);
    } catch (error) {
      const code = (error as { code?: string }).code;
      const expired = code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw unauthorized(expired ? SESSION_EXPIRED : INVALID_TOKEN);
    }
  };

  // No cache: one primary-key lookup per request is cheap, and a cache would have to hear
  // about deletions and password changes from every other instance.
  const resolveToken = async (token: string): Promise<AuthenticatedUser> => {
    const claims = verifySignature(token);
    if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw unauthorized(INVALID_TOKEN);
    const row = await repository.sessionOf(claims.sub);
    if (!row) throw unauthorized(ACCOUNT_GONE);
    // A password change raises the version, which signs out every session signed before it.
    if ((claims.ver ?? 0) !== row.tokenVersion) throw unauthorized(SESSION_ENDED);
    return { sub: claims.sub, username: row.username, role: row.role, ver: row.tokenVersion };
  };

  app.decorate('signToken', (claims: Required<TokenClaims>) => app.jwt.sign(claims));
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
