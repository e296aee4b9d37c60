import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  leagueIdParamSchema,
  messageResponseSchema,
  refusals,
} from '../../../domain/contract/fields';
import { fillLeagueSchema } from '../../../domain/contract/leagues';
import type { Db } from '../../db/client';
import { fillLeague } from './fill-league';

/** Commissioner tools (docs/api.md, Admin), mounted at /api/admin. */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/fill-league/:leagueId',
    {
      schema: {
        params: leagueIdParamSchema,
        body: fillLeagueSchema,
        response: { 200: messageResponseSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => fillLeague(db, request.user.sub, request.params.leagueId, request.body),
  );
}
