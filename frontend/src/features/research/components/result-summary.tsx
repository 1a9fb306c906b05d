import { CircleCheck, CircleDashed, CircleHelp, CircleX } from 'lucide-react';
import type { CallSummary, Research } from '#shared/contracts/research';
import { summarizeByBusiness } from '#shared/domain/research-tally';
import type { ResultSummaryKind } from '#shared/domain/result-summary';
import { tallyResearch } from '../lib/research-tally';

const LOOK: Record<ResultSummaryKind, { className: string; Icon: typeof CircleCheck }> = {
  matches: { className: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CircleCheck },
  partial: { className: 'border-yellow-200 bg-yellow-50 text-yellow-900', Icon: CircleDashed },
  inconclusive: { className: 'border-slate-200 bg-slate-50 text-slate-800', Icon: CircleHelp },
  none: { className: 'border-red-200 bg-red-50 text-red-900', Icon: CircleX },
};

/** The outcome of a completed research, counted by business ("Found 2 matches"…); nothing otherwise. */
export function ResultSummary({
  research,
  calls,
}: {
  research: Pick<Research, 'status'>;
  calls: readonly CallSummary[];
}) {
  if (research.status !== 'completed') return null;
  const summary = summarizeByBusiness(tallyResearch(research, calls));
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
