import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Clause } from './reader';

interface Fit {
  clause: Clause;
  fit: number;
}

const agesOf = (text: string, label: string) =>
  normalizeAnswer('age_range', text, { label, currency: 'USD', referenceDate: new Date() })?.value ?? null;

/**
 * "We do ten through eighteen. Under ten the test isn't validated.": of the ages a reply states,
 * a range giving both ends is the answer, and a bound said besides that one end repeats only
 * explains it, however closely its words match the question.
 */
export function chosenAges(candidates: Fit[], best: Fit | undefined, label: string): Fit | undefined {
  const ages = best && agesOf(best.clause.text, label);
  if (!ages || (ages.min !== null && ages.max !== null)) return best;
  const full = candidates.find((c) => {
    const range = agesOf(c.clause.text, label);
    return (
      range !== null &&
      range.min !== null &&
      range.max !== null &&
      range.min !== range.max &&
      (range.min === ages.min || range.max === ages.max)
    );
  });
  return full ?? best;
}
