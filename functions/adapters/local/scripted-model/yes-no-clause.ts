import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { wordsOf } from '#functions/core/answers/normalize/tokens';
import { answersTheQuestion, opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import type { Ask } from '#shared/contracts/asks';
import { concludes } from './conclusion';
import type { Clause } from './reader';
import { daysAsked, readingContext } from './reading-context';
import { contentWords, overlap } from './topic-words';

/**
 * A bare "Yes." or "No." answers for the sentence after it; otherwise the clause most about the
 * ask (its words, the days it asks about: "Saturday classes?" "We don't do weekends.", or what the
 * question turns on: "It's drop-in" to "Do we need to register?"), or the
 * "but" the speaker adds to it.
 */
export function yesNoClause(ask: Ask, said: Clause[]): Clause {
  // "St. Francis Xavier, the one on Maple? Yes, we do.": a question the business asks back answers nothing.
  const stated = said.filter((clause) => !clause.text.trim().endsWith('?'));
  if (stated.length > 0 && stated.length < said.length) return yesNoClause(ask, stated);
  const opening = said[0]!;
  if (
    (wordsOf(opening.text).length <= 3 && opensWithYesOrNo(opening.text)) ||
    isElliptical(opening.text.split(',')[0]!)
  )
    return opening;
  // "So I only take two births a month… So, yeah, I could take her.": a yes or no said after "so",
  // past what went before, sums the reply up.
  const concluding = said.findLast(
    (clause, i) => i > 0 && /^so\b/i.test(clause.text) && opensWithYesOrNo(clause.text),
  );
  if (concluding) return concluding;
  // "Weekends and holidays only. Weekdays we're mostly school groups.", "We're dogs and cats only
  // here. … You'd want Lakeshore, they're great with guinea pigs.": a limit said first that leaves
  // the thing asked out answers, and what follows only explains it.
  if (
    LIMIT.test(opening.text) &&
    normalizeAnswer('yes_no', opening.text, readingContext(ask.label))?.value === false
  )
    return opening;
  // "She can usually have it by four. She can't guarantee it, but usually, yes.": a yes or no said
  // after "but" sums up the reply.
  const summed = said.find((clause) => /^but\b/i.test(clause.text) && opensWithYesOrNo(clause.text));
  if (summed) return summed;
  // "It's for ninth graders and up. If she's finishing eighth, she's a rising ninth grader, so she's
  // in.": the rule applied to the child answers.
  const concluded = said.findLast((clause) => concludes(clause.text));
  if (concluded) return concluded;
  const best = mostAbout(ask, said);
  // "We're pretty booked, but I could squeeze you in Thursday": the speaker's own "but" decides.
  const next = said[said.indexOf(best) + 1];
  return next?.turn === best.turn && /^but (i|we|it|there)\b/i.test(next.text) ? next : best;
}

/** A limit: "weekends only", "we only see dogs and cats". */
const LIMIT = /\bonly\b/i;

/**
 * Words of a short answer that leaves out its verb: "We are.", "They do.", "It is not.", "You don't
 * have to."
 */
const ELLIPTICAL = new Set(
  'i we you they it he she there that am are is do does did can will have has need not used to'.split(' '),
);

/**
 * "We are, but we're booked until March", "You don't have to, walk-ins are fine": a subject and its
 * auxiliary alone answer yes or no.
 */
const isElliptical = (clause: string) => {
  const words = wordsOf(clause);
  return words.length >= 2 && words.every((word) => ELLIPTICAL.has(word));
};

function mostAbout(ask: Ask, said: Clause[]): Clause {
  const topic = contentWords(ask.label);
  const asked = daysAsked(ask);
  const about = (clause: Clause) =>
    overlap(topic, contentWords(clause.text)) +
    (asked.length > 0 &&
    (normalizeAnswer('schedule', clause.text, readingContext(ask.label))?.value.days.length ?? 0) > 0
      ? 1
      : 0) +
    (answersTheQuestion(clause.text, ask.label) ? 1 : 0);
  return [...said].sort((a, b) => about(b) - about(a))[0]!;
}
