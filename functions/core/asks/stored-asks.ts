import type { Ask } from '#shared/contracts/asks';

/**
 * A stored call's asks. A call stored before asks existed has none: it asks its whole question as
 * one, answered in words, so reading it needs no parser (the workflow's functions do not carry one).
 */
export function asksOfStoredCall(asks: Ask[] | undefined, question: string): Ask[] {
  return asks?.length ? asks : [{ key: 'answer', label: question.trim().slice(0, 200), kind: 'text' }];
}
