import type { Reading } from './reading';
import { readSchedule } from './schedule';
import type { Token } from './tokens';

const NONE = new Set(['none', 'nobody', 'nothing', 'zero']);
const SPOKEN: Record<string, number> = { dozen: 12, couple: 2, few: 3, handful: 5, once: 1, twice: 2 };

const singular = (word: string) => word.replace(/(?<=[^s])s$/, '');

/** The thing a "how many" question counts: "How many students are there per teacher?" → student. */
function countedNoun(label: Token[]): string | null {
  const at = label.findIndex((t, i) => t.word === 'how' && label[i + 1]?.word === 'many');
  const noun = at >= 0 ? label[at + 2]?.word : undefined;
  return noun ? singular(noun) : null;
}

/**
 * A number of things: the number said of the thing counted ("one teacher for every ten students"
 * → 10 students), days counted from the days named ("Monday to Thursday" → 4), else the first plain number ("about eight kids max"); "a dozen" → 12, "twice" → 2, "none" → 0;
 * a range counts from where it starts.
 * Amounts of money are not counts.
 */
export function readCount(tokens: Token[], label: Token[]): Reading<number> | null {
  const noun = countedNoun(label);
  const ofNoun = tokens.findIndex(
    (t, i) =>
      t.value !== null &&
      t.sign === null &&
      tokens.slice(i + 1, i + 3).some((n) => singular(n.word) === noun),
  );
  // "twelve to sixteen weeks": a range counts from where it starts.
  const rangeFrom = /^(to|or)$/.test(tokens[ofNoun - 1]?.word ?? '') && tokens[ofNoun - 2]?.value != null;
  if (ofNoun >= 0) return { value: tokens[rangeFrom ? ofNoun - 2 : ofNoun]!.value!, certainty: 1 };
  // "How many kids per coach?" (or "What's the staff ratio?") "One coach for every four riders." — the number after "every".
  const perEvery = label.some((t) => t.word === 'per' || t.word === 'ratio')
    ? tokens.findIndex((t, i) => tokens[i - 1]?.word === 'every' && t.value !== null)
    : -1;
  if (perEvery >= 0) return { value: tokens[perEvery]!.value!, certainty: 0.95 };
  // "How many days a week?" "Monday to Thursday." — the days named, counted.
  const days = noun === 'day' ? (readSchedule(tokens)?.value.days.length ?? 0) : 0;
  if (days > 0) return { value: days, certainty: 0.95 };
  for (const [i, token] of tokens.entries()) {
    if (token.value !== null && token.sign === null && !/^(dollars?|bucks?)$/.test(tokens[i + 1]?.word ?? ''))
      return { value: token.value, certainty: 1 };
    if (Object.hasOwn(SPOKEN, token.word))
      return { value: SPOKEN[token.word]!, certainty: token.word === 'dozen' ? 1 : 0.8 };
    if (NONE.has(token.word)) return { value: 0, certainty: 0.9 };
  }
  return null;
}
