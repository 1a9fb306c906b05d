import { type NormalizeContext, normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';

/**
 * How the scripted model reads a value said on a call: for the ask's label (its unit and the days it
 * names), in dollars, dated from today.
 */
export const readingContext = (label: string): NormalizeContext => ({
  label,
  currency: 'USD',
  referenceDate: new Date(),
});

/** The days an ask names: "What are your Saturday hours?" → Saturday. */
export const daysAsked = (ask: Ask) =>
  normalizeAnswer('schedule', ask.label, readingContext(ask.label))?.value.days ?? [];
