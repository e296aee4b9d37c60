import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contract/messages';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { addMessageToCaches } from '../../../lib/social/apply-push';
import { SOCIAL_ERRORS, showSocialError } from '../../../lib/social/social-toasts';

/** POST /messages/conversations/{id}/messages: 201 with the message; 429 when sent too fast. */
export function sendMessage(conversationId: string, content: string): Promise<Message> {
  return api.post<Message>(apiPaths.conversationMessages(conversationId), { content });
}

export function useSendMessage(viewerId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(conversationId, content),
    // The push of the same message may come first or after: the caches keep it once.
    onSuccess: (message) => addMessageToCaches(queryClient, viewerId, message),
    onError: (error) => showSocialError(SOCIAL_ERRORS.sendMessage, error),
  });
}
