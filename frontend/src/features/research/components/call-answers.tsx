import type { Answer, Ask } from '#shared/contracts/asks';
import { isResponse } from '#shared/domain/answer-status';
import type { AnsweredCall } from '../lib/call-asks';
import { turnAnchorId } from '../lib/turn-anchor';
import { AnswerText } from './answer-cell';
import { ConfidenceBadge } from './confidence-badge';

/** The answer's confidence when a quote backs it; "No quote" for a value given without one. */
function EvidenceBadge({ answer }: { answer: Answer | undefined }) {
  if (!answer) return null;
  if (answer.evidence) return <ConfidenceBadge score={answer.confidence} />;
  if (!isResponse(answer.status)) return null;
  return (
    <span
      data-level="low"
      className="inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800"
    >
      No quote
    </span>
  );
}

/** Each ask of a call with its answer or status, confidence, and the quote linking to its turn. */
export function CallAnswers({
  call,
  asks,
  onEvidence,
}: {
  call: AnsweredCall;
  asks: readonly Ask[];
  onEvidence: (turn: number) => void;
}) {
  if (!call.answers || asks.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">Answers</h4>
      <dl className="flex flex-col gap-2">
        {asks.map((ask) => {
          const answer = call.answers?.[ask.key];
          const evidence = answer?.evidence;
          return (
            <div key={ask.key} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-2">
              <dt className="text-xs font-medium text-slate-600">{ask.label}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-sm font-medium">
                <AnswerText kind={ask.kind} answer={answer} />
                <EvidenceBadge answer={answer} />
              </dd>
              {evidence && (
                <dd className="text-xs text-slate-700">
                  <a
                    href={`#${turnAnchorId(call.id, evidence.turn)}`}
                    data-answer-turn={evidence.turn}
                    onClick={(e) => {
                      e.preventDefault();
                      onEvidence(evidence.turn);
                    }}
                    className="italic underline decoration-dotted underline-offset-2 hover:text-brand-800"
                  >
                    “{evidence.quote}”<span className="sr-only"> (show in the transcript)</span>
                  </a>
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
