import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../domain/contract/messages';
import type { Notification } from '../../../domain/contract/notifications';
import type { User } from '../../../domain/contract/users';
import { queryKeys } from '../query-keys';
import { addMessageToCaches, applyPush } from './apply-push';
import { type MessagePages, messagesInOrder, nextPageAfter } from './message-pages';
import { setOpenConversation } from './open-conversation';

const ME = 'me';
const user = (id: string): User => ({
  id,
  _id: id,
  username: id,
  email: `${id}@example.com`,
  avatar: null,
  online: true,
});

let sequence = 0;
const message = (senderId: string, conversationId = 'c1', createdAt?: string): Message => {
  sequence += 1;
  const id = `m${String(sequence).padStart(3, '0')}`;
  return {
    id,
    _id: id,
    conversationId,
    sender: user(senderId),
    content: `text ${id}`,
    createdAt: createdAt ?? new Date(Date.UTC(2026, 2, 1, 12, sequence)).toISOString(),
  };
};

const conversation = (id: string, unreadCount = 0): Conversation => ({
  id,
  _id: id,
  participants: [user(ME), user('bo')],
  lastMessage: null,
  unreadCount,
  otherReadAt: null,
  updatedAt: '2026-03-01T00:00:00Z',
});

const pages = (...list: Message[][]): MessagePages => ({
  pages: list,
  pageParams: list.map((_, index) => index + 1),
});

function cacheWith(list: Conversation[], messages?: MessagePages) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.conversations(ME), list);
  if (messages) client.setQueryData(queryKeys.messages(ME, 'c1'), messages);
  return client;
}

afterEach(() => setOpenConversation(null));

describe('a pushed message', () => {
  it('is appended to its open conversation once, and moves it to the top as unread', () => {
    const first = message('bo');
    const client = cacheWith([conversation('c2'), conversation('c1')], pages([first]));
    const pushed = message('bo');
    applyPush(client, ME, { type: 'message', message: pushed });
    applyPush(client, ME, { type: 'message', message: pushed });

    const data = client.getQueryData<MessagePages>(queryKeys.messages(ME, 'c1'));
    expect(messagesInOrder(data).map((m) => m.id)).toEqual([first.id, pushed.id]);
    const list = client.getQueryData<Conversation[]>(queryKeys.conversations(ME))!;
    expect(list.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(list[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { content: pushed.content, createdAt: pushed.createdAt },
    });
  });

  it('does not count as unread when it is the user’s own or its conversation is on screen', () => {
    const client = cacheWith([conversation('c1')]);
    addMessageToCaches(client, ME, message(ME));
    setOpenConversation('c1');
    applyPush(client, ME, { type: 'message', message: message('bo') });
    expect(client.getQueryData<Conversation[]>(queryKeys.conversations(ME))?.[0]?.unreadCount).toBe(
      0,
    );
  });

  it('asks for the list again when its conversation is new to it', () => {
    const client = cacheWith([conversation('c2')]);
    applyPush(client, ME, { type: 'message', message: message('bo', 'c9') });
    expect(client.getQueryState(queryKeys.conversations(ME))?.isInvalidated).toBe(true);
  });
});

describe('a pushed read', () => {
  it('clears the unread count when the user read it elsewhere, and records the other’s read', () => {
    const client = cacheWith([conversation('c1', 3)]);
    applyPush(client, ME, {
      type: 'read',
      conversationId: 'c1',
      userId: ME,
      readAt: '2026-03-01T12:00:00Z',
    });
    applyPush(client, ME, {
      type: 'read',
      conversationId: 'c1',
      userId: 'bo',
      readAt: '2026-03-01T12:05:00Z',
    });
    expect(client.getQueryData<Conversation[]>(queryKeys.conversations(ME))?.[0]).toMatchObject({
      unreadCount: 0,
      otherReadAt: '2026-03-01T12:05:00Z',
    });
  });
});

describe('friend and trade pushes', () => {
  it('mark the lists they change for a new fetch', () => {
    const client = new QueryClient();
    for (const key of [
      queryKeys.friends(ME),
      queryKeys.friendRequests(ME),
      queryKeys.tradeList(ME, {}),
    ]) {
      client.setQueryData(key, {});
    }
    applyPush(client, ME, {
      type: 'tradeOffer',
      tradeId: '00000000-0000-4000-8000-000000000009',
      status: 'pending',
    });
    expect(client.getQueryState(queryKeys.tradeList(ME, {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.friends(ME))?.isInvalidated).toBe(false);
    applyPush(client, ME, { type: 'friendAccepted', friend: user('bo') });
    expect(client.getQueryState(queryKeys.friends(ME))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.friendRequests(ME))?.isInvalidated).toBe(true);
  });

  it('a rejected request drops it from the sent and received lists', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.friendRequests(ME), {});
    applyPush(client, ME, {
      type: 'friendRequestRejected',
      requestId: '00000000-0000-4000-8000-000000000011',
    });
    expect(client.getQueryState(queryKeys.friendRequests(ME))?.isInvalidated).toBe(true);
  });
});

describe('a pushed trade', () => {
  const TEAM = '00000000-0000-4000-8000-000000000003';
  const rosterKeys = [queryKeys.team(TEAM), queryKeys.myTeams(ME), queryKeys.teams(ME)];
  const pushed = (status: 'accepted' | 'completed') => {
    const client = new QueryClient();
    for (const key of [...rosterKeys, queryKeys.tradeList(ME, {})]) client.setQueryData(key, {});
    applyPush(client, ME, {
      type: 'tradeOffer',
      tradeId: '00000000-0000-4000-8000-000000000009',
      status,
    });
    return rosterKeys.map((key) => client.getQueryState(key)?.isInvalidated);
  };

  it('that completed reloads the rosters it moved players between', () => {
    expect(pushed('completed')).toEqual([true, true, true]);
  });

  it('that only changed state leaves the rosters alone', () => {
    expect(pushed('accepted')).toEqual([false, false, false]);
  });
});

describe('a pushed claim result', () => {
  const LEAGUE = '00000000-0000-4000-8000-000000000001';
  const OTHER = '00000000-0000-4000-8000-000000000002';
  const notification = (type: Notification['type'], leagueId: string): Notification => ({
    id: '00000000-0000-4000-8000-000000000010',
    type,
    leagueId,
    leagueName: "Bidders' League",
    title: 'Claim won: Faker',
    body: 'Faker joins Bidders for $25.',
    link: null,
    createdAt: '2026-03-07T03:00:00.000Z',
    read: false,
  });
  const keysOf = (leagueId: string) => [
    queryKeys.claims(leagueId, ME),
    queryKeys.league(leagueId),
    queryKeys.players.league(leagueId),
    queryKeys.players.detail('p1', leagueId),
  ];
  const invalidated = (client: QueryClient, keys: readonly (readonly unknown[])[]) =>
    keys.map((key) => client.getQueryState(key)?.isInvalidated);

  function cacheOfTwoLeagues() {
    const client = new QueryClient();
    for (const key of [...keysOf(LEAGUE), ...keysOf(OTHER)]) client.setQueryData(key, {});
    return client;
  }

  it("marks its league's claims, order and budgets, and players' statuses for a new fetch", () => {
    const client = cacheOfTwoLeagues();
    applyPush(client, ME, { type: 'notification', notification: notification('claim', LEAGUE) });
    expect(invalidated(client, keysOf(LEAGUE))).toEqual([true, true, true, true]);
    expect(invalidated(client, keysOf(OTHER))).toEqual([false, false, false, false]);
  });

  it('leaves the league alone when the notification is about a trade', () => {
    const client = cacheOfTwoLeagues();
    applyPush(client, ME, { type: 'notification', notification: notification('trade', LEAGUE) });
    expect(invalidated(client, keysOf(LEAGUE))).toEqual([false, false, false, false]);
  });
});

describe('notifications read elsewhere', () => {
  it("mark this tab's notification centre for a new fetch, so its bell count clears", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.notifications(ME), { items: [], unread: 3 });
    applyPush(client, ME, { type: 'notificationsRead' });
    expect(client.getQueryState(queryKeys.notifications(ME))?.isInvalidated).toBe(true);
  });
});

describe('message pages', () => {
  it('read oldest first with repeats dropped, and load more while a page is full', () => {
    const newest = Array.from({ length: 20 }, () => message('bo'));
    const older = Array.from({ length: 5 }, (_, i) =>
      message('bo', 'c1', new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString()),
    );
    // An older page fetched after new messages arrived repeats the oldest of the first.
    const data = pages(newest, [...older, ...newest.slice(0, 2)]);
    const ordered = messagesInOrder(data);
    expect(ordered).toHaveLength(25);
    expect(ordered[0]?.id).toBe(older[0]?.id);
    expect(ordered.at(-1)?.id).toBe(newest.at(-1)?.id);
    expect(nextPageAfter(newest, [1])).toBe(2);
    expect(nextPageAfter(older, [1, 2])).toBeUndefined();
  });
});
