import type { Db } from '../db/client';
import { publish, publishAll, type RoomEvent } from '../plugins/events';
import { createDraftChatRepository } from './drafts/chat-repository';
import { createDraftPresenceRepository } from './drafts/presence-repository';
import { createDraftsRepository } from './drafts/repository';
import { createFriendsRepository } from './friends/repository';
import { createLeaguesRepository } from './leagues/repository';
import { createMessagesRepository } from './messages/repository';
import { createNotificationsRepository } from './notifications/repository';
import { createPlayersRepository } from './players/repository';
import { createPlayoffsRepository } from './season/playoffs-repository';
import { createSeasonRepository } from './season/repository';
import { createTeamsRepository } from './teams/repository';
import { createTradesRepository } from './trades/repository';
import { createTransactionsRepository } from './transactions/repository';
import { createUsersRepository } from './users/repository';
import { createThrottleRepository } from './users/throttle-repository';
import { createWaiversRepository } from './waivers/repository';

/**
 * Every repository, bound to one connection: the pool, or a transaction. Services reach
 * tables only through these; a query belongs in the repository of the table it reads.
 */
export function repositoriesOf(db: Db) {
  return {
    drafts: createDraftsRepository(db),
    draftChat: createDraftChatRepository(db),
    draftPresence: createDraftPresenceRepository(db),
    /** Events for every instance; in a transaction, sent only if it commits. */
    events: {
      publish: (event: RoomEvent) => publish(db, event),
      publishAll: (events: readonly RoomEvent[]) => publishAll(db, events),
    },
    friends: createFriendsRepository(db),
    leagues: createLeaguesRepository(db),
    messages: createMessagesRepository(db),
    notifications: createNotificationsRepository(db),
    players: createPlayersRepository(db),
    playoffs: createPlayoffsRepository(db),
    season: createSeasonRepository(db),
    teams: createTeamsRepository(db),
    throttle: createThrottleRepository(db),
    trades: createTradesRepository(db),
    transactions: createTransactionsRepository(db),
    users: createUsersRepository(db),
    waivers: createWaiversRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOf>;

/** Runs `work` in one transaction, with every repository bound to it. */
export function inTransaction<T>(db: Db, work: (repos: Repositories) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(repositoriesOf(tx)));
}
