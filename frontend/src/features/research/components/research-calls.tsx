import { PhoneOutgoing } from 'lucide-react';
import { useState } from 'react';
import type { CallSummary, Research } from '#shared/contracts/research';
import { isActiveStatus } from '#shared/domain/research-status';
import type { DistanceUnit } from '#shared/domain/validation';
import { asksOfCall } from '../lib/call-asks';
import { AnswerComparisonTable } from './answer-comparison-table';
import { CallCard } from './call-card';
import { ComparisonTable } from './comparison-table';
import type { TurnTarget } from './transcript';

/**
 * The comparison (by ask once calls have answers, else by extracted key) and "All Calls (n)";
 * evidence links open the quoted transcript turn.
 */
export function ResearchCalls({
  research,
  calls,
  unit,
}: {
  research: Research;
  calls: readonly CallSummary[];
  /** Unit of the businesses' distances (Account Settings). */
  unit: DistanceUnit;
}) {
  const [target, setTarget] = useState<(TurnTarget & { callId: string }) | null>(null);
  if (calls.length === 0) {
    if (!isActiveStatus(research.status)) return <p className="text-slate-600">No calls were made.</p>;
    return (
      <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900">
        <PhoneOutgoing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>Research in progress:</strong> We're making calls to local businesses. Check back soon for
          results.
        </p>
      </div>
    );
  }
  const onEvidence = (callId: string, turn: number) =>
    setTarget((t) => ({ callId, turn, seq: (t?.seq ?? 0) + 1 }));
  return (
    <div className="flex flex-col gap-6">
      {research.asks?.length && calls.some((c) => c.answers) ? (
        <AnswerComparisonTable research={research} calls={calls} onEvidence={onEvidence} />
      ) : (
        <ComparisonTable calls={calls} researchId={research.id} onEvidence={onEvidence} />
      )}
      <section aria-labelledby="all-calls-title" className="flex flex-col gap-3">
        <h2 id="all-calls-title" className="text-lg font-semibold">
          All Calls ({calls.length})
        </h2>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {calls.map((call) => (
            <CallCard
              key={call.id}
              call={call}
              target={target?.callId === call.id ? target : null}
              asks={asksOfCall(call, research)}
              unit={unit}
              onEvidence={(turn) => onEvidence(call.id, turn)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
