import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusals } from '../../../domain/contract/fields';
import {
  counterTradeSchema,
  proposeTradeSchema,
  tradeListQuerySchema,
  tradeSchema,
  vetoTradeSchema,
} from '../../../domain/contract/trades';
import type { TradesService } from './service';

/** The trades API (docs/api.md), mounted at /api/trades; every call needs a logged-in user. */
export async function tradesRoutes(app: FastifyInstance, { service }: { service: TradesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A trade the caller may not see is 404; an answer that is not theirs to give 403, one the
  // trade's state or the rosters do not allow 409.
  const answers = refusals(403, 404, 409);

  routes.get(
    '/',
    {
      schema: {
        querystring: tradeListQuerySchema,
        response: { 200: z.array(tradeSchema), ...refusals(404) },
      },
    },
    (request) =>
      service.list(request.user.sub, {
        leagueId: request.query.leagueId,
        teamId: request.query.teamId,
        statuses: request.query.status,
      }),
  );

  routes.get(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: tradeSchema, ...refusals(404) } } },
    (request) => service.get(request.user.sub, request.params.id),
  );

  routes.post(
    '/',
    {
      schema: { body: proposeTradeSchema, response: { 201: tradeSchema, ...answers } },
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send(await service.propose(request.user.sub, request.body)),
  );

  for (const action of ['accept', 'reject', 'cancel'] as const) {
    routes.post(
      `/:id/${action}`,
      { schema: { params: idParamSchema, response: { 200: tradeSchema, ...answers } } },
      (request) => service[action](request.user.sub, request.params.id),
    );
  }

  routes.post(
    '/:id/veto',
    {
      schema: {
        params: idParamSchema,
        body: vetoTradeSchema,
        response: { 200: tradeSchema, ...answers },
      },
    },
    (request) => service.veto(request.user.sub, request.params.id, request.body?.reason),
  );

  routes.post(
    '/:id/counter',
    {
      schema: {
        params: idParamSchema,
        body: counterTradeSchema,
        response: { 201: tradeSchema, ...answers },
      },
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.counter(request.user.sub, request.params.id, request.body)),
  );
}
