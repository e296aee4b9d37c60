import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  draftLeagueSchema,
  draftPickSchema,
  draftSaleSchema,
  draftStatusQuerySchema,
  draftStatusResponseSchema,
} from '../../../domain/contract/drafts';
import { refusals } from '../../../domain/contract/fields';
import type { DraftEngine } from './engine';
import type { DraftView } from './view';

/**
 * Draft status and picks plus the commissioner's start, end, pause and resume, and the sales of
 * an auction held in person, at /api/draft (the board).
 */
export async function draftsRoutes(
  app: FastifyInstance,
  { engine, view }: { engine: DraftEngine; view: DraftView },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The commissioner's tools and a pick: refused to others (403), for a league or team that is
  // not there or not theirs to see (404), or when the draft is not in the state they need (409).
  const board = { 200: draftStatusResponseSchema, ...refusals(403, 404, 409) };

  routes.get(
    '/status',
    {
      schema: {
        querystring: draftStatusQuerySchema,
        response: { 200: draftStatusResponseSchema, ...refusals(404) },
      },
    },
    (request) => view.status(request.user.sub, request.query.leagueId),
  );

  routes.post(
    '/start',
    { schema: { body: draftLeagueSchema, response: board } },
    async (request) => {
      await engine.start(request.user.sub, request.body.leagueId, 'board');
      return view.status(request.user.sub, request.body.leagueId);
    },
  );

  routes.post('/end', { schema: { body: draftLeagueSchema, response: board } }, async (request) => {
    await engine.end(request.user.sub, request.body.leagueId);
    return view.status(request.user.sub, request.body.leagueId);
  });

  for (const [path, act] of [
    ['/pause', engine.pause],
    ['/resume', engine.resume],
  ] as const) {
    routes.post(path, { schema: { body: draftLeagueSchema, response: board } }, async (request) => {
      await act(request.user.sub, request.body.leagueId);
      return view.status(request.user.sub, request.body.leagueId);
    });
  }

  /** An auction held in person: the commissioner records who bought whom, and for how much. */
  routes.post('/sale', { schema: { body: draftSaleSchema, response: board } }, async (request) => {
    const leagueId = await engine.leagueOfTeam(request.body.teamId);
    await engine.recordSale(request.user.sub, leagueId, request.body);
    return view.status(request.user.sub, leagueId);
  });

  routes.post('/pick', { schema: { body: draftPickSchema, response: board } }, async (request) => {
    const { teamId, playerId, position, pickNumber } = request.body;
    const leagueId = await engine.leagueOfTeam(teamId);
    await engine.pick(
      request.user.sub,
      leagueId,
      { teamId, playerId, slot: position, pickNumber },
      'board',
    );
    return view.status(request.user.sub, leagueId);
  });
}
