import type { NormalizedValue } from '#shared/contracts/asks';
import { readDuration } from './duration';
import type { Reading } from './reading';
import { hhmm, readSchedule } from './schedule';
import type { Token } from './tokens';

/** The lengths a class or visit said after its start times may run: from half an hour to four hours. */
const SHORTEST = 30;
const LONGEST = 240;
/** Words that make a length said beside times no length of the thing: "get there fifteen minutes early". */
const NOT_ITS_LENGTH = /^(?:early|earlier|before|after|late|later|prior|break|drive|away|wait|ahead)$/;

/** The phrases of an answer: its words between pauses. */
function phrasesOf(tokens: Token[]): Token[][] {
  const phrases: Token[][] = [[]];
  for (const token of tokens) {
    phrases.at(-1)!.push(token);
    if (token.pause) phrases.push([]);
  }
  return phrases.filter((phrase) => phrase.length > 0);
}

/**
 * The length said in a phrase of its own after the times ("It's an hour.", "Forty-five minutes each."),
 * and that phrase.
 */
function lengthAfter(
  phrases: Token[][],
  label: Token[],
  called: Date,
): { minutes: number; phrase: Token[] } | null {
  const timed = phrases.findIndex(
    (phrase) => (readSchedule(phrase, [], called)?.value.times.length ?? 0) > 0,
  );
  for (const phrase of phrases.slice(timed + 1)) {
    if (readSchedule(phrase, [], called) !== null || phrase.some((t) => NOT_ITS_LENGTH.test(t.word)))
      continue;
    const minutes = readDuration(phrase, label)?.value.minutes;
    if (minutes !== undefined && minutes >= SHORTEST && minutes <= LONGEST) return { minutes, phrase };
  }
  return null;
}

/** A question after one hour of the day: "What time is the workshop?", "When does it start?" */
const asksAnHour = (label: Token[]) =>
  label.some((t) => /^(?:time|start|starts|begin|begins|open|close)$/.test(t.word));

/** The time `minutes` after `start`, if still the same day. */
const endOf = (start: string, minutes: number) => {
  const [hour, minute] = start.split(':').map(Number) as [number, number];
  const end = hour * 60 + minute + minutes;
  return end < 24 * 60 ? hhmm(Math.floor(end / 60), end % 60) : null;
};

/**
 * A schedule, its start times made the spans they run when the answer says how long each lasts:
 * "Mondays and Wednesdays at seven. It's an hour." is 19:00–20:00; "Saturday at ten and Sunday at
 * one. Both an hour." 10:00–11:00 and 13:00–14:00; to a question after one hour ("What time is
 * the workshop?" "Four, and it runs about an hour.") the hour stays. Times said as spans stay as
 * said ("Thursdays, six-thirty to seven-thirty, and a Friday, seven-thirty, that's also an hour").
 */
export function readTimetable(
  tokens: Token[],
  label: Token[],
  called: Date,
): Reading<NormalizedValue['schedule']> | null {
  const reading = readSchedule(tokens, label, called);
  const times = reading?.value.times ?? [];
  if (!reading || times.every((time) => time.includes('-')) || asksAnHour(label)) return reading;
  const length = lengthAfter(phrasesOf(tokens), label, called);
  if (length === null) return reading;
  const { minutes, phrase } = length;
  // "Saturday ten a.m. and Sunday two p.m., one hour each": the length's words say no time.
  const timed = readSchedule(
    tokens.filter((t) => !phrase.includes(t)),
    label,
    called,
  );
  const spanned = (timed ?? reading).value.times.map((time) => {
    const end = time.includes('-') ? null : endOf(time, minutes);
    return end === null ? time : `${time}-${end}`;
  });
  return { ...reading, value: { ...(timed ?? reading).value, times: spanned } };
}
