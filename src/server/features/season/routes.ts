import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  messageResponseSchema,
  refusals,
  wholeNumberText,
} from '../../../domain/contract/fields';
import { playoffsSchema } from '../../../domain/contract/playoffs';
import { matchupSchema, standingsEntrySchema } from '../../../domain/contract/season';
import { sendJson } from '../../plugins/serializer';
import type { SeasonService } from './service';

const weekParamsSchema = idParamSchema.extend({
  week: wholeNumberText('Week', 1, 1000, 'Week must be between 1 and 1000'),
});

/** The season API (docs/api.md): matchups, scoring and standings, mounted at /api/leagues. */
export async function seasonRoutes(app: FastifyInstance, { service }: { service: SeasonService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A league the caller may not see is 404; its commissioner's tools are 403 to anyone else.
  const readable = refusals(404);
  const commissioners = refusals(403, 404);

  routes.get(
    '/:id/matchups/:week',
    {
      schema: { params: weekParamsSchema, response: { 200: z.array(matchupSchema), ...readable } },
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
    {
      schema: {
        params: weekParamsSchema,
        response: { 200: z.array(matchupSchema), ...commissioners, ...refusals(409) },
      },
    },
    (request) => service.calculate(request.user.sub, request.params.id, request.params.week),
  );

  routes.post(
    '/:id/matchups/:week/evaluate-wins',
    {
      schema: {
        params: weekParamsSchema,
        response: { 200: z.array(matchupSchema), ...commissioners, ...refusals(409) },
      },
    },
    (request) => service.evaluateWins(request.user.sub, request.params.id, request.params.week),
  );

  routes.post(
    '/:id/update-stats',
    {
      schema: {
        params: idParamSchema,
        response: { 200: messageResponseSchema, ...commissioners },
      },
    },
    (request) => service.updateStats(request.user.sub, request.params.id),
  );

  routes.get(
    '/:id/playoffs',
    { schema: { params: idParamSchema, response: { 200: playoffsSchema, ...readable } } },
    (request) => service.playoffs(request.user.sub, request.params.id),
  );

  routes.get(
    '/:id/standings',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(standingsEntrySchema), ...readable },
      },
      config: { readCache: { per: 'per-user', league: true } },
    },
    (request) => service.standings(request.user.sub, request.params.id),
  );
}
