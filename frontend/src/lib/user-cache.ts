import * as z from '#shared/zod';

/** Local-storage key of the cached user. */
const USER_CACHE_KEY = 'askaround_user';

const cachedUserSchema = z.looseObject({ id: z.string(), email: z.string() });
export type CachedUser = z.infer<typeof cachedUserSchema>;

export function readCachedUser(): CachedUser | null {
  try {
    const raw = window.localStorage.getItem(USER_CACHE_KEY);
    const parsed = raw ? cachedUserSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: CachedUser): void {
  try {
    window.localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
  } catch {
    // Storage may be full or blocked; the session still works for this page.
  }
}

export function clearCachedUser(): void {
  try {
    window.localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // Nothing to clear.
  }
}
