import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Research } from '#shared/contracts/research';
import { formatRelativeTime } from '#shared/domain/relative-time';
import { StatusBadge } from './status-badge';

/** "Queued - {n} outreach pending" for a pending research. */
const queuedLabel = (research: Pick<Research, 'totalCalls' | 'completedCalls'>) =>
  `Queued - ${Math.max(0, research.totalCalls - research.completedCalls)} outreach pending`;

/** A dashboard card: the question, place, status, age; the whole card opens the research. */
export function ResearchCard({ research, now }: { research: Research; now: Date }) {
  return (
    <Link
      to={`/research/${research.id}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow"
    >
      <div className="flex items-start justify-between gap-2">
        <StatusBadge status={research.status} />
        <span className="text-xs text-slate-500">{formatRelativeTime(research.createdAt, now)}</span>
      </div>
      <h2 className="line-clamp-3 font-medium text-slate-900">{research.query}</h2>
      <p className="mt-auto flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{research.location}</span>
      </p>
      {research.status === 'pending' && <p className="text-sm text-amber-700">{queuedLabel(research)}</p>}
      {research.status !== 'pending' && research.totalCalls > 0 && (
        <p className="text-sm text-slate-600">
          {research.completedCalls} / {research.totalCalls} calls
        </p>
      )}
    </Link>
  );
}
