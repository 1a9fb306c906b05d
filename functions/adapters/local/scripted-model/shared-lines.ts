import type { Ask } from '#shared/contracts/asks';
import type { NumberedTurn } from './reader';
import { contentWords, overlap } from './topic-words';

/** Agent lines that put more than one ask, or another ask than the one a reply is read for. */

/**
 * Whether an agent line this ask is put by also puts another ask that shares more of its words: "Could
 * you also clean the fabric cover on a child's car seat?" is the car seat cover's line more than the
 * products' ("Are their cleaning products safe for kids?").
 */
export function closerToAnother(
  ask: Ask,
  asks: Ask[],
  askedBy: Map<string, number[]>,
  turns: NumberedTurn[],
  turn: number,
): boolean {
  const line = contentWords(turns.find((t) => t.index === turn)?.text ?? '');
  const own = overlap(contentWords(ask.label), line);
  return asks.some(
    (other) =>
      other !== ask &&
      (askedBy.get(other.key) ?? []).includes(turn) &&
      overlap(contentWords(other.label), line) > own,
  );
}

/**
 * "How many 20-inch bikes do you have?" "…So four." "What's the cheapest of those?" "…three
 * forty-nine…": an agent question in words of another ask and none of this one's ends the reply to
 * this one, even when the other ask is taken as put by a later line.
 */
export function questionsOfOthers(
  ask: Ask,
  asks: Ask[],
  turns: NumberedTurn[],
  askedBy: Map<string, number[]>,
): number[] {
  const own = contentWords(ask.label);
  // ("Which would a beginner usually take?" follows up on lessons; the beginners' ask was put before.)
  const notYetPut = (other: Ask, at: number) => !(askedBy.get(other.key) ?? []).some((put) => put < at);
  return turns
    .filter(
      (t) =>
        t.speaker === 'agent' &&
        t.text.includes('?') &&
        overlap(own, contentWords(t.text)) === 0 &&
        asks.some(
          (other) =>
            other !== ask &&
            notYetPut(other, t.index) &&
            overlap(contentWords(other.label), contentWords(t.text)) > 0,
        ),
    )
    .map((t) => t.index);
}
