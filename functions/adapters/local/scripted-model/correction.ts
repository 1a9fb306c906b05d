import { isHedged } from '#functions/core/answers/normalize/hedges';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { tokensOf, wordsOf } from '#functions/core/answers/normalize/tokens';
import { opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import type { Ask } from '#shared/contracts/asks';
import type { Clause } from './reader';
import { readingContext } from './reading-context';
import { hasCue, phrase } from './topic-words';

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

/** A check that ends keeping what was said: "Wait, is it the other way — no, no, I had it right." */
const KEPT = /\b(?:i had it right|i was right|i got it right|that was right|that's right after all)\b/i;

/**
 * Whether a clause opens by taking back what came before it ("Sorry, no, that was the old clinic",
 * "My mistake, we started those in the fall", "Oh wait, actually we do"); "Actually, the hot tub is
 * closed this week" takes nothing back.
 */
function takesBack(text: string): boolean {
  if (KEPT.test(text)) return false;
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
  // "No, we're closed on the Fourth. … Okay, sorry, that was last year. We're open the Fourth this
  // year.": what was said is out of date, and what follows the remark answers.
  // ("Yep, she'll need a swim test — ah, sorry, no, scratch that, that was the old rule. We dropped
  // it.": so is the first clause, taken back after a dash.)
  const stale = said.findLastIndex(
    (clause, i) =>
      (i > 0 || TAKEN_BACK_AFTER_DASH.test(clause.text)) &&
      i < said.length - 1 &&
      OUT_OF_DATE.test(clause.text),
  );
  if (stale > last) return said.slice(stale + 1);
  return last > 0 ? said.slice(last) : said;
}

/** A remark that what was just said is out of date: "that was last year", "that's the old schedule". */
const OUT_OF_DATE =
  /\b(?:that|that's|that is|those|those are|it's|it is)\s+(?:was\s+|were\s+)?(?:last year|last season|the old (?:one|info|schedule|hours|price|prices|list|flyer|rules?|policy)|old info|out of date)\b/i;

/** Words that take back what was just said: "Up to twenty. Sorry, I mean twenty-four." */
const CORRECTIONS = ['sorry', 'i mean', 'no wait', 'wait no', 'correction', 'scratch that', 'rather'];

/**
 * An apology for breaking off to someone else, which takes nothing back: "Sorry, hang on — (the
 * thirty-nines are on the left shelf!) — sorry about that."
 */
const INTERRUPTION = /\bsorry (?:about that|for the (?:wait|interruption))\b/i;

/**
 * A "sorry" closing a clause, or a refusal in it, apologizes for what it said: "…but that ended in
 * April, sorry.", "Under fives we don't take in the club, sorry, so…".
 */
const CLOSING_APOLOGY =
  /[\s,]+sorry[.!]*$|\b(?:don't|do not|can't|cannot|won't|isn't|aren't)\b[^,]*,\s+sorry\b/i;

/** Whether a clause takes back the value said before it ("Sorry, hang on, we just changed that"). */
export const corrects = (clause: string) =>
  !INTERRUPTION.test(clause) &&
  !KEPT.test(clause) &&
  (OPENS_WAIT.test(clause) ||
    OPENS_WELL_NO.test(clause) ||
    takesBackWithActually(clause) ||
    hasCue(phrase(clause.replace(CLOSING_APOLOGY, '')), CORRECTIONS));

/**
 * "Actually, it's fifty", "forty, actually forty-five": "actually" taking back a value; not "Adults
 * are actually a little cheaper", which only remarks on one.
 */
const ACTUALLY_OPENS = /^(?:(?:oh|um|uh|no|well|hmm|but|and|so)[\s,]+)*actually\b/i;
const takesBackWithActually = (clause: string) => {
  if (ACTUALLY_OPENS.test(clause)) return true;
  const after = /\bactually\b,?\s+(?:it's\s+|it is\s+|that's\s+|more like\s+)?(.*)$/i.exec(clause)?.[1];
  return after !== undefined && (tokensOf(after)[0]?.value ?? null) !== null;
};

/** "…two weeks of support... well, no, for twins three": a clause opening "well, no," takes it back. */
const OPENS_WELL_NO = /^(?:(?:oh|um|uh)[\s,]+)*well,?\s+no,/i;

/** "Oh, wait, two-ten, it went up": a clause opening with "wait" takes back what came before. */
const OPENS_WAIT = /^(?:(?:oh|um|uh|no)[\s,]+)*wait\b/i;

/**
 * Whether the value of the clause at `at` is taken back in its turn: "…and eight hours behind the
 * wheel - wait, no, sorry, eight is the premium. It's six hours…" (a correction after a dash in it, or
 * in the clause right after it, and then a clause stating a value).
 */
export function takenBack(clauses: Clause[], at: number, states: (clause: Clause) => boolean): boolean {
  const [clause, next] = [clauses[at]!, clauses[at + 1]];
  const taken =
    TAKEN_BACK_AFTER_DASH.test(clause.text) || (next?.turn === clause.turn && corrects(next.text));
  return taken && clauses.some((later, i) => i > at && later.turn === clause.turn && states(later));
}

/** A dash before words taking back what came before it: "eight hours - wait, no, sorry, eight is…". */
const TAKEN_BACK_AFTER_DASH =
  /\s[-–—]\s+(?:(?:ah|oh|um|uh|no)[\s,]+)*(?:wait|sorry|actually|i mean|scratch that)\b/i;

/** The one number a reading of a price, count or length holds. */
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const { amount, minutes } = (value ?? {}) as { amount?: number; minutes?: number };
  return amount ?? minutes ?? null;
};

/** How near an exact number must be to the round one said before it: "around forty … forty-two". */
const NEAR_ROUND = 0.1;

/**
 * "Around forty right now. Forty-two, I think, as of this week.": a round number said roughly, then
 * one close to it that is not round, makes it exact.
 */
export function madeExact(ask: Ask, rough: Clause, exact: Clause): boolean {
  if (!isHedged(wordsOf(rough.text))) return false;
  const read = (text: string) => numberOf(normalizeAnswer(ask.kind, text, readingContext(ask.label))?.value);
  const [before, after] = [read(rough.text), read(exact.text)];
  return (
    before !== null &&
    after !== null &&
    before % 5 === 0 &&
    after % 5 !== 0 &&
    Math.abs(after - before) <= before * NEAR_ROUND
  );
}
