import { wordsOf } from '#functions/core/answers/normalize/tokens';

/** Openings by which a speaker takes back what they just said ("Oh wait, actually we do"). */
const TAKING_BACK = [
  'wait',
  'actually',
  'i mean',
  'scratch that',
  'correction',
  'my mistake',
  'my bad',
  'i take that back',
  'sorry no',
  'sorry yes',
  'no sorry',
];
const INTERJECTIONS = new Set(['oh', 'um', 'uh', 'hmm', 'well', 'no']);

/** Whether a clause opens by taking back what came before it ("Sorry, no, that was the old clinic"). */
function takesBack(text: string): boolean {
  const words = wordsOf(text);
  const from = words.findIndex((word) => !INTERJECTIONS.has(word));
  const opening = ` ${words.slice(Math.max(0, from - 1)).join(' ')} `;
  const rest = ` ${words.slice(from).join(' ')} `;
  return TAKING_BACK.some((cue) => opening.startsWith(` ${cue} `) || rest.startsWith(` ${cue} `));
}

/**
 * The clauses of a reply from the last one that takes back what was said before it: "No, we don't.
 * Oh wait, actually we do, since September." is read from "Oh wait".
 */
export function afterCorrection<T extends { text: string }>(said: T[]): T[] {
  const last = said.findLastIndex((clause, i) => i > 0 && takesBack(clause.text));
  return last > 0 ? said.slice(last) : said;
}
