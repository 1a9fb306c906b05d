import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfileBody, updateUser } from '#shared/contracts/users';
import { callApi } from '#web/lib/api-client';
import { profileQueryKey } from '#web/lib/profile';

/** Saves profile changes through PATCH /api/users/{id} and refreshes the cached profile. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(updateUser, { params: { id: userId }, body }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
