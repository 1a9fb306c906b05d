import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import type { Ask } from '#shared/contracts/asks';
import { takenBack } from './correction';
import type { Clause } from './reader';
import { daysAsked, readingContext } from './reading-context';
import { isFiller } from './reply-kinds';
import { trailsOff } from './reply-status';
import { contentWords, hasCue, overlap, phrase } from './topic-words';
import { VALUED, valueFit } from './value-fit';

/** Words of a schedule question naming its value: "What days and hours…?", "what times…". */
const SCHEDULE_WORDS = /^(?:day|hour|time|schedule)s?$/;

/** Whether a clause states hours: days with times, or a span of the day ("Tuesday through Sunday, ten to six"). */
const statesHours = (text: string) => {
  const said = normalizeAnswer('schedule', text, readingContext(''))?.value;
  return !!said && said.times.length > 0 && (said.days.length > 0 || said.times.some((t) => t.includes('-')));
};

const BACK_REFERENCES = ['like i said', 'as i said', 'as i mentioned', 'like i mentioned', 'i told you'];

/**
 * "Like I said, four": a reply pointing back to what the business said earlier is read from the
 * earlier clause that states the ask's kind of value more fully ("kids have to be at least 4").
 */
export function saidBefore(
  ask: Ask,
  read: { clause: Clause | null; fit: number },
  clauses: Clause[],
): Clause | null {
  if (!read.clause || !hasCue(phrase(read.clause.text), BACK_REFERENCES)) return null;
  const earlier = clauses
    .filter((c) => c.turn < read.clause!.turn)
    .map((clause) => ({ clause, fit: valueFit(ask, clause) }))
    .filter((c) => c.fit > read.fit)
    .sort((a, b) => b.fit - a.fit)[0];
  return earlier?.clause ?? null;
}

/** A clause opening with a pronoun for the thing the clause before named: "and they're…", "it's…". */
const GOES_ON_ABOUT = /^(?:(?:and|so|but)\s+)?(?:they're|they are|it's|it is|those are)\b/i;

/**
 * A value of the ask's kind stated anywhere, about the ask's topic (an answer before the question);
 * a recorded greeting (the turns before `heardFrom`), which answers no line, says a yes or no of
 * more than half the topic ("I'm probably out on a lesson right now" says nothing of weekend lessons).
 */
export function answeredElsewhere(
  ask: Ask,
  clauses: Clause[],
  { heardFrom, callAsks }: { heardFrom: number; callAsks: Ask[] },
): Clause | null {
  const topic = contentWords(ask.label);
  // "Do they do online lessons?" beside "How much per lesson?": a yes or no is said of the words
  // only it names ("Most of our teens do the forty-five minute lesson" says nothing of online ones).
  const ownWords = new Set(
    [...topic].filter(
      (word) =>
        !callAsks.some((other) => other !== ask && overlap(new Set([word]), contentWords(other.label)) > 0),
    ),
  );
  const saysOwnWords = (clause: Clause) =>
    ask.kind !== 'yes_no' || ownWords.size === 0 || overlap(ownWords, contentWords(clause.text)) > 0;
  // "Monday to Thursday eight to seven, and Saturday nine to one" to Saturday's hours: the days asked.
  const asked = ask.kind === 'schedule' ? daysAsked(ask) : [];
  const namesDayAsked = (clause: Clause) =>
    asked.length > 0 &&
    (normalizeAnswer('schedule', clause.text, readingContext(ask.label))?.value.days ?? []).some((day) =>
      asked.includes(day),
    );
  // "What days and hours are they open?" "…we're open Tuesday through Sunday, ten to six": the days
  // and hours a schedule's words name are said by stating them.
  const ofThing = new Set([...topic].filter((word) => !SCHEDULE_WORDS.test(word)));
  const about = (clause: Clause, i: number) => {
    const before = clauses[i - 1];
    // "Passport photos are walk-in, and they're sixteen ninety-five": a clause going on about the thing before.
    const goesOn = before?.turn === clause.turn && GOES_ON_ABOUT.test(clause.text);
    const words = contentWords(goesOn ? `${before.text} ${clause.text}` : clause.text);
    const states = ask.kind === 'schedule' && ofThing.size > 0 && statesHours(clause.text);
    return states ? Math.max(overlap(ofThing, words), overlap(topic, words)) : overlap(topic, words);
  };
  const fits = clauses
    .map((clause, i) => ({ clause, about: about(clause, i) }))
    // ("Transport... ja, we've got a— [static]": a word thought over, trailing off, says nothing.)
    .filter(({ clause }) => !isFiller(clause.text) && !trailsOff(clause.text))
    // "Is this Little Voices?" "It is, yeah, I'm just between sessions.": a yes or no answers the line it follows.
    .filter(
      ({ clause }) => ask.kind !== 'yes_no' || clause.turn < heardFrom || !opensWithYesOrNo(clause.text),
    )
    .filter(
      (c) => c.about > 0.5 || (c.about === 0.5 && (ask.kind !== 'yes_no' || c.clause.turn >= heardFrom)),
    )
    .filter((c) => saysOwnWords(c.clause))
    .filter((c) => ask.kind === 'yes_no' || ask.kind === 'text' || valueFit(ask, c.clause) > 0)
    .filter(
      (c) =>
        !VALUED.has(ask.kind) ||
        !takenBack(clauses, clauses.indexOf(c.clause), (clause) => valueFit(ask, clause) > 0),
    )
    .map((c) => ({ ...c, about: c.about + (namesDayAsked(c.clause) ? 1 : 0) }))
    .sort((a, b) => b.about - a.about);
  return fits[0]?.clause ?? null;
}
