/** The numbers below twenty in words, each at its value's index ("seven" at 7). */
export const NUMBERS_BELOW_TWENTY: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];

/** The tens in words, each at its value's index ("forty" at 4); none below twenty. */
export const TENS: readonly string[] = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

const ONES_WORDS = NUMBERS_BELOW_TWENTY.slice(1, 10).join('|');
// Longest first, so "seventeen" is never read as "seven".
const BELOW_TWENTY_WORDS = [...NUMBERS_BELOW_TWENTY].sort((a, b) => b.length - a.length).join('|');

/**
 * A regular expression's source for a whole number below 100 written in words: "seven",
 * "fifteen", "twenty five", "twenty-five". Case is left to the expression's flags.
 */
export const NUMBER_IN_WORDS = `(?:(?:${TENS.slice(2).join('|')})(?:[\\s-]+(?:${ONES_WORDS}))?|${BELOW_TWENTY_WORDS})`;

/** The value of a number below 100 in words as NUMBER_IN_WORDS matches it; null for other text. */
export function numberFromWords(words: string): number | null {
  const [first = '', second, ...rest] = words
    .toLowerCase()
    .trim()
    .split(/[\s-]+/);
  if (rest.length > 0) return null;
  const tens = TENS.indexOf(first);
  if (tens >= 2) {
    if (second === undefined) return tens * 10;
    const ones = NUMBERS_BELOW_TWENTY.indexOf(second);
    return ones >= 1 && ones <= 9 ? tens * 10 + ones : null;
  }
  const value = NUMBERS_BELOW_TWENTY.indexOf(first);
  return second === undefined && value >= 0 ? value : null;
}
