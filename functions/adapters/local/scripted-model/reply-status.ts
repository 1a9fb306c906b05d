import nlp from 'compromise';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { isPersonWord } from '#functions/core/answers/normalize/people';
import { CURRENCY_WORDS } from '#functions/core/answers/normalize/price-periods';
import { joinSpokenPrices } from '#functions/core/answers/normalize/spoken-prices';
import { type Token, tokensOf, wordsOf } from '#functions/core/answers/normalize/tokens';
import { opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import { WEEKDAY } from '#functions/core/weekdays';
import type { AskKind } from '#shared/contracts/asks';
import { readingContext } from './reading-context';
import { contentWords } from './topic-words';

/** What makes a business's words no answer yet: a hold, a thought trailing off, a doubt of a detail. */

/** Words before a hold: "Okay, I'll ask the nurse", "So let me just check with Dana", "Let me have a look", "let me double-check that". */
const HOLD =
  /^(?:(?:ok|okay|so|um|uh|hmm|well|oh|alright|sure)[\s,]+)*(?:i'll|i will|let me|lemme|i'm gonna|i am going to)\s+(?:just\s+|quickly\s+|go\s+)?(?:ask|check|double[- ]check|confirm|look|see|find out|pull|grab|(?:have|take) a (?:quick )?look)\b[^,;]*$/i;

/** Asking the caller to wait: "can you hold one sec?", "would you mind holding?". */
const HOLD_REQUEST =
  /\b(?:can|could|would|will) you (?:please )?(?:hold|wait)\b|\bmind (?:holding|waiting)\b/i;

/**
 * A clause that only puts the caller on hold: "I'll ask the nurse.", "Let me check with the
 * manager.", "Let me check with our director, can you hold one sec?" (but "Yes, can you hold while
 * I book it?" answers).
 */
export const isHold = (clause: string) =>
  HOLD.test(clause.trim().replace(/[.!…]+$/, '')) || (HOLD_REQUEST.test(clause) && !opensWithYesOrNo(clause));

/**
 * "Navy in 4T, hold on, lemme check the wall.": words of the question said over, then a hold; the
 * answer comes after it.
 */
export const endsInAHold = (clause: string) => {
  const parts = clause.split(',').map((part) =>
    part
      .trim()
      .replace(/[.!…—–-]+$/, '')
      .trim(),
  );
  // "…, lemme check with housekeeping, hold on —": the hold, then words asking to wait.
  while (parts.length > 1 && WAIT.test(parts.at(-1)!)) parts.pop();
  return !opensWithYesOrNo(clause) && HOLD.test(parts.at(-1)!);
};

/** Words alone asking the caller to wait: "hold on", "one sec", "bear with me". */
const WAIT = /^(?:(?:just|please)\s+)?(?:hold on|hang on|one (?:sec|second|moment|minute)|bear with me)$/i;

/** A sentence broken off ("and Saturdays...", "It's forty—"): what comes next goes on with it. */
export const breaksOff = (text: string) => /(?:\.\.\.|…|—|\s-)\s*$/.test(text);

/**
 * A reply opening by thinking aloud, trailing off ("The nineteenth...", "Hmm, Saturdays…", "This
 * Saturday, the fifth..."): a few words, or words with no verb; the answer, if any, comes after it.
 */
export const trailsOff = (clause: string) =>
  /(?:\.\.\.|…)$/.test(clause.trim()) &&
  (clause.trim().split(/\s+/).length <= TRAILING_WORDS || !nlp(clause).has('#Verb'));

/**
 * A reply opening by repeating words of the question without a verb, as one thinks it over:
 * "Ugh, this week." to "Can someone come this week?".
 */
export function echoesTheQuestion(clause: string, question: string): boolean {
  const said = [...contentWords(clause)];
  const asked = contentWords(question);
  return said.length > 0 && said.every((word) => asked.has(word)) && !nlp(clause).has('#Verb');
}

/** Words a thought trailing off may have; a longer sentence cut short still says something. */
const TRAILING_WORDS = 3;

/** The speaker or the caller named: "I can't say", "we'd have to see", "you'd have to ask Jen". */
export const namesTheSpeakers = (clause: string) => /\b(?:i|we|you|me|us|my|our)\b/i.test(clause);

/**
 * "I'm not sure how much", "I don't know what time she starts": a business unsure of a detail it
 * names by a question word, not of the whole thing asked.
 */
export const namesADetail = (clause: string) => /\b(?:how|what|when|which|who)\b/i.test(clause);

/**
 * Words saying a value is not fixed yet: "the publisher hasn't confirmed the date", "it's TBD",
 * "pricing is still being worked out", "no date yet".
 */
const NOT_FIXED =
  /(?:\bnot|n't|\bnever)\s+(?:been\s+|yet\s+)?(?:confirmed|set(?! up)|decided|announced|finalized|finalised|scheduled|posted)\b|\b(?:tbd|to be (?:determined|announced|confirmed))\b|\bstill (?:being )?(?:worked|figured|sorted|ironed) out\b|\bno (?:set |firm )?(?:date|dates|price|prices|pricing|rates|schedule|times|word|details) (?:yet|so far)\b/i;

/**
 * A value the business cannot give because nobody has fixed it yet ("sometime in January, but the
 * date isn't confirmed yet"): it does not know, whoever is to decide.
 */
export const notFixedYet = (clause: string) => NOT_FIXED.test(clause.replace(/’/g, "'"));

/**
 * "Normally a three-hour minimum, end of the month it goes to four, I think… So three or four.": a
 * reply summed up as one value or another leaves which one open.
 */
export function leftOpen(clause: string): boolean {
  const tokens = tokensOf(clause);
  if (tokens[0]?.word !== 'so') return false;
  return tokens.some(
    (t, i) => t.value !== null && tokens[i + 1]?.word === 'or' && tokens[i + 2]?.value != null,
  );
}

/** One of a unit said with "a": "an hour", "a week", "a hundred"; or a day: "Thursday", "tomorrow". */
const A_UNIT = new RegExp(
  `\\b(?:(?:an?|half)\\s+(?:hour|minute|day|week|month|year|dozen|hundred|thousand|couple)|${WEEKDAY}s?|today|tonight|tomorrow)\\b`,
  'i',
);

/** "Could be", "might be", "can be", "maybe": one possibility said of a value. */
const POSSIBLY = /\b(?:(?:could|might|may|can)\s+(?:be|take|run|go)|maybe)\b/gi;

/**
 * "Could be an hour and a half, could be four hours if it's busy": a value said as one possibility
 * and then another leaves which one open.
 */
export function saysAlternatives(clause: string): boolean {
  const said = [...clause.matchAll(POSSIBLY)];
  if (said.length < 2) return false;
  const values = said.filter((match, i) => {
    const part = clause.slice(match.index + match[0].length, said[i + 1]?.index ?? clause.length);
    return tokensOf(part).some((t) => t.value !== null) || A_UNIT.test(part);
  });
  return values.length >= 2;
}

/**
 * "There's a twelve-session pack and a twenty-four", "we have a three-hour and a five-hour": a
 * count or a length said as two things on offer, each "a" and its number, names no one value.
 */
export function listsOptions(kind: AskKind, clause: string): boolean {
  if (kind !== 'count' && kind !== 'duration') return false;
  const tokens = tokensOf(clause);
  const offered = (i: number) => /^an?$/.test(tokens[i]?.word ?? '') && tokens[i + 1]?.value != null;
  return tokens.some((t, i) => {
    if (t.word !== 'and' || !offered(i + 1)) return false;
    // The first "a" and its number, up to a few words before the "and": "a twelve-session pack".
    const first = [2, 3, 4].map((back) => i - back).find((at) => at >= 0 && offered(at));
    return first !== undefined && tokens[first + 1]!.value !== tokens[i + 2]!.value;
  });
}

/** A hedge on the end of a span: "to about five thousand". */
const HEDGE = /^(?:about|around|roughly|maybe|probably)$/;

/**
 * A price span's words without the currency said after its start or the hedge before its end: "from
 * about seven dollars to nine-fifty", "thirty-five hundred to about five thousand".
 */
const spanWords = (tokens: Token[]) =>
  tokens.filter(
    (t, k) =>
      !(
        Object.hasOwn(CURRENCY_WORDS, t.word) &&
        tokens[k - 1]?.value != null &&
        SPAN_JOINS.has(tokens[k + 1]?.word ?? '')
      ) && !(HEDGE.test(t.word) && SPAN_JOINS.has(tokens[k - 1]?.word ?? '')),
  );

/** Words opening a span of values: "anywhere from forty to sixty", "between eight and ten", "runs twelve to eighteen hundred". */
const SPAN_LEADS = new Set([
  'anywhere',
  'from',
  'between',
  'runs',
  'run',
  'ranges',
  'range',
  'somewhere',
  // "You're looking at one-twenty to one-fifty."
  'looking',
]);
/** Hundreds or thousands said only roughly: "couple hundred, maybe", "a few grand". */
const ROUGH_HUNDREDS = /\b(?:couple|few)(?: of)? (?:hundred|thousand|grand)\b/i;
/** The most a number of a span said alone may be and still be an age or an hour ("three to twelve is free"). */
const MOST_AGE_OR_HOUR = 24;
const SPAN_JOINS = new Set(['to', 'and', 'or']);
/** Units of a length said after a span of numbers: "three to five days", "two, three days". */
const LENGTH_UNITS = /^(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?)$/;
/** Words after a number that make it an age: "six to twelve year olds". */
const AGE_AFTER = /^(?:years?|yrs?|year-olds?|olds?)$/;
const AGES = /^(?:ages?|aged)$/;
const DEPENDING = /^(?:depending|depends|based)$/;
/** Words a reply may open with before a span said alone: "Oh, probably sixteen to eighteen hundred." */
const OPENING_WORDS = new Set(
  'oh um uh well so it is probably maybe about around like usually roughly honestly'.split(' '),
);
/** Words of how often, not how long: "forty-five minutes, once a week". */
const HOW_OFTEN = /\b(?:once|twice|times|every|per|each|a (?:day|week|month|year))\b/i;
/** The most words a length said again may take: "two hours", "maybe two hours". */
const MOST_WORDS_SAID_AGAIN = 3;

/** "Could be an hour and a half, two hours": a length said, then a longer one right after a pause. */
function saidAgainLonger(clause: string): boolean {
  const minutes = (part: string) => normalizeAnswer('duration', part, readingContext(''))?.value.minutes;
  const parts = clause.split(/,|\bor\b/).filter((part) => part.trim() !== '');
  return parts.slice(1).some((next, i) => {
    const [first, second] = [minutes(parts[i]!), minutes(next)];
    return (
      wordsOf(next).length <= MOST_WORDS_SAID_AGAIN &&
      !HOW_OFTEN.test(next) &&
      first !== undefined &&
      second !== undefined &&
      second > first
    );
  });
}

/** "Somewhere between forty minutes and an hour and a half": two lengths, each with its unit. */
function lengthsBetween(clause: string): boolean {
  const span = /\b(?:between|from)\b(.+?)\b(?:and|to)\b(.+)$/i.exec(clause);
  if (!span) return false;
  const length = (part: string) => normalizeAnswer('duration', part, readingContext(''))?.value.minutes;
  const [from, to] = [length(span[1]!), length(span[2]!)];
  return from !== undefined && to !== undefined && to > from;
}

/**
 * "They go anywhere from forty to sixty an hour", "Say one to two hours", "two, three days",
 * "between eight and ten", "Sixteen to eighteen hundred.": a value said as a span of two, the lower
 * first, or a price said only roughly ("couple hundred, maybe"), which leaves the one value open.
 * A length needs its unit after the span; a price or count a word opening it, or nothing around it. Ages ("kids six to twelve are nineteen") and hours of the
 * day ("nine to three") are no span of the value.
 */
export function spansValues(kind: AskKind, clause: string): boolean {
  if (kind !== 'money' && kind !== 'duration' && kind !== 'count') return false;
  if (kind === 'duration' && (saidAgainLonger(clause) || lengthsBetween(clause))) return true;
  if (kind === 'money' && ROUGH_HUNDREDS.test(clause)) return true;
  const tokens: Token[] = kind === 'money' ? spanWords(joinSpokenPrices(tokensOf(clause))) : tokensOf(clause);
  return tokens.some((first, i) => {
    if (first.value === null || first.tags.has('Time')) return false;
    const join = tokens[i + 1];
    const upTo = join?.word === 'up' && tokens[i + 2]?.word === 'to' ? 1 : 0;
    const byPause = first.pause && kind === 'duration';
    if (!byPause && !upTo && !SPAN_JOINS.has(join?.word ?? '')) return false;
    const at = byPause ? i + 1 : i + 2 + upTo;
    const second = tokens[at];
    if (second?.value == null || second.value <= first.value || second.tags.has('Time')) return false;
    if (AGE_AFTER.test(tokens[at + 1]?.word ?? '')) return false;
    if (kind === 'duration') return LENGTH_UNITS.test(tokens[at + 1]?.word ?? '');
    if (join!.word === 'and' && tokens[i - 1]?.word !== 'between') return false;
    const lead = tokens.slice(Math.max(0, i - 3), i);
    // "It's ninety-five to one-sixty depending on size": the span said to depend on something.
    const depending = tokens.slice(at + 1, at + 4).some((t) => DEPENDING.test(t.word));
    // "Sixteen to eighteen hundred.": a span said alone, with nothing after it.
    // ("Six or seven, usually" names about one number.)
    // "Six-fifty to eight-fifty is what I can tell you": or with no other number after it, past
    // the ages and hours a span of small numbers may be.
    const alone =
      join!.word === 'to' &&
      tokens.slice(0, i).every((t) => OPENING_WORDS.has(t.word)) &&
      (second.pause ||
        at === tokens.length - 1 ||
        (second.value > MOST_AGE_OR_HOUR && tokens.slice(at + 1).every((t) => t.value === null)));
    return (
      (depending || alone || lead.some((t) => SPAN_LEADS.has(t.word))) &&
      !lead.some((t) => isPersonWord(t.word) || AGES.test(t.word))
    );
  });
}
