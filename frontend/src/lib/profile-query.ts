import { queryOptions } from '@tanstack/react-query';
import { getUser, type Profile } from '#shared/contracts/users';
import { callApi, isNotFound } from './api-client';

/** Cache key of a user's profile. */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/** The profile of a user, or null when it does not exist yet (404 means no profile). */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  try {
    return await callApi(getUser, { params: { id: userId } });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Query options of a user's profile, shared by the session and every feature. */
export function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileQueryKey(userId), queryFn: () => fetchProfile(userId) });
}
