import * as chrono from 'chrono-node';
import nlp from 'compromise';
import type { Weekday } from '#shared/contracts/asks';
import { dayNumber, WEEKDAY } from '../../weekdays';
import { saidTaken, weeksFromDay } from './date-said';
import { dayInMonth, startOfDay } from './day-in-month';
import { holidayIn } from './holidays';
import { numberIn } from './number-terms';
import type { Reading } from './reading';

export const isoDate = (date: Date) =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/**
 * A calendar date said relative to the call ("next Monday", "September 8th", "on the twenty-third"),
 * as YYYY-MM-DD. A day of the month said without its month is the next such day; a weekday or a
 * relative date said beside it ("the 23rd, that's a Saturday", "a week from Friday, so the fourth")
 * only leads up to it; a wait ("about six weeks right now") is counted from the call.
 */
/** A condition opening a sentence, up to its comma: "If she brings it in today," "As long as you book by Friday,". */
const CONDITION = /^\W*(?:(?:and|so|well|oh|ok|okay)[\s,]+)?(?:if|as long as|provided)\b[^,]*,\s*(?=\S)/i;

/** A condition said without a pause before what follows from it: "If she brings it Tuesday it'll be ready Friday". */
const CONDITION_UNPAUSED =
  /^\W*(?:(?:and|so|well|oh|ok|okay)[\s,]+)?if\b[^,.]*?\s(?=(?:it|we|you|they|she|he)(?:'ll|’ll| will|'d|’d| would| should)\b)/i;

/** "Not this coming Tuesday but the one after": the weekday after the coming one. */
const ONE_AFTER = new RegExp(
  `\\b(?:not\\s+)?(?:this\\s+)?(?:coming\\s+)?(${WEEKDAY})s?,?\\s+but\\s+the\\s+one\\s+after\\b`,
  'gi',
);

/** An ordinal's ending said after a note of words lost on the line: "the — [line breaks up] — th". */
const NUMBER_LOST = /[\])]\s*[—–-]*\s*(?:st|nd|rd|th)\b/i;

export function readDate(spoken: string, referenceDate: Date): Reading<string> | null {
  // "The next one with space is the — [line breaks up] — th, the Sunday one": the day was not heard.
  if (NUMBER_LOST.test(spoken)) return null;
  // "If she brings it today or tomorrow, it's ready Friday": the days of the case are not the answer;
  // the day the case names leads up to it ("If she brings it Tuesday it'll be ready Friday": the
  // Friday after that Tuesday).
  const condition = CONDITION.exec(spoken) ?? CONDITION_UNPAUSED.exec(spoken);
  if (condition) {
    const from = readDate(condition[0], referenceDate);
    const given = readDate(
      spoken.slice(condition[0].length),
      from ? new Date(`${from.value}T12:00:00Z`) : referenceDate,
    );
    if (given) return given;
  }
  // "I can do day after tomorrow": chrono knows the day only with its article; "not this coming
  // Tuesday but the one after" is Tuesday week.
  const text = spoken
    .replace(/(?<!\bthe\s)\bday after tomorrow\b/gi, 'the day after tomorrow')
    .replace(ONE_AFTER, '$1 week');
  const holiday = holidayNamed(text, referenceDate);
  // "Memorial Day weekend", "the week after Easter": chrono reads the week or weekend named by a
  // holiday as counted from today.
  const parsed = asSaid(text, referenceDate).filter(
    (r) => !holiday || !namedByHoliday(text, r, holiday, startOfDay(referenceDate)),
  );
  // "Every kid in town broke theirs this week": a day something happened on, said with no "for" or
  // "on" before it, is no day asked about.
  const happened = toldAsPast(text);
  // "Not this week, but…": a date said to rule it out is no answer.
  // "So right now, one-ninety-nine" and "for now" say how things are, "bye now" takes leave, "Ah,
  // the Easter camp, now." only takes the question up, and "eight hours max" says how long: none is
  // a day.
  const stated = parsed.filter(
    (r) =>
      !/\b(not|no|never)\s+$|n't\s+$/i.test(text.slice(0, r.index)) &&
      !saidTaken(text.slice(r.index + r.text.length)) &&
      !(/^now$/i.test(r.text) && /\b(?:right|bye|just|for|by)\s+$/i.test(text.slice(0, r.index))) &&
      !(/^now$/i.test(r.text) && SET_OFF_NOW.test(text.slice(r.index - 2, r.index + 5))) &&
      !LENGTH_OF_HOURS.test(r.text) &&
      !(LENGTH_OF_DAYS.test(r.text) && LASTING.test(text.slice(0, r.index))) &&
      !DAYS_OPEN.test(r.text) &&
      !(happened && !/\b(?:for|on|by|until|till|from)\s+$/i.test(text.slice(0, r.index))),
  );
  // "The wait is around four months right now": the "now" only dates the wait that leads to the day.
  const dated = stated.filter((r) => !/^now$/i.test(r.text));
  // "We'll post it the minute we know": "the minute" says as soon as, it dates nothing; "today's the
  // twenty-eighth, so…" reckons from today.
  const results = notPast(dated.length > 0 ? dated : stated, referenceDate).filter(
    (r) =>
      !/^the (?:minute|second|moment)$/i.test(r.text) &&
      !(/^today$/i.test(r.text) && TODAY_IS.test(text)) &&
      !SAYS_TODAY.test(text.slice(0, r.index)) &&
      !onlyTimeOfDay(r) &&
      !namedByWhatFollows(text, r),
  );
  // "Next week" is certain of a day to chrono, but names a span.
  const exact = results.find(
    (r) => r.start.isCertain('day') && r.start.isCertain('month') && !SPAN.test(r.text),
  );
  const day = dayOfMonth(text);
  const weeks = weeksFromDay(text, referenceDate);
  if (weeks && day === null) return { value: isoDate(weeks), certainty: 1 };
  if (exact && (day === null || exact.start.date().getDate() === day))
    return { value: isoDate(exact.start.date()), certainty: 1 };
  // "June the 14th", "the first Saturday in December": a month named without its day.
  const month =
    results
      .find((r) => r.start.isCertain('month') && !r.start.isCertain('day') && !/\bmonth\b/i.test(r.text))
      ?.start.date() ?? null;
  // "First weekend in February, so that's Friday the fifth": the day concluded with "so" is the
  // day of the month named.
  const so = text.search(/\bso\b/i);
  if (day !== null && month && so >= 0 && dayOfMonth(text.slice(so)) === day)
    return { value: isoDate(monthDay(month, day, referenceDate)), certainty: 0.95 };
  const placed = dayInMonth(text, month, referenceDate);
  if (placed) return { value: isoDate(placed), certainty: 0.95 };
  if (day !== null && month) return { value: isoDate(monthDay(month, day, referenceDate)), certainty: 0.95 };
  if (day !== null)
    return { value: isoDate(nextDayOfMonth(day, referenceDate, weekdayBefore(text))), certainty: 0.9 };
  // "Closed this week; back Monday": a day said beside a span is the answer.
  const [said] = [...results.filter(namesADay), ...results.filter((r) => !namesADay(r))];
  if (!said) return holiday ? holidayDate(text, holiday) : null;
  if (someDayIn(text, said)) return null;
  const result = holiday ? fromHoliday(text, said, holiday) : inNextWeek(said, results, referenceDate);
  const spanDay = dayOfSpan(text, result, referenceDate);
  return spanDay && { value: isoDate(spanDay), certainty: certaintyOf(result) };
}

/**
 * "Next month" is no day of it: the 1st, or the part said before it ("mid next month" the 15th,
 * "end of this month" its last day); chrono counts a month from today. A part of this month
 * already past ("later this month") names no day.
 */
function dayOfSpan(text: string, result: chrono.ParsedResult, referenceDate: Date): Date | null {
  const date = result.start.date();
  if (!/^(?:this|next) month$/i.test(result.text)) return date;
  const part = /\b(mid|middle|late|end)\b[\w\s-]*$/i.exec(text.slice(0, result.index))?.[1]?.toLowerCase();
  const day = part === 'late' || part === 'end' ? 0 : part ? 15 : 1;
  const placed = new Date(date.getFullYear(), date.getMonth() + (day === 0 ? 1 : 0), day, 12);
  return placed >= startOfDay(referenceDate) ? placed : null;
}

/**
 * "Someone cancelled yesterday, so we have Friday": a day already past is told, not offered, when a
 * day ahead is said too.
 */
/** Days said as gone by: "last Saturday", "two weeks ago". */
const GONE_BY = /^(?:last|past)\b|\bago$/i;
/** A "now" set off by a comma and closing its sentence: "Ah, the Easter camp, now." */
const SET_OFF_NOW = /^,\s?now\s*(?:[.!?]|$)/i;

/** The first holiday a text names as a day, past those naming a thing ("the Christmas camp starts Boxing Day"). */
function holidayNamed(text: string, referenceDate: Date): ReturnType<typeof holidayIn> {
  let said = text;
  for (let named = holidayIn(said, referenceDate); named; named = holidayIn(said, referenceDate)) {
    if (!namesAThing(said, named)) return named;
    said = `${said.slice(0, named.index)}${' '.repeat(named.length)}${said.slice(named.index + named.length)}`;
  }
  return null;
}

/** Nouns after a holiday's name that still speak of its time: "Easter weekend", "the Christmas holidays". */
const TIME_NOUNS =
  /^(?:weekend|week|day|eve|morning|afternoon|evening|night|holidays?|break|vacation|time|period|season|hours)$/;

/** "Ah, the Easter camp, now.": a holiday's name before a noun names a thing (the camp), not a day. */
function namesAThing(text: string, holiday: { index: number; length: number }): boolean {
  const next = /^\s+([a-z]+)/i.exec(text.slice(holiday.index + holiday.length))?.[1] ?? '';
  if (next === '' || TIME_NOUNS.test(next.toLowerCase())) return false;
  const name = text.slice(holiday.index, holiday.index + holiday.length);
  const last = nlp(`the ${name} ${next}`).terms().last();
  return last.has('#Noun') && !last.has('#Pronoun') && !last.has('#Date');
}

/**
 * The day of a month named apart from it ("Saturday the eighteenth, of April I mean" on April 2nd):
 * the first one not past, though chrono, forward from the 2nd, puts "April" alone a year on.
 */
function monthDay(month: Date, day: number, referenceDate: Date): Date {
  const thisYear = new Date(month.getFullYear() - 1, month.getMonth(), day, 12);
  return thisYear >= startOfDay(referenceDate)
    ? thisYear
    : new Date(month.getFullYear(), month.getMonth(), day, 12);
}

/**
 * The days a text names, read forward from the reference date ("Saturday" is the coming one), except
 * those said as gone by, which chrono would also push forward ("last Saturday" is the one before).
 */
function asSaid(text: string, referenceDate: Date): chrono.ParsedResult[] {
  const forward = chrono.parse(text, referenceDate, { forwardDate: true });
  if (!forward.some((r) => GONE_BY.test(r.text))) return forward;
  const back = chrono.parse(text, referenceDate);
  return forward.map((r) =>
    GONE_BY.test(r.text) ? (back.find((b) => b.index === r.index && b.text === r.text) ?? r) : r,
  );
}

function notPast(results: chrono.ParsedResult[], referenceDate: Date): chrono.ParsedResult[] {
  const ahead = results.filter((r) => r.start.date() >= startOfDay(referenceDate));
  return ahead.length > 0 ? ahead : results;
}

/**
 * The holiday's date when it is the day said ("closed Christmas", "Memorial Day weekend", less
 * sure of the weekend), or the day (or a weekday) after or before it; none when a week is counted
 * from it ("the week after Easter").
 */
function holidayDate(text: string, holiday: Holiday): Reading<string> | null {
  const before = text.slice(0, holiday.index).toLowerCase();
  // "The day after Labor Day": one day from it.
  const next = /\bday (after|before)\s+$/.exec(before);
  if (next) {
    const day = new Date(holiday.date);
    day.setDate(day.getDate() + (next[1] === 'after' ? 1 : -1));
    return { value: isoDate(day), certainty: 0.9 };
  }
  // "The Tuesday after Labor Day", "the Friday before Easter": the first such weekday either side of it.
  const weekday = new RegExp(`\\b(${WEEKDAY}) (after|before)\\s+$`).exec(before);
  if (weekday) {
    const day = new Date(holiday.date);
    const step = weekday[2] === 'after' ? 1 : -1;
    do day.setDate(day.getDate() + step);
    while (day.getDay() !== dayNumber(weekday[1] as Weekday));
    return { value: isoDate(day), certainty: 0.9 };
  }
  if (/\b(?:after|before|following|past|since)\s+(?:the\s+)?$/.test(before)) return null;
  // "Opens Memorial Day weekend": the weekend's first day, its Saturday.
  if (/^\s+(?:long\s+)?weekend\b/i.test(text.slice(holiday.index + holiday.length)))
    return { value: isoDate(saturdayOf(holiday.date)), certainty: 0.75 };
  const around = text.slice(Math.max(0, holiday.index - 16), holiday.index + holiday.length + 16);
  return { value: isoDate(holiday.date), certainty: /\bweek(?:end)?s?\b/i.test(around) ? 0.75 : 0.9 };
}

/** The Saturday of the weekend a day falls on or beside: a Monday's is two days before, a Friday's the day after. */
function saturdayOf(date: Date): Date {
  const day = new Date(date);
  const shift = { 0: -1, 1: -2, 5: 1, 6: 0 }[day.getDay()] ?? 0;
  day.setDate(day.getDate() + shift);
  return day;
}

/**
 * "Closed for Thanksgiving, back Monday": a weekday said beside a holiday is the one after it; "the
 * Saturday of the Victoria Day long weekend" is the one of the holiday's weekend.
 */
function fromHoliday(text: string, said: chrono.ParsedResult, holiday: Holiday): chrono.ParsedResult {
  const weekdayOnly = said.start.isCertain('weekday') && !said.start.isCertain('day');
  if (!weekdayOnly) return said;
  const between = text.slice(said.index + said.text.length, holiday.index);
  const from = new Date(holiday.date);
  if (/^\s+of\s+(?:the\s+)?$/i.test(between)) from.setDate(from.getDate() - 3);
  return chrono.parse(said.text, from, { forwardDate: true })[0] ?? said;
}

/** "Next week, Thursday": a weekday said beside next week is that week's, not the coming one. */
function inNextWeek(
  said: chrono.ParsedResult,
  results: chrono.ParsedResult[],
  referenceDate: Date,
): chrono.ParsedResult {
  const weekdayOnly = said.start.isCertain('weekday') && !said.start.isCertain('day');
  if (!weekdayOnly || !results.some((r) => /\bnext week$/i.test(r.text))) return said;
  return chrono.parse(`next ${said.text}`, referenceDate, { forwardDate: true })[0] ?? said;
}

/**
 * A length in hours, minutes or seconds, as chrono reads it from now ("eight hours", "hang on one
 * second"; not "June second", a day).
 */
const LENGTH_OF_HOURS =
  /^\S+ (?:minutes?|mins?|hours?|hrs?)$|^(?:a|an|one|two|a few|\d+) (?:seconds?|secs?)$/i;

/** "Classes run six weeks", "it lasts two days": a length in days, weeks or months is how long, not when. */
const LENGTH_OF_DAYS = /^\S+ (?:days?|weeks?|months?)$/i;
const LASTING = /\b(?:runs?|lasts?|for)\s+(?:about\s+|around\s+)?$/i;

/** A week or a month ("this week") is less sure than a weekday ("Friday"), and that than a day of a month. */
const SPAN = /^(?:this|next|the) (?:week|weekend|month)$|^(?:the )?end of (?:the|this|next) (?:week|month)$/i;
const certaintyOf = (result: chrono.ParsedResult) =>
  SPAN.test(result.text) ? 0.75 : result.start.isCertain('day') ? 1 : 0.85;

/** "Sometime in January": a month said to hold the day somewhere, not yet fixed, names no date. */
const someDayIn = (text: string, result: chrono.ParsedResult) =>
  !result.start.isCertain('day') &&
  /\bsome ?time (?:in|during|around)\s+$/i.test(text.slice(0, result.index));

/**
 * "At ten a.m." says when in a day, not which day: a time of day is certain, no part of a date is
 * ("this afternoon at 3" names today).
 */
const onlyTimeOfDay = (result: chrono.ParsedResult) =>
  (['hour', 'minute', 'meridiem'] as const).some((part) => result.start.isCertain(part)) &&
  !(['year', 'month', 'day', 'weekday'] as const).some((part) => result.start.isCertain(part)) &&
  !/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/i.test(result.text);

/**
 * "The week of December 7th": the span is named by the date after it, it is not a week from now;
 * "two-forty for the week", "it's paid for the month" say how long, not when; "end of the day",
 * "we post the day we're going out" name no day at all; nor is "the last Friday of the session" the
 * Friday gone by.
 */
const namedByWhatFollows = (text: string, result: chrono.ParsedResult) =>
  /^the (?:day|week|month)$/i.test(result.text) ||
  (/^last\s/i.test(result.text) && /^\s+(?:of|in)\b/i.test(text.slice(result.index + result.text.length))) ||
  (/^the weekend$/i.test(result.text) && /^\s+of\b/i.test(text.slice(result.index + result.text.length)));

const namesADay = (result: chrono.ParsedResult) =>
  !SPAN.test(result.text) && (result.start.isCertain('day') || result.start.isCertain('weekday'));

const PAUSE = /[,.;:!?…—]/;
type Holiday = NonNullable<ReturnType<typeof holidayIn>>;

/**
 * What chrono reads from the words around a holiday's name as counted from today: a week or
 * weekend said next to it ("Canada Day long weekend", "the week after Easter"), a day counted from
 * it ("the Monday after Easter") or a day already past ("Christmas Eve is our last day": "last day").
 */
function namedByHoliday(text: string, result: chrono.ParsedResult, holiday: Holiday, today: Date): boolean {
  const end = result.index + result.text.length;
  const near = result.index <= holiday.index + holiday.length + 6 && end >= holiday.index - 12;
  return (
    (near && /\bweek(?:end)?\b/i.test(result.text)) ||
    /^\s*(?:after|before|following)\s+(?:the\s+)?$/i.test(text.slice(end, holiday.index)) ||
    (near && /\b(?:after|before)$/i.test(result.text)) ||
    result.start.date() < today
  );
}
const RANGE_END = /^(?:through|thru|to)$/;
/** "Today's the…", "today is…": the speaker says what day it is, to count from it. */
const TODAY_IS = /\btoday(?:'s|\s+is)\s+(?:the\b|[a-z]+day\b)/i;
/** The words just before a date said as today's: "today's", "today is the". */
const SAYS_TODAY = /\btoday(?:'s|\s+is)\s+(?:the\s+)?$/i;

const TWENTY_SECOND = /\btwenty[- ]second\b/gi;

/** A pronoun's clause going on to say what a ranked thing is: " I have is …", " we could do would be …". */
const RANKED_IS = /^\s+(?:i|we|you|they|she|he)\b[^,.;!?]*?\s(?:is|would be|will be|'d be)\b/i;

/** "the 23rd", "on the twenty-third": an ordinal after "the" that names no thing ("the first visit"). */
function dayOfMonth(text: string): number | null {
  // "The twenty-second" is a day, though the tagger hears twenty seconds.
  const terms = nlp(text.replace(TWENTY_SECOND, '22nd')).termList() as {
    text: string;
    pre: string;
    post: string;
    normal: string;
    tags: Set<string>;
  }[];
  for (const [i, term] of terms.entries()) {
    if (term.normal !== 'the') continue;
    let end = i + 1;
    // "the twenty-fourth, ten to noon": a pause ends the ordinal, the number after it is a time.
    while (terms[end]?.tags.has('Value') && (end === i + 1 || !PAUSE.test(terms[end - 1]!.post))) end += 1;
    // "The first new-patient spot": an ordinal before the thing it ranks is no day of the month.
    // "The sixth I think": a pronoun after it starts another clause.
    // "Today's the twenty-eighth, so that'd be the twelfth": today's date is where the count starts.
    if (terms.slice(Math.max(0, i - 2), i).some((t) => t.normal.startsWith('today'))) continue;
    // "July 6th through the 10th": the end of a range said after its start.
    if (RANGE_END.test(terms[i - 1]?.normal ?? '')) continue;
    // "Saturday the twenty-third, noon": a word after a pause is not what the ordinal ranks.
    const next = PAUSE.test(terms[end - 1]!.post) ? undefined : terms[end]?.tags;
    const ranks = (next?.has('Noun') && !next.has('Pronoun')) || next?.has('Adjective');
    if (end === i + 1 || !terms[end - 1]!.tags.has('Ordinal') || ranks) continue;
    const after = terms
      .slice(end - 1)
      .map((t) => `${t.pre}${t.text}${t.post}`)
      .join('')
      .slice(terms[end - 1]!.pre.length + terms[end - 1]!.text.length);
    if (saidTaken(after)) continue;
    // "the first I have is Thursday the twelfth": an ordinal a clause of its own then says what it
    // is ranks that thing.
    if (next?.has('Pronoun') && RANKED_IS.test(after)) continue;
    const value = numberIn(
      terms
        .slice(i + 1, end)
        .map((t) => t.text)
        .join(' '),
    );
    if (value !== null && value >= 1 && value <= 31) return value;
  }
  return null;
}

const MONTHS_AHEAD = 12;
/** How many months ahead a day said with its weekday is looked for. */
const WEEKDAY_REACH = 3;

/**
 * The next day `day` of a month from `from` on; said with its weekday ("Friday the thirteenth"),
 * the next one falling on that weekday, as a person counts forward on a calendar.
 */
function nextDayOfMonth(day: number, from: Date, weekday: number | null): Date {
  const today = startOfDay(from);
  const dates = Array.from(
    { length: MONTHS_AHEAD + 1 },
    (_, k) => new Date(from.getFullYear(), from.getMonth() + k, day, 12),
  ).filter((date) => date.getDate() === day && date >= today);
  // A weekday that fits no day of the next few months is a slip of the tongue: the day decides.
  const near = dates.slice(0, WEEKDAY_REACH);
  return near.find((date) => weekday === null || date.getDay() === weekday) ?? dates[0]!;
}

const WEEKDAY_THE = new RegExp(`\\b(${WEEKDAY}),?\\s+the\\s+\\S+`, 'i');

/** The weekday said just before a day of the month ("Saturday the twenty-fourth"), 0 for Sunday. */
function weekdayBefore(text: string): number | null {
  const said = WEEKDAY_THE.exec(text);
  return said ? dayNumber(said[1]!.toLowerCase() as Weekday) : null;
}

/** "Monday to Saturday": the days a place is open, no day. */
const DAYS_OPEN = new RegExp(`^${WEEKDAY}s?\\s*(?:to|through|thru|till|until|-|–)\\s*${WEEKDAY}`, 'i');

/**
 * Whether every verb of a text tells what happened: "Every kid in town broke theirs this week"
 * ("I've got Wednesday" is had now; "we had a cancellation Thursday" frees that day).
 */
function toldAsPast(text: string): boolean {
  const terms = nlp(text).termList() as { normal: string; tags: Set<string> }[];
  const verbs = terms.filter((t) => t.tags.has('Verb') && !t.tags.has('Auxiliary') && !t.tags.has('Modal'));
  // "Closed for Thanksgiving, back Monday": a participle opening the text says how things stand.
  const happened = (verb: (typeof terms)[number]) => {
    const at = terms.indexOf(verb);
    return (
      verb.tags.has('PastTense') &&
      !verb.tags.has('Copula') &&
      !verb.tags.has('Participle') &&
      !/^(?:had|got)$/.test(verb.normal) &&
      at > 0 &&
      !terms[at - 1]!.tags.has('Auxiliary')
    );
  };
  return verbs.length > 0 && verbs.every(happened);
}
