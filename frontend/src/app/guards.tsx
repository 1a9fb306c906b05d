import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner';
import { needsOnboarding, useSession } from '../lib/session';

/** Login: signed-in users go to onboarding or the dashboard; visitors see the page. */
export function PublicGuard({ children }: { children: ReactNode }) {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to={needsOnboarding(user) ? '/onboarding' : '/dashboard'} replace />;
  return children;
}

/** Onboarding: visitors go to /login; users who are done go to /dashboard. */
export function OnboardingGuard({ children }: { children: ReactNode }) {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  if (!needsOnboarding(user)) return <Navigate to="/dashboard" replace />;
  return children;
}

/** Private pages: visitors go to /login; users needing onboarding go to /onboarding. */
export function PrivateGuard({ children }: { children: ReactNode }) {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  if (needsOnboarding(user)) return <Navigate to="/onboarding" replace />;
  return children;
}
