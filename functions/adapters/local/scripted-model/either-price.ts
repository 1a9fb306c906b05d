import { periodOf } from '#functions/core/answers/normalize/price-periods';
import { joinSpokenPrices } from '#functions/core/answers/normalize/spoken-prices';
import { type Token, tokensOf } from '#functions/core/answers/normalize/tokens';
import type { Ask } from '#shared/contracts/asks';

/**
 * "That's one-forty-nine a month on the twelve-month agreement, or one-seventy-nine month to month."
 * to "How much per month?": two prices, one or the other, each said with the same unit, leave the
 * price open (unlike "The whole series is eighty, or you can drop in for twenty-two a class").
 */
export function eitherOfOneUnit(ask: Ask, clause: string): boolean {
  if (ask.kind !== 'money') return false;
  const said = clause.split(/\bor\b/i);
  // "Thirty-eight a day, or thirty-four a day if you book three": a price and a price under a condition.
  if (said.length !== 2 || /\bif\b/i.test(said[1]!)) return false;
  const parts = said.map((part) => joinSpokenPrices(tokensOf(part)));
  if (!parts.every((tokens) => tokens.some((t) => t.value !== null))) return false;
  // "A four-class card", "the twelve-month agreement": a period joined to a number counts, it is no
  // unit; "half-day sessions at thirty-five or a full day at sixty-five": a part of a period or a
  // whole one is a thing on offer.
  const counted = (tokens: Token[], i: number) =>
    (tokens[i]!.tags.has('Hyphenated') && tokens[i - 1]?.value != null && !tokens[i - 1]!.pause) ||
    /^(?:half|full|whole)$/.test(tokens[i - 1]?.word ?? '');
  const [first, second] = parts.map(
    (tokens) =>
      new Set(
        tokens
          .flatMap((t, i) => (t.value === null && !counted(tokens, i) ? [periodOf(t.word) ?? []] : []))
          .flat(),
      ),
  );
  const amounts = parts.map((tokens) => tokens.find((t) => t.value !== null)!.value);
  return amounts[0] !== amounts[1] && [...first!].some((period) => second!.has(period));
}
