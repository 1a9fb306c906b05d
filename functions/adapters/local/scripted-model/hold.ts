import type { Clause } from './reader';
import { isHold } from './reply-status';
import { hasCue } from './topic-words';

/**
 * A reply broken by a hold: "Let me check with the nurse, I don't have her schedule in front of me.
 * One moment." … "Thanks for holding. Yes, she can see him at four." What is said before the hold
 * ("it depends", "I don't have that in front of me") only explains why the business goes to look.
 */

/** Words that end a turn by putting the caller on hold. */
const HOLD_WORDS = [
  'one moment',
  'one second',
  'one sec',
  'just a moment',
  'just a second',
  'just a sec',
  'hold on',
  'hang on',
  'bear with me',
  'give me a second',
  'give me a sec',
  'give me a minute',
  'can you hold',
  'could you hold',
  'mind holding',
  'let me check',
  'let me ask',
  'let me look',
  'let me find out',
  'let me go check',
  'let me go ask',
];

/** Whether a clause puts the caller on hold: "One moment.", "Can you hold for a minute?". */
export const putsOnHold = (clause: string) => isHold(clause) || hasCue(plainWords(clause), HOLD_WORDS);

/** A clause's words as said, lower case ("One moment." → " one moment "; numbers stay words). */
const plainWords = (clause: string) =>
  ` ${clause
    .toLowerCase()
    .replace(/[^a-z']+/g, ' ')
    .trim()} `;

/**
 * The clauses of a reply said after the business came back from a hold: those of the turns after the
 * last turn (not the reply's last) that ends putting the caller on hold; the whole reply when none does.
 */
export function afterTheHold(reply: Clause[]): Clause[] {
  const turns = [...new Set(reply.map((clause) => clause.turn))];
  const held = turns
    .slice(0, -1)
    .findLast((turn) => putsOnHold(reply.findLast((clause) => clause.turn === turn)!.text));
  return held === undefined ? reply : reply.filter((clause) => clause.turn > held);
}

/**
 * "We had a pack-n-play somewhere, lemme check with housekeeping, hold on —" and the line goes dead:
 * a reply ending with the business going to look, never back with an answer.
 */
export const endsOnHold = (reply: Clause[]) => reply.length > 0 && putsOnHold(reply.at(-1)!.text);
