import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageResponseSchema, refusals } from '../../../domain/contract/fields';
import {
  friendRequestResultSchema,
  friendRequestsResponseSchema,
  friendsResponseSchema,
} from '../../../domain/contract/friends';
import { userIdBodySchema, userSchema } from '../../../domain/contract/users';
import type { FriendsService } from './service';

// Nothing here shows in a cached read (leagues, standings, players): the cache stays.
const UNTOUCHED = { readCache: 'untouched' } as const;

/** The friends API (docs/api.md), mounted at /api/friends; every call needs a logged-in user. */
export async function friendsRoutes(
  app: FastifyInstance,
  { service }: { service: FriendsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', { schema: { response: { 200: friendsResponseSchema } } }, (request) =>
    service.friends(request.user.sub),
  );

  routes.get(
    '/requests',
    { schema: { response: { 200: friendRequestsResponseSchema } } },
    (request) => service.requests(request.user.sub),
  );

  routes.post(
    '/request',
    {
      config: UNTOUCHED,
      schema: {
        body: userIdBodySchema,
        response: {
          200: friendRequestResultSchema,
          201: friendRequestResultSchema,
          ...refusals(404, 409),
        },
      },
    },
    async (request, reply) => {
      const result = await service.request(request.user.sub, request.body.userId);
      return reply.status(result.status === 'sent' ? 201 : 200).send(result);
    },
  );

  routes.post(
    '/request/:id/accept',
    {
      config: UNTOUCHED,
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ friend: userSchema }), ...refusals(403, 404) },
      },
    },
    (request) => service.accept(request.user.sub, request.params.id),
  );

  routes.post(
    '/request/:id/reject',
    {
      config: UNTOUCHED,
      schema: {
        params: idParamSchema,
        response: { 200: messageResponseSchema, ...refusals(403, 404) },
      },
    },
    (request) => service.reject(request.user.sub, request.params.id),
  );

  routes.delete(
    '/:id',
    {
      config: UNTOUCHED,
      schema: { params: idParamSchema, response: { 200: messageResponseSchema, ...refusals(404) } },
    },
    (request) => service.remove(request.user.sub, request.params.id),
  );
}
