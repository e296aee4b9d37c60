import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { draftStatusResponseSchema } from '../../../domain/draft-state';
import {
  draftLeagueSchema,
  draftPickSchema,
  draftStatusQuerySchema,
} from '../../../domain/schemas';
import type { DraftEngine } from './engine';
import type { DraftView } from './view';

/** Draft status and picks plus the commissioner's start and end, at /api/draft (the board). */
export async function draftsRoutes(
  app: FastifyInstance,
  { engine, view }: { engine: DraftEngine; view: DraftView },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  routes.get(
    '/status',
    {
      schema: { querystring: draftStatusQuerySchema, response: { 200: draftStatusResponseSchema } },
    },
    (request) => view.status(request.user.sub, request.query.leagueId),
  );

  routes.post(
    '/start',
    { schema: { body: draftLeagueSchema, response: { 200: draftStatusResponseSchema } } },
    async (request) => {
      await engine.start(request.user.sub, request.body.leagueId, 'board');
      return view.status(request.user.sub, request.body.leagueId);
    },
  );

  routes.post(
    '/end',
    { schema: { body: draftLeagueSchema, response: { 200: draftStatusResponseSchema } } },
    async (request) => {
      await engine.end(request.user.sub, request.body.leagueId);
      return view.status(request.user.sub, request.body.leagueId);
    },
  );

  routes.post(
    '/pick',
    { schema: { body: draftPickSchema, response: { 200: draftStatusResponseSchema } } },
    async (request) => {
      const { teamId, playerId, position, pickNumber } = request.body;
      const leagueId = await engine.leagueOfTeam(teamId);
      await engine.pick(
        request.user.sub,
        leagueId,
        { teamId, playerId, slot: position, pickNumber },
        'board',
      );
      return view.status(request.user.sub, leagueId);
    },
  );
}
