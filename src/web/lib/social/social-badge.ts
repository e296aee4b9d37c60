import type { FriendRequestsResponse } from '../../../domain/contract/friends';
import type { Conversation } from '../../../domain/contract/messages';
import { useConversations } from './get-conversations';
import { useFriendRequests } from './get-friend-requests';

/** What waits for the user in the social area: unread conversations and received requests. */
export function countSocialBadge(
  conversations: readonly Pick<Conversation, 'unreadCount'>[] | undefined,
  requests: Pick<FriendRequestsResponse, 'received'> | undefined,
): number {
  const unread = conversations?.filter((conversation) => conversation.unreadCount > 0).length ?? 0;
  return unread + (requests?.received.length ?? 0);
}

/** The navigation bar's count on Friends. */
export function useSocialBadge(userId: string | null): number {
  const conversations = useConversations(userId);
  const requests = useFriendRequests(userId);
  return countSocialBadge(conversations.data, requests.data);
}
