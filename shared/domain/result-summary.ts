/** Share of completed calls from which a research reads as "matches". */
const MATCH_THRESHOLD = 0.7;
/** Share of completed calls from which a research reads as "partial matches". */
const PARTIAL_MATCH_THRESHOLD = 0.4;

/** Which of the four summaries a completed research gets. */
export type ResultSummaryKind = 'none' | 'matches' | 'partial' | 'inconclusive';

/** The summary kind together with the text shown to the user. */
export interface ResultSummary {
  kind: ResultSummaryKind;
  label: string;
}

/** Summarizes a completed research from its completed and total call counts. */
export function summarizeResult(counts: { completedCalls: number; totalCalls: number }): ResultSummary {
  const { completedCalls, totalCalls } = counts;
  if (completedCalls <= 0) return { kind: 'none', label: 'No responses received' };
  // More completed calls than planned (or no plan at all) still counts as a full match.
  const ratio = totalCalls > 0 ? completedCalls / totalCalls : 1;
  if (ratio >= MATCH_THRESHOLD)
    return { kind: 'matches', label: `Found ${counted(completedCalls, 'match')}` };
  if (ratio >= PARTIAL_MATCH_THRESHOLD) {
    return { kind: 'partial', label: `Found ${counted(completedCalls, 'partial match')}` };
  }
  return {
    kind: 'inconclusive',
    label: `Inconclusive: ${completedCalls} of ${totalCalls} businesses answered`,
  };
}

/** "1 match", "2 matches": a count with its noun in the right number. */
export function counted(count: number, noun: string, pluralNoun?: string): string {
  const plural = pluralNoun ?? (/(s|sh|ch|x|z)$/.test(noun) ? `${noun}es` : `${noun}s`);
  return `${count} ${count === 1 ? noun : plural}`;
}
