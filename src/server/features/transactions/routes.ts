import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, refusals } from '../../../domain/contract/fields';
import { transactionsPageSchema, transactionsQuerySchema } from '../../../domain/contract/waivers';
import { sendJson } from '../../plugins/serializer';
import type { TransactionsService } from './service';

/** The league's transactions log (docs/api.md), mounted at /api/leagues. */
export async function transactionsRoutes(
  app: FastifyInstance,
  { service }: { service: TransactionsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/:id/transactions',
    {
      schema: {
        params: idParamSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema, ...refusals(404) },
      },
    },
    // The page is written by PostgreSQL as the schema's JSON (TRANSACTIONS_PAGE).
    async (request, reply) =>
      sendJson(reply, await service.page(request.user.sub, request.params.id, request.query)),
  );
}
