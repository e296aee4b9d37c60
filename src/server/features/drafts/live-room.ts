import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientMessageSchema, serverMessageSchema } from '../../../domain/contract/draft-room';
import { uuidSchema } from '../../../domain/contract/fields';
import { LOGIN_TO_JOIN, senderProblem } from '../../../domain/draft';
import { CLOSE_CODES } from '../../../domain/socket-frames';
import { LEAGUE_NOT_FOUND, reachLeague } from '../../access/league-access';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../errors';
import { createSocketSeats } from '../../live/socket-seats';
import type { EventBus } from '../../plugins/events';
import { repositoriesOf } from '../repositories';
import type { DraftChat } from './chat';
import type { DraftEngine } from './engine';
import { createRoomSnapshots } from './room-snapshots';
import type { DraftView } from './view';

export interface DraftRoomOptions {
  engine: DraftEngine;
  view: DraftView;
  chat: DraftChat;
  bus: EventBus;
  db: Db;
  /** Tells this instance's connections apart from other instances' in the presence table. */
  instanceId: string;
  /** Draft-room sockets one client address may hold here. */
  socketsPerAddress: number;
}

const JOIN_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 30_000;
const PRESENCE_HEARTBEAT_MS = 15_000;
// A drafter may have the room open in a few tabs; nobody needs more in one room.
export const ROOM_SOCKETS_PER_USER = 5;

const paramsSchema = z.object({ leagueId: z.string() });
const leagueIdSchema = uuidSchema();

/**
 * The live draft room (protocol in docs/api.md) at /api/draft/live/:leagueId. The
 * engine is the only authority; this file seats league members (on the shared base of live
 * sockets, live/socket-seats.ts), turns their messages into engine calls for the user of their
 * token, and fans every stored change out to its own connections. Changes made on other
 * instances arrive through the event bus like local ones.
 */
export async function draftRoomRoutes(app: FastifyInstance, options: DraftRoomOptions) {
  const { engine, view, chat, bus, db, instanceId, socketsPerAddress } = options;
  const repos = repositoriesOf(db);
  const presence = repos.draftPresence;

  const announcePresence = (leagueId: string) =>
    repos.events
      .publish({ kind: 'presence', leagueId })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not announce presence'));

  // Each seat sits under its league's id: one room a league.
  const seats = createSocketSeats(app, {
    bus,
    caps: { perUser: ROOM_SOCKETS_PER_USER, perAddress: socketsPerAddress },
    clientMessages: clientMessageSchema,
    serverMessages: serverMessageSchema,
    seatWith: 'join',
    unseated: { message: LOGIN_TO_JOIN, withinMs: JOIN_TIMEOUT_MS },
    tokenRefused: LOGIN_TO_JOIN,
    pingEveryMs: PING_INTERVAL_MS,
    leave: async ({ key: leagueId, userId }) => {
      if (!seats.occupied(leagueId)) snapshots.forget(leagueId);
      await presence.disconnect(leagueId, userId, instanceId);
      await announcePresence(leagueId);
    },
    shutdown: () => presence.forgetInstance(instanceId).catch(() => {}),
  });

  const snapshots = createRoomSnapshots({
    view,
    occupied: seats.occupied,
    broadcast: seats.broadcast,
    log: app.log,
  });
  seats.subscribe(snapshots.onEvent);
  seats.every(
    PRESENCE_HEARTBEAT_MS,
    () => presence.heartbeat(instanceId),
    'presence heartbeat failed',
  );

  /** A message that names its sender must name the seat's user, under their current name. */
  const requireSender = async (userId: string, claimed: string | undefined) => {
    if (claimed === undefined) return;
    const current = (await repos.users.sessionOf(userId))?.username ?? '';
    const problem = senderProblem(claimed, current);
    if (problem) throw forbidden(problem);
  };

  seats.listen('/live/:leagueId', (client, request) => {
    const { leagueId } = paramsSchema.parse(request.params);
    if (!leagueIdSchema.safeParse(leagueId).success) {
      client.refuse(CLOSE_CODES.forbidden, LEAGUE_NOT_FOUND, 'NOT_FOUND');
      return null;
    }
    const sendSnapshot = async () =>
      client.send({ type: 'draftState', state: await snapshots.read(leagueId) });

    return {
      seat: async ({ token, username }) => {
        if (client.seat) {
          await requireSender(client.seat.userId, username);
          // Joining again asks for a fresh snapshot.
          return sendSnapshot();
        }
        const user = await seats.authenticate(client, token);
        if (!user) return;
        // Refused without a seat; the socket stays open for a join with the right name.
        const mismatch = senderProblem(username, user.username);
        if (mismatch) return client.fail(mismatch, 'FORBIDDEN');
        try {
          await reachLeague(repos, leagueId, user.sub, 'member', {
            message: 'Only members of this league can join its draft',
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return client.refuse(CLOSE_CODES.forbidden, error.message, error.code);
        }
        if (!seats.take(client, leagueId, user, token)) return;
        await presence.connect(leagueId, user.sub, instanceId);
        await sendSnapshot();
        await announcePresence(leagueId);
      },

      seated: async (message, { userId }) => {
        await requireSender(userId, message.username);
        switch (message.type) {
          case 'startDraft':
            return engine.start(userId, leagueId, 'live');
          case 'endDraft':
            return engine.end(userId, leagueId);
          case 'draftPlayer':
            return engine.pick(
              userId,
              leagueId,
              { playerId: message.player, pickNumber: message.pickNo },
              'live',
            );
          case 'pauseDraft':
            return engine.pause(userId, leagueId);
          case 'resumeDraft':
            return engine.resume(userId, leagueId);
          case 'nominate':
            return engine.nominate(
              userId,
              leagueId,
              { playerId: message.player, amount: message.amount },
              'live',
            );
          case 'bid':
            return engine.bid(userId, leagueId, {
              lot: message.lot,
              amount: message.amount,
              beats: message.beats,
            });
          case 'chat':
            return chat.say(userId, leagueId, message.message);
        }
      },
    };
  });
}
