import type { Db } from '../../db/client';
import { repositoriesOf } from '../repositories';
import { toChatMessage } from './view';

/** A draft room's chat: a line is stored (the last 100 are kept), then told to every instance. */
export function createDraftChat(db: Db) {
  const repos = repositoriesOf(db);
  return {
    async say(userId: string, leagueId: string, message: string): Promise<void> {
      const row = await repos.draftChat.insert(leagueId, userId, message);
      const username = (await repos.leagues.usernames([userId])).get(userId) ?? '';
      await repos.events.publish({
        kind: 'chat',
        leagueId,
        message: toChatMessage({ ...row, username }),
      });
    },
  };
}

export type DraftChat = ReturnType<typeof createDraftChat>;
