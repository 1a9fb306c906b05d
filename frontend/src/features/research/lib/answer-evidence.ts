import type { Answer, Ask } from '../../../../../shared/contracts/asks';
import type { CallRecord, Research } from '../../../../../shared/contracts/research';

const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether the answer's quote is in its transcript turn, said by the business. */
export function isQuoted(call: Pick<CallRecord, 'turns'>, answer: Answer): boolean {
  const { evidence } = answer;
  if (!evidence) return false;
  const turn = call.turns[evidence.turn];
  return turn?.speaker === 'business' && plain(turn.text).includes(plain(evidence.quote));
}

/** What a call asks: its own asks, else the research's. */
export const asksOfCall = (call: CallRecord, research: Pick<Research, 'asks'>): Ask[] =>
  call.asks ?? research.asks ?? [];
