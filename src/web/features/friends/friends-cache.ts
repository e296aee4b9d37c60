import type { QueryClient } from '@tanstack/react-query';
import type {
  FriendRequestResult,
  FriendRequestsResponse,
  FriendsResponse,
} from '../../../domain/contract/friends';
import { queryKeys } from '../../lib/query-keys';

/** After a request is sent or answered, or a friend removed: both lists load again. */
export function afterFriendsChange(queryClient: QueryClient, viewerId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.friends(viewerId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.friendRequests(viewerId) });
}

/**
 * What sending a request did shows at once (the search result turns to 'Request Sent', or the
 * new friend is listed) before the lists come back from the server.
 */
export function afterRequestSent(
  queryClient: QueryClient,
  viewerId: string,
  result: FriendRequestResult,
): void {
  const { request, friend } = result;
  if (request && result.status === 'sent') {
    queryClient.setQueryData<FriendRequestsResponse>(queryKeys.friendRequests(viewerId), (data) =>
      data
        ? { ...data, sent: [...data.sent.filter((known) => known.id !== request.id), request] }
        : data,
    );
  }
  if (friend) {
    queryClient.setQueryData<FriendsResponse>(queryKeys.friends(viewerId), (data) =>
      data
        ? { friends: [...data.friends.filter((known) => known.id !== friend.id), friend] }
        : data,
    );
  }
  afterFriendsChange(queryClient, viewerId);
}
