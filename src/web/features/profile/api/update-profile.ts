import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput, ProfileUpdateResponse } from '../../../../domain/contract/users';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { apiPaths } from '../../../lib/paths';
import { writeAuthToken } from '../../../lib/storage';

/**
 * PUT /users/profile: the changed fields; a new password needs the current one. The answer
 * is the user with a fresh token: after a password change the old one is refused.
 */
export function updateProfile(input: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
  return api.put<ProfileUpdateResponse>(apiPaths.profile, input);
}

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ token, ...user }) => {
      // The fresh token first, so every request from here on (and the push connection's
      // next sign-in) carries it.
      writeAuthToken(token);
      updateUser(user);
    },
  });
}
