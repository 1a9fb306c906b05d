import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Clause } from './reader';
import { readingContext } from './reading-context';

interface Fit {
  clause: Clause;
  fit: number;
}

const scheduleOf = (text: string) =>
  normalizeAnswer('schedule', text, readingContext(''))?.value ?? {
    days: [],
    times: [],
  };

/**
 * Of the schedules a reply states that fit the ask about as well (`close`), the one a listener takes
 * as the answer: one giving both days and times before one giving part of them ("Sorry, no, I mean
 * Thursdays, Tuesday is the teens. Thursdays, five to six."); and a later one that only singles out
 * some of the days said before ("Fridays, Saturdays and Sundays. Fridays are evening rides only.")
 * says something of them, so the fuller list of days stands; without days, the times a reply sums
 * up with "so".
 */
export function chosenSchedule(
  candidates: Fit[],
  close: (fit: Fit) => boolean,
  asked: readonly string[] = [],
): Fit | undefined {
  const near = candidates.filter(close);
  const full = near.find((c) => {
    const { days, times } = scheduleOf(c.clause.text);
    return days.length > 0 && times.length > 0;
  });
  // "…actually the late one is four-fifteen now. So ten to noon, one to three, and four-fifteen to
  // six-fifteen.": times summed up with "so" are the answer the reply settles on.
  const summed = candidates.find(
    (c) =>
      c.clause.turn === near[0]?.clause.turn &&
      candidates.indexOf(c) > candidates.indexOf(near[0]!) &&
      /^so\b/i.test(c.clause.text) &&
      scheduleOf(c.clause.text).times.length > 1,
  );
  const best = full ?? summed ?? near[0];
  if (!best) return undefined;
  const { days, times } = scheduleOf(best.clause.text);
  if (times.length > 0) return best;
  // "Saturday morning, nine-thirty to eleven-thirty. Only Saturday. Sunday is for the heritage
  // classes.": with no day asked, days and times said first in the turn outweigh a day said of
  // another thing after them.
  const fuller = candidates.find((c) => {
    if (asked.length > 0 || c.clause.turn !== best.clause.turn) return false;
    if (candidates.indexOf(c) > candidates.indexOf(best)) return false;
    const said = scheduleOf(c.clause.text);
    return said.days.length > 0 && said.times.length > 0;
  });
  if (fuller) return fuller;
  const wider = candidates.find((c) => {
    if (c === best || candidates.indexOf(c) > candidates.indexOf(best)) return false;
    const earlier = scheduleOf(c.clause.text).days;
    return days.length > 0 && earlier.length > days.length && days.every((day) => earlier.includes(day));
  });
  return wider ?? best;
}
