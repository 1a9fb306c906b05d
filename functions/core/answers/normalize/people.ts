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

/** Whether the words at `at` name children ("kids", "teens", "a 10-year-old"). */
export const namesChildren = (tokens: Token[], at: number) => CHILDREN.test(tokens[at]?.word ?? '');
