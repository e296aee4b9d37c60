import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, wholeNumberText } from '../../../domain/contract/fields';
import { matchupSchema, standingsEntrySchema } from '../../../domain/contract/season';
import { sendJson } from '../../plugins/serializer';
import type { SeasonService } from './service';

const weekParamsSchema = z.object({
  id: z.uuid('Invalid id'),
  week: wholeNumberText('Week', 1, 1000, 'Week must be between 1 and 1000'),
});
const leagueParamsSchema = z.object({ id: z.uuid('Invalid id') });

/** The season API (docs/api.md): matchups, scoring and standings, mounted at /api/leagues. */
export async function seasonRoutes(app: FastifyInstance, { service }: { service: SeasonService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  routes.get(
    '/:id/matchups/:week',
    {
      schema: { params: weekParamsSchema, response: { 200: z.array(matchupSchema) } },
      config: { readCache: { per: 'per-user', league: true } },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await service.matchupsJson(request.user.sub, request.params.id, request.params.week),
      ),
  );

  routes.post(
    '/:id/calculate/:week',
    { schema: { params: weekParamsSchema, response: { 200: z.array(matchupSchema) } } },
    (request) => service.calculate(request.user.sub, request.params.id, request.params.week),
  );

  routes.post(
    '/:id/matchups/:week/evaluate-wins',
    { schema: { params: weekParamsSchema, response: { 200: z.array(matchupSchema) } } },
    (request) => service.evaluateWins(request.user.sub, request.params.id, request.params.week),
  );

  routes.post(
    '/:id/update-stats',
    { schema: { params: leagueParamsSchema, response: { 200: messageResponseSchema } } },
    (request) => service.updateStats(request.user.sub, request.params.id),
  );

  routes.get(
    '/:id/standings',
    {
      schema: { params: leagueParamsSchema, response: { 200: z.array(standingsEntrySchema) } },
      config: { readCache: { per: 'per-user', league: true } },
    },
    (request) => service.standings(request.user.sub, request.params.id),
  );
}
