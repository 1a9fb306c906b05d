import { type Ask, type AskKind, askSchema, MAX_ASKS } from '#shared/contracts/asks';
import { freeAskKey } from '#shared/domain/ask-keys';

/** How each kind of answer is named to a parent. */
export const ASK_KIND_LABELS: Record<AskKind, string> = {
  yes_no: 'Yes/No',
  money: 'Price',
  schedule: 'Schedule',
  age_range: 'Ages',
  count: 'Number',
  duration: 'Duration',
  date: 'Date',
  text: 'Other',
};

/** One ask as the editor holds it: `key` is the derived ask's, null for one the parent added. */
export interface AskRow {
  id: string;
  key: string | null;
  label: string;
  kind: AskKind;
  /** Whether the parent picked the kind (then the words typed never change it). */
  kindPicked?: boolean;
}

export const MAX_ASKS_MESSAGE = `At most ${MAX_ASKS} things can be asked on one call.`;

/** The derived asks as editor rows (row ids are their keys). */
export const rowsFromAsks = (asks: readonly Ask[]): AskRow[] =>
  asks.map((a) => ({ id: a.key, key: a.key, label: a.label, kind: a.kind }));

let added = 0;

/** A blank row for a new ask, answered in words until its words or the parent give it a kind. */
export function newRow(): AskRow {
  added += 1;
  return { id: `new-${added}`, key: null, label: '', kind: 'text' };
}

/** The label's problem, by row id: empty, or too long. */
export function rowErrors(rows: readonly AskRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const parsed = askSchema.shape.label.safeParse(row.label);
    if (!parsed.success) errors[row.id] = parsed.error.issues[0]?.message ?? 'Please say what to ask';
  }
  return errors;
}

/** "Is there a sibling discount?" → "is_there_a_sibling_discount", unique among `taken`. */
export function keyFromLabel(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .slice(0, 40)
      .replace(/_+$/, '') || 'ask';
  return freeAskKey(base, taken);
}

/** The rows as the asks of a create body: derived keys kept, new ones made from their labels. */
export function asksFromRows(rows: readonly AskRow[]): Ask[] {
  const taken = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
  return rows.map((row) => {
    const key = row.key ?? keyFromLabel(row.label, taken);
    taken.add(key);
    return { key, label: row.label.trim(), kind: row.kind };
  });
}
