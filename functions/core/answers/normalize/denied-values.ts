import type { Token } from './tokens';

/** The most words a value ruled out with "not" runs to before its pause: "not fifty per lesson,". */
const MOST_DENIED_WORDS = 5;

/** A value said right after "not": a number ("not fifty"), or one unit of time ("not an hour"). */
const isValueAt = (tokens: Token[], at: number) =>
  tokens[at]?.value != null ||
  (/^(a|an)$/.test(tokens[at]?.word ?? '') && Boolean(tokens[at + 1]?.tags.has('Duration')));

/**
 * Where the value denied from `at` ("not fifty, …", "not ten but…") ends: at its pause or "but",
 * or -1 when none is denied.
 */
function deniedEnd(tokens: Token[], at: number): number {
  if (tokens[at]!.word !== 'not' || tokens[at]!.pause || !isValueAt(tokens, at + 1)) return -1;
  const words = tokens.slice(at + 1, at + 1 + MOST_DENIED_WORDS);
  const pause = words.findIndex((t) => t.pause);
  const but = words.findIndex((t) => t.word === 'but');
  if (but >= 0 && (pause < 0 || but <= pause)) return at + but + 2;
  if (pause >= 0) return at + pause + 2;
  return tokens.length - at - 1 <= MOST_DENIED_WORDS ? tokens.length : -1;
}

/**
 * A reply without the values it rules out in passing: "It's sixty, not fifty", "not ten, eight",
 * "forty-five minutes, not an hour" say sixty, eight and forty-five. Only when another value is said
 * to stand in their place: "not one" or "not 100% sure" alone are kept for the reader to weigh.
 */
export function withoutDeniedValues(tokens: Token[]): Token[] {
  const denied = new Set<number>();
  for (let at = 0; at < tokens.length; at++) {
    const end = deniedEnd(tokens, at);
    if (end < 0) continue;
    for (let i = at; i < end; i++) denied.add(i);
    at = end - 1;
  }
  const kept = tokens.filter((_, i) => !denied.has(i));
  return kept.some((t) => t.value !== null) ? kept : tokens;
}
