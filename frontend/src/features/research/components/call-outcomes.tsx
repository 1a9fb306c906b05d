import { RotateCcw } from 'lucide-react';
import type { CallSummary, Research } from '#shared/contracts/research';
import { countOutcomes, type OutcomeCounts, retryableCalls } from '#shared/domain/call-outcomes';
import { isFinalStatus } from '#shared/domain/research-status';
import { counted } from '#shared/domain/result-summary';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { useRetryUnreached } from '../api/retry-unreached';

/** "3 reached, 1 went to voicemail, 1 didn't answer": each business counted by its latest call. */
function outcomeSentence(counts: OutcomeCounts): string {
  const parts = [
    `${counted(counts.reached + counts.voicemail + counts.noAnswer + counts.other + counts.pending, 'business')}: ${counts.reached} reached`,
  ];
  if (counts.voicemail) parts.push(`${counts.voicemail} went to voicemail`);
  if (counts.noAnswer) parts.push(`${counts.noAnswer} didn't answer`);
  if (counts.other) parts.push(`${counts.other} couldn't be completed`);
  if (counts.pending) parts.push(`${counts.pending} not called yet`);
  return `${parts.join(', ')}.`;
}

/** How many businesses were reached, and "Try again" for those that were not, once calling ends. */
export function CallOutcomes({ research, calls }: { research: Research; calls: readonly CallSummary[] }) {
  const retry = useRetryUnreached();
  const firstCalls = calls.filter((c) => !c.is_follow_up);
  if (firstCalls.length === 0) return null;
  const counts = countOutcomes(firstCalls);
  const retryable =
    isFinalStatus(research.status) && research.status !== 'incomplete' ? retryableCalls(firstCalls) : [];
  return (
    <section
      aria-label="Businesses reached"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3"
    >
      <p data-testid="call-outcomes" className="text-sm text-slate-800">
        {outcomeSentence(counts)}
      </p>
      {retryable.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(research.id)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {retry.isPending ? 'Scheduling...' : `Try again (${counted(retryable.length, 'business')})`}
          </Button>
          <span className="text-sm text-slate-600">
            Each is called once more after a short delay, within calling hours. Unanswered calls cost nothing.
          </span>
        </div>
      )}
      {retry.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(retry.error, 'Could not schedule the calls again. Please try again.')}
        </p>
      )}
    </section>
  );
}
