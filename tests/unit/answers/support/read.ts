import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { AskKind } from '#shared/contracts/asks';

/** What an answer is read with in these tests: a call on Tuesday 24 November 2026, in US dollars. */
const context = (label: string) => ({
  label,
  currency: 'USD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});

/** `text` normalized as an answer of `kind` to the ask `label`. */
export const read = <K extends AskKind>(kind: K, text: string, label: string) =>
  normalizeAnswer(kind, text, context(label));
