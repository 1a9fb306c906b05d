import type { NormalizedValue } from '../../../../shared/contracts/asks';
import type { Reading } from './reading';
import type { Token } from './tokens';

/** Words shortly before an age that make it the youngest ("at least 4", "as young as 4", "once they're 3"). */
const FROM = new Set([
  'from',
  'over',
  'above',
  'least',
  'minimum',
  'older',
  'starting',
  'start',
  'young',
  'once',
]);
const UP_TO = new Set(['under', 'below', 'younger', 'until', 'max', 'maximum']);
const OPEN_END = ['and up', 'and older', 'and over', 'or older', 'or over', 'plus', 'and above', 'up'];
const RANGE = new Set(['to', 'through', 'thru', 'till', 'until']);

/** Larger numbers said near an age are prices or counts, not ages. */
const MAX_AGE = 99;
const isMonths = (token: Token | undefined) => /^months?$/.test(token?.word ?? '');
const isUnit = (token: Token | undefined) => /^(months?|years?|yrs?)$/.test(token?.word ?? '');
const years = (value: number, months: boolean) => (months ? Math.round((value / 12) * 100) / 100 : value);

/**
 * An age range in years: "6 and up" → {6, null}; "ages 3 to 5" → {3, 5}; "under 12" → {null, 12};
 * "from 18 months" → {1.5, null}; "6 to 18 months" → {0.5, 1.5}; one age alone → {age, age}.
 */
export function readAgeRange(tokens: Token[]): Reading<NormalizedValue['age_range']> | null {
  for (const [i, token] of tokens.entries()) {
    if (token.value === null || token.sign !== null || token.value > MAX_AGE) continue;
    if (/^(dollars?|bucks?|percent)$/.test(tokens[i + 1]?.word ?? '')) continue;
    let unit = isUnit(tokens[i + 1]) ? 1 : 0;
    // "5 up to 15": a two-word link.
    if (tokens[i + 1 + unit]?.word === 'up' && tokens[i + 2 + unit]?.word === 'to') unit += 1;
    const link = tokens[i + 1 + unit];
    const second = tokens[i + 2 + unit];
    const between = tokens[i - 1]?.word === 'between' && link?.word === 'and';
    if (link && (RANGE.has(link.word) || between) && second?.value != null) {
      const secondMonths = isMonths(tokens[i + 3 + unit]);
      const firstMonths = unit ? isMonths(tokens[i + 1]) : secondMonths;
      return {
        value: { min: years(token.value, firstMonths), max: years(second.value, secondMonths) },
        certainty: 1,
      };
    }
    const age = years(token.value, isMonths(tokens[i + 1]));
    const after = ` ${tokens
      .slice(i + 1 + unit, i + 3 + unit)
      .map((t) => t.word)
      .join(' ')} `;
    const before = tokens[i - 1]?.word ?? '';
    if (OPEN_END.some((end) => after.startsWith(` ${end} `)) || tokens[i]!.word.endsWith('+'))
      return { value: { min: age, max: null }, certainty: 1 };
    if (UP_TO.has(before) || (before === 'to' && tokens[i - 2]?.word === 'up'))
      return { value: { min: null, max: age }, certainty: 1 };
    if (tokens.slice(Math.max(0, i - 3), i).some((t) => FROM.has(t.word)))
      return { value: { min: age, max: null }, certainty: 0.95 };
    return { value: { min: age, max: age }, certainty: 0.85 };
  }
  return null;
}
