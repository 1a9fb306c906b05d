import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import type { Clause } from './reader';
import { readingContext } from './reading-context';
import { datesExactly } from './value-fit';

/** Which of the values a reply says it settles on: a count summed up, ages said twice, a day named outright, days said again. */

/** A day said relatively to today: "in two weeks", "within a month", "next week". */
const SAID_RELATIVELY =
  /\b(?:in|within)\s+(?:a|an|\w+)\s+(?:days?|weeks?|months?)\b|\bnext (?:week|month)\b/i;

/** A day of the month said as an ordinal: "the 7th", "the seventh", "the twenty-first". */
const ORDINAL =
  /\b(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty-|thirty-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\b/i;

/** A week named by a day of it: "We're back the week of the fourteenth." */
const WEEK_OF = /\bthe week of\b/i;

/** A count summed up in so many words: "So four.", "So that's six in all." */
export const SUMMED_COUNT =
  /^\W*so,?\s+(?:that's\s+|that is\s+|it's\s+)?[\w-]+(?:\s+(?:in all|total|altogether))?\W*$/i;

/** How much saying ages again makes them fit better. */
const SAID_AGAIN_FIT = 0.5;

/**
 * "I'd say it's really geared for four to ten. The little ones under four wander off, and the older
 * kids, eleven, twelve, try to figure out the tricks, but it's built for four to ten.": ages said
 * again in the reply are the ones it settles on (a price or a count said again may be of another
 * thing: "Monday", "Wednesday", "Friday" each count one day); so are ages summed up after others
 * ("Prelude is eight to twelve, and the Symphony goes through high school. Eight to eighteen, basically.").
 */
export function saidAgain<T extends { clause: Clause; fit: number }>(ask: Ask, fits: T[]): T[] {
  if (ask.kind !== 'age_range') return fits;
  const values = fits.map((c) =>
    c.fit > 0
      ? JSON.stringify(normalizeAnswer(ask.kind, c.clause.text, readingContext(ask.label))?.value)
      : null,
  );
  const first = values.findIndex((v) => v !== null);
  return fits.map((c, i) =>
    values[i] !== null &&
    (values.some((v, k) => k !== i && v === values[i]) || (i > first && SUMS_UP.test(c.clause.text)))
      ? { ...c, fit: c.fit + SAID_AGAIN_FIT }
      : c,
  );
}

/** Words summing up what was said: "Eight to eighteen, basically.", "So all in all, five to twelve." */
const SUMS_UP = /,\s*basically\W*$|^\W*(?:so,?\s+)?(?:basically|all in all|overall)\b/i;

/**
 * "It begins in two weeks, on Tuesday, the second of November": a day said relatively, then named
 * outright right after it, is the day named; so is a day named after the week it is in ("We're back
 * the week of the fourteenth. The kids' fiddle is on the Wednesday, so the sixteenth.").
 */
export function exactDay<T extends { clause: Clause }>(candidates: T[], best: T | undefined): T | undefined {
  if (!best) return best;
  // "It opens Saturday at nine. Not this Saturday, the next one. The seventh.": a day of the month
  // said after a weekday alone, in the same turn, names it.
  const dayOfMonth = candidates.slice(candidates.indexOf(best) + 1).find(
    (c) =>
      c.clause.turn === best.clause.turn &&
      ORDINAL.test(c.clause.text) &&
      // ("Friday. Or the ninth if you want it pressed.": another day, offered, is no naming.)
      !/^\W*or\b|\bif\b/i.test(c.clause.text),
  );
  if (!ORDINAL.test(best.clause.text) && !datesExactly(best.clause.text) && dayOfMonth) return dayOfMonth;
  const week = WEEK_OF.test(best.clause.text);
  if (!(week || SAID_RELATIVELY.test(best.clause.text))) return best;
  const next = candidates[candidates.indexOf(best) + 1];
  return next && next.clause.turn === best.clause.turn && (week || datesExactly(next.clause.text))
    ? next
    : best;
}

/**
 * "Thursday arvo, four-thirty till half five. Sorry— hang on— Mia, get in the car. Sorry. Yeah,
 * Thursdays.": after an aside, days said again of a schedule said in full correct nothing.
 */
export function restates(ask: Ask, later: Clause, first: Clause): boolean {
  if (ask.kind !== 'schedule') return false;
  const read = (clause: Clause) => normalizeAnswer('schedule', clause.text, readingContext(ask.label))?.value;
  const [again, whole] = [read(later), read(first)];
  return (
    !!again &&
    !!whole &&
    again.times.length === 0 &&
    whole.times.length > 0 &&
    again.days.length > 0 &&
    again.days.every((day) => whole.days.includes(day))
  );
}
