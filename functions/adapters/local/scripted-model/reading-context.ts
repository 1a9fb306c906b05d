import type { NormalizeContext } from '#functions/core/answers/normalize/index';

/**
 * How the scripted model reads a value said on a call: for the ask's label (its unit and the days it
 * names), in dollars, dated from today.
 */
export const readingContext = (label: string): NormalizeContext => ({
  label,
  currency: 'USD',
  referenceDate: new Date(),
});
