import { CheckCircle2, Clock, Loader2, OctagonX, TriangleAlert } from 'lucide-react';
import { type ResearchStatus, statusLabel } from '#shared/domain/research-status';

const STYLES: Record<ResearchStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-100 text-amber-800', Icon: Clock },
  in_progress: { className: 'bg-sky-100 text-sky-800', Icon: Loader2 },
  completed: { className: 'bg-emerald-100 text-emerald-800', Icon: CheckCircle2 },
  incomplete: { className: 'bg-slate-200 text-slate-800', Icon: TriangleAlert },
  failed: { className: 'bg-red-100 text-red-800', Icon: OctagonX },
};

/** The badge of a research status; In Progress spins its icon. */
export function StatusBadge({ status }: { status: ResearchStatus }) {
  const { className, Icon } = STYLES[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon
        aria-hidden="true"
        data-testid="status-icon"
        className={`size-3.5 ${status === 'in_progress' ? 'animate-spin' : ''}`}
      />
      {statusLabel(status)}
    </span>
  );
}
