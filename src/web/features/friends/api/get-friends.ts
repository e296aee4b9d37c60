import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendsResponse } from '../../../../domain/contract/friends';
import { api } from '../../../lib/api-client';
import { usePresencePollInterval } from '../../../lib/live/live-status';
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

/**
 * Pushes keep the list current (accepted, removed); it shows who is online, which is not
 * pushed, so it is asked for again every 30 s (every 10 s while the push is down).
 */
export function useFriends(userId: string) {
  const refetchInterval = usePresencePollInterval();
  return useQuery({ ...friendsQueryOptions(userId), refetchInterval });
}
