import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Ask, MAX_ASKS } from '#shared/contracts/asks';
import { errorMessage } from './api-client';
import { type AskRow, asksFromRows, rowErrors, rowsFromAsks } from './ask-draft';
import { type AsksQuery, asksQueryOptions, derivedAsks } from './derive-asks';

/** The longest question the derivation accepts. */
const MAX_QUESTION = 500;

/** What a start sends: the edited asks, none while they are not known (the server derives them), or a stop. */
type AskDraftOutcome = { ok: true; asks?: Ask[] } | { ok: false };

/**
 * The asks of `question` (null while there is none yet): derived by the server (`source`), then
 * edited by the parent. Edits belong to their question, so a changed question starts again from its
 * own split. The parts of the question beyond six are left out, and the parent can add one back
 * once an ask is removed.
 */
export function useAskDraft(question: string | null, source: (question: string) => AsksQuery = derivedAsks) {
  const q = question?.trim().slice(0, MAX_QUESTION) || null;
  const derived = useQuery({ ...asksQueryOptions(source(q ?? '')), enabled: q !== null });
  const [edited, setEdited] = useState<{ question: string; rows: AskRow[]; leftOut: Ask[] } | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [refused, setRefused] = useState(0);

  const own = q !== null && edited?.question === q ? edited : null;
  const rows = own ? own.rows : derived.data ? rowsFromAsks(derived.data.asks) : null;
  const leftOut = own ? own.leftOut : (derived.data?.leftOut ?? []);
  const status = q === null ? 'idle' : rows ? 'ready' : derived.isError ? 'error' : 'loading';
  return {
    status,
    error: derived.isError ? errorMessage(derived.error, 'The question could not be split right now.') : null,
    rows: rows ?? [],
    /** The kind of business a search for the question calls ("gymnastics clubs"), null while unknown or when it names none. */
    businessKind: derived.data?.businessKind ?? null,
    /** Label problems by row id, shown once a start was tried. */
    errors: rows && checked === q ? rowErrors(rows) : {},
    setRows: (next: AskRow[]) => {
      if (q !== null) setEdited({ question: q, rows: next, leftOut });
    },
    /** The parts of the question that were not included (beyond six), each to add back while there is room. */
    leftOut,
    /** Adds a left-out part as the last ask, when there is room; returns its row id. */
    addLeftOut(key: string): string | null {
      const ask = leftOut.find((a) => a.key === key);
      if (q === null || !rows || !ask || rows.length >= MAX_ASKS) return null;
      const [row] = rowsFromAsks([ask]);
      setEdited({ question: q, rows: [...rows, row!], leftOut: leftOut.filter((a) => a !== ask) });
      return row!.id;
    },
    /** Changes one row as it is now (a reply that comes after more edits sees them). */
    patchRow: (rowId: string, patch: (row: AskRow) => Partial<AskRow>) =>
      setEdited((prev) =>
        prev && prev.question === q
          ? { ...prev, rows: prev.rows.map((r) => (r.id === rowId ? { ...r, ...patch(r) } : r)) }
          : prev,
      ),
    retry: () => void derived.refetch(),
    /** Counts the starts stopped by a label problem (the editor then focuses the first one). */
    refused,
    /** The asks to start with; shows the label problems and stops when there are any. */
    submit(): AskDraftOutcome {
      if (!rows) return { ok: true };
      setChecked(q);
      if (Object.keys(rowErrors(rows)).length > 0) {
        setRefused((n) => n + 1);
        return { ok: false };
      }
      return { ok: true, asks: asksFromRows(rows) };
    },
  } as const;
}

export type AskDraft = ReturnType<typeof useAskDraft>;
