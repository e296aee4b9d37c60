import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusals } from '../../../domain/contract/fields';
import {
  addPlayerSchema,
  createTeamSchema,
  lineupMoveSchema,
  teamDetailSchema,
  teamPlayerParamsSchema,
  teamSchema,
  transferTeamSchema,
} from '../../../domain/contract/teams';
import { addDropSchema } from '../../../domain/contract/waivers';
import { sendJson } from '../../plugins/serializer';
import type { createTeamsService } from './service';

/** The teams API (docs/api.md), mounted at /api/teams; every call needs a logged-in user. */
export async function teamsRoutes(
  app: FastifyInstance,
  { service }: { service: ReturnType<typeof createTeamsService> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', { schema: { response: { 200: z.array(teamSchema) } } }, (request) =>
    service.visibleTo(request.user.sub),
  );

  routes.get(
    '/my-teams',
    { schema: { response: { 200: z.array(teamSchema) } } },
    async (request, reply) => sendJson(reply, await service.ofUserJson(request.user.sub)),
  );

  routes.get(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: teamDetailSchema, ...refusals(404) } } },
    (request) => service.visibleDetail(request.params.id, request.user.sub),
  );

  routes.post(
    '/',
    {
      schema: {
        body: createTeamSchema,
        response: { 201: teamDetailSchema, ...refusals(403, 404, 409) },
      },
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user.sub, request.body)),
  );

  routes.post(
    '/:id/players',
    {
      schema: {
        params: idParamSchema,
        body: addPlayerSchema,
        response: { 200: teamDetailSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.addPlayer(request.user.sub, request.params.id, request.body),
  );

  routes.post(
    '/:id/lineup',
    {
      schema: {
        params: idParamSchema,
        body: lineupMoveSchema,
        response: { 200: teamDetailSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.moveInLineup(request.user.sub, request.params.id, request.body),
  );

  routes.post(
    '/:id/add-drop',
    {
      schema: {
        params: idParamSchema,
        body: addDropSchema,
        response: { 200: teamDetailSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.addDrop(request.user.sub, request.params.id, request.body),
  );

  routes.delete(
    '/:id/players/:playerId',
    {
      schema: {
        params: teamPlayerParamsSchema,
        response: { 200: teamDetailSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.removePlayer(request.user.sub, request.params.id, request.params.playerId),
  );

  routes.post(
    '/:id/transfer',
    {
      schema: {
        params: idParamSchema,
        body: transferTeamSchema,
        response: { 200: teamDetailSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.transfer(request.user.sub, request.params.id, request.body.newOwnerId),
  );
}
