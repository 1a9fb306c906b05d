import type { Weekday } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import { daysIn } from './normalize/schedule-days';
import { tokensOf } from './normalize/tokens';

/** A sentence that asks nothing: it tells ("They'd be going on a Saturday."). */
const tells = (sentence: string) => !sentence.trim().endsWith('?');

/**
 * The days the parent means, from what the question and the agent tell the business rather than
 * ask it: "Planning my son's birthday on a Saturday. How much per kid?", "They'd be going on a
 * Saturday. And what time does it close?". Empty when nothing told names a day.
 */
export function daysMeant(question: string, turns: Pick<TranscriptTurn, 'speaker' | 'text'>[]): Weekday[] {
  const told = [question, ...turns.filter((t) => t.speaker === 'agent').map((t) => t.text)]
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .filter(tells);
  return told.length === 0 ? [] : daysIn(tokensOf(told.join(' ')));
}
