import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './profile-query';
import { useSession } from './session';

export { profileQueryKey } from './profile-query';

/** The signed-in user's profile (credits, tier, addresses); null when none exists yet. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}
