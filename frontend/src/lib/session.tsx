import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Profile } from '#shared/contracts/users';
import { authAdapter, type SignedIn } from './auth/auth-adapter';
import { lastRefreshWasOffline } from './auth-token';
import { fetchProfile, profileQueryKey } from './profile-query';
import { clearCachedUser, readCachedUser, writeCachedUser } from './user-cache';

/** The signed-in user as the guards see it: identity plus the profile fields they read. */
export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  onboardingCompleted: boolean;
  primaryStreet?: string | null;
  primaryCity?: string | null;
  primaryState?: string | null;
  profile?: Profile | null;
}

export interface SessionValue {
  loading: boolean;
  user: SessionUser | null;
  /** Starts the session after a successful code verification. */
  signIn(result: SignedIn): void;
  /** Re-reads the profile from the server (after onboarding or settings changes). */
  refreshUser(): Promise<SessionUser | null>;
  /** Puts a profile the server just returned into the session and the cache. */
  setProfile(profile: Profile): void;
  /** Revokes the refresh token and clears local auth state, even when the server call fails. */
  signOut(): Promise<void>;
}

const noop = async () => null;
const SessionContext = createContext<SessionValue>({
  loading: true,
  user: null,
  signIn: () => {},
  refreshUser: noop,
  setProfile: () => {},
  signOut: async () => {},
});

/** Needs onboarding: no completed flag, or no primary street, city or state. */
export function needsOnboarding(user: SessionUser): boolean {
  return !user.onboardingCompleted || !user.primaryStreet || !user.primaryCity || !user.primaryState;
}

/** Builds the session user from the identity and the profile (null before onboarding). */
function toSessionUser(identity: { id: string; email: string }, profile: Profile | null): SessionUser {
  return {
    id: identity.id,
    email: profile?.email ?? identity.email,
    name: profile?.name ?? '',
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    primaryStreet: profile?.primaryStreet ?? null,
    primaryCity: profile?.primaryCity ?? null,
    primaryState: profile?.primaryState ?? null,
    profile,
  };
}

/** Bootstraps the session on every page except /auth: refresh, cached user, profile, done. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ loading: boolean; user: SessionUser | null }>({
    loading: true,
    user: null,
  });

  const adopt = useCallback(
    (identity: { id: string; email: string }, profile: Profile | null) => {
      const user = toSessionUser(identity, profile);
      queryClient.setQueryData(profileQueryKey(identity.id), profile);
      writeCachedUser({ ...user });
      setState({ loading: false, user });
      return user;
    },
    [queryClient],
  );

  // Signing out while the session starts wins: the start that finishes after it adopts nobody.
  const signedOut = useRef(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const auth = await authAdapter();
      auth.install();
      const restored = await auth.restore();
      const cached = readCachedUser();
      const sameUser = Boolean(cached && restored && cached.id === restored.id);
      // Offline, the cached user stays signed in; requests wait and resume when back online.
      if (!restored && lastRefreshWasOffline() && cached) {
        if (!cancelled && !signedOut.current)
          adopt(cached, (cached.profile as Profile | null | undefined) ?? null);
        return;
      }
      const identity = restored && sameUser ? cached : restored;
      if (!identity) {
        clearCachedUser();
        if (!cancelled) setState({ loading: false, user: null });
        return;
      }
      const profile = await fetchProfile(identity.id).catch((error: unknown) => {
        console.error('Failed to load the profile', error);
        return sameUser ? ((cached?.profile as Profile | null | undefined) ?? null) : null;
      });
      if (!cancelled && !signedOut.current) adopt(identity, profile);
    })().catch((error: unknown) => {
      console.error('Failed to start the session', error);
      if (!cancelled) setState({ loading: false, user: null });
    });
    return () => {
      cancelled = true;
    };
  }, [adopt]);

  const signIn = useCallback<SessionValue['signIn']>(
    (result) => {
      signedOut.current = false;
      adopt(result.identity, result.profile);
    },
    [adopt],
  );

  const refreshUser = useCallback(async () => {
    const current = state.user;
    if (!current) return null;
    const profile = await fetchProfile(current.id);
    return adopt(current, profile);
  }, [state.user, adopt]);

  const setProfile = useCallback((profile: Profile) => adopt(profile, profile) && undefined, [adopt]);

  const signOut = useCallback(async () => {
    signedOut.current = true;
    try {
      await (await authAdapter()).signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    clearCachedUser();
    queryClient.clear();
    setState({ loading: false, user: null });
  }, [queryClient]);

  const value = useMemo<SessionValue>(
    () => ({ ...state, signIn, refreshUser, setProfile, signOut }),
    [state, signIn, refreshUser, setProfile, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
