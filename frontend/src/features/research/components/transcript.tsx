import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { CallRecord, CallSummary } from '../../../../../shared/contracts/research';
import { formatDuration } from '../../../../../shared/domain/duration';
import { errorMessage } from '../../../lib/api-client';
import { useCallRecord } from '../api/get-call-record';
import { turnAnchorId } from '../lib/turn-anchor';

/** Which turn an evidence link asked for; `seq` changes on every click so a repeat re-scrolls. */
export interface TurnTarget {
  turn: number;
  seq: number;
}

/** A call that reached the business has a transcript (still growing while the call runs). */
const mayHaveTranscript = (call: CallSummary) =>
  call.callDurationSeconds > 0 || call.status === 'in_progress';

/**
 * The expandable transcript (16rem scrolling maximum), loaded with the call record when first
 * opened; a target turn opens it and is highlighted.
 */
export function Transcript({ call, target }: { call: CallSummary; target: TurnTarget | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const record = useCallRecord(call.id, open, call.status === 'in_progress');
  const loaded = record.data !== undefined;

  useEffect(() => {
    if (target) setOpen(true);
  }, [target]);

  useEffect(() => {
    if (!target || !loaded) return;
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(turnAnchorId(call.id, target.turn));
      el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      el?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, call.id, loaded]);

  if (!mayHaveTranscript(call)) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
        {open ? 'Hide transcript' : 'Show transcript'}
      </button>
      {open && (
        <div
          id={panelId}
          data-testid="transcript"
          className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          {record.data ? (
            <TranscriptTurns call={record.data} target={target} />
          ) : record.isError ? (
            <p role="alert" className="text-red-700">
              {errorMessage(record.error, 'Could not load the transcript')}
            </p>
          ) : (
            <p role="status">Loading transcript…</p>
          )}
        </div>
      )}
    </div>
  );
}

function TranscriptTurns({ call, target }: { call: CallRecord; target: TurnTarget | null }) {
  if (call.turns.length === 0) {
    return (
      <p className="whitespace-pre-wrap">{call.transcript ?? 'No words were exchanged on this call.'}</p>
    );
  }
  return (
    <ol className="flex flex-col gap-2">
      {call.turns.map((turn, index) => {
        const active = target?.turn === index;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: turns are an append-only list
            key={index}
            id={turnAnchorId(call.id, index)}
            tabIndex={-1}
            aria-current={active ? 'true' : undefined}
            className={`rounded-md p-2 ${active ? 'bg-yellow-100 ring-2 ring-yellow-400' : ''}`}
          >
            <span className="mr-2 font-semibold">
              {turn.speaker === 'agent' ? 'Assistant' : call.businessName}
            </span>
            <span className="mr-2 text-xs text-slate-500">{formatDuration(turn.at)}</span>
            <span>{turn.text}</span>
          </li>
        );
      })}
    </ol>
  );
}
