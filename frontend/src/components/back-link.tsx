import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** "← Back to …" above a page's heading, leading to the page it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="flex w-fit items-center gap-1 text-sm text-slate-700 hover:text-brand-700">
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
