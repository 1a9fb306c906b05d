import type { Weekday } from '#shared/contracts/asks';
import { askedDayAlternative } from './price-days';
import { periodOf } from './price-periods';
import { phraseStart, singular, type Token } from './tokens';

/** Choosing, among prices said as alternatives in one breath, the one said of the thing asked. */

/** Words that end one alternative's phrase: a pause, "or", "but". */
const ENDS = new Set(['or', 'but']);

/** A word naming something (a thing, a kind, a period): what the question and an alternative can share. */
const names = (token: Token) =>
  token.value === null &&
  !token.tags.has('Pronoun') &&
  (token.tags.has('Noun') ||
    token.tags.has('Adjective') ||
    token.tags.has('Date') ||
    periodOf(token.word) !== null);

/** An ordinal ranking one of several: "the first dog", "a second child" (not "first come, first served"). */
const ranks = (token: Token) =>
  token.tags.has('Ordinal') && token.value === null && /^(?:first|second|third)$/.test(token.word);

/** Lengths of time a price is said per. */
const TIME_UNITS = new Set(['hour', 'day', 'night', 'week', 'month', 'year']);
/** A length of time said as what a price is per: "per hour", "a month" (not "for a week"). */
const perUnit = (tokens: Token[], at: number) =>
  TIME_UNITS.has(periodOf(tokens[at]!.word) ?? '') &&
  (/^(?:per|each|every)$/.test(tokens[at - 1]?.word ?? '') ||
    (/^(?:a|an)$/.test(tokens[at - 1]?.word ?? '') && !/^(?:for|in)$/.test(tokens[at - 2]?.word ?? '')));

/** One spelling for a word and its plural, and for the words of one period ("monthly", "a month"). */
const stem = (word: string) => periodOf(word) ?? singular(word);

/** The stem of the word at `at`, with a "non-" before it its own word: non-members are no members. */
const stemAt = (tokens: Token[], at: number) =>
  tokens[at - 1]?.word === 'non' ? `non-${stem(tokens[at]!.word)}` : stem(tokens[at]!.word);

/** Where the phrase of the price at `at` ends: at its pause, or before an "or" / "but". */
function phraseEnd(tokens: Token[], at: number): number {
  for (let i = at; i < tokens.length; i++) {
    if (tokens[i]!.pause) return i + 1;
    if (i > at && ENDS.has(tokens[i]!.word)) return i;
  }
  return tokens.length;
}

/** Words that join one price's phrase to the next price's. */
const JOINS = new Set(['and', 'or', 'but']);

/**
 * Where the words of the price at `at` end before the next price, at `next`: at the last pause or
 * joining word between them ("twenty-two on weekdays and twenty-eight Friday through Sunday").
 */
function endBefore(tokens: Token[], at: number, next: number): number {
  for (let i = next - 1; i > at; i--) {
    if (tokens[i]!.pause) return i + 1;
    if (JOINS.has(tokens[i]!.word)) return i;
  }
  return next;
}

/** Each price's own words for the days it is said of: from the end of the one before to its own end. */
function dayWords(tokens: Token[], candidates: number[]): Token[][] {
  const ends = candidates.map((at, k) => {
    const next = candidates[k + 1];
    return next === undefined ? phraseEnd(tokens, at) : endBefore(tokens, at, next);
  });
  return candidates.map((at, k) => tokens.slice(k === 0 ? phraseStart(tokens, at) : ends[k - 1]!, ends[k]));
}

/**
 * Of the prices at `candidates` (in order), the one whose own words name what the question names
 * and the others' do not: "singles are twenty-five an hour, tandems are thirty-five" to a tandem,
 * "fifty-two a night, or if you book the whole week it's three-twenty" to the week, "twenty-two a
 * day, or we do a weekend rate … fifty flat" to the weekend. Each price's words are those from the
 * end of the one before to the end of its phrase; what is said before the first price is the topic
 * of all of them, but a measure there ("sixty-minute") is its own. Prices said for different days
 * are chosen by the day asked, or else the day the parent means ("twenty-eight Friday through
 * Sunday" to a Saturday party). Null when
 * no one price stands out.
 */
export function askedAlternative(
  tokens: Token[],
  candidates: number[],
  label: Token[],
  daysMeant: readonly Weekday[] = [],
): number | null {
  if (candidates.length < 2) return null;
  // "…a double kayak per hour?": the unit a price is asked in is no thing the alternatives differ by.
  const asked = new Set(label.flatMap((t, i) => (names(t) && !perUnit(label, i) ? [stemAt(label, i)] : [])));
  const measures = new Set(label.filter((t) => t.value !== null).map((t) => t.value));
  // "Weekdays it's twenty-two, weekends twenty-eight" to a Saturday: the days said before the first
  // price are its own.
  const byDay = askedDayAlternative(dayWords(tokens, candidates), label, daysMeant);
  if (byDay !== null) return candidates[byDay]!;
  // "Members went up to two-ten and non-members are two-sixty": a price's words end at its phrase's
  // end, or before the word joining the next price's.
  const ownEnd = (k: number) =>
    Math.min(
      phraseEnd(tokens, candidates[k]!),
      k + 1 < candidates.length ? endBefore(tokens, candidates[k]!, candidates[k + 1]!) : tokens.length,
    );
  // "Fifty-eight for the first dog and thirty-five for the second" to a second dog.
  const rank = label.find(ranks)?.word;
  // "How much for both ears?" "Fifty-five for one ear, sixty-five for both.": more than one asked for.
  const several = label.some((t) => t.word === 'both' || (t.value ?? 0) > 1);
  const both = label.some((t) => t.word === 'both');
  const scores = candidates.map((at, k) => {
    const from = k === 0 ? at : ownEnd(k - 1);
    const own = tokens.slice(Math.min(from, at), ownEnd(k));
    if (rank && own.some((t) => ranks(t) && t.word !== rank)) return -1;
    // "a sixty-minute session is one-ten, the ninety-minute one is one-fifty-five": a measure the
    // question does not name (even in the first one's subject) makes another thing.
    const subject = k === 0 ? tokens.slice(phraseStart(tokens, at), at) : [];
    const priced = new Set(candidates.map((i) => tokens[i]));
    if (
      several &&
      own.some((t, i) => t.value === 1 && !priced.has(t) && asked.has(stem(own[i + 1]?.word ?? '')))
    )
      return -1;
    const measured = [...subject, ...own].filter((t) => (t.value ?? 0) > 1 && !priced.has(t));
    if (measures.size > 0 && measured.some((t) => !measures.has(t.value))) return -1;
    // "A quart's six-fifty, or the four-quart flat for twenty-two" to a quart: so many of the thing
    // asked, where the question counts none, is another thing.
    const many = own.some(
      (t, i) => (t.value ?? 0) > 1 && !priced.has(t) && asked.has(stem(own[i + 1]?.word ?? '')),
    );
    if (measures.size === 0 && many) return -1;
    // "doubles are thirty-five": the word before "are" is the thing priced, however it is tagged.
    const priceSubject = (t: Token, i: number) =>
      !t.tags.has('Pronoun') && Boolean(own[i + 1]?.tags.has('Copula'));
    const words = new Set(own.flatMap((t, i) => (names(t) || priceSubject(t, i) ? [stemAt(own, i)] : [])));
    const saidOfBoth = both && own.some((t) => t.word === 'both') ? 1 : 0;
    return [...words].filter((word) => asked.has(word)).length + saidOfBoth;
  });
  const top = Math.max(...scores);
  return top >= 0 && scores.filter((s) => s === top).length === 1 ? candidates[scores.indexOf(top)]! : null;
}
