import type { Ask } from '#shared/contracts/asks';
import type { CallRecord, Research } from '#shared/contracts/research';

/** What the answer views read of a call (a call record or a call in a research's list). */
export type AnsweredCall = Pick<
  CallRecord,
  'id' | 'businessName' | 'businessPhone' | 'createdAt' | 'asks' | 'answers'
>;

/** What a call asks: its own asks, else the research's. */
export const asksOfCall = (call: AnsweredCall, research: Pick<Research, 'asks'>): Ask[] =>
  call.asks ?? research.asks ?? [];
