import type { FastifyInstance } from 'fastify';
import { liveClientMessageSchema, livePushSchema } from '../../domain/contract/live';
import type { Db } from '../db/client';
import { repositoriesOf } from '../features/repositories';
import type { EventBus } from '../plugins/events';
import { createNewsReader } from './push-news';
import { createSocketSeats } from './socket-seats';

const AUTH_TIMEOUT_MS = 5_000;
// Presence: each connected user's last-seen time is refreshed this often (online = seen within
// a minute), and silent connections are found by ping at the same pace.
const HEARTBEAT_MS = 20_000;
const SEND_TOKEN_FIRST = 'Send your token first';
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
  // Each user sits under their own id, all their tabs together.
  const seats = createSocketSeats(app, {
    bus,
    caps: { perUser: PUSH_SOCKETS_PER_USER, perAddress: socketsPerAddress },
    clientMessages: liveClientMessageSchema,
    serverMessages: livePushSchema,
    seatWith: 'auth',
    unseated: { message: SEND_TOKEN_FIRST, withinMs: AUTH_TIMEOUT_MS },
    pingEveryMs: HEARTBEAT_MS,
  });

  const newsFor = createNewsReader(repos);
  seats.subscribe((event) => {
    if (event.kind !== 'user') return;
    // Each user hears the news as they may see the users in it, in one copy for all their sockets.
    for (const userId of event.userIds) {
      if (!seats.occupied(userId)) continue;
      newsFor(event.news, userId)
        .then((pushes) => {
          for (const push of pushes) seats.broadcast(userId, push);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not deliver a push'));
    }
  });

  seats.every(
    HEARTBEAT_MS,
    () => repos.users.touchLastSeen(seats.keys(), new Date()),
    'could not record presence',
  );

  seats.listen('/live', (client) => ({
    seat: async ({ token }) => {
      if (client.seat) return client.send({ type: 'ready', userId: client.seat.userId });
      const user = await seats.authenticate(client, token);
      if (!user || !seats.take(client, user.sub, user, token)) return;
      await repos.users.touchLastSeen([user.sub], new Date());
      client.send({ type: 'ready', userId: user.sub });
    },
    seated: async () => client.send({ type: 'pong' }),
  }));
}
