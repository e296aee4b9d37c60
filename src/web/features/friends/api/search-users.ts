import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../domain/contract/users';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /users/search?q=: other users by part of the username or the whole email (at most 20;
 * emails are masked unless searched for in full).
 */
export function searchUsers(q: string, signal?: AbortSignal): Promise<User[]> {
  return api.get<User[]>(apiPaths.userSearch(q), signal);
}

export const userSearchQueryOptions = (userId: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.userSearch(userId, q),
    queryFn: ({ signal }) => searchUsers(q, signal),
  });

/** The results for the submitted text; nothing is asked while it is blank. */
export function useUserSearch(userId: string, q: string) {
  return useQuery({ ...userSearchQueryOptions(userId, q), enabled: q !== '' });
}
