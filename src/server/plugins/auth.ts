import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from '../errors';

export interface TokenClaims {
  /** The user id. */
  sub: string;
  username: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user. */
    authenticate(request: FastifyRequest): Promise<void>;
    signToken(claims: TokenClaims): string;
  }
}

// A user counts as online for this long after their last authenticated request.
export const ONLINE_WINDOW_MS = 5 * 60_000;
// Write last-seen at most this often per user, so reads stay reads.
const TOUCH_INTERVAL_MS = 60_000;

export async function registerAuth(app: FastifyInstance, config: AppConfig, db: Db): Promise<void> {
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${config.tokenTtlSeconds}s` },
    verify: { algorithms: ['HS256'] },
  });

  const lastTouched = new Map<string, number>();
  const touch = (request: FastifyRequest, userId: string) => {
    const now = Date.now();
    if (now - (lastTouched.get(userId) ?? 0) < TOUCH_INTERVAL_MS) return;
    lastTouched.set(userId, now);
    db.update(users)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(users.id, userId))
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not record last seen'));
  };

  app.decorate('signToken', (claims: TokenClaims) => app.jwt.sign(claims));
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) {
      throw unauthorized('Please log in to continue');
    }
    try {
      await request.jwtVerify();
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw unauthorized(
        expired ? 'Your session has expired. Please log in again.' : 'Invalid authentication token',
      );
    }
    touch(request, request.user.sub);
  });
}
