import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { takenBack } from './correction';
import type { Clause, NumberedTurn } from './reader';
import { readingContext } from './reading-context';
import { contentWords, overlap } from './topic-words';

/** Kinds whose values a business says only of the thing it is asked about: a length, ages, a count. */
const MEASURES = new Set(['duration', 'age_range', 'count']);

/**
 * The clauses of the business's replies to agent lines that put an ask: what it says besides the
 * answer there is said of the thing asked about, unlike its reply to a question of no ask ("Where
 * are you based?" "Downtown, twenty minutes away").
 */
export function answering(
  clauses: Clause[],
  turns: NumberedTurn[],
  askedBy: Map<string, number[]>,
): Clause[] {
  const putting = new Set([...askedBy.values()].flat());
  const replying = new Set<number>();
  let asking = false;
  for (const turn of turns) {
    if (turn.speaker === 'agent') asking = putting.has(turn.index);
    else if (asking) replying.add(turn.index);
  }
  return clauses.filter((clause) => replying.has(clause.turn));
}

/**
 * "What ages can do the workshop?" "It runs an hour and fifteen, and it's twelve and up.": a length,
 * ages or a count only one ask is about, stated by the business in a reply to another ask though the
 * agent never asked for it in the ask's words, answers that ask. Prices, days and dates are left out: a call names many, of
 * many things ("call me back tonight"); so are hours of the day read as a length.
 */
export function volunteeredValue(
  ask: Ask,
  asks: Ask[],
  clauses: Clause[],
  fitOf: (clause: Clause) => number,
  { turns, askedBy }: { turns: NumberedTurn[]; askedBy: Map<string, number[]> },
): Clause | null {
  const ahead = clauses.find(
    (clause) =>
      ANSWERS_AHEAD.test(clause.text) &&
      overlap(contentWords(ask.label), contentWords(clause.text)) > 0 &&
      (ask.kind === 'yes_no'
        ? normalizeAnswer('yes_no', clause.text, readingContext(ask.label)) !== null
        : fitOf(clause) > 0),
  );
  if (ahead) return ahead;
  if (!MEASURES.has(ask.kind) || asks.filter((other) => other.kind === ask.kind).length > 1) return null;
  // "What ages can attend?" "Um, so like six to eleven, roughly.": a span of ages said in reply to
  // the question of ages is no count.
  const answersAnother = (clause: Clause) => {
    if (ask.kind !== 'count') return false;
    const put = turns.findLast((t) => t.index < clause.turn && t.speaker === 'agent')?.index;
    return asks.some((other) => {
      if (other.kind !== 'age_range' || !(askedBy.get(other.key) ?? []).includes(put ?? -1)) return false;
      const ages = normalizeAnswer('age_range', clause.text, readingContext(other.label))?.value;
      return ages?.min != null && ages.max != null;
    });
  };
  const states = (clause: Clause) =>
    !clause.text.trim().endsWith('?') &&
    !(ask.kind === 'duration' && saysHoursOfTheDay(clause.text)) &&
    fitOf(clause) > 0 &&
    !answersAnother(clause);
  return clauses.find((clause, i) => states(clause) && !takenBack(clauses, i, states)) ?? null;
}

/**
 * "And before you ask, yes, we do Saturdays": a business answering a question it expects next says
 * so; the clause answers the ask of its topic, of any kind.
 */
const ANSWERS_AHEAD =
  /\b(?:before you ask|in case you(?:'re| are) wondering|to answer your next question|you'(?:ll|re going to) (?:probably )?ask)\b/i;

/** "Sundays we're ten to four": hours of the day, whose length is no length asked about. */
const saysHoursOfTheDay = (text: string) =>
  normalizeAnswer('schedule', text, readingContext(''))?.value.times.some((time) => time.includes('-')) ??
  false;
