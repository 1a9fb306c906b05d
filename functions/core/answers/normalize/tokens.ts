import nlp from 'compromise';

/**
 * A word of an answer as compromise reads it: contractions and ranges expanded ("we're" → we,
 * are; "9am-5pm" → 9am, to, 5pm), and a number written in digits or words ("one-twenty",
 * "a hundred and fifty", "$1,200") merged into one token carrying its value.
 */
export interface Token {
  word: string;
  tags: Set<string>;
  /** The cardinal value of a number token; null for other words. */
  value: number | null;
  /** Set when the number was written with a currency sign ("$30", "€12"). */
  sign: string | null;
  /** A comma, full stop or other pause follows the word. */
  pause: boolean;
}

interface Term {
  id: string;
  text: string;
  pre: string;
  post: string;
  normal: string;
  implicit?: string;
  tags: Set<string>;
}

const CURRENCY_SIGN = /[$€£]/;
const PRONOUN_BEFORE_ONE = new Set([
  'that',
  'this',
  'which',
  'the',
  'each',
  'every',
  'any',
  'no',
  'not',
  'little',
]);

const MULTIPLIERS = /^(hundred|thousand|million|billion)s?$/;
/** What "a hundred", "a thousand" count. */
const WHOLE: Record<string, number> = { hundred: 100, thousand: 1000 };

const numberIn = (word: string): number | null => {
  const found = nlp(word).numbers().get();
  const first = Array.isArray(found) ? found[0] : found;
  return typeof first === 'number' ? first : null;
};

/**
 * Two numbers said in a row that are not one number: "five thirty" (5:30), "thirteen fifty" (13, 50:
 * a price read by the money normalizer), "six twenty-five" (6, 25), unlike "twenty five" (25) or
 * "two hundred" (200).
 */
function spokenPair(terms: Term[]): [number, number] | null {
  if (terms.length < 2 || terms.length > 3 || terms.some((t) => MULTIPLIERS.test(t.normal))) return null;
  const [first, tens, unit] = terms.map((t) => numberIn(t.normal));
  // "six twenty-five": the second number said in two words.
  const second = unit == null ? tens : tens != null && tens % 10 === 0 && unit < 10 ? tens + unit : null;
  if (first == null || second == null || second < 10 || first >= 100) return null;
  return [first, second];
}

/**
 * Two numbers compromise reads as one across "and": "twenty-five hundred and three thousand" is
 * 2500 and 3000, unlike "a hundred and fifty" (150), where what follows "and" counts no hundreds.
 */
function twoJoined(terms: Term[]): [Term[], Term[]] | null {
  const and = terms.findIndex((t) => t.normal === 'and');
  if (and < 1) return null;
  const [before, after] = [terms.slice(0, and), terms.slice(and + 1)];
  return MULTIPLIERS.test(before.at(-1)!.normal) && after.some((t) => MULTIPLIERS.test(t.normal))
    ? [before, after]
    : null;
}

const isTens = (token: Token | undefined) =>
  token?.value != null &&
  token.value >= 20 &&
  token.value <= 90 &&
  token.value % 10 === 0 &&
  token.tags.has('Hyphenated');

/** "The under-fives", "over-twelves": children named by the age they are under or over. */
function agesNamed(word: string, before: Token | undefined): number | null {
  if (!/^(under|over)$/.test(before?.word ?? '') || !word.endsWith('s')) return null;
  const age = numberIn(word.slice(0, -1)) ?? numberIn(word.slice(0, -2));
  return age !== null && Number.isInteger(age) && age > 0 && age < 20 ? age : null;
}

/** The tokens of a text, in order. */
export function tokensOf(text: string): Token[] {
  // "$20/hr" is "$20 per hr"; "twenty-ish" is "twenty ish", a number and its hedge.
  // "…fifty.": a word picked up after a trailing pause is read as itself.
  const doc = nlp(
    text
      .replace(/(\d)\s*\/\s*(?=[a-z])/gi, '$1 per ')
      .replace(/\b(\w+)-ish\b/gi, '$1 ish')
      .replace(/(^|\s)(?:\.\.\.|…)(?=\w)/g, '$1'),
  );
  doc.match('ish').unTag('Noun').tag('Adverb');
  const numberAt = new Map<string, { value: number; sign: string | null; ids: string[]; paired?: true }>();
  doc
    .numbers()
    .isCardinal()
    .forEach((match) => {
      const terms = match.termList() as Term[];
      const parsed = match.json()[0]?.number as { num: number; prefix: string } | undefined;
      if (!parsed || terms.length === 0 || !Number.isFinite(parsed.num)) return;
      const sign = parsed.prefix || CURRENCY_SIGN.exec(`${terms[0]!.pre}${terms[0]!.text}`)?.[0] || null;
      // compromise reads "one-twenty a (month)" as one number; the "a" stays a word.
      if (terms.length > 1 && /^(a|an)$/.test(terms.at(-1)!.normal)) terms.pop();
      // "Sixty, one-time": compromise reads one number across a pause; each side is its own.
      const cut = terms.findIndex((t, i) => i < terms.length - 1 && /[,;:!?]/.test(t.post));
      if (cut >= 0) {
        for (const part of [terms.slice(0, cut + 1), terms.slice(cut + 1)]) {
          const value = numberIn(part.map((t) => t.normal).join(' '));
          if (value !== null) numberAt.set(part[0]!.id, { value, sign: null, ids: part.map((t) => t.id) });
        }
        return;
      }
      const pair = spokenPair(terms);
      const joined = twoJoined(terms);
      if (joined) {
        for (const part of joined) {
          const value = numberIn(part.map((t) => t.normal).join(' '));
          if (value !== null) numberAt.set(part[0]!.id, { value, sign: null, ids: part.map((t) => t.id) });
        }
      } else if (pair) {
        numberAt.set(terms[0]!.id, { value: pair[0], sign, ids: [terms[0]!.id], paired: true });
        numberAt.set(terms[1]!.id, { value: pair[1], sign: null, ids: terms.slice(1).map((t) => t.id) });
      } else {
        // compromise misreads a number that is a whole sentence ("Twelve." as 0, "Three hundred." as 3,
        // "Ninety-five." as 90): read its words again.
        const misread =
          parsed.num === 0 ||
          terms.some((t) => MULTIPLIERS.test(t.normal)) ||
          (terms.length > 1 && parsed.num === numberIn(terms[0]!.normal));
        const value = misread ? (numberIn(terms.map((t) => t.normal).join(' ')) ?? parsed.num) : parsed.num;
        numberAt.set(terms[0]!.id, { value, sign, ids: terms.map((t) => t.id) });
      }
    });
  const tokens: Token[] = [];
  const skip = new Set<string>();
  const paused = new Set(
    (doc.termList() as Term[]).filter((t) => /[,.;:!?\u2013\u2014]/.test(t.post)).map((t) => t.id),
  );
  for (const term of doc.termList() as Term[]) {
    if (skip.has(term.id)) continue;
    const number = numberAt.get(term.id);
    // "that one", "the popular one", "the first one": a pronoun, not the number 1 ("a flat one seventy-five" is a price).
    const before = tokens.at(-1);
    const pronoun =
      number?.value === 1 &&
      !number.paired &&
      /^one('s)?$/.test(term.normal) &&
      (PRONOUN_BEFORE_ONE.has(before?.word ?? '') ||
        Boolean(before?.tags.has('Adjective') || before?.tags.has('Ordinal')));
    if (number && !pronoun) {
      for (const id of number.ids.slice(1)) skip.add(id);
      const last = tokens.at(-1);
      // "ninety-nine" read as 90 and 9: one number.
      if (
        isTens(last) &&
        !last!.pause &&
        term.tags.has('Hyphenated') &&
        number.value >= 1 &&
        number.value <= 9
      ) {
        const value = last!.value! + number.value;
        tokens[tokens.length - 1] = { ...last!, word: String(value), value, pause: paused.has(term.id) };
        continue;
      }
      tokens.push({
        word: String(number.value),
        tags: term.tags,
        value: number.value,
        sign: number.sign,
        pause: paused.has(number.ids.at(-1)!),
      });
      continue;
    }
    const word = (term.implicit ?? term.normal).toLowerCase();
    const ages = agesNamed(word, tokens.at(-1));
    if (ages !== null) {
      tokens.push({
        word: String(ages),
        tags: term.tags,
        value: ages,
        sign: null,
        pause: paused.has(term.id),
      });
      continue;
    }
    // "It's a hundred.": compromise leaves "a hundred" before a pause unread.
    const count = before && /^(a|an)$/.test(before.word) && before.value === null ? WHOLE[word] : undefined;
    if (count) {
      tokens[tokens.length - 1] = {
        ...before!,
        word: String(count),
        value: count,
        pause: paused.has(term.id),
      };
      continue;
    }
    if (word) tokens.push({ word, tags: term.tags, value: null, sign: null, pause: paused.has(term.id) });
  }
  return tokens;
}

/** The words of a text, lower case, without punctuation. */
export function wordsOf(text: string): string[] {
  return tokensOf(text).map((t) => t.word);
}

/** A word naming a thing or a person, not a pronoun or a number ("lessons", "a driver", "SUV"). */
export const namesThing = (token: Token | undefined) =>
  Boolean(token?.tags.has('Noun')) && !token!.tags.has('Pronoun') && token!.value === null;

/** Where the phrase holding token `at` starts: just after the last pause before it. */
export const phraseStart = (tokens: Token[], at: number) =>
  tokens.slice(0, at).findLastIndex((t) => t.pause) + 1;

/** A noun's singular: "classes" → class, "activities" → activity, "kids" → kid. */
export const singular = (word: string) =>
  word
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s])s$/, '');
