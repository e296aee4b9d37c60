import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageResponseSchema, refusals } from '../../../domain/contract/fields';
import {
  claimParamsSchema,
  claimSchema,
  createClaimSchema,
  updateClaimSchema,
} from '../../../domain/contract/waivers';
import type { WaiversService } from './service';

/**
 * Waiver claims (docs/api.md), mounted at /api/leagues; every call needs a logged-in user, and
 * a claim is its team's manager's alone.
 */
export async function waiversRoutes(
  app: FastifyInstance,
  { service }: { service: WaiversService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = refusals(403, 404, 409);

  routes.get(
    '/:id/claims',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(claimSchema), ...refusals(403, 404) },
      },
    },
    (request) => service.mine(request.user.sub, request.params.id),
  );

  routes.post(
    '/:id/claims',
    {
      schema: {
        params: idParamSchema,
        body: createClaimSchema,
        response: { 201: claimSchema, ...answers },
      },
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.create(request.user.sub, request.params.id, request.body)),
  );

  routes.patch(
    '/:id/claims/:claimId',
    {
      schema: {
        params: claimParamsSchema,
        body: updateClaimSchema,
        response: { 200: claimSchema, ...answers },
      },
    },
    (request) =>
      service.update(request.user.sub, request.params.id, request.params.claimId, request.body),
  );

  routes.delete(
    '/:id/claims/:claimId',
    { schema: { params: claimParamsSchema, response: { 200: messageResponseSchema, ...answers } } },
    async (request) => {
      await service.remove(request.user.sub, request.params.id, request.params.claimId);
      return { message: 'Claim withdrawn' };
    },
  );
}
