import { withoutLetterFrame } from './letter';
import { AUXILIARIES, HOW_WORDS, QUESTION_WORDS, SUBJECTS } from './words';

/**
 * A question as typed on a phone, made plain before it is parsed: a letter's greeting and closing
 * dropped (`withoutLetterFrame`); a list written over lines, with
 * bullets or as "1. … 2. …" has its items cut by pauses; "+", "&" and "/" between parts join them;
 * contractions typed without their apostrophe ("whats", "dont") and texting shorthand ("u", "ur",
 * "r", "wanna", "pls", "3 yo", "# of", "ok to…?" for "is it ok to…?", "weekends ok?" for "are weekends ok?", "need…?" for "do I need…?") are spelled out; "hours/prices/ages" is a list. What this rewrites is how people type, the same for any question.
 */
export function plainText(text: string): string {
  return howWordsUnswapped(
    shorthandSpelledOut(joinersSpelledOut(listsAsPauses(withoutLetterFrame(text)))),
  ).replace(POSTSCRIPT, '$1');
}

const sorted = (word: string) => [...word].sort().join('');

/**
 * "how mcuh?", "how mnay kids": the word after "how" typed with two of its letters swapped is the
 * question word it spells ("how much", "how many"), kept when it is a word of its own ("how come").
 */
function howWordsUnswapped(text: string): string {
  return text.replace(/\b(how\s+)(\p{L}{4,})\b/giu, (typed, how: string, word: string) => {
    const lower = word.toLowerCase();
    if (HOW_WORDS.has(lower)) return typed;
    const meant = [...HOW_WORDS].find(
      (w) => w[0] === lower[0] && w.length === lower.length && sorted(w) === sorted(lower),
    );
    return meant ? `${how}${meant}` : typed;
  });
}

/** "P.S." / "ps" opening a sentence: what follows is asked like the rest. */
const POSTSCRIPT = /(^|[.?!]\s+)p\.?\s?s\.?\s+/gi;

/** Numbered items ("1. how much 2. when…") only when they count up from 1, so "she is 7. do you…" stays. */
const NUMBER_MARK = /(^|\s)(\d{1,2})[.)]\s+(?=\p{L})/gu;
const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;

function listsAsPauses(text: string): string {
  const numbers = [...text.matchAll(NUMBER_MARK)].map((m) => Number(m[2]));
  const counted = numbers.length >= 2 && numbers.every((n, i) => n === i + 1);
  const unnumbered = counted ? text.replace(NUMBER_MARK, (_, space: string) => `${space}; `) : text;
  const lines = unnumbered
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean);
  return lines
    .map((line, i) => (i < lines.length - 1 && !/[.?!:;,]$/.test(line) ? `${line};` : line))
    .join(' ');
}

/** A question word or auxiliary: what a "/" followed by it separates is two questions, otherwise two choices. */
const QUESTION_START =
  /^(?:what|when|where|which|who|how|why|do|does|did|is|are|can|could|will|would|should|any)\b/i;

/**
 * "reg deadline? / cost? / practice nights?": a slash after a question mark parts questions, and so
 * does every spaced slash of the same text ("U8 soccer / reg deadline? / …").
 */
const SLASH_AFTER_QUESTION = /\?\s*\/\s/;

function joinersSpelledOut(text: string): string {
  const parts = SLASH_AFTER_QUESTION.test(text);
  return (
    text
      .replace(/\s+[&+]\s+/g, ' and ')
      // "hours/prices/ages": three or more words run together by slashes are a list.
      .replace(/\b\p{L}+(?:\/\p{L}+){2,}\b/gu, (list) => list.split('/').join(', '))
      .replace(/\?\s*\/\s+/g, '? ')
      .replace(/\s+\/\s+(?=(\S+))/g, (_, next: string) =>
        parts || QUESTION_START.test(next) ? '; ' : ' or ',
      )
  );
}

const APOSTROPHE_DROPPED: [RegExp, string][] = [
  [/\b(what|how|where|when|who|that|there|she|he)s\b/gi, "$1's"],
  [/\b(do|does|did|is|are|was|were|ca|wo|would|could|should|has|have|had)nt\b/gi, "$1n't"],
  [/\b(you|they|we)re\b/gi, "$1're"],
  [/\bim\b/gi, "I'm"],
  [/\bive\b/gi, "I've"],
];

const SHORTHAND: [RegExp, string][] = [
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\b(?:pls|plz)\b/gi, 'please'],
  [/\bwanna\b/gi, 'want to'],
  [/\br\b(?= (?:there|you|they|we|lessons|classes|the)\b)/gi, 'are'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\b(\d+)\s*(?:yo|y\/o|yr old|yrs old)\b/gi, '$1 year old'],
  [/#\s*of\b/gi, 'number of'],
];

/** "ok to just walk in?", "possible to pay monthly?": a question typed without its "is it". */
const WITHOUT_IS_IT = /(^|[.?!;\u2013\u2014-]\s*)(ok|okay|alright|fine|possible) to\b/gi;

/**
 * "weekends ok?", "…, cash okay?": a thing asked whether it is all right, typed without its "is"
 * ("are" for a plural: "are weekends ok?").
 */
const WITHOUT_IS = /(^|[.?!;,\u2013\u2014-]\s*)([\p{L}\d][\p{L}\d' -]{0,30}?) (ok|okay|alright)(?=\s*\?)/giu;

function withItsIs(typed: string, start: string, thing: string, ok: string): string {
  const words = thing.toLowerCase().split(' ');
  if (words.some((w) => AUXILIARIES.has(w)) || QUESTION_WORDS.has(words[0]!) || SUBJECTS.has(words[0]!))
    return typed;
  const plural = /[^s']s$/i.test(thing);
  return `${start}${plural ? 'are' : 'is'} ${thing} ${ok}`;
}

/**
 * "…, need referral?", "need to book?": a clause asked with "need" first, typed without its "do I"
 * ("Need the hourly price?" asks for the price).
 */
const WITHOUT_DO_I = /(^|[.?!;,\u2013\u2014-]\s*)need(?! (?:the|your)\b)(?= [^.?!,;]+\?)/gi;

function shorthandSpelledOut(text: string): string {
  return [...APOSTROPHE_DROPPED, ...SHORTHAND]
    .reduce((t, [pattern, plain]) => t.replace(pattern, plain), text)
    .replace(WITHOUT_IS_IT, (_, start: string, word: string) => `${start}is it ${word.toLowerCase()} to`)
    .replace(WITHOUT_IS, withItsIs)
    .replace(WITHOUT_DO_I, '$1do I need');
}
