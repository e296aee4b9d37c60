import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../domain/contract/users';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { SOCIAL_ERRORS, showSocialError } from '../../../lib/social/social-toasts';
import { showSuccess } from '../../../lib/toast';
import { afterFriendsChange } from '../friends-cache';

/** DELETE /friends/{userId}: ends the friendship, for both users. */
export function removeFriend(userId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(apiPaths.friend(userId));
}

export function useRemoveFriend(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friend: User) => removeFriend(friend.id),
    onSuccess: (_answer, friend) => {
      afterFriendsChange(queryClient, viewerId);
      showSuccess('Friend removed', `${friend.username} is no longer your friend.`);
    },
    onError: (error) => showSocialError(SOCIAL_ERRORS.removeFriend, error),
  });
}
