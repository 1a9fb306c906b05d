import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { CallRecord } from '../../../../../shared/contracts/research';
import { formatDuration } from '../../../../../shared/domain/duration';
import { turnAnchorId } from '../lib/turn-anchor';

/** Which turn an evidence link asked for; `seq` changes on every click so a repeat re-scrolls. */
export interface TurnTarget {
  turn: number;
  seq: number;
}

/** The expandable transcript (16rem scrolling maximum); a target turn opens it and is highlighted. */
export function Transcript({ call, target }: { call: CallRecord; target: TurnTarget | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hasTurns = call.turns.length > 0;

  useEffect(() => {
    if (!target) return;
    setOpen(true);
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(turnAnchorId(call.id, target.turn));
      el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      el?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, call.id]);

  if (!hasTurns && !call.transcript) return null;
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
          {hasTurns ? (
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
          ) : (
            <p className="whitespace-pre-wrap">{call.transcript}</p>
          )}
        </div>
      )}
    </div>
  );
}
