import { CircleHelp, CreditCard, FileText, LayoutGrid, Menu, Settings, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { BRAND_NAME, TAGLINE } from '../components/brand';

const NAV = [
  { to: '/dashboard', label: 'Researches', icon: LayoutGrid },
  { to: '/settings', label: 'Account Settings', icon: Settings },
  { to: '/billing', label: 'Billing & Usage', icon: CreditCard },
  { to: '/help', label: 'Help & Support', icon: CircleHelp },
  { to: '/terms', label: 'Terms & Conditions', icon: FileText },
];

/** Sidebar on wide screens, a header with a menu on phones; pages render in the outlet. */
export function AppShell({ account, signOut }: { account?: ReactNode; signOut?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const nav = (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {NAV.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={() => setOpen(false)}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
            }`
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-800 focus:shadow"
      >
        Skip to main content
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white p-4 md:flex">
        <div>
          <p className="text-xl font-bold text-brand-700">{BRAND_NAME}</p>
          <p className="text-xs text-slate-600">{TAGLINE}</p>
        </div>
        {account}
        {nav}
        <div className="mt-auto">{signOut}</div>
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-3 py-3 md:hidden">
        <p className="text-lg font-bold text-brand-700">{BRAND_NAME}</p>
        <div className="flex items-center gap-1">
          {account}
          <button
            type="button"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </header>
      {open && (
        <div className="border-b border-slate-200 bg-white p-4 md:hidden">
          {nav}
          <div className="mt-3">{signOut}</div>
        </div>
      )}
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
