import { Loader2, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ASK_KINDS, MAX_ASKS } from '#shared/contracts/asks';
import { counted } from '#shared/domain/result-summary';
import { ASK_KIND_LABELS, type AskRow, MAX_ASKS_MESSAGE, newRow } from '../lib/ask-draft';
import type { AskDraft } from '../lib/use-ask-draft';
import { useSuggestedKind } from '../lib/use-suggested-kind';
import { AskKindSelect } from './ask-kind-select';
import { Button } from './button';

/** How long typing rests before an added question's words suggest its kind. */
const TYPING_PAUSE_MS = 400;

/** What was split into the asks: the parent's question, or the context added to extend a research. */
type SplitFrom = 'question' | 'context';

/** "2 parts of your question were not included:" */
function leftOutTitle(count: number, from: SplitFrom): string {
  const parts = from === 'question' ? counted(count, 'part') : counted(count, 'question');
  const of = from === 'question' ? 'of your question' : 'in your added context';
  return `${parts} ${of} ${count === 1 ? 'was' : 'were'} not included:`;
}

/**
 * "What to ask each business": the question's asks as an editable list (label, kind, remove, add;
 * 1 to 6), and the parts of the question beyond six that were left out, each to add back once an
 * ask is removed. Focus follows the list: a new ask's field after Add, the next field after Remove,
 * the first field to fix after a refused start. With `focusTitle`, focus starts on its title, so a
 * step that opens on it is read before anything can start.
 */
export function AsksEditor({
  draft,
  focusTitle = false,
  splitFrom = 'question',
}: {
  draft: AskDraft;
  focusTitle?: boolean;
  splitFrom?: SplitFrom;
}) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const [refusalsSeen, setRefusalsSeen] = useState(draft.refused);
  const inputId = (row: string) => `${id}-ask-${row}`;
  const { rows, errors } = draft;

  useEffect(() => {
    // A start stopped by an empty or long label takes the parent to the first such field.
    if (draft.refused !== refusalsSeen) {
      setRefusalsSeen(draft.refused);
      const first = rows.find((r) => errors[r.id]);
      if (first) document.getElementById(inputId(first.id))?.focus();
      return;
    }
    if (!focusRow) return;
    document.getElementById(inputId(focusRow))?.focus();
    setFocusRow(null);
  });

  const update = (rowId: string, patch: Partial<AskRow>) =>
    draft.setRows(rows.map((r) => (r.id === rowId ? { ...r, ...patch } : r)));
  const suggestKind = useSuggestedKind(draft);
  /** Said to a screen reader when an added question's words set its answer type. */
  const [announced, setAnnounced] = useState('');
  const suggest = (row: AskRow) =>
    void suggestKind(row).then((kind) => {
      const index = draft.rows.findIndex((r) => r.id === row.id);
      if (kind) setAnnounced(`Answer type of question ${index + 1}: ${ASK_KIND_LABELS[kind]}`);
    });
  /** The row last typed in: its kind is suggested once typing pauses, not only when the field is left. */
  const [typed, setTyped] = useState<AskRow | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new keystroke restarts the wait.
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => suggest(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    draft.setRows(next);
    setFocusRow((next[index] ?? next[index - 1])?.id ?? null);
  };
  const add = () => {
    const row = newRow();
    draft.setRows([...rows, row]);
    setFocusRow(row.id);
  };
  const full = rows.length >= MAX_ASKS;
  const addLeftOut = (key: string) => {
    const added = draft.addLeftOut(key);
    if (added) setFocusRow(added);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="text-sm font-semibold">
        What to ask each business
      </h3>
      {draft.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Splitting your question...
        </p>
      )}
      {draft.status === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-amber-800">
          <p>{draft.error} Your question will be split into separate asks when the research starts.</p>
          <Button variant="secondary" onClick={draft.retry}>
            Try again
          </Button>
        </div>
      )}
      {draft.status === 'ready' && (
        <>
          <p role="status" className="sr-only">
            {announced}
          </p>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Each business is asked these one by one. Edit, remove or add (1 to {MAX_ASKS}).
          </p>
          <ol aria-label="Things to ask" className="flex flex-col gap-3">
            {rows.map((row, index) => {
              const error = errors[row.id];
              const name = `Question ${index + 1}`;
              return (
                <li key={row.id} className="flex flex-col gap-1">
                  <label htmlFor={inputId(row.id)} className="text-xs font-medium text-slate-700">
                    {name}
                  </label>
                  <div className="flex flex-wrap items-center gap-2">
                    <input
                      id={inputId(row.id)}
                      value={row.label}
                      maxLength={200}
                      placeholder="e.g. Is there a sibling discount?"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId(row.id)}-error` : undefined}
                      onChange={(e) => {
                        update(row.id, { label: e.target.value });
                        setTyped({ ...row, label: e.target.value });
                      }}
                      onBlur={() => suggest(row)}
                      // Enter in a field must not start a research (calls cost credits).
                      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                      className="min-w-0 flex-[1_1_12rem] rounded-lg border border-slate-300 p-2 text-sm"
                    />
                    <AskKindSelect
                      label={`Answer type of question ${index + 1}`}
                      value={row.kind}
                      // Radix calls this inside a form also when the value is set or the select mounts
                      // (its hidden native select); only another kind is the parent's pick.
                      onChange={(kind) => {
                        if (ASK_KINDS.includes(kind) && kind !== row.kind)
                          update(row.id, { kind, kindPicked: true });
                      }}
                    />
                    <button
                      type="button"
                      aria-label={`Remove question ${index + 1}`}
                      disabled={rows.length <= 1}
                      onClick={() => remove(index)}
                      className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  {error && (
                    <p id={`${inputId(row.id)}-error`} role="alert" className="text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          {!full ? (
            <Button variant="secondary" className="self-start" onClick={add}>
              <Plus aria-hidden="true" className="size-4" />
              Another question
            </Button>
          ) : (
            draft.leftOut.length === 0 && <p className="text-xs text-slate-600">{MAX_ASKS_MESSAGE}</p>
          )}
          {draft.leftOut.length > 0 && (
            <section
              aria-labelledby={`${id}-left-out`}
              className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p id={`${id}-left-out`}>{leftOutTitle(draft.leftOut.length, splitFrom)}</p>
              <ul className="flex flex-col gap-2">
                {draft.leftOut.map((ask) => (
                  <li key={ask.key} className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-[1_1_12rem]">{ask.label}</span>
                    <Button
                      variant="secondary"
                      aria-label={`Add "${ask.label}"`}
                      aria-describedby={full ? `${id}-left-out-hint` : undefined}
                      disabled={full}
                      onClick={() => addLeftOut(ask.key)}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      Add
                    </Button>
                  </li>
                ))}
              </ul>
              {full && <p id={`${id}-left-out-hint`}>{MAX_ASKS_MESSAGE} Remove an ask to add one of them.</p>}
            </section>
          )}
        </>
      )}
    </section>
  );
}
