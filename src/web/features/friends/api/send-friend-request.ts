import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequestResult } from '../../../../domain/contract/friends';
import type { User } from '../../../../domain/contract/users';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { SOCIAL_ERRORS, showSocialError } from '../../../lib/social/social-toasts';
import { showSuccess } from '../../../lib/toast';
import { afterRequestSent } from '../friends-cache';

/**
 * POST /friends/request: asks `userId` to be friends. When they had already asked the user,
 * this accepts their request instead (status `accepted`) and they are friends at once.
 */
export function sendFriendRequest(userId: string): Promise<FriendRequestResult> {
  return api.post<FriendRequestResult>(apiPaths.sendFriendRequest, { userId });
}

export function useSendFriendRequest(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => sendFriendRequest(user.id),
    onSuccess: (result, user) => {
      afterRequestSent(queryClient, viewerId, result);
      if (result.status === 'accepted') {
        showSuccess('Friend request accepted', `You and ${user.username} are now friends.`);
      } else {
        showSuccess('Friend request sent', `${user.username} will find it under Friend Requests.`);
      }
    },
    onError: (error) => showSocialError(SOCIAL_ERRORS.sendRequest, error),
  });
}
