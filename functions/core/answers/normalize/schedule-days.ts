import { WEEKDAYS, type Weekday } from '#shared/contracts/asks';
import { partAt } from './clock-hours';
import type { Token } from './tokens';
import { weekdayOf } from './weekday-words';

const GROUPS: Record<string, Weekday[]> = {
  weekday: WEEKDAYS.slice(0, 5),
  weekdays: WEEKDAYS.slice(0, 5),
  weekend: WEEKDAYS.slice(5),
  weekends: WEEKDAYS.slice(5),
  weeknight: WEEKDAYS.slice(0, 5),
  weeknights: WEEKDAYS.slice(0, 5),
  daily: [...WEEKDAYS],
  nightly: [...WEEKDAYS],
};
export const THROUGH = new Set(['to', 'through', 'thru', 'till', 'until']);
const EXCLUDE = new Set([
  'except',
  'closed',
  'not',
  'never',
  'no',
  'without',
  'excluding',
  'stopped',
  'dropped',
]);
const INCLUDE = new Set(['but', 'open', 'and', 'also']);

/**
 * "Sundays we're closed", "Saturday and Sunday closed": a day said closed in the words right after it
 * (or after the days listed with it), before a pause or another day.
 */
function closedAfter(tokens: Token[], at: number): boolean {
  if (tokens[at]!.pause) return false;
  let end = at + 4;
  for (let i = at + 1; i < Math.min(tokens.length, end); i++) {
    const token = tokens[i]!;
    if (token.word === 'closed') return true;
    const listed = /^(?:and|or)$/.test(tokens[i - 1]!.word) && tokens[i - 2]!.value === null;
    const isDay = weekdayOf(token.word) !== null || Object.hasOwn(GROUPS, token.word);
    if (isDay && listed) end = i + 4;
    if (token.pause || (isDay && !listed)) return false;
  }
  return false;
}

/** "Monday the twenty-seventh": how many words after the day at `at` name its date ("the", the ordinal). */
function dateAfterDay(tokens: Token[], at: number): number {
  let k = at + 1;
  if (tokens[k]?.word === 'the') k += 1;
  const from = k;
  while (k < from + 2 && !tokens[k]?.pause && tokens[k]?.tags.has('Cardinal')) k += 1;
  return tokens[k]?.tags.has('Ordinal') && !tokens[at]!.pause ? k - at : 0;
}

/**
 * "The weekend version, Saturdays": a group of days said before a thing names the kind of thing,
 * not its days, when the answer names its days one by one.
 */
const namesKind = (tokens: Token[], at: number) => {
  const next = tokens[at + 1];
  return (
    !tokens[at]!.pause &&
    !!next?.tags.has('Noun') &&
    // "Weekdays it is one to two-thirty": a pronoun after the days is what happens on them.
    !next.tags.has('Pronoun') &&
    !next.tags.has('Date') &&
    partAt([next], 1) === null &&
    tokens.some((t) => weekdayOf(t.word) !== null)
  );
};

/** Words counting out some of a group of days, not all: "two weekdays", "a few weeknights", "those weekdays". */
const SOME_OF = new Set(['few', 'couple', 'some', 'certain', 'select', 'those', 'these', 'both']);

/**
 * "So it's just the two weekdays now", "a couple of weeknights": a group of the five weekdays
 * counted out names only some of them (said elsewhere, or not at all), not Monday to Friday.
 */
const countedOut = (tokens: Token[], at: number) => {
  if (GROUPS[tokens[at]!.word]?.length !== 5) return false;
  const before = tokens[at - 1]?.word === 'of' ? tokens[at - 2] : tokens[at - 1];
  if (!before || before.pause) return false;
  return SOME_OF.has(before.word) || (before.value !== null && before.value >= 1 && before.value < 5);
};

/**
 * "Lights are dimmed, no music, and then Sundays…": a "no" before a thing that is no day denies the
 * thing, and leaves no day out; "No open gym Sundays" leaves out the day it names before a pause.
 */
const deniesThing = (tokens: Token[], at: number) => {
  const next = tokens[at + 1];
  const isDay = (token: Token) => weekdayOf(token.word) !== null || Object.hasOwn(GROUPS, token.word);
  const end = tokens.findIndex((token, i) => i > at && token.pause);
  const phrase = tokens.slice(at + 1, end < 0 ? undefined : end + 1);
  return tokens[at]!.word === 'no' && !!next?.tags.has('Noun') && !phrase.some(isDay);
};

/** "Every weekday but Wednesday", "all week but Monday": a "but" between days leaves the second out. */
const butLeavesOut = (tokens: Token[], at: number) =>
  tokens[at]!.word === 'but' &&
  at > 0 &&
  !tokens[at - 1]!.pause &&
  (Object.hasOwn(GROUPS, tokens[at - 1]!.word) || /^(?:day|week)$/.test(tokens[at - 1]!.word)) &&
  weekdayOf(tokens[at + 1]?.word ?? '') !== null;

/** "Except Mondays, Tuesdays and…": a day said bare after a pause, as one more of a list. */
const listGoesOn = (tokens: Token[], at: number) =>
  weekdayOf(tokens[at]!.word) !== null &&
  (tokens[at]!.pause || at === tokens.length - 1 || /^(and|or)$/.test(tokens[at + 1]!.word));

/**
 * "Drop-in on the weekend is Saturday", "weekends we're open Sunday": the weekend named before the
 * day of it said next, with no pause or hours between them, is that day; "weekends nine to five,
 * Sunday till noon" and "Weekends, Saturday is the busiest" are both days.
 */
function narrowedAfter(tokens: Token[], at: number, group: Weekday[]): boolean {
  if (group.length !== 2 || tokens[at]!.pause) return false;
  for (const token of tokens.slice(at + 1, at + 7)) {
    if (token.value !== null || partAt([token], 1) !== null) return false;
    const day = weekdayOf(token.word);
    if (day) return group.includes(day);
    if (token.pause) return false;
  }
  return false;
}

/**
 * "…adding a Thursday, but that's not happening this session, so just Tuesdays": days summed up as
 * the only ones ("so just", "so only") are the days.
 */
const SUMMED_UP = /^(?:just|only)$/;
const sumsUp = (tokens: Token[], at: number) =>
  SUMMED_UP.test(tokens[at - 1]?.word ?? '') &&
  (tokens[at - 2]?.word === 'so' || Boolean(tokens[at - 2]?.pause));

/** "So just Monday and Wednesday", "only Monday, Wednesday or Friday": a day listed after one summed up. */
const summedWith = (tokens: Token[], at: number, summed: Set<Weekday>) => {
  const before = tokens[at - 1];
  const listed = (token: Token | undefined) => {
    const day = token && weekdayOf(token.word);
    return !!day && summed.has(day);
  };
  if (/^(?:and|or)$/.test(before?.word ?? '')) return listed(tokens[at - 2]);
  return listed(before) && !!before?.pause && /^(?:and|or)$/.test(tokens[at + 1]?.word ?? '');
};

/**
 * "Sundays we open at nine and close at five, same as Saturdays": days the hours are likened to are
 * not the days they are said of, when those are named too.
 */
const comparedTo = (tokens: Token[], at: number) =>
  ((tokens[at - 1]?.word === 'as' && tokens[at - 2]?.word === 'same') ||
    (tokens[at - 1]?.word === 'like' && tokens[at - 2]?.word === 'just')) &&
  tokens.slice(0, at - 2).some((t) => weekdayOf(t.word) !== null || Object.hasOwn(GROUPS, t.word));

/** "Monday to Thursday, nine to three every day": every day of a run of days named before it. */
const DAY_WORD = `(?:${WEEKDAYS.join('|')})s?`;
const RUN_THEN_EVERY_DAY = new RegExp(
  `\\b${DAY_WORD} (?:${[...THROUGH].join('|')}) ${DAY_WORD}\\b.*\\bevery day\\b`,
);
/** "Five until six, every evening": each day, when no day is named ("every morning, Monday to Friday"). */
const EVERY_PART_OF_DAY = /\bevery (?:morning|afternoon|evening|night)\b/;
const NAMES_DAYS = new RegExp(`\\b(?:${DAY_WORD}|weekdays?|weekends?|weeknights?)\\b`);

export function daysIn(tokens: Token[]): Weekday[] {
  const summed = new Set<Weekday>();
  const included = new Set<Weekday>();
  const excluded = new Set<Weekday>();
  const named = new Set<Weekday>();
  let weekdays = false;
  let addedOn = false;
  let excluding = false;
  let leftOut = false;
  const text = tokens.map((t) => t.word).join(' ');
  const everyPart = EVERY_PART_OF_DAY.test(text) && !NAMES_DAYS.test(text);
  if (
    (/\b(every day|seven days|7 days|all week)\b/.test(text) && !RUN_THEN_EVERY_DAY.test(text)) ||
    everyPart
  )
    for (const day of WEEKDAYS) included.add(day);
  for (const [i, token] of tokens.entries()) {
    // "Closed Mondays, Tuesday to Friday nine to five", "We stopped Sundays, so just Saturdays": the
    // days left out end at the pause after them, unless the list of them goes on.
    if (excluding && leftOut && tokens[i - 1]!.pause && !listGoesOn(tokens, i)) excluding = leftOut = false;
    // "Sorry, no, I mean Thursdays": a "no" said on its own takes back words, it leaves out no day.
    if ((EXCLUDE.has(token.word) || butLeavesOut(tokens, i)) && !token.pause && !deniesThing(tokens, i))
      excluding = true;
    // "We're not open Saturdays", "No open gym Sundays": the "open" a "not" or "no" denies opens no days.
    else if (
      INCLUDE.has(token.word) &&
      token.word !== 'and' &&
      !(token.word === 'open' && /^(?:not|no)$/.test(tokens[i - 1]?.word ?? ''))
    )
      excluding = false;
    const group =
      Object.hasOwn(GROUPS, token.word) && !namesKind(tokens, i) && !countedOut(tokens, i)
        ? GROUPS[token.word]!
        : null;
    const day = weekdayOf(token.word);
    if (!group && !day) continue;
    if (comparedTo(tokens, i)) continue;
    if (group && !excluding && narrowedAfter(tokens, i, group)) continue;
    let days = group ?? [day!];
    // "Monday-Friday" runs through; "Thursdays, Tuesday is the teens" names two days; "Monday the
    // twenty-seventh through Thursday the thirtieth" runs through past the dates.
    const last = i + dateAfterDay(tokens, i);
    const linked = THROUGH.has(tokens[last + 1]?.word ?? '') ? 2 : tokens[last]!.pause ? 0 : 1;
    const end = day && linked > 0 ? weekdayOf(tokens[last + linked]?.word ?? '') : null;
    if (day && end) {
      const from = WEEKDAYS.indexOf(day);
      const to = WEEKDAYS.indexOf(end);
      days = WEEKDAYS.filter((_, d) => (from <= to ? d >= from && d <= to : d >= from || d <= to));
    }
    if (sumsUp(tokens, i) || (day && summedWith(tokens, i, summed))) {
      for (const d of days) summed.add(d);
      continue;
    }
    const leaving = excluding || closedAfter(tokens, i);
    for (const d of days) (leaving ? excluded : included).add(d);
    // "Weekdays one to two-thirty. And Wednesday and Friday, also the evening": days added on.
    if (!leaving && group?.length !== 5 && named.size === 0)
      addedOn = /^(?:and|also|plus)$/.test(tokens[i - 1]?.word ?? '');
    if (!leaving) for (const d of group?.length === 5 ? [] : days) named.add(d);
    if (!leaving && group?.length === 5) weekdays = true;
    leftOut ||= excluding;
  }
  if (summed.size > 0) return WEEKDAYS.filter((day) => summed.has(day));
  const base = included.size === 0 && excluded.size > 0 ? new Set<Weekday>(WEEKDAYS) : included;
  const narrowed = weekdays && !addedOn ? narrowedWeekdays(named) : null;
  return WEEKDAYS.filter((day) => base.has(day) && !excluded.has(day) && (!narrowed || narrowed(day)));
}

/**
 * "It's weekday evenings, five to six-thirty, Monday through Thursday", "Weekday evenings that's
 * Monday, Wednesday and Friday": the weekdays said as a group and then two or more of them named
 * are the ones named (one named is a day of its own: "weekdays nine to five, Friday till noon").
 */
function narrowedWeekdays(named: Set<Weekday>): ((day: Weekday) => boolean) | null {
  const workweek = WEEKDAYS.slice(0, 5);
  const some = workweek.filter((day) => named.has(day));
  if (some.length < 2 || some.length === 5) return null;
  return (day) => !workweek.includes(day) || named.has(day);
}

/** Words naming the day of the call, or the day after it. */
const DAYS_FROM_CALL: Record<string, number> = { today: 0, tonight: 0, tomorrow: 1 };

/**
 * The one day a question about times asks of: the day it names ("What are your Saturday hours?"), or
 * the day of the call ("How late are you open tonight?", `called` the call's date) or the next. A
 * group of days ("on weekdays") may have hours that differ from day to day: none is said for all.
 */
export function dayAsked(label: Token[], called: Date): Weekday[] {
  const named = daysIn(label);
  if (named.length > 0) return named.length === 1 ? named : [];
  const offset = label.map((t) => DAYS_FROM_CALL[t.word]).find((n) => n !== undefined);
  return offset === undefined ? [] : [WEEKDAYS[(called.getDay() + 6 + offset) % 7]!];
}
