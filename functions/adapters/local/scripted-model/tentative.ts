import { isHedged } from '#functions/core/answers/normalize/hedges';
import { tokensOf, wordsOf } from '#functions/core/answers/normalize/tokens';
import type { Ask } from '#shared/contracts/asks';

/**
 * An answer that hedges or spans: a price, count or length "anywhere from thirty to forty-five" or
 * "usually about an hour" (`isHedged`); a yes to "some" or "kind of" of the thing asked.
 */
export function isTentative(ask: Ask, clause: string): boolean {
  // (Not "that's kind of the point": a kind of a thing, not a yes held back.)
  if (ask.kind === 'yes_no') return /\b(?:some|kind of|sort of)\b(?!\s+(?:the|a|an)\b)/i.test(clause);
  if (ask.kind !== 'money' && ask.kind !== 'count' && ask.kind !== 'duration') return false;
  return SPANS.test(clause) || isHedged(wordsOf(clause)) || offersEither(clause) || MOSTLY.test(clause);
}

/** "Most are sixty minutes": what most are, not all. */
const MOSTLY = /^\W*(?:(?:and|but|so|well|oh|um)[\s,]+)?(?:most|mostly)\b/i;

/** "Drop-in, thirty-five per visit, or the six-week course, that's one-eighty": a value or another. */
export const offersEither = (clause: string) =>
  clause.split(/\bor\b/i).filter((part) => tokensOf(part).some((t) => t.value !== null)).length >= 2;

/** A value said as a span: "anywhere from thirty to forty-five", "between two and three hours". */
export const SPANS = /\b(?:anywhere|from|between)\b.*\b(?:to|and)\b/i;
