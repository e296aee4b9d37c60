import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequest } from '../../../../domain/contract/friends';
import type { User } from '../../../../domain/contract/users';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { SOCIAL_ERRORS, showSocialError } from '../../../lib/social/social-toasts';
import { showSuccess } from '../../../lib/toast';
import { afterFriendsChange } from '../friends-cache';

/** POST /friends/request/{id}/accept: the recipient accepts; both are friends from now on. */
export function acceptFriendRequest(requestId: string): Promise<{ friend: User }> {
  return api.post<{ friend: User }>(apiPaths.friendRequestAction(requestId, 'accept'));
}

export function useAcceptFriendRequest(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FriendRequest) => acceptFriendRequest(request.id),
    onSuccess: ({ friend }) => {
      afterFriendsChange(queryClient, viewerId);
      showSuccess('Friend request accepted', `You and ${friend.username} are now friends.`);
    },
    onError: (error) => showSocialError(SOCIAL_ERRORS.acceptRequest, error),
  });
}
