import { wordsOf } from '#functions/core/answers/normalize/tokens';
import { opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';

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
/** Cues that also open clauses correcting nothing ("Actually, the hot tub is closed"). */
const HEDGED = new Set(['wait', 'actually']);
const INTERJECTIONS = new Set(['oh', 'um', 'uh', 'hmm', 'well', 'no']);

/** The words after every cue and interjection a clause opens with ("wait, actually we do" → "we do"). */
function pastCues(text: string): string {
  let rest = text;
  for (;;) {
    const cue = [...TAKING_BACK, ...INTERJECTIONS].find((c) => rest.startsWith(` ${c} `));
    if (cue === undefined) return rest;
    rest = rest.slice(cue.length + 1);
  }
}

/**
 * Whether a clause opens by taking back what came before it ("Sorry, no, that was the old clinic",
 * "My mistake, we started those in the fall", "Oh wait, actually we do"); "Actually, the hot tub is
 * closed this week" takes nothing back.
 */
function takesBack(text: string): boolean {
  const words = wordsOf(text);
  const from = words.findIndex((word) => !INTERJECTIONS.has(word));
  const opening = ` ${words.slice(Math.max(0, from - 1)).join(' ')} `;
  const rest = ` ${words.slice(from).join(' ')} `;
  const cue = TAKING_BACK.find((c) => opening.startsWith(` ${c} `) || rest.startsWith(` ${c} `));
  if (cue === undefined) return false;
  // "Wait" and "actually" also open clauses that correct nothing: they take back only with a yes or no.
  return !HEDGED.has(cue) || opensWithYesOrNo(pastCues(rest));
}

/**
 * The clauses of a reply from the last one that takes back what was said before it: "No, we don't.
 * Oh wait, actually we do, since September." is read from "Oh wait".
 */
export function afterCorrection<T extends { text: string }>(said: T[]): T[] {
  const last = said.findLastIndex((clause, i) => i > 0 && takesBack(clause.text));
  return last > 0 ? said.slice(last) : said;
}
