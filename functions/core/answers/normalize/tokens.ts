import nlp from 'compromise';
import { type NumberAt, numberIn, numbersOf, type Term } from './number-terms';

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
  'either',
  'neither',
  'another',
  // "The last one was like fifteen", "the next one starts in May".
  'last',
  'next',
  'other',
  'same',
  // "Not a set one": words the tagger may not take for adjectives.
  'set',
  'fixed',
  'specific',
  'particular',
  'standard',
]);

/** What "a hundred", "a thousand" count. */
const WHOLE: Record<string, number> = { hundred: 100, thousand: 1000 };

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
  const doc = docOf(text);
  const numberAt = numbersOf(doc);
  const terms = doc.termList() as Term[];
  const paused = new Set(terms.filter((t) => /[,.;:!?\u2013\u2014]/.test(t.post)).map((t) => t.id));
  const tokens: Token[] = [];
  const skip = new Set<string>();
  for (const [i, term] of terms.entries()) {
    if (skip.has(term.id)) continue;
    const number = numberAt.get(term.id);
    if (
      number &&
      !isPronounOne(term, number, tokens.at(-1), terms[i + 1], terms[i + 2]) &&
      // "I'm one of the pharmacists": one of many, not the number 1.
      !(number.value === 1 && terms[i + 1]?.normal === 'of') &&
      !namedOne(term, number, [terms[i - 2], terms[i - 1]], terms[i + 1])
    ) {
      for (const id of number.ids.slice(1)) skip.add(id);
      if (namesAYear(term, number, tokens.at(-1))) addWord(tokens, term, paused.has(term.id));
      else addNumber(tokens, term, number, paused);
    } else addWord(tokens, term, paused.has(term.id));
  }
  return withIsUndone(tokens);
}

/**
 * "Season fee's twelve hundred": a noun's "'s" before an amount that describes no thing after it is
 * "is", which the tagger takes for a possessive (not "the school's three pools").
 */
function withIsUndone(tokens: Token[]): Token[] {
  return tokens.flatMap((token, i) => {
    const [amount, after] = [tokens[i + 1], tokens[i + 2]];
    const is =
      token.tags.has('Possessive') &&
      /^[a-z]+'s$/.test(token.word) &&
      !token.pause &&
      amount?.value != null &&
      (amount.pause || !namesThing(after));
    if (!is) return [token];
    const copula: Token = {
      word: 'is',
      tags: new Set(['Verb', 'Copula']),
      value: null,
      sign: null,
      pause: false,
    };
    return [{ ...token, word: token.word.slice(0, -2), tags: new Set(['Noun', 'Singular']) }, copula];
  });
}

/**
 * "Three to four hundred", "two or three grand": the first number of a range counts in the unit
 * said after the second ("three hundred to four hundred"), not ones.
 */
const SHARED_MULTIPLIER =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|[1-9])\s+(to|or|and|-)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[1-9]|1[0-2])\s+(hundred|thousand|grand)\b/gi;

/**
 * "Fifteen to two grand", "twenty-five to three thousand": a first number past ten said before a
 * number of thousands counts in hundreds (1500 to 2000).
 */
const HUNDREDS_BEFORE_THOUSANDS =
  /\b(eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\w+)?|1[1-9]|[2-9]\d)\s+(to|or|-)\s+(one|two|three|four|five|six|seven|eight|nine|[1-9])\s+(thousand|grand)\b/gi;

/**
 * "1.2k a month", "$3K": thousands written with a "k", when it is money or a rate (a "5k run" is a
 * distance).
 */
const THOUSANDS =
  /(?<=[$€£]\s?)(\d+(?:\.\d+)?)k\b|\b(\d+\.\d+)k\b|\b(\d+(?:\.\d+)?)k(?=\s+(?:a|an|per|each)\b)/gi;
const inThousands = (...groups: (string | undefined)[]) =>
  String(Math.round(Number(groups.slice(1, 4).find((g) => g !== undefined)) * 1000));

/** Currencies written with a letter or sign of their own before the amount: "R950", "Rs. 500", "¥1200". */
const LETTERED: Record<string, string> = { R: 'rand', Rs: 'rupees', '₹': 'rupees', '¥': 'yen' };
const LETTERED_PRICE = /(?<![\w$])(Rs\.?|R|₹|¥)\s?(?=\d)(\d[\d,]*(?:\.\d+)?)/g;

/**
 * "From five years old to, ah, fifteen": a filler after a word that cannot end a phrase sits inside
 * the phrase, pauses and all.
 */
const FILLER_INSIDE =
  /\b(to|and|or|from|at|is|are|about|around|between)\s*[,—–-]?\s*(?:uh+|um+|ah+|er+|erm)\b\s*[,—–-]?\s*/gi;

/** compromise's reading of a text, its number hedges ("twenty-ish") read as words of their own. */
function docOf(text: string) {
  // "$20/hr" is "$20 per hr"; "twenty-ish" and "tenish" are "twenty ish", "ten ish", a number and its
  // hedge; "3-year-olds" is "3 year olds"; "forty-nine's" is "forty-nine is", whole.
  // "…fifty.": a word picked up after a trailing pause is read as itself.
  const doc = nlp(
    text
      .replace(SHARED_MULTIPLIER, '$1 $4 $2 $3 $4')
      .replace(HUNDREDS_BEFORE_THOUSANDS, '$1 hundred $2 $3 thousand')
      .replace(THOUSANDS, inThousands)
      .replace(
        LETTERED_PRICE,
        (_, sign: string, amount: string) => `${amount} ${LETTERED[sign.replace('.', '')]}`,
      )
      .replace(/\b(\w+)-(years?|months?|weeks?)-(olds?)\b/gi, '$1 $2 $3')
      .replace(AGE_GROUP, (group, from: string, to: string) => {
        const oldest = [to, to.replace(/e$/, '')].find((word) => numberIn(word) !== null);
        return numberIn(from) !== null && oldest ? `${from} to ${oldest} year olds` : group;
      })
      .replace(/\bper cent\b/gi, 'percent')
      .replace(/\b([a-z]+-(?:one|two|three|four|five|six|seven|eight|nine))['’]s\b/gi, '$1 is')
      .replace(/(\d)\s*\/\s*(?=[a-z])/gi, '$1 per ')
      .replace(/\b(\w+)-ish\b/gi, '$1 ish')
      .replace(/\b([a-z]+)ish\b/gi, (word, stem: string) => (numberIn(stem) === null ? word : `${stem} ish`))
      .replace(/(^|\s)(?:\.\.\.|…)(?=\w)/g, '$1')
      .replace(FILLER_INSIDE, '$1 '),
  );
  doc.match('ish').unTag('Noun').tag('Adverb');
  // "They're all six ninety-nine": "all" before a number is no thing the number describes.
  doc.match('[all] #Value', 0).unTag('Noun').tag('Adverb');
  return doc;
}

/** "The eight-to-elevens", "the four-to-sixes": children named by the span of their ages. */
const AGE_GROUP = /\b([a-z]+|\d+)-to-([a-z]+?|\d+)'?s\b/gi;

/** Words before a year written in digits: "for 2027", "in 2028", "since 2019". */
const BEFORE_A_YEAR = /^(?:for|in|of|since|until|till|by|from|through)$/;

/** "The program fee for 2027 is eleven thousand": a year written in digits, which is no amount. */
const namesAYear = (term: Term, number: NumberAt, before: Token | undefined) =>
  number.sign === null &&
  /^(?:19|20)\d\d$/.test(term.text.replace(/[.,;:!?]+$/, '')) &&
  BEFORE_A_YEAR.test(before?.word ?? '');

/** Words hedging a number, which the tagger may take for adjectives: "from about one", "around one". */
const HEDGES = new Set(['about', 'around', 'roughly', 'approximately', 'nearly', 'almost']);

/**
 * "That one", "the popular one", "the first one": a pronoun, not the number 1 ("a flat one
 * seventy-five" is a price, "the one to three" a span of hours, "from about one" an age).
 */
const isPronounOne = (
  term: Term,
  number: NumberAt,
  before: Token | undefined,
  after: Term | undefined,
  next: Term | undefined,
) =>
  number.value === 1 &&
  !number.paired &&
  /^one('s)?$/.test(term.normal) &&
  !(/^(?:to|till|until)$/.test(after?.normal ?? '') && Boolean(next?.tags.has('Value'))) &&
  (PRONOUN_BEFORE_ONE.has(before?.word ?? '') ||
    (Boolean(before?.tags.has('Adjective') || before?.tags.has('Ordinal')) && !HEDGES.has(before!.word)));

/** Nouns before a "one" that count or rank it: "age one", "grade one", "size one". */
const COUNTING_NOUNS = /^(?:age|grade|size|level|number|year|day|week|step|page|round|part|phase)$/;

/**
 * "The soldering one is twelve to seventeen", "the morning one's full", "the teen one we cap at
 * six", "the spring one had twelve", "an arvo one, twelve till three": "one" after a noun that
 * describes it, before a verb, a clause or a pause after an article and the noun, stands for the thing
 * spoken of; "age one is fine" counts.
 */
const namedOne = (
  term: Term,
  number: NumberAt,
  [article, before]: (Term | undefined)[],
  after: Term | undefined,
) =>
  number.value === 1 &&
  !number.paired &&
  /^one$/.test(term.normal) &&
  !!before &&
  (before.tags.has('Noun') || before.tags.has('Gerund')) &&
  !before.tags.has('Plural') &&
  !before.tags.has('Value') &&
  !/[,.;:!?]/.test(before.post) &&
  !COUNTING_NOUNS.test(before.normal) &&
  (/['’]s$/.test(term.text) ||
    // "The spring one had twelve": a verb says what the thing did.
    Boolean(after?.tags.has('Verb') && !after.tags.has('Value')) ||
    // "The teen one we cap at six": a clause saying what is done with it follows the thing.
    Boolean(after?.tags.has('Pronoun') && !after.tags.has('Possessive') && !/[,.;:!?]/.test(term.post)) ||
    // "An afternoon one, twelve till three": a thing named with its article, and a pause.
    (/^(?:an?|the)$/.test(article?.normal ?? '') && /[,;:]/.test(term.post)));

/** Adds a number said to the tokens: as one token, or as the ones of a tens before it ("ninety-nine" read as 90 and 9). */
function addNumber(tokens: Token[], term: Term, number: NumberAt, paused: Set<string>) {
  const last = tokens.at(-1);
  if (isTens(last) && !last!.pause && term.tags.has('Hyphenated') && number.value >= 1 && number.value <= 9) {
    const value = last!.value! + number.value;
    tokens[tokens.length - 1] = { ...last!, word: String(value), value, pause: paused.has(term.id) };
    return;
  }
  tokens.push({
    word: String(number.value),
    tags: term.tags,
    value: number.value,
    sign: number.sign,
    pause: paused.has(number.ids.at(-1)!),
  });
}

/**
 * Adds a word to the tokens: an age the "under-fives" are named by, the "hundred" of "a hundred"
 * (as 100, in place of its "a"), or the word itself.
 */
function addWord(tokens: Token[], term: Term, pause: boolean) {
  const word = (term.implicit ?? term.normal).toLowerCase();
  const before = tokens.at(-1);
  const ages = agesNamed(word, before);
  if (ages !== null) {
    tokens.push({ word: String(ages), tags: term.tags, value: ages, sign: null, pause });
    return;
  }
  // "It's a hundred.": compromise leaves "a hundred" before a pause unread.
  const count = before && /^(a|an)$/.test(before.word) && before.value === null ? WHOLE[word] : undefined;
  if (count) {
    tokens[tokens.length - 1] = { ...before!, word: String(count), value: count, pause };
    return;
  }
  if (word) tokens.push({ word, tags: term.tags, value: null, sign: null, pause });
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
