import { Clock, MapPin, Phone } from 'lucide-react';
import type { Ask } from '#shared/contracts/asks';
import type { CallSummary } from '#shared/contracts/research';
import { formatDistance } from '#shared/domain/distance';
import { formatDuration } from '#shared/domain/duration';
import { HIDDEN_EXTRACTED_KEYS } from '#shared/domain/extracted-data';
import type { DistanceUnit } from '#shared/domain/validation';
import { callStatusLabel } from '../lib/call-status';
import { columnLabel, formatValue } from '../lib/comparison';
import { CallAnswers } from './call-answers';
import { CallVisualizations } from './call-visualizations';
import { ConfidenceBadge } from './confidence-badge';
import { RecordingPlayer } from './recording-player';
import { SimulatedTag } from './simulated-label';
import { Transcript, type TurnTarget } from './transcript';

/** The call's summary: the extracted 'summary', else the condensed summary. */
function callSummary(call: CallSummary): string | null {
  const summary = call.extractedData?.summary;
  if (typeof summary === 'string' && summary.trim() !== '') return summary;
  return call.condensed_summary;
}

function KeyInformation({ call }: { call: CallSummary }) {
  const entries = Object.entries(call.extractedData ?? {}).filter(([key]) => !HIDDEN_EXTRACTED_KEYS.has(key));
  if (entries.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-medium text-slate-600">{columnLabel(key)}</dt>
          <dd className="mb-1 sm:mb-0">{formatValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One call of a research: who, outcome, the answer to each ask (or, for a call without asks, key
 * information or visualization), recording and transcript.
 */
export function CallCard({
  call,
  target,
  asks,
  unit,
  onEvidence,
}: {
  call: CallSummary;
  target: TurnTarget | null;
  asks: readonly Ask[];
  /** Unit of the business's distance (Account Settings). */
  unit: DistanceUnit;
  onEvidence: (turn: number) => void;
}) {
  const summary = callSummary(call);
  const hasData = call.extractedData !== null && Object.keys(call.extractedData).length > 0;
  return (
    <article
      aria-label={call.businessName}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {call.businessName}
            {call.is_follow_up && (
              <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800">
                Follow-up
              </span>
            )}
            <SimulatedTag />
          </h3>
          {(call.businessAddress || typeof call.distanceMiles === 'number') && (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {[
                call.businessAddress,
                typeof call.distanceMiles === 'number' && `${formatDistance(call.distanceMiles, unit)} away`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        {call.confidenceScore !== null && <ConfidenceBadge score={call.confidenceScore} />}
      </header>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Phone aria-hidden="true" className="size-3.5" />
          {call.businessPhone}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Duration</span>
          {formatDuration(call.callDurationSeconds)}
        </span>
        <span className="text-slate-500">{callStatusLabel(call.status)}</span>
      </p>
      {summary && <p className="text-sm">{summary}</p>}
      <CallAnswers call={call} asks={asks} onEvidence={onEvidence} />
      {hasData && call.status === 'completed' && (
        <CallVisualizations
          callId={call.id}
          fallback={call.answers ? null : <KeyInformation call={call} />}
        />
      )}
      {call.errorMessage && <p className="text-sm text-red-700">{call.errorMessage}</p>}
      <div className="flex flex-col gap-2">
        {call.audioUrl ? (
          <RecordingPlayer
            callId={call.id}
            businessName={call.businessName}
            durationSeconds={call.callDurationSeconds}
          />
        ) : (
          call.status === 'completed' && (
            <p className="text-sm text-slate-600">No recording is available for this call.</p>
          )
        )}
        <Transcript call={call} target={target} />
      </div>
    </article>
  );
}
