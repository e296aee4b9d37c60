import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusals } from '../../../domain/contract/fields';
import {
  conversationSchema,
  messageContentSchema,
  messagePageQuerySchema,
  messageSchema,
} from '../../../domain/contract/messages';
import { userIdBodySchema } from '../../../domain/contract/users';
import type { MessagesService } from './service';

// Nothing here shows in a cached read (leagues, standings, players): the cache stays.
const UNTOUCHED = { readCache: 'untouched' } as const;

/** The messages API (docs/api.md), mounted at /api/messages; every call needs a logged-in user. */
export async function messagesRoutes(
  app: FastifyInstance,
  { service }: { service: MessagesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/conversations',
    { schema: { response: { 200: z.array(conversationSchema) } } },
    (request) => service.list(request.user.sub),
  );

  routes.post(
    '/conversations',
    {
      config: UNTOUCHED,
      schema: {
        body: userIdBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.open(request.user.sub, request.body.userId);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  routes.get(
    '/conversations/:id',
    { schema: { params: idParamSchema, response: { 200: conversationSchema, ...refusals(404) } } },
    (request) => service.get(request.user.sub, request.params.id),
  );

  routes.get(
    '/conversations/:id/messages',
    {
      schema: {
        params: idParamSchema,
        querystring: messagePageQuerySchema,
        response: { 200: z.array(messageSchema), ...refusals(404) },
      },
    },
    (request) =>
      service.page(request.user.sub, request.params.id, request.query.page, request.query.limit),
  );

  routes.post(
    '/conversations/:id/messages',
    {
      config: UNTOUCHED,
      schema: {
        params: idParamSchema,
        body: messageContentSchema,
        response: { 201: messageSchema, ...refusals(404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.send(request.user.sub, request.params.id, request.body.content)),
  );

  routes.post(
    '/conversations/:id/read',
    {
      config: UNTOUCHED,
      schema: { params: idParamSchema, response: { 200: conversationSchema, ...refusals(404) } },
    },
    (request) => service.read(request.user.sub, request.params.id),
  );
}
