import { getItem, type TableRef } from './items';
import { keys } from './keys';

/** The e-mail and name on a user's profile, for notifications; null without a profile e-mail. */
export function createDynamoContactLookup(table: TableRef) {
  return async (userId: string): Promise<{ email: string; name: string } | null> => {
    const profile = await getItem(table, keys.profile(userId));
    const email = typeof profile?.email === 'string' ? profile.email : null;
    if (!email) return null;
    return { email, name: typeof profile?.name === 'string' ? profile.name : '' };
  };
}
