import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { periodOf } from '#functions/core/answers/normalize/price-periods';
import type { Ask, NormalizedValue } from '#shared/contracts/asks';
import { numbersSaid } from './numbers-said';
import { readingContext } from './reading-context';
import { contentWords, isPriceWord, overlap } from './topic-words';

/**
 * How many values the pieces of a clause between commas say: "Members it's ninety-five a month,
 * non-members one thirty-five" says two; prices count only when said per the same unit ("the
 * ten-dollar-a-day program, so it comes to two seventeen a month" says one of each).
 */
export function valuesApart(ask: Ask, clause: string): number {
  // The words naming the thing, not its price or period ("Weekly rate for full-time infant care": full-time infant care).
  const topic = new Set([...contentWords(ask.label)].filter((word) => !isPriceWord(word) && !periodOf(word)));
  const perUnit = new Map<string, Set<string>>();
  const about = new Set<number>();
  let unit = '';
  for (const piece of clause.split(/,\s+/)) {
    const value = normalizeAnswer(ask.kind, piece, readingContext(ask.label))?.value;
    // "…, non-members one thirty-five": a piece saying one number alone goes on in the unit before it.
    const numbers = numbersSaid(piece);
    const said =
      value === undefined && perUnit.size > 0 && numbers.length === 1 ? String(numbers[0]) : undefined;
    if (value !== undefined && ask.kind === 'money') unit = String((value as NormalizedValue['money']).per);
    const key =
      value === undefined
        ? said
        : JSON.stringify(ask.kind === 'money' ? (value as NormalizedValue['money']).amount : value);
    if (key === undefined) continue;
    perUnit.set(unit, (perUnit.get(unit) ?? new Set()).add(key));
    about.add(overlap(topic, contentWords(piece)));
  }
  // "Infant room full-time is four-twenty-five a week, part-time is two-ninety" to the full-time rate: the question names one.
  if (about.size > 1) return 1;
  return Math.max(0, ...[...perUnit.values()].map((values) => values.size));
}
