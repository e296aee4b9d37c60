import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../domain/contract/messages';
import { api } from '../api-client';
import { usePresencePollInterval, useSocialPollInterval } from '../live/live-status';
import { apiPaths } from '../paths';
import { queryKeys } from '../query-keys';

/**
 * GET /messages/conversations (shared: the Messages tab and the navigation bar's badge): the
 * user's conversations, newest activity first, each with its unread count.
 */
export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return api.get<Conversation[]>(apiPaths.conversations, signal);
}

export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.conversations(userId),
    queryFn: ({ signal }) => getConversations(signal),
  });

/**
 * Pushes keep the list current; while the push is down it is asked for every 10 s. A screen
 * that shows who is online (`showsPresence`) asks every 30 s meanwhile, as presence is not pushed.
 */
export function useConversations(userId: string | null, { showsPresence = false } = {}) {
  const listInterval = useSocialPollInterval();
  const presenceInterval = usePresencePollInterval();
  const refetchInterval = showsPresence ? presenceInterval : listInterval;
  return useQuery({
    ...conversationsQueryOptions(userId ?? ''),
    enabled: userId !== null,
    refetchInterval,
  });
}
