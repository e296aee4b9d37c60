import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { createPublicLeagues } from './access/public-leagues';
import { type AppConfig, trustProxyOption } from './config';
import type { Database } from './db/client';
import { openMigratedDatabase } from './db/migrate';
import { adminRoutes } from './features/admin';
import {
  createDraftChat,
  createDraftClock,
  createDraftEngine,
  createDraftView,
  draftRoomRoutes,
  draftsRoutes,
} from './features/drafts';
import { createFriendsService, friendsRoutes } from './features/friends';
import { createLeaguesService, leaguesRoutes } from './features/leagues';
import { createMessagesService, messagesRoutes } from './features/messages';
import { createNotificationsService, notificationsRoutes } from './features/notifications';
import { createPlayersService, playersRoutes } from './features/players';
import { repositoriesOf } from './features/repositories';
import {
  CLOCK_ROUND_MS,
  createSeasonService,
  seasonRoutes,
  startClockRounds,
} from './features/season';
import { createTeamsService, teamsRoutes } from './features/teams';
import { createTradesService, startTradeSweeper, tradesRoutes } from './features/trades';
import { createTransactionsService, transactionsRoutes } from './features/transactions';
import {
  createAuthThrottle,
  createUsersService,
  signInRoutes,
  usersRoutes,
} from './features/users';
import { createWaiversService, startWaiverClears, waiversRoutes } from './features/waivers';
import { livePushRoutes } from './live/push';
import { OneLinePerRequest, standardOutput } from './logger';
import { registerAuth } from './plugins/auth';
import { answerRouterError, registerErrorHandler } from './plugins/errors';
import { createEventBus } from './plugins/events';
import { registerHealth } from './plugins/health';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonBody } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerReadCache } from './plugins/read-cache';
import { declareInputRefusals, loggedIn } from './plugins/route-groups';
import { registerRouteTable } from './plugins/route-table';
import { responseSerializer } from './plugins/serializer';
import { startDataFeed } from './stats/data-feed';

export interface BuildOptions {
  /** An open, migrated database; without one the app opens and migrates its own. */
  database?: Database;
  /** Memory for cached reads, in bytes (tests make it small). */
  readCacheBytes?: number;
  /**
   * Check every answer against its response schema and refuse (500) one that does not match,
   * instead of only writing the declared fields: the tests run this way, so the contract and
   * the code cannot drift apart unnoticed.
   */
  checkAnswers?: boolean;
  /**
   * How often this instance moves the league clocks that are due (scores, weeks that end);
   * 0: never (tests that drive the clocks themselves). One second unless given.
   */
  clockRoundMs?: number;
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
      // Never blocks, so a stalled or dead log reader cannot stop the server or its shutdown.
      stream: standardOutput,
    },
    // Behind a load balancer its request id is kept, so one id follows a request everywhere.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    frameworkErrors: answerRouterError,
    logController: new OneLinePerRequest(),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerJsonBody(app);

  const database = options.database ?? (await openMigratedDatabase(config));
  const bus = await createEventBus(database);
  const engine = createDraftEngine(database.db);
  const view = createDraftView(database.db);
  const clock = createDraftClock(engine, app.log);
  bus.subscribe(clock.onEvent);
  await clock.resume();
  const trades = createTradesService(database.db);
  const tradeSweeper = startTradeSweeper(trades, app.log);
  const clockRoundMs = options.clockRoundMs ?? CLOCK_ROUND_MS;
  const leagueClocks =
    clockRoundMs > 0
      ? startClockRounds(createSeasonService(database.db), app.log, clockRoundMs)
      : undefined;
  const waivers = createWaiversService(database.db);
  const waiverClears =
    clockRoundMs > 0 ? startWaiverClears(waivers, app.log, clockRoundMs) : undefined;
  // New match data arrives by itself when a feed is configured.
  const dataFeed =
    config.dataFeed && startDataFeed({ db: database.db, feed: config.dataFeed, log: app.log });
  app.addHook('onClose', async () => {
    clock.stop();
    await tradeSweeper.stop();
    await dataFeed?.stop();
    await leagueClocks?.stop();
    await waiverClears?.stop();
    await bus.close();
    await database.close();
  });

  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.checkAnswers ? serializerCompiler : responseSerializer);
  registerErrorHandler(app);
  await registerOpenApi(app);
  await registerHealth(app, database, config.maxEventLoopDelayMs, dataFeed?.source);

  // The security headers are worked out once; each answer only copies them.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // 'self' covers the live draft room's ws:/wss: on this origin; no other host.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Plain-HTTP installs (a LAN address, say) must not have their assets rewritten to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, () => done()),
  );
  await registerAuth(app, config, database.db, bus);
  await app.register(websocket, {
    options: { maxPayload: 16_384 },
    // The plugin's own preClose closes every socket without a code (1005), before the draft
    // room can say why. Here each one hears 1001 (going away), so clients know to reconnect; one
    // that does not answer the close within a second is cut off and cannot hold shutdown open.
    preClose: async () => {
      const server = app.websocketServer;
      // Refuses new handshakes (503) and calls back once the last client has gone.
      const allClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const client of server.clients) client.close(1001, 'Server shutting down');
      const cutOff = setTimeout(() => {
        for (const client of server.clients) client.terminate();
      }, 1_000);
      await allClosed;
      clearTimeout(cutOff);
    },
  });
  registerReadCache(app, { bus, db: database.db, maxBytes: options.readCacheBytes });
  registerIdempotency(app, database.db);

  await app.register(
    async (api) => {
      // 400 and 413 for what a client sends, declared on every route that takes it.
      api.addHook('onRoute', declareInputRefusals);
      const teamsService = createTeamsService(database.db);
      const throttle = createAuthThrottle(repositoriesOf(database.db).throttle, {
        addressLimit: config.authRateLimitMax,
        log: app.log,
      });
      const users = {
        teams: teamsService,
        throttle,
        service: createUsersService(database.db, { signToken: app.signToken, throttle }),
      };

      // Open to visitors: signing in, the players (edited by operators, who log in), and the
      // sockets, which read their token from their first message.
      await api.register(signInRoutes, { prefix: '/users', ...users });
      await api.register(playersRoutes, {
        prefix: '/players',
        service: createPlayersService(database.db),
        publicLeagues: createPublicLeagues(bus),
      });
      await api.register(livePushRoutes, {
        bus,
        db: database.db,
        socketsPerAddress: config.liveSocketsPerAddress,
      });
      await api.register(draftRoomRoutes, {
        prefix: '/draft',
        engine,
        view,
        chat: createDraftChat(database.db),
        bus,
        db: database.db,
        instanceId: randomUUID(),
        socketsPerAddress: config.liveSocketsPerAddress,
      });

      await api.register(
        loggedIn(async (member) => {
          await member.register(usersRoutes, { prefix: '/users', ...users });
          await member.register(leaguesRoutes, {
            prefix: '/leagues',
            service: createLeaguesService(database.db),
          });
          await member.register(seasonRoutes, {
            prefix: '/leagues',
            service: createSeasonService(database.db),
          });
          await member.register(waiversRoutes, { prefix: '/leagues', service: waivers });
          await member.register(notificationsRoutes, {
            prefix: '/notifications',
            service: createNotificationsService(database.db),
          });
          await member.register(transactionsRoutes, {
            prefix: '/leagues',
            service: createTransactionsService(database.db),
          });
          await member.register(teamsRoutes, { prefix: '/teams', service: teamsService });
          await member.register(tradesRoutes, { prefix: '/trades', service: trades });
          await member.register(friendsRoutes, {
            prefix: '/friends',
            service: createFriendsService(database.db),
          });
          await member.register(messagesRoutes, {
            prefix: '/messages',
            service: createMessagesService(database.db),
          });
          await member.register(adminRoutes, { prefix: '/admin', db: database.db });
          await member.register(draftsRoutes, { prefix: '/draft', engine, view });
        }),
      );
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
