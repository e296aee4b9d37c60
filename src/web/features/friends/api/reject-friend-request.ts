import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequest } from '../../../../domain/contract/friends';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { SOCIAL_ERRORS, showSocialError } from '../../../lib/social/social-toasts';
import { showSuccess } from '../../../lib/toast';
import { afterFriendsChange } from '../friends-cache';

/** POST /friends/request/{id}/reject: the recipient declines; the request is gone. */
export function rejectFriendRequest(requestId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiPaths.friendRequestAction(requestId, 'reject'));
}

export function useRejectFriendRequest(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FriendRequest) => rejectFriendRequest(request.id),
    onSuccess: (_answer, request) => {
      afterFriendsChange(queryClient, viewerId);
      showSuccess('Friend request rejected', `You declined ${request.sender.username}'s request.`);
    },
    onError: (error) => showSocialError(SOCIAL_ERRORS.rejectRequest, error),
  });
}
