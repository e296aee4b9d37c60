import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  type ClientMessage,
  readClientFrame,
  type ServerMessage,
} from '../../../domain/contract/draft-room';
import { LOGIN_TO_JOIN, senderProblem } from '../../../domain/draft';
import { CLOSE_CODES } from '../../../domain/socket-frames';
import type { ErrorCode } from '../../../domain/vocabulary';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../errors';
import { createLiveConnections } from '../../live/live-connections';
import { keepAlive, receiveMessages } from '../../live/socket-messages';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventBus } from '../../plugins/events';
import { LEAGUE_NOT_FOUND, reachLeague } from '../../access/league-access';
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

interface Seat {
  socket: WebSocket;
  userId: string;
  leagueId: string;
}

const JOIN_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 30_000;
const PRESENCE_HEARTBEAT_MS = 15_000;
// A drafter may have the room open in a few tabs; nobody needs more in one room.
export const ROOM_SOCKETS_PER_USER = 5;

const paramsSchema = z.object({ leagueId: z.string() });
const leagueIdSchema = z.uuid();

/**
 * The live draft room (protocol in docs/api.md) at /api/draft/live/:leagueId. The
 * engine is the only authority; this file seats connections, turns their messages into engine
 * calls for the user of their token, and fans every stored change out to its own connections.
 * Changes made on other instances arrive through the event bus like local ones.
 */
export async function draftRoomRoutes(app: FastifyInstance, options: DraftRoomOptions) {
  const { engine, view, chat, bus, db, instanceId, socketsPerAddress } = options;
  const repos = repositoriesOf(db);
  const presence = repos.draftPresence;
  const rooms = new Map<string, Set<Seat>>();
  const connections = createLiveConnections(app, {
    bus,
    caps: { perUser: ROOM_SOCKETS_PER_USER, perAddress: socketsPerAddress },
  });

  const send = (socket: WebSocket, message: ServerMessage | string) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  };
  const broadcast = (leagueId: string, message: ServerMessage) => {
    const seats = rooms.get(leagueId);
    if (!seats?.size) return;
    // Serialised once for the whole room.
    const text = JSON.stringify(message);
    for (const seat of seats) send(seat.socket, text);
  };

  const snapshots = createRoomSnapshots({
    view,
    occupied: (leagueId) => Boolean(rooms.get(leagueId)?.size),
    broadcast,
    log: app.log,
  });
  const unsubscribe = bus.subscribe(snapshots.onEvent);

  /** A message that names its sender must name the seat's user, under their current name. */
  const requireSender = async (userId: string, claimed: string | undefined) => {
    if (claimed === undefined) return;
    const current = (await repos.users.sessionOf(userId))?.username ?? '';
    const problem = senderProblem(claimed, current);
    if (problem) throw forbidden(problem);
  };

  const announcePresence = (leagueId: string) =>
    repos.events
      .publish({ kind: 'presence', leagueId })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not announce presence'));

  const heartbeat = setInterval(() => {
    presence
      .heartbeat(instanceId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'presence heartbeat failed'));
  }, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    unsubscribe();
    clearInterval(heartbeat);
    for (const seats of rooms.values()) {
      for (const seat of seats) seat.socket.close(1001, 'Server shutting down');
    }
    rooms.clear();
    await presence.forgetInstance(instanceId).catch(() => {});
  });

  app.get('/live/:leagueId', connections.route, (socket, request) => {
    const { leagueId } = paramsSchema.parse(request.params);
    let seat: Seat | null = null;
    let closed = false;

    const fail = (message: string, code: ErrorCode) =>
      send(socket, { type: 'error', message, code });
    const refuse = (closeCode: number, message: string, code: ErrorCode) => {
      fail(message, code);
      socket.close(closeCode, message.slice(0, 120));
    };

    if (!leagueIdSchema.safeParse(leagueId).success) {
      refuse(CLOSE_CODES.forbidden, LEAGUE_NOT_FOUND, 'NOT_FOUND');
      return;
    }
    const joinTimer = setTimeout(
      () => refuse(CLOSE_CODES.unauthorized, LOGIN_TO_JOIN, 'UNAUTHORIZED'),
      JOIN_TIMEOUT_MS,
    );

    keepAlive(socket, PING_INTERVAL_MS);

    const join = async ({ token, username }: Extract<ClientMessage, { type: 'join' }>) => {
      if (seat) {
        await requireSender(seat.userId, username);
        // Joining again asks for a fresh snapshot.
        send(socket, { type: 'draftState', state: await snapshots.read(leagueId) });
        return;
      }
      let claims: AuthenticatedUser;
      try {
        // The same check as every HTTP request: a valid signature, an account that still
        // exists, and no password change since the token was issued.
        claims = await app.resolveToken(token);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
        refuse(CLOSE_CODES.unauthorized, LOGIN_TO_JOIN, 'UNAUTHORIZED');
        return;
      }
      // Refused without a seat; the socket stays open for a join with the right name.
      const mismatch = senderProblem(username, claims.username);
      if (mismatch) return fail(mismatch, 'FORBIDDEN');
      try {
        await reachLeague(repos, leagueId, claims.sub, 'member', {
          message: 'Only members of this league can join its draft',
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(CLOSE_CODES.forbidden, error.message, error.code);
        return;
      }
      if (closed) return;
      clearTimeout(joinTimer);
      if (!connections.admitUser(socket, claims, token, leagueId)) return;
      seat = { socket, userId: claims.sub, leagueId };
      let seats = rooms.get(leagueId);
      if (!seats) {
        seats = new Set();
        rooms.set(leagueId, seats);
      }
      seats.add(seat);
      await presence.connect(leagueId, claims.sub, instanceId);
      send(socket, { type: 'draftState', state: await snapshots.read(leagueId) });
      await announcePresence(leagueId);
    };

    const handle = async (message: ClientMessage) => {
      if (message.type === 'join') return join(message);
      if (!seat) return fail(LOGIN_TO_JOIN, 'UNAUTHORIZED');
      const { userId } = seat;
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
    };

    const messages = receiveMessages(socket, {
      read: readClientFrame,
      handle,
      fail,
      log: request.log,
    });

    socket.on('close', () => {
      closed = true;
      clearTimeout(joinTimer);
      const left = seat;
      if (!left) return;
      seat = null;
      const seats = rooms.get(leagueId);
      seats?.delete(left);
      if (seats?.size === 0) {
        rooms.delete(leagueId);
        snapshots.forget(leagueId);
      }
      messages.after(async () => {
        await presence.disconnect(leagueId, left.userId, instanceId);
        await announcePresence(leagueId);
      });
    });
  });
}
