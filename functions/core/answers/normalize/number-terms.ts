import nlp from 'compromise';

/** The numbers compromise finds in a text, read again where it reads two as one or one wrongly. */

/** A term of compromise's reading of a text. */
export interface Term {
  id: string;
  text: string;
  pre: string;
  post: string;
  normal: string;
  implicit?: string;
  tags: Set<string>;
}

/** A number said, found at the first of its terms: its value, currency sign and terms' ids. */
export interface NumberAt {
  value: number;
  sign: string | null;
  ids: string[];
  /** The first of two numbers said in a row ("five thirty"). */
  paired?: true;
}

/** compromise's reading of a number: its value and the currency sign before it. */
interface Parsed {
  num: number;
  prefix: string;
}

const CURRENCY_SIGN = /[$€£]/;
const MULTIPLIERS = /^(hundred|thousand|million|billion)s?$/;
/** The number a word or words say, or null. */
export const numberIn = (word: string): number | null => {
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
 * Thousands followed by hundreds said the short way, as two numbers: "two thousand one-fifty" is
 * 2150, "a thousand four twenty-five" 1425 (compromise reads only the last part).
 */
function thousandsThenHundreds(terms: Term[]): number | null {
  const at = terms.findIndex((t) => /^thousands?$/.test(t.normal));
  if (at < 0) return null;
  const hundreds = spokenPair(terms.slice(at + 1));
  // "a thousand four twenty-five": compromise's number starts at "thousand".
  const count =
    at === 0
      ? 1000
      : numberIn(
          terms
            .slice(0, at + 1)
            .map((t) => t.normal)
            .join(' '),
        );
  if (!hundreds || hundreds[0] >= 10 || count === null || count < 1000) return null;
  return count + hundreds[0] * 100 + hundreds[1];
}

/**
 * Two numbers compromise reads as one across "and": "twenty-five hundred and three thousand" is
 * 2500 and 3000, "three hundred and four-fifty" 300 and 450, unlike "a hundred and fifty" (150), where what follows "and" counts no hundreds.
 */
function twoJoined(terms: Term[]): [Term[], Term[]] | null {
  const and = terms.findIndex((t) => t.normal === 'and');
  if (and < 1) return null;
  const [before, after] = [terms.slice(0, and), terms.slice(and + 1)];
  // ("Between three hundred and four-fifty": the second a price said the short way.)
  return MULTIPLIERS.test(before.at(-1)!.normal) &&
    (after.some((t) => MULTIPLIERS.test(t.normal)) || spokenPair(after) !== null)
    ? [before, after]
    : null;
}

/** The numbers of a text as compromise reads it (`doc`), by the id of the term each starts at. */
export function numbersOf(doc: ReturnType<typeof nlp>): Map<string, NumberAt> {
  const numberAt = new Map<string, NumberAt>();
  doc
    .numbers()
    .isCardinal()
    .forEach((match) => {
      const terms = match.termList() as Term[];
      const parsed = match.json()[0]?.number as Parsed | undefined;
      if (!parsed || terms.length === 0 || !Number.isFinite(parsed.num)) return;
      // "The twenty-seventh": compromise calls an ordinal said in two words a cardinal; like
      // "seventh" and "27th", it ranks and is no number.
      if (terms.at(-1)!.tags.has('Ordinal')) return;
      for (const number of numbersIn(terms, parsed)) numberAt.set(number.ids[0]!, number);
    });
  return numberAt;
}

/**
 * The numbers one number compromise reads (`parsed`, of `terms`) says: one, or two where it reads
 * one across a pause, across "and", or for two said in a row.
 */
function numbersIn(terms: Term[], parsed: Parsed): NumberAt[] {
  const sign = parsed.prefix || CURRENCY_SIGN.exec(`${terms[0]!.pre}${terms[0]!.text}`)?.[0] || null;
  // compromise reads "one-twenty a (month)" as one number; the "a" stays a word.
  if (terms.length > 1 && /^(a|an)$/.test(terms.at(-1)!.normal)) terms.pop();
  // "Sixty, one-time": compromise reads one number across a pause; each side is its own.
  const cut = terms.findIndex((t, i) => i < terms.length - 1 && /[,;:!?]/.test(t.post));
  if (cut >= 0) return eachRead([terms.slice(0, cut + 1), terms.slice(cut + 1)]);
  // "…and then half two till four": compromise reads "half two" as one; it is half past two.
  if (terms.length === 2 && terms[0]!.normal === 'half') {
    const hour = numberIn(terms[1]!.normal);
    if (hour !== null && Number.isInteger(hour) && hour >= 1 && hour <= 12)
      return [{ value: hour, sign: null, ids: [terms[1]!.id] }];
  }
  // "a three-two" (three bed, two bath), "the four-five class": two digits said together are two numbers.
  const digits = terms.map((t) => numberIn(t.normal));
  if (terms.length === 2 && digits.every((d) => d !== null && d >= 1 && d < 10))
    return eachRead([[terms[0]!], [terms[1]!]]);
  const thousands = thousandsThenHundreds(terms);
  if (thousands !== null) return [{ value: thousands, sign, ids: terms.map((t) => t.id) }];
  const pair = spokenPair(terms);
  const joined = twoJoined(terms);
  if (joined) return eachRead(joined);
  if (pair)
    return [
      { value: pair[0], sign, ids: [terms[0]!.id], paired: true },
      { value: pair[1], sign: null, ids: terms.slice(1).map((t) => t.id) },
    ];
  // compromise misreads a number that is a whole sentence ("Twelve." as 0, "Three hundred." as 3,
  // "Ninety-five." as 90): read its words again.
  const misread =
    parsed.num === 0 ||
    terms.some((t) => MULTIPLIERS.test(t.normal)) ||
    (terms.length > 1 && parsed.num === numberIn(terms[0]!.normal));
  const value = misread ? (numberIn(terms.map((t) => t.normal).join(' ')) ?? parsed.num) : parsed.num;
  return [{ value, sign, ids: terms.map((t) => t.id) }];
}

/** Each run of terms read as a number of its own, without a sign; one that reads as none is left out. */
const eachRead = (parts: Term[][]): NumberAt[] =>
  parts.flatMap((part) => {
    const value = numberIn(part.map((t) => t.normal).join(' '));
    return value === null ? [] : [{ value, sign: null, ids: part.map((t) => t.id) }];
  });
