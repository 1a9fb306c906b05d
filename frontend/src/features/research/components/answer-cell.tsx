import { Ban, CircleHelp, CircleMinus, Quote, TriangleAlert } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import type { Answer, AnswerStatus, AskKind } from '#shared/contracts/asks';
import type { Evidence } from '#shared/contracts/research';
import { STATUS_LABELS } from '#shared/domain/answer-status';
import { confidenceLabel } from '#shared/domain/confidence';
import { formatAnswer } from '../lib/answer-format';
import type { AnsweredCall } from '../lib/call-asks';
import { turnAnchorId } from '../lib/turn-anchor';

type Unanswered = Exclude<AnswerStatus, 'answered'>;

const CHIPS: Record<Unanswered, { icon: typeof Ban; className: string }> = {
  not_offered: { icon: Ban, className: 'bg-slate-200 text-slate-800' },
  unknown: { icon: CircleHelp, className: 'bg-amber-100 text-amber-900' },
  unclear: { icon: TriangleAlert, className: 'bg-orange-100 text-orange-900' },
  not_asked: { icon: CircleMinus, className: 'border border-dashed border-slate-400 text-slate-700' },
};

/** A status other than answered, as a chip with its own icon and words. */
function AnswerStatusChip({ status }: { status: Unanswered }) {
  const { icon: Icon, className } = CHIPS[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon aria-hidden="true" className="size-3" />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The answer's value, or its status chip when the business gave none (never blank). */
export function AnswerText({ kind, answer }: { kind: AskKind; answer: Answer | undefined }) {
  const status = answer?.status ?? 'not_asked';
  if (status !== 'answered') return <AnswerStatusChip status={status} />;
  return <span>{formatAnswer(kind, answer)}</span>;
}

export type OnEvidence = (callId: string, turn: number) => void;

/**
 * A link to the quoted transcript turn of `callId` around `children`, the quote (and `note`)
 * shown on hover and focus.
 */
export function EvidenceLink({
  callId,
  evidence,
  note,
  onEvidence,
  children,
}: {
  callId: string;
  evidence: Evidence;
  note?: string;
  onEvidence: OnEvidence;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <a
          href={`#${turnAnchorId(callId, evidence.turn)}`}
          data-answer-turn={evidence.turn}
          onClick={(e) => {
            e.preventDefault();
            onEvidence(callId, evidence.turn);
          }}
          className="inline-flex items-start gap-1 text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-800"
        >
          {children}
          <Quote aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          <span className="sr-only">(show where this was said)</span>
        </a>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
        >
          “{evidence.quote}”{note ? ` · ${note}` : ''}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * Wraps `children` in a link to the quoted transcript turn, the quote and the answer's confidence
 * shown on hover and focus; plain `children` when the answer has no quote.
 */
export function QuoteLink({
  call,
  answer,
  onEvidence,
  children,
}: {
  call: AnsweredCall | null;
  answer: Answer | undefined;
  onEvidence: OnEvidence;
  children: ReactNode;
}) {
  const evidence = answer?.evidence;
  if (!call || !answer || !evidence) return <>{children}</>;
  return (
    <EvidenceLink
      callId={call.id}
      evidence={evidence}
      note={confidenceLabel(answer.confidence)}
      onEvidence={onEvidence}
    >
      {children}
    </EvidenceLink>
  );
}
