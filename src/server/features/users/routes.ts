import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageResponseSchema, refusals } from '../../../domain/contract/fields';
import { teamSchema } from '../../../domain/contract/teams';
import {
  authResponseSchema,
  loginSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  registerSchema,
  userRightsSchema,
  userSchema,
  userSearchQuerySchema,
} from '../../../domain/contract/users';
import { sendJson } from '../../plugins/serializer';
import type { TeamsService } from '../teams';
import type { AuthThrottle } from './auth-throttle';
import type { UsersService } from './service';

interface UsersRoutesOptions {
  service: UsersService;
  teams: TeamsService;
  throttle: AuthThrottle;
}

// Guessing passwords and mass-creating accounts draw on one budget per client address, spent
// before the body is even read. request.ip is the proxy's only when TRUST_PROXY says so.
const addressSpender = (throttle: AuthThrottle) => async (request: FastifyRequest) =>
  throttle.spendAddress(request.ip);

/** Opening an account and logging in (docs/api.md, Users), mounted at /api/users. */
export async function signInRoutes(
  app: FastifyInstance,
  { service, throttle }: Pick<UsersRoutesOptions, 'service' | 'throttle'>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const spendAddress = addressSpender(throttle);

  routes.post(
    '/register',
    {
      onRequest: spendAddress,
      schema: {
        body: registerSchema,
        response: { 201: authResponseSchema, ...refusals(409, 429) },
      },
      // A new account is in no league yet: nothing cached changes.
      config: { readCache: 'untouched' },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(request.body, request.ip)),
  );

  routes.post(
    '/login',
    {
      onRequest: spendAddress,
      schema: { body: loginSchema, response: { 200: authResponseSchema, ...refusals(401, 429) } },
      config: { readCache: 'untouched' },
    },
    (request) => service.login(request.body.username, request.body.password, request.ip),
  );
}

/** The logged-in user's account (docs/api.md, Users), mounted at /api/users. */
export async function usersRoutes(
  app: FastifyInstance,
  { service, teams, throttle }: UsersRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const spendAddress = addressSpender(throttle);

  routes.get('/me', { schema: { response: { 200: userSchema } } }, (request) =>
    service.me(request.user.sub),
  );

  // Ends the request's own token on every instance; the account's other sessions go on.
  routes.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } }, config: { readCache: 'untouched' } },
    async (request) => {
      try {
        await service.logout(request.user.sub, request.user.token);
      } finally {
        app.forgetSession(request.user.sub);
      }
      return { message: 'Logged out' };
    },
  );

  routes.put(
    '/profile',
    {
      schema: {
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema, ...refusals(409, 429) },
      },
    },
    async (request) => {
      if (request.body.newPassword !== undefined) await spendAddress(request);
      try {
        return await service.updateProfile(request.user.sub, request.body);
      } finally {
        // The next request with an old token must not find the session as it was.
        app.forgetSession(request.user.sub);
      }
    },
  );

  routes.get(
    '/search',
    { schema: { querystring: userSearchQuerySchema, response: { 200: z.array(userSchema) } } },
    (request) => service.search(request.query.q, request.user.sub),
  );

  routes.get(
    '/rights/:id',
    { schema: { params: idParamSchema, response: { 200: userRightsSchema, ...refusals(404) } } },
    (request) => service.rights(request.params.id, request.user.sub),
  );

  // The same list as GET /teams/my-teams: one way to read a user's teams.
  routes.get(
    '/teams',
    { schema: { response: { 200: z.array(teamSchema) } } },
    async (request, reply) => sendJson(reply, await teams.ofUserJson(request.user.sub)),
  );
}
