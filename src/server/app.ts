import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { openMigratedDatabase } from './db/migrate';
import { AppError } from './errors';
import { adminRoutes } from './features/admin/routes';
import { draftsRoutes } from './features/drafts/routes';
import { createDraftsService } from './features/drafts/service';
import { leaguesRoutes } from './features/leagues/routes';
import { createLeaguesService } from './features/leagues/service';
import { createPlayersRepository } from './features/players/repository';
import { playersRoutes } from './features/players/routes';
import { createPlayersService } from './features/players/service';
import { seasonRoutes } from './features/season/routes';
import { createSeasonService } from './features/season/service';
import { teamsRoutes } from './features/teams/routes';
import { createTeamsService } from './features/teams/service';
import { createUsersRepository } from './features/users/repository';
import { usersRoutes } from './features/users/routes';
import { createUsersService } from './features/users/service';
import { createDraftClock } from './live/draft-clock';
import { draftRoomRoutes } from './live/draft-room';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { createEventBus } from './plugins/events';
import { registerReadCache } from './plugins/read-cache';

export interface BuildOptions {
  /** An open, migrated database; without one the app opens and migrates its own. */
  database?: Database;
}

/** The whole server as a Fastify instance: main.ts listens with it, tests inject into it. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    // Behind a load balancer its request id is kept, so one id follows a request everywhere.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = options.database ?? (await openMigratedDatabase(config));
  const bus = await createEventBus(database);
  const drafts = createDraftsService(database.db);
  const clock = createDraftClock(drafts, app.log);
  bus.subscribe(clock.onEvent);
  await clock.resume();
  app.addHook('onClose', async () => {
    clock.stop();
    await bus.close();
    await database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Plain-HTTP installs (a LAN address, say) must not have their assets rewritten to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'local',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        'RATE_LIMITED',
      ),
  });
  await registerAuth(app, config, database.db);
  await app.register(websocket, { options: { maxPayload: 16_384 } });
  registerReadCache(app, { bus, db: database.db });

  await app.register(
    async (api) => {
      api.get('/health', async () => {
        await database.exec('select 1');
        return { status: 'ok', database: database.kind };
      });
      const usersRepository = createUsersRepository(database.db);
      const teamsService = createTeamsService(database.db);
      await api.register(usersRoutes, {
        prefix: '/users',
        teams: teamsService,
        authRateLimitMax: config.authRateLimitMax,
        service: createUsersService({
          repository: usersRepository,
          signToken: app.signToken,
          adminUsernames: config.adminUsernames,
        }),
      });
      await api.register(playersRoutes, {
        prefix: '/players',
        service: createPlayersService(createPlayersRepository(database.db), database.db),
        users: usersRepository,
        adminUsernames: config.adminUsernames,
      });
      await api.register(leaguesRoutes, {
        prefix: '/leagues',
        service: createLeaguesService(database.db),
      });
      await api.register(seasonRoutes, {
        prefix: '/leagues',
        service: createSeasonService(database.db),
      });
      await api.register(teamsRoutes, { prefix: '/teams', service: teamsService });
      await api.register(adminRoutes, { prefix: '/admin', db: database.db });
      await api.register(draftsRoutes, { prefix: '/draft', service: drafts });
      await api.register(draftRoomRoutes, {
        prefix: '/draft',
        drafts,
        bus,
        db: database.db,
        instanceId: randomUUID(),
      });
    },
    { prefix: '/api' },
  );

  registerWebClient(app, config.webDistDir);
  return app;
}

/** Serves the built client; any other GET that is not an API call gets index.html. */
function registerWebClient(app: FastifyInstance, webDistDir: string): void {
  const root = path.resolve(webDistDir);
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Built assets carry a content hash in their names, so they never change.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && hasClient && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'NOT_FOUND',
    });
  });
}
