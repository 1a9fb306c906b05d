import type { Ask } from '#shared/contracts/asks';
import type { Clause } from './reader';
import { contentWords, overlap } from './topic-words';

/**
 * "No registration fee.", "No, there's no deposit.": the thing named said to be none, with no value
 * beside it (not "No charge, it's free", which is a price of nothing).
 */
const NONE_OF_IT =
  /^\W*(?:(?:oh|um|uh|well|so|nope|nah|no)[\s,]+)*(?:there's |there is |we have |we've got )?no (?!\w+ing\b)(?:(?!\bfree\b)[a-z' -])+[.!]*$/i;

/**
 * "No registration fee. The only other thing is the state certificate, that's twenty-five.": a reply
 * opening by saying the thing paid for is none, and saying nothing is free (unlike "No, no admission.
 * Kids are free.", a price of nothing).
 */
export const noneOfIt = (ask: Ask, said: Clause[]) =>
  ask.kind === 'money' &&
  NONE_OF_IT.test(said[0]!.text) &&
  namesTheThingPaid(ask, said[0]!.text) &&
  !said.some((c) => c.turn === said[0]!.turn && /\bfree\b/i.test(c.text));

/** Words of paying, which name no thing paid for ("No charge." is a price of nothing). */
const PAYING = new Set(['fee', 'fees', 'charge', 'charges', 'cost', 'costs', 'price', 'prices', 'extra']);
const namesTheThingPaid = (ask: Ask, clause: string) => {
  const said = new Set([...contentWords(clause)].filter((word) => !PAYING.has(word)));
  return overlap(contentWords(ask.label), said) > 0;
};
