import type { Research } from '#shared/contracts/research';
import { ProgressBar } from '#web/components/progress-bar';

/** "completed / total calls" with a bar (completed divided by total) and businesses pending. */
export function ResearchProgress({
  research,
}: {
  research: Pick<Research, 'completedCalls' | 'totalCalls'>;
}) {
  const { completedCalls, totalCalls } = research;
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
