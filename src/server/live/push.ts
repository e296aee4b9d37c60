import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  type LiveClientMessage,
  type LivePush,
  liveClientMessageSchema,
} from '../../domain/contract/live';
import { CLOSE_CODES, readFrame } from '../../domain/socket-frames';
import type { ErrorCode } from '../../domain/vocabulary';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { repositoriesOf } from '../features/repositories';
import type { AuthenticatedUser } from '../plugins/auth';
import type { EventBus } from '../plugins/events';
import { createLiveConnections } from './live-connections';
import { createNewsReader } from './push-news';
import { keepAlive, receiveMessages } from './socket-messages';

const AUTH_TIMEOUT_MS = 5_000;
// Presence: each connected user's last-seen time is refreshed this often (online = seen within
// a minute), and silent connections are found by ping at the same pace.
const HEARTBEAT_MS = 20_000;
const CLIENT_TYPES = ['auth', 'ping'] as const;
// A user opens one socket a tab, on each device: far above what people do, far below what
// exhausts an instance (each socket costs about 17 kB and a file descriptor). The cap per
// address (a household, an office) is the configuration's `liveSocketsPerAddress`.
export const PUSH_SOCKETS_PER_USER = 20;

/**
 * The per-user push connection, `GET /api/live` (WebSocket): the client authenticates with its
 * token, then hears what happens to it (messages, reads, friend requests, trade offers) the
 * moment it is stored, from any instance, through the event bus. Holding it keeps the user
 * online. The spec's 10-second polling remains the client's fallback while it is down.
 */
export async function livePushRoutes(
  app: FastifyInstance,
  { bus, db, socketsPerAddress }: { bus: EventBus; db: Db; socketsPerAddress: number },
) {
  const repos = repositoriesOf(db);
  const connections = createLiveConnections(app, {
    bus,
    caps: { perUser: PUSH_SOCKETS_PER_USER, perAddress: socketsPerAddress },
  });

  const send = (socket: WebSocket, push: LivePush) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(push));
  };

  const newsFor = createNewsReader(repos);

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind !== 'user') return;
    // Each user hears the news as they may see the users in it, in one copy for all their sockets.
    for (const userId of event.userIds) {
      const sockets = connections.socketsOf(userId);
      if (sockets.length === 0) continue;
      newsFor(event.news, userId)
        .then((push) => {
          if (!push) return;
          for (const socket of sockets) send(socket, push);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not deliver a push'));
    }
  });

  const heartbeat = setInterval(() => {
    repos.users
      .touchLastSeen(connections.userIds(), new Date())
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not record presence'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(heartbeat);
    for (const socket of connections.all()) socket.close(1001, 'Server shutting down');
  });

  app.get('/live', connections.route, (socket) => {
    let userId: string | null = null;
    const fail = (message: string, code: ErrorCode) =>
      send(socket, { type: 'error', message, code });
    const refuse = (message: string) => {
      fail(message, 'UNAUTHORIZED');
      socket.close(CLOSE_CODES.unauthorized, message);
    };
    const authTimer = setTimeout(() => refuse('Send your token first'), AUTH_TIMEOUT_MS);

    keepAlive(socket, HEARTBEAT_MS);

    const authenticate = async (token: string) => {
      if (userId) return send(socket, { type: 'ready', userId });
      let claims: AuthenticatedUser;
      try {
        claims = await app.resolveToken(token);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
        return refuse(error.message);
      }
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      if (!connections.admitUser(socket, claims, token)) return;
      userId = claims.sub;
      await repos.users.touchLastSeen([userId], new Date());
      send(socket, { type: 'ready', userId });
    };

    receiveMessages<LiveClientMessage>(socket, {
      read: (text) => readFrame(text, CLIENT_TYPES, liveClientMessageSchema),
      handle: async (message) => {
        if (message.type === 'auth') return authenticate(message.token);
        if (!userId) return fail('Send your token first', 'UNAUTHORIZED');
        send(socket, { type: 'pong' });
      },
      fail,
      log: app.log,
    });

    socket.on('close', () => clearTimeout(authTimer));
  });
}
