import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import { FullPageSpinner } from '../components/spinner';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { SessionProvider } from '../lib/session';
import { AppShell } from './app-shell';
import { AuthResetPage } from './auth-reset-page';
import { OnboardingGuard, PrivateGuard, PublicGuard } from './guards';

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as React.ComponentType }));

/** Each page's module, loaded on first visit (routes are code-split). */
const modules = {
  login: () => import('../features/auth/components/login-page'),
  // Lazy so its dialogs (Radix) stay out of the /login initial JavaScript (budget 150 KB gzipped).
  accountWidget: () => import('../features/billing/components/account-widget'),
  liveCredits: () => import('../features/research/hooks/use-live-credits'),
  onboarding: () => import('../features/auth/components/onboarding-page'),
  dashboard: () => import('../features/research/components/dashboard-page'),
  researchDetail: () => import('../features/research/components/research-detail-page'),
  newResearch: () => import('../features/chat/components/new-research-page'),
  quickFormButton: () => import('../features/research/components/quick-form-button'),
  settings: () => import('../features/profile/components/settings-page'),
  billing: () => import('../features/billing/components/billing-page'),
  demoCheckout: () => import('../features/billing/components/demo-checkout-page'),
  help: () => import('../features/help/components/help-page'),
  terms: () => import('../features/help/components/terms-page'),
};

const LoginPage = page(modules.login, 'LoginPage');
const AccountWidget = page(modules.accountWidget, 'AccountWidget');
const LiveCredits = page(modules.liveCredits, 'LiveCredits');
const OnboardingPage = page(modules.onboarding, 'OnboardingPage');
const DashboardPage = page(modules.dashboard, 'DashboardPage');
const ResearchDetailPage = page(modules.researchDetail, 'ResearchDetailPage');
// The chat screen with the research wizard's "Quick form" button in its header.
const NewResearchPage = lazy(async () => {
  const [chat, research] = await Promise.all([modules.newResearch(), modules.quickFormButton()]);
  return {
    default: () => <chat.NewResearchPage quickForm={<research.QuickFormButton />} />,
  };
});
const SettingsPage = page(modules.settings, 'SettingsPage');
const BillingPage = page(modules.billing, 'BillingPage');
const DemoCheckoutPage = page(modules.demoCheckout, 'DemoCheckoutPage');
const HelpPage = page(modules.help, 'HelpPage');
const TermsPage = page(modules.terms, 'TermsPage');

/** The modules the first page will need, by path (the shell's account widget on private pages). */
const FIRST_PAGE_MODULES: [RegExp, (() => Promise<unknown>)[]][] = [
  [/^\/(login)?$/, [modules.login]],
  [/^\/onboarding$/, [modules.onboarding]],
  [/^\/new-research$/, [modules.newResearch, modules.quickFormButton]],
  [/^\/dashboard$/, [modules.dashboard, modules.accountWidget]],
  [/^\/research\/[^/]+$/, [modules.researchDetail, modules.accountWidget]],
  [/^\/settings$/, [modules.settings, modules.accountWidget]],
  [/^\/billing$/, [modules.billing, modules.accountWidget]],
  [/^\/billing\/demo-checkout$/, [modules.demoCheckout, modules.accountWidget]],
  [/^\/help$/, [modules.help, modules.accountWidget]],
  [/^\/terms$/, [modules.terms, modules.accountWidget]],
];

/**
 * Starts loading the first page's modules at once, alongside the session bootstrap, instead of
 * after it (the guards render nothing until the session is known). A failed load is left to the
 * route's own lazy import, which shows the error where the page would be.
 */
export function preloadFirstPage(pathname: string): void {
  const loads = FIRST_PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  for (const load of loads) load().catch(() => {});
}

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
      <Suspense fallback={null}>
        <LiveCredits />
      </Suspense>
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

/** The route table. */
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
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ]);
}
