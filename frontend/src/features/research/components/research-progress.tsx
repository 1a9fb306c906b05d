import type { Research } from '../../../../../shared/contracts/research';

/** "completed / total calls" with a bar (completed divided by total) and businesses pending. */
export function ResearchProgress({
  research,
}: {
  research: Pick<Research, 'completedCalls' | 'totalCalls'>;
}) {
  const { completedCalls, totalCalls } = research;
  const percent = totalCalls > 0 ? Math.min(100, Math.round((completedCalls / totalCalls) * 100)) : 0;
  const pending = Math.max(0, totalCalls - completedCalls);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span className="font-medium">
          {completedCalls} / {totalCalls} calls
        </span>
        <span className="text-slate-600">
          {pending} {pending === 1 ? 'business' : 'businesses'} pending contact
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Calls completed"
        aria-valuemin={0}
        aria-valuemax={totalCalls}
        aria-valuenow={completedCalls}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
