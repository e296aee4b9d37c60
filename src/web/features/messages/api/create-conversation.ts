import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Conversation } from '../../../../domain/contract/messages';
import { api } from '../../../lib/api-client';
import { apiPaths, appPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { SOCIAL_ERRORS, showSocialError } from '../../../lib/social/social-toasts';

/** POST /messages/conversations: the one-to-one conversation with `userId`, created if new. */
export function createConversation(userId: string): Promise<Conversation> {
  return api.post<Conversation>(apiPaths.conversations, { userId });
}

/** The Message buttons: opens (or starts) the conversation with a user and goes there. */
export function useStartConversation(viewerId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (userId: string) => createConversation(userId),
    onSuccess: (conversation) => {
      queryClient.setQueryData(queryKeys.conversation(viewerId, conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(viewerId) });
      void navigate(appPaths.conversation(conversation._id));
    },
    onError: (error) => showSocialError(SOCIAL_ERRORS.createConversation, error),
  });
}
