import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { onlyOfThePast, takesBack } from '#functions/core/answers/normalize/said-when';
import type { Ask } from '#shared/contracts/asks';
import type { Clause, NumberedTurn } from './reader';
import { daysAsked, readingContext } from './reading-context';
import { breaksOff } from './reply-status';
import { hasCue, phrase } from './topic-words';
import { namesAnotherKind, setsAside } from './value-choice';

/** Words that make hours or a price those of an extra beside the thing asked. */
const EXTRA = ['extra', 'add on', 'add ons', 'additional', 'optional', 'costs more', 'for a fee'];

/** "Every day", "daily": said after days, each of those days. */
const EVERY_DAY = /\b(?:every ?day|each day|daily)\b/i;

const UNTIL_CLOSE = /\b(?:till|until) clos(?:e|ing)\b/i;

/** A clause saying what there was: "we had a Saturday one too", "there was a Sunday class". */
const HAD = /\b(?:we|they|there) (?:had|was|were|used to)\b/i;
const NOW = /\b(?:now|still|currently|these days)\b/i;

/** Words by which a clause adds to the one before it. */
const ADDING = ['and', 'plus', 'also', 'too', 'as well'];

/** What a schedule leaves out: its times when it names only days, its days when it names only times. */
const leftOut = ({ days, times }: { days: unknown[]; times: unknown[] }) =>
  times.length === 0 ? 'times' : days.length === 0 ? 'days' : null;

/**
 * A clause joined, verbatim, with the clauses after it in its turn that add days or times to it, that
 * give what it leaves out ("Wednesday mornings. Ten-fifteen to eleven.") or another of the days
 * asked, unless they speak of another kind of the thing asked.
 */
export function withAdditions(clause: Clause, said: Clause[], turns: NumberedTurn[], ask: Ask): Clause {
  const asked = daysAsked(ask);
  const text = turns.find((t) => t.index === clause.turn)?.text ?? '';
  const schedule = (part: Clause) => normalizeAnswer('schedule', part.text, readingContext(''))?.value;
  const first = schedule(clause);
  // "From four till close" leaves out when it ends, for the next sentence to say.
  const missing = first ? (leftOut(first) ?? (UNTIL_CLOSE.test(clause.text) ? 'times' : null)) : null;
  let last = clause;
  for (const next of said.slice(said.indexOf(clause) + 1)) {
    const added = schedule(next);
    if (next.turn !== clause.turn) break;
    // "Hold on, let me grab the sheet...": an aside between the days and the times goes past.
    if (!added) continue;
    const other = missing === 'times' ? 'days' : 'times';
    const completes = last === clause && missing !== null && added[other].length === 0;
    // "Saturday we open eight-ish and go till two. Sunday we open at noon." to the weekend's hours:
    // another of the days asked goes on with it.
    const askedDay = added.days.some((day) => asked.includes(day) && !first?.days.includes(day));
    if (!hasCue(phrase(next.text), ADDING) && !completes && !askedDay && !breaksOff(last.text)) break;
    // "There's also a Saturday family storytime" to toddler storytime, "also a Thursday, but that's
    // for sevens, so not that one": another kind adds nothing.
    if (namesAnotherKind(ask.label, next.text) || setsAside(next.text)) break;
    // "Saturdays at ten-thirty. We do one Wednesdays at ten too" to Saturday's: days not asked add nothing.
    if (asked.length > 0 && added.days.length > 0 && !added.days.some((day) => asked.includes(day))) break;
    // "Early drop-off from seven-thirty, late pickup till six, those are add-ons": the hours of an
    // extra are not those of the thing asked.
    if (hasCue(phrase(next.text), EXTRA) && !hasCue(phrase(ask.label), EXTRA)) break;
    // "…and they bring a packed lunch every day": each of the days said, not all seven.
    if (first && first.days.length > 0 && added.times.length === 0 && EVERY_DAY.test(next.text)) continue;
    // "We had a Saturday morning one going too": days of the past add nothing.
    if (onlyOfThePast(next.text) || (HAD.test(next.text) && !NOW.test(next.text))) break;
    // "…and Sundays as well, but those are gone now": an addition taken back adds nothing.
    const after = said[said.indexOf(next) + 1];
    if (after?.turn === next.turn && takesBack(after.text)) break;
    last = next;
  }
  if (last === clause) return clause;
  const start = text.indexOf(clause.text);
  const end = text.indexOf(last.text, start) + last.text.length;
  return start < 0 || end < start ? clause : { turn: clause.turn, text: text.slice(start, end) };
}

/**
 * "CSL junior class is nine-thirty to eleven-thirty. Saturday morning.": days said alone just after
 * the times, in the same turn, are the days of those times; the two join.
 */
export function withTimesBefore(clause: Clause, said: Clause[], turns: NumberedTurn[]): Clause {
  const schedule = (part: Clause) => normalizeAnswer('schedule', part.text, readingContext(''))?.value;
  const own = schedule(clause);
  const before = said[said.findIndex((c) => c.turn === clause.turn && c.text === clause.text) - 1];
  const times = before && before.turn === clause.turn ? schedule(before) : undefined;
  if (!own || leftOut(own) !== 'times' || !times || leftOut(times) !== 'days') return clause;
  const text = turns.find((t) => t.index === clause.turn)?.text ?? '';
  const start = text.indexOf(before!.text);
  const end = text.indexOf(clause.text, start) + clause.text.length;
  return start < 0 || end < start ? clause : { turn: clause.turn, text: text.slice(start, end) };
}

/**
 * "Mondays and Wednesdays at seven. It's an hour.": a schedule of start times goes on with the length
 * said next in the turn, which makes them spans.
 */
export function withLength(clause: Clause, said: Clause[], turns: NumberedTurn[]): Clause {
  const schedule = normalizeAnswer('schedule', clause.text, readingContext(''))?.value;
  if (!schedule || schedule.times.every((time) => time.includes('-'))) return clause;
  const at = said.findIndex((c) => c.turn === clause.turn && clause.text.endsWith(c.text));
  const next = at >= 0 ? said[at + 1] : undefined;
  if (!next || next.turn !== clause.turn || normalizeAnswer('schedule', next.text, readingContext('')))
    return clause;
  const text = turns.find((t) => t.index === clause.turn)?.text ?? '';
  const start = text.indexOf(clause.text);
  const end = text.indexOf(next.text, start) + next.text.length;
  const joined = { turn: clause.turn, text: text.slice(start, end) };
  const spans = normalizeAnswer('schedule', joined.text, readingContext(''))?.value.times ?? [];
  return start >= 0 &&
    end > start &&
    spans.length === schedule.times.length &&
    spans.join() !== schedule.times.join()
    ? joined
    : clause;
}
