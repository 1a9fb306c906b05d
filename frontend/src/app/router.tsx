import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { SessionProvider } from '../lib/session';
import { AppShell } from './app-shell';
import { AuthResetPage } from './auth-reset-page';
import { OnboardingGuard, PrivateGuard, PublicGuard } from './guards';

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as React.ComponentType }));

const LoginPage = page(() => import('../features/auth/components/login-page'), 'LoginPage');
// Lazy so its dialogs (Radix) stay out of the /login initial JavaScript (budget 150 KB gzipped).
const AccountWidget = page(() => import('../features/billing/components/account-widget'), 'AccountWidget');
const OnboardingPage = page(() => import('../features/auth/components/onboarding-page'), 'OnboardingPage');
const DashboardPage = page(() => import('../features/research/components/dashboard-page'), 'DashboardPage');
const ResearchDetailPage = page(
  () => import('../features/research/components/research-detail-page'),
  'ResearchDetailPage',
);
// The chat screen with the research wizard's "Quick form" button in its header.
const NewResearchPage = lazy(async () => {
  const [chat, research] = await Promise.all([
    import('../features/chat/components/new-research-page'),
    import('../features/research/components/quick-form-button'),
  ]);
  return {
    default: () => <chat.NewResearchPage quickForm={<research.QuickFormButton />} />,
  };
});
const SettingsPage = page(() => import('../features/profile/components/settings-page'), 'SettingsPage');
const BillingPage = page(() => import('../features/billing/components/billing-page'), 'BillingPage');
const DemoCheckoutPage = page(
  () => import('../features/billing/components/demo-checkout-page'),
  'DemoCheckoutPage',
);
const HelpPage = page(() => import('../features/help/components/help-page'), 'HelpPage');
const TermsPage = page(() => import('../features/help/components/terms-page'), 'TermsPage');

const lazyPage = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

/** Every page but /auth bootstraps the session first. */
function WithSession() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

function PrivateShell() {
  return (
    <PrivateGuard>
      <AppShell
        account={
          <Suspense fallback={null}>
            <AccountWidget />
          </Suspense>
        }
        signOut={<SignOutButton />}
      />
    </PrivateGuard>
  );
}

/** The route table of spec section 2. */
export function createRouter() {
  return createBrowserRouter([
    { path: '/auth/*', element: <AuthResetPage /> },
    {
      element: <WithSession />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        { path: '/login', element: <PublicGuard>{lazyPage(<LoginPage />)}</PublicGuard> },
        { path: '/onboarding', element: <OnboardingGuard>{lazyPage(<OnboardingPage />)}</OnboardingGuard> },
        {
          path: '/new-research',
          element: <PrivateGuard>{lazyPage(<NewResearchPage />)}</PrivateGuard>,
        },
        {
          element: <PrivateShell />,
          children: [
            { path: '/dashboard', element: lazyPage(<DashboardPage />) },
            { path: '/research/:id', element: lazyPage(<ResearchDetailPage />) },
            { path: '/settings', element: lazyPage(<SettingsPage />) },
            { path: '/billing', element: lazyPage(<BillingPage />) },
            { path: '/billing/demo-checkout', element: lazyPage(<DemoCheckoutPage />) },
            { path: '/help', element: lazyPage(<HelpPage />) },
            { path: '/terms', element: lazyPage(<TermsPage />) },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
