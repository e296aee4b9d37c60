import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../domain/contract/messages';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** POST /messages/conversations/{id}/read: the user has read everything in it up to now. */
export function markConversationRead(id: string): Promise<Conversation> {
  return api.post<Conversation>(apiPaths.conversationRead(id));
}

export function useMarkRead(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (conversation) => {
      queryClient.setQueryData(queryKeys.conversation(viewerId, conversation.id), conversation);
      queryClient.setQueryData<Conversation[]>(queryKeys.conversations(viewerId), (list) =>
        list?.map((known) => (known.id === conversation.id ? { ...known, unreadCount: 0 } : known)),
      );
    },
    // Failing to mark read costs only a badge that stays; the next visit tries again.
    onError: (error) => console.debug('Marking the conversation read failed', error),
  });
}
