import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Clause } from './reader';
import { readingContext } from './reading-context';

interface Fit {
  clause: Clause;
  fit: number;
}

const agesOf = (text: string, label: string) =>
  normalizeAnswer('age_range', text, readingContext(label))?.value ?? null;

/** How sure a reading of an oldest age said apart must be to end a range. */
const SURE = 0.9;

/** "For the five-year-olds we ask that they've finished kindergarten": what one age must do, not the ages taken. */
const OF_AN_AGE = /^\W*(?:(?:and|but|so)\s+)?for (?:the|a|an|any) [\w-]+[- ]year[- ]olds?\b/i;

/**
 * "We do ten through eighteen. Under ten the test isn't validated.": of the ages a reply states,
 * a range giving both ends is the answer, and a bound said besides that one end repeats only
 * explains it, however closely its words match the question, as does one age said besides ("from five
 * years to fourteen years. Six is a very good age", "Thirteen to eighteen. We get twelve-year-olds
 * asking").
 */
export function chosenAges(candidates: Fit[], best: Fit | undefined, label: string): Fit | undefined {
  const ages = best && agesOf(best.clause.text, label);
  const single = (ages?.min !== null && ages?.min === ages?.max) || OF_AN_AGE.test(best?.clause.text ?? '');
  if (!ages || (ages.min !== null && ages.max !== null && !single)) return best;
  const full = candidates.find((c) => {
    const range = agesOf(c.clause.text, label);
    return (
      range !== null &&
      range.min !== null &&
      range.max !== null &&
      range.min !== range.max &&
      (single || range.min === ages.min || range.max === ages.max)
    );
  });
  return full ?? best;
}

/**
 * "Snow Cubs is four to six, and then Ski Kids goes up to twelve": a range that goes on, after a
 * "then", into the next clause of the turn is read with it (the whole, verbatim, as in `turnText`);
 * so is a youngest age whose oldest the next clause gives ("We take from five, and the oldest
 * group goes up to sixteen"), or whose oldest the next sentence gives ("Four and up. We cap it at eleven").
 */
export function rangeGoingOn(clause: Clause, said: Clause[], turnText: string, label: string): Clause {
  const at = said.indexOf(clause);
  // "Four and up. We cap it at eleven.": a sentence giving only an oldest age ends a youngest's range.
  // (Not "Ten. Under fifteen they need a parent with them": a bound some rule holds under.)
  const oldestOnly = (c: Clause | undefined) => {
    const ages = c && normalizeAnswer('age_range', c.text, readingContext(label));
    return (
      ages?.value.min === null &&
      ages.value.max !== null &&
      ages.certainty >= SURE &&
      agesOf(clause.text, label)?.max === null
    );
  };
  const goesOn = (c: Clause | undefined) =>
    c?.turn === clause.turn && (/^(?:and\s+)?then\b|^and\b/i.test(c.text) || (c !== clause && oldestOnly(c)));
  // The clause chosen may be the range, or what goes on from it.
  const [first, next] = goesOn(clause) ? [said[at - 1], clause] : [clause, said[at + 1]];
  if (!first || first.turn !== clause.turn || !goesOn(next)) return clause;
  const start = turnText.indexOf(first.text);
  const end = turnText.indexOf(next!.text, start) + next!.text.length;
  if (start < 0 || end < start) return clause;
  const joined = { turn: clause.turn, text: turnText.slice(start, end) };
  const [own, whole] = [agesOf(first.text, label), agesOf(joined.text, label)];
  const then = /^(?:and\s+)?then\b/i.test(next!.text);
  const widens = then && own?.max != null && whole?.max != null && whole.max > own.max;
  const ends = own?.min != null && own.max === null && whole?.max != null;
  return widens || ends ? joined : clause;
}
