import type { LivePush } from '../../domain/contract/live';
import { toFriendRequest } from '../features/friends';
import { messageSeenBy, toMessage } from '../features/messages';
import { toNotification } from '../features/notifications';
import type { Repositories } from '../features/repositories';
import { readerAmong, toUser } from '../features/users';
import type { UserNews } from '../plugins/events';

/**
 * What a piece of news says in full to one of the users it is for: a push, or none when what
 * it names is gone, or one per notification of theirs. Each reader gets their own
 * copy, since what they may see of the users in it depends on who they are (decision 021):
 * only their own address whole, and the presence of their friends alone.
 */
export function createNewsReader(repos: Repositories) {
  const readerOf = (readerId: string, shownIds: string[]) =>
    readerAmong(repos.friends, readerId, shownIds);

  return async (news: UserNews, readerId: string): Promise<LivePush[]> => {
    switch (news.type) {
      case 'message': {
        if (news.message) {
          const reader = await readerOf(readerId, [news.message.sender.id]);
          return [{ type: 'message', message: messageSeenBy(news.message, reader) }];
        }
        const row = await repos.messages.messageById(news.messageId);
        if (!row) return [];
        const reader = await readerOf(readerId, [row.sender.id]);
        return [{ type: 'message', message: toMessage(row, reader) }];
      }
      case 'friendRequest': {
        const record = await repos.friends.findRequest(news.requestId);
        if (!record) return [];
        const reader = await readerOf(readerId, [record.sender.id, record.recipient.id]);
        return [{ type: 'friendRequest', request: toFriendRequest(record, reader) }];
      }
      case 'friendAccepted': {
        const friend = await repos.users.findById(news.friendId);
        if (!friend) return [];
        const reader = await readerOf(readerId, [friend.id]);
        return [{ type: 'friendAccepted', friend: toUser(friend, reader) }];
      }
      case 'notifications': {
        const rows = await repos.notifications.ofUser(readerId, news.ids);
        return rows.map((row) => ({ type: 'notification', notification: toNotification(row) }));
      }
      default:
        return [news];
    }
  };
}
