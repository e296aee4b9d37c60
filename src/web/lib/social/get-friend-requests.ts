import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendRequestsResponse } from '../../../domain/contract/friends';
import { api } from '../api-client';
import { useSocialPollInterval } from '../live/live-status';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/**
 * GET /friends/requests (shared: the friends page and the navigation bar's badge): the pending
 * requests the user received and sent.
 */
export function getFriendRequests(signal?: AbortSignal): Promise<FriendRequestsResponse> {
  return api.get<FriendRequestsResponse>(apiPaths.friendRequests, signal);
}

export const friendRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.friendRequests(userId),
    queryFn: ({ signal }) => getFriendRequests(signal),
  });

/** Pushes keep the lists current; while the push is down they are asked for every 10 s. */
export function useFriendRequests(userId: string | null) {
  const refetchInterval = useSocialPollInterval();
  return useQuery({
    ...friendRequestsQueryOptions(userId ?? ''),
    enabled: userId !== null,
    refetchInterval,
  });
}
