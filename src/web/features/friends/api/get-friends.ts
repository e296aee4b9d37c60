import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendsResponse } from '../../../../domain/contract/friends';
import { api } from '../../../lib/api-client';
import { useSocialPollInterval } from '../../../lib/live/live-status';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /friends: the user's friends. */
export function getFriends(signal?: AbortSignal): Promise<FriendsResponse> {
  return api.get<FriendsResponse>(apiPaths.friends, signal);
}

export const friendsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.friends(userId),
    queryFn: ({ signal }) => getFriends(signal),
  });

/** Pushes keep the list current (accepted, removed); while the push is down, every 10 s. */
export function useFriends(userId: string) {
  const refetchInterval = useSocialPollInterval();
  return useQuery({ ...friendsQueryOptions(userId), refetchInterval });
}
