import { CircleCheck, CircleDashed, CircleHelp, CircleX } from 'lucide-react';
import type { Research } from '#shared/contracts/research';
import { type ResultSummaryKind, summarizeResult } from '#shared/domain/result-summary';

const LOOK: Record<ResultSummaryKind, { className: string; Icon: typeof CircleCheck }> = {
  matches: { className: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CircleCheck },
  partial: { className: 'border-yellow-200 bg-yellow-50 text-yellow-900', Icon: CircleDashed },
  inconclusive: { className: 'border-slate-200 bg-slate-50 text-slate-800', Icon: CircleHelp },
  none: { className: 'border-red-200 bg-red-50 text-red-900', Icon: CircleX },
};

/** The outcome of a completed research ("Found N matches" and so on); nothing otherwise. */
export function ResultSummary({
  research,
}: {
  research: Pick<Research, 'status' | 'completedCalls' | 'totalCalls'>;
}) {
  if (research.status !== 'completed') return null;
  const summary = summarizeResult(research);
  const { className, Icon } = LOOK[summary.kind];
  return (
    <p
      data-kind={summary.kind}
      className={`flex items-center gap-2 rounded-lg border px-4 py-3 font-medium ${className}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {summary.label}
    </p>
  );
}
