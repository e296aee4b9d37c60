import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  userSearchQuerySchema,
} from '../../../domain/schemas';
import type { TeamsService } from '../teams/service';
import type { UsersService } from './service';

interface UsersRoutesOptions {
  service: UsersService;
  teams: TeamsService;
  authRateLimitMax: number;
}

/** Spec §7 Users, mounted at /api/users. */
export async function usersRoutes(
  app: FastifyInstance,
  { service, teams, authRateLimitMax }: UsersRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Guessing passwords or mass-creating accounts is throttled per IP.
  const rateLimit = { max: authRateLimitMax, timeWindow: '1 minute' };

  routes.post(
    '/register',
    { schema: { body: registerSchema }, config: { rateLimit } },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  routes.post('/login', { schema: { body: loginSchema }, config: { rateLimit } }, (request) =>
    service.login(request.body.username, request.body.password),
  );

  routes.get('/me', { onRequest: app.authenticate }, (request) => service.me(request.user.sub));

  routes.put(
    '/profile',
    { onRequest: app.authenticate, schema: { body: profileUpdateSchema } },
    (request) => service.updateProfile(request.user.sub, request.body),
  );

  routes.get(
    '/search',
    { onRequest: app.authenticate, schema: { querystring: userSearchQuerySchema } },
    (request) => service.search(request.query.q, request.user.sub),
  );

  routes.get(
    '/rights/:id',
    { onRequest: app.authenticate, schema: { params: idParamSchema } },
    (request) => service.rights(request.params.id),
  );

  // The same list as GET /teams/my-teams: one way to read a user's teams.
  routes.get('/teams', { onRequest: app.authenticate }, (request) =>
    teams.ofUser(request.user.sub),
  );
}
