import { askedOfItem } from './question-group';
import { AUXILIARIES, PREPOSITIONS, QUESTION_WORDS } from './words';

/**
 * A follow-up that asks the question before again of something else: "What about two?", "How
 * about kids?", "And for an hour?", "and sunday?". The new thing takes the place of the object of
 * the question's last preposition ("…for one kid" → "…for two"), or of a phrase introduced by the
 * same preposition ("for a 30 min lesson" → "for an hour"); a question without one takes it as a
 * further item of its list ("How much is a haircut?" "What about a beard trim?").
 */
const FOLLOW_UP = [
  /^(?:and |but |also |so )?(?:what|how) about (.+?)[?.!]*$/i,
  /^(?:and|also|plus) ((?:for|on|in|at|with|during|before|after|by) .+?)[?.!]*$/i,
  /^and ((?:\S+\s+){0,2}\S+)\?$/i,
];

/** The thing a follow-up asks about, or null when the sentence is not one. */
export function followUpOf(sentence: string): string | null {
  for (const pattern of FOLLOW_UP) {
    const thing = pattern.exec(sentence.trim())?.[1]?.trim();
    if (!thing) continue;
    // "And how much?", "and why?": a question of its own.
    const first = thing.split(/\s+/)[0]!.toLowerCase();
    if (!QUESTION_WORDS.has(first) && !AUXILIARIES.has(first)) return thing;
  }
  return null;
}

/** The question before, asked of `thing`. */
export function askedOf(question: string, thing: string): string {
  const before = question.replace(/[?.!]+$/, '');
  const lower = ` ${before.toLowerCase()} `;
  const preposition = thing.split(/\s+/)[0]!.toLowerCase();
  if (PREPOSITIONS.has(preposition)) {
    const at = lower.lastIndexOf(` ${preposition} `);
    if (at > 0) return `${before.slice(0, at - 1)} ${thing}`;
  }
  const words = before.split(/\s+/);
  const last = words.findLastIndex((w, i) => i > 0 && PREPOSITIONS.has(w.toLowerCase()));
  if (last > 0 && !PREPOSITIONS.has(preposition)) return [...words.slice(0, last + 1), thing].join(' ');
  return askedOfItem(before, thing);
}
