import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  draftLeagueSchema,
  draftPickSchema,
  draftStatusQuerySchema,
} from '../../../domain/schemas';
import { draftStatusResponseSchema } from '../../../domain/types';
import type { DraftsService } from './service';

/** Draft status and picks plus the commissioner's start and end, at /api/draft (the board). */
export async function draftsRoutes(app: FastifyInstance, { service }: { service: DraftsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  routes.get(
    '/status',
    {
      schema: { querystring: draftStatusQuerySchema, response: { 200: draftStatusResponseSchema } },
    },
    (request) => service.status(request.user.sub, request.query.leagueId),
  );

  routes.post(
    '/start',
    { schema: { body: draftLeagueSchema, response: { 200: draftStatusResponseSchema } } },
    async (request) => {
      await service.start(request.user.sub, request.body.leagueId, 'board');
      return service.status(request.user.sub, request.body.leagueId);
    },
  );

  routes.post(
    '/end',
    { schema: { body: draftLeagueSchema, response: { 200: draftStatusResponseSchema } } },
    async (request) => {
      await service.end(request.user.sub, request.body.leagueId);
      return service.status(request.user.sub, request.body.leagueId);
    },
  );

  routes.post(
    '/pick',
    { schema: { body: draftPickSchema, response: { 200: draftStatusResponseSchema } } },
    async (request) => {
      const { teamId, playerId, position, pickNumber } = request.body;
      const leagueId = await service.leagueOfTeam(teamId);
      await service.pick(
        request.user.sub,
        leagueId,
        { teamId, playerId, slot: position, pickNumber },
        'board',
      );
      return service.status(request.user.sub, leagueId);
    },
  );
}
