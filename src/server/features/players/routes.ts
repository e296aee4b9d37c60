import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusals } from '../../../domain/contract/fields';
import {
  playerDetailSchema,
  playerImageSchema,
  playerListQuerySchema,
  playerPositionSchema,
  playerQuerySchema,
  playerRegionFilterSchema,
  playerSchema,
} from '../../../domain/contract/players';
import type { PublicLeagues } from '../../access/public-leagues';
import { forbidden } from '../../errors';
import { sendJson } from '../../plugins/serializer';
import { avatarSvg } from './avatar';
import { avatarPath, type PlayersService } from './service';

const playerImageResponseSchema = z.object({ imageUrl: z.string() });
// An SVG document, sent as text.
const svgSchema = z.string().meta({ description: 'An SVG image (image/svg+xml)' });

interface PlayersRoutesOptions {
  service: PlayersService;
  publicLeagues: PublicLeagues;
}

/**
 * The players API (docs/api.md), mounted at /api/players. Reading is public; editing is for
 * operators.
 */
export async function playersRoutes(app: FastifyInstance, options: PlayersRoutesOptions) {
  const { service, publicLeagues } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Shared player data is edited only by operator accounts: a role on the account id, so
  // neither a token nor a freed username can carry it to someone else. authenticate has just
  // read it from the database.
  const requireOperator = async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.user.role !== 'operator') {
      throw forbidden('Only operators can edit player data');
    }
  };
  // What requireOperator refuses, and a player that is not there.
  const operatorsOnly = refusals(401, 403, 404);

  // A private league's pool, and its view of a player, are its members' to see. This runs
  // before the shared read cache answers, so an answer kept for a member never reaches anyone
  // else; a malformed id is left to the query's validation.
  const requireQueriedLeague = async (request: FastifyRequest) => {
    const raw = (request.query as { leagueId?: unknown }).leagueId;
    const parsed = playerQuerySchema.shape.leagueId.safeParse(raw);
    const leagueId = parsed.success ? parsed.data : undefined;
    if (leagueId === undefined) return;
    // A public league's pool is everyone's: no token or league to read.
    if (publicLeagues.isKnownPublic(leagueId)) return;
    let viewerId: string | null = null;
    if (request.headers.authorization !== undefined) {
      await app.authenticate(request);
      viewerId = request.user.sub;
    }
    await publicLeagues.check(() => service.requireLeague(leagueId, viewerId));
  };

  routes.get(
    '/',
    {
      onRequest: requireQueriedLeague,
      schema: {
        querystring: playerListQuerySchema,
        // 401 for a token that is sent but not valid, 404 for a league the caller may not see.
        response: { 200: z.array(playerSchema), ...refusals(401, 404) },
      },
      // Inside a league, part of that league: the clock's round that finds a game has happened
      // there drops it, as any change to the league does.
      config: { readCache: { per: 'public', league: 'query' } },
    },
    async (request, reply) => {
      const { players, total, body } = await service.list(request.query);
      reply.header('x-total-count', total);
      return body === undefined ? reply.send(players) : sendJson(reply, body);
    },
  );

  routes.get(
    '/region/:region',
    {
      schema: {
        params: z.object({ region: playerRegionFilterSchema }),
        response: { 200: z.array(playerSchema) },
      },
    },
    async (request) =>
      (await service.list({ region: [request.params.region], limit: 1000, offset: 0 })).players,
  );

  routes.get(
    '/position/:position',
    {
      schema: {
        params: z.object({ position: playerPositionSchema }),
        response: { 200: z.array(playerSchema) },
      },
    },
    async (request) =>
      (await service.list({ position: request.params.position, limit: 1000, offset: 0 })).players,
  );

  routes.get(
    '/:id',
    {
      onRequest: requireQueriedLeague,
      schema: {
        params: idParamSchema,
        querystring: playerQuerySchema,
        // 401 for a token that is sent but not valid, 404 for a league the caller may not see.
        response: { 200: playerDetailSchema, ...refusals(401, 404) },
      },
    },
    (request) => service.detail(request.params.id, request.query.leagueId),
  );

  routes.get(
    '/:id/image',
    {
      schema: {
        params: idParamSchema,
        response: { 200: playerImageResponseSchema, ...refusals(404) },
      },
    },
    async (request) => {
      const player = await service.requirePlayer(request.params.id);
      return { imageUrl: player.imageUrl ?? avatarPath(player.id) };
    },
  );

  routes.get(
    '/:id/avatar.svg',
    { schema: { params: idParamSchema, response: { 200: svgSchema, ...refusals(404) } } },
    async (request, reply) => {
      const player = await service.requirePlayer(request.params.id);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(player.name, player.team));
    },
  );

  routes.post(
    '/:id/update',
    {
      onRequest: requireOperator,
      schema: { params: idParamSchema, response: { 200: playerSchema, ...operatorsOnly } },
    },
    (request) => service.recompute(request.params.id),
  );

  routes.post(
    '/:id/update-image',
    {
      onRequest: requireOperator,
      schema: {
        params: idParamSchema,
        body: playerImageSchema,
        response: { 200: playerSchema, ...operatorsOnly },
      },
    },
    (request) => service.setImage(request.params.id, request.body.imageUrl),
  );
}
