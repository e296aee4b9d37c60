import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../domain/contract/messages';
import { api } from '../../../lib/api-client';
import { PRESENCE_POLL_MS } from '../../../lib/live/live-status';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** GET /messages/conversations/{id}: one of the user's conversations. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return api.get<Conversation>(apiPaths.conversation(id), signal);
}

export const conversationQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.conversation(userId, id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

/** Nothing pushes presence: the other participant's 'Online' is asked for again every 30 s. */
export function useConversation(userId: string, id: string) {
  return useQuery({ ...conversationQueryOptions(userId, id), refetchInterval: PRESENCE_POLL_MS });
}
