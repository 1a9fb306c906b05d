import type { Token } from './tokens';

/** Who a price is for: grown-ups or children, by the words a person uses for them. */

const ADULTS = /^(adults?|grown ?-?ups?|grownups?|parents?|seniors?|moms?|dads?)$/;
const CHILDREN =
  /^(kids?|kiddos?|children|child|toddlers?|babies|baby|little ones?|teens?|juniors?|students?|sons?|daughters?|boys?|girls?|\d+-year-olds?)$/;

/** Whether the words at `at` name grown-ups ("adults", "a grown-up", "parents"). */
export const namesAdults = (tokens: Token[], at: number) => {
  const word = tokens[at]?.word ?? '';
  return ADULTS.test(word) || (word === 'grown' && /^ups?$/.test(tokens[at + 1]?.word ?? ''));
};

/** Whether a word names people of either age ("adults", "kids", "a 10-year-old"). */
export const isPersonWord = (word: string) => ADULTS.test(word) || CHILDREN.test(word);

/** Whether a word names children ("kids", "teens", "10-year-olds"). */
export const isChildWord = (word: string) => CHILDREN.test(word);

/** Ages under which everyone is a child: "under-2s", "under fives" (not "under twenty dollars"). */
const CHILD_AGES = 17;

/** Whether the words at `at` name children ("kids", "teens", "a 10-year-old", "under-2s"). */
export const namesChildren = (tokens: Token[], at: number) => {
  const [word, age, after] = [tokens[at]?.word ?? '', tokens[at + 1], tokens[at + 2]];
  return (
    isChildWord(word) ||
    (word === 'under' &&
      age?.value != null &&
      age.value <= CHILD_AGES &&
      age.sign === null &&
      (age.pause || !after?.tags.has('Noun')))
  );
};

/** The ages of people named by a word for their time of life, in years (an adult is 18 or older). */
const AGES_OF: [RegExp, { min: number; max: number | null }][] = [
  [/^(adults?|grown-?ups?)$/, { min: 18, max: null }],
  [/^(babies|baby|infants?|newborns?)$/, { min: 0, max: 1 }],
  [/^toddlers?$/, { min: 1, max: 3 }],
  [/^(teens?|teenagers?)$/, { min: 13, max: 19 }],
  [/^seniors?$/, { min: 65, max: null }],
];

/**
 * The ages of the people a question names by their time of life ("Do you teach adults?": 18 and
 * older; "toddlers": 1 to 3), or null when it names none or children of no particular age.
 */
export function agesOfNamed(tokens: Token[]): { min: number; max: number | null } | null {
  for (const [at, token] of tokens.entries()) {
    // "Grown ups" said as two words.
    const word =
      token.word === 'grown' && /^ups?$/.test(tokens[at + 1]?.word ?? '') ? 'grownups' : token.word;
    const named = AGES_OF.find(([pattern]) => pattern.test(word));
    if (named) return named[1];
  }
  return null;
}
