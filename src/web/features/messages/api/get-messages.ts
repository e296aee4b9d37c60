import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contract/messages';
import { MESSAGE_PAGE_SIZE } from '../../../../domain/vocabulary';
import { api } from '../../../lib/api-client';
import { useSocialPollInterval } from '../../../lib/live/live-status';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { nextPageAfter } from '../../../lib/social/message-pages';

/**
 * GET /messages/conversations/{id}/messages?page=&limit=20: page 1 holds the newest 20
 * messages, each page oldest first.
 */
export function getMessages(id: string, page: number, signal?: AbortSignal): Promise<Message[]> {
  return api.get<Message[]>(
    apiPaths.conversationMessages(id, { page, limit: MESSAGE_PAGE_SIZE }),
    signal,
  );
}

export const messagesQueryOptions = (userId: string, id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages(userId, id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, _lastParam, pageParams) =>
      nextPageAfter(lastPage, pageParams),
  });

/**
 * A conversation's messages, older pages appended on request. New ones arrive by push; while
 * the push is down the loaded pages are asked for again every 10 s.
 */
export function useMessages(userId: string, id: string) {
  const refetchInterval = useSocialPollInterval();
  return useInfiniteQuery({ ...messagesQueryOptions(userId, id), refetchInterval });
}
