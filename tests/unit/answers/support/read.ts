import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { AskKind } from '#shared/contracts/asks';

/** What an answer is read with in these tests: a call on Tuesday 24 November 2026, in US dollars unless said. */
const context = (label: string, currency: string) => ({
  label,
  currency,
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});

/** `text` normalized as an answer of `kind` to the ask `label`, by a business trading in `currency`. */
export const read = <K extends AskKind>(kind: K, text: string, label: string, currency = 'USD') =>
  normalizeAnswer(kind, text, context(label, currency));
