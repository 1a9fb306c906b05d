import type { CallSummary, Research } from '#shared/contracts/research';
import { counted } from '#shared/domain/result-summary';
import { ProgressBar } from '#web/components/progress-bar';
import { tallyResearch } from '../lib/research-tally';

/** "completed / total calls" with a bar (completed divided by total) and the businesses still pending. */
export function ResearchProgress({
  research,
  calls,
}: {
  research: Pick<Research, 'status' | 'asks' | 'completedCalls' | 'totalCalls'>;
  /** The research's calls once loaded: the pending businesses are counted from them. */
  calls: readonly CallSummary[] | undefined;
}) {
  const { completedCalls, totalCalls } = research;
  const pending = calls ? tallyResearch(research, calls).pending : 0;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span className="font-medium">
          {completedCalls} / {totalCalls} calls
        </span>
        {pending > 0 && (
          <span className="text-slate-600">{counted(pending, 'business')} pending contact</span>
        )}
      </div>
      <ProgressBar
        label="Calls completed"
        value={completedCalls}
        min={0}
        max={totalCalls}
        className="h-2.5"
      />
    </div>
  );
}
