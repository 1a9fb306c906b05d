import type { NormalizedValue, Weekday } from '#shared/contracts/asks';
import { clockEdge, countsThings, type Edge, hours24, PARTS_OF_DAY, partAt } from './clock-hours';
import { CURRENCY_WORDS } from './price-periods';
import type { Reading } from './reading';
import { withoutGivenUp } from './said-when';
import { dayAsked, daysIn, THROUGH } from './schedule-days';
import { withBetweenSpans, withClockPhrases, withHourAnswered, withListedHours } from './spoken-times';
import type { Token } from './tokens';
import { variesByCase } from './values-vary';
import { weekdayOf } from './weekday-words';

const AT = new Set(['at', 'from', 'until', 'till', 'to', 'by', 'around', 'about', 'after', 'before']);
const CLOCK = /^(\d{1,2})(?::(\d{2}))?(am|pm|a\.m\.|p\.m\.)?$/;

interface Clock {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
  /** Index of the first token after the time and its "am", "o'clock" or "in the evening". */
  next: number;
}

/** The am/pm said right after a time ("am", "p.m.", "in the evening") and where it ends. */
function meridiemAfter(tokens: Token[], at: number): { meridiem: 'am' | 'pm' | null; next: number } {
  const word = tokens[at]?.word ?? '';
  if (/^(am|a\.m\.)$/.test(word)) return { meridiem: 'am', next: at + 1 };
  if (/^(pm|p\.m\.)$/.test(word)) return { meridiem: 'pm', next: at + 1 };
  if (/^(o'clock|oclock|hours)$/.test(word)) return meridiemAfter(tokens, at + 1);
  const part = tokens[at + 2]?.word ?? '';
  if (word === 'in' && tokens[at + 1]?.word === 'the' && Object.hasOwn(PARTS_OF_DAY, part))
    return { meridiem: PARTS_OF_DAY[part]!, next: at + 3 };
  // "Ten at night".
  if (word === 'at' && tokens[at + 1]?.word === 'night') return { meridiem: 'pm', next: at + 2 };
  return { meridiem: null, next: at };
}

/**
 * "Twenty-one hundred", "seventeen hundred hours": an hour of the 24-hour clock said in words, not a
 * year written in digits nor a number of things ("fifteen hundred square feet").
 */
function isTwentyFourHour(tokens: Token[], i: number): boolean {
  const { value, tags } = tokens[i]!;
  const next = tokens[i + 1];
  return (
    value !== null &&
    value < 2400 &&
    tags.has('TextValue') &&
    (tokens[i]!.pause || !next?.tags.has('Noun') || next.word === 'hours')
  );
}

function clockAt(tokens: Token[], i: number): Clock | null {
  const token = tokens[i]!;
  if (token.word === 'noon' || token.word === 'midday')
    return { hour: 12, minute: 0, meridiem: 'pm', next: i + 1 };
  if (token.word === 'midnight') return { hour: 0, minute: 0, meridiem: 'am', next: i + 1 };
  // "five thirty" reads as 530: hours and minutes run together; so does "twenty-one hundred".
  const word =
    token.value !== null &&
    token.value >= 100 &&
    (token.value < 1260 || isTwentyFourHour(tokens, i)) &&
    token.value % 100 < 60
      ? `${Math.floor(token.value / 100)}:${String(token.value % 100).padStart(2, '0')}`
      : token.word;
  const match = CLOCK.exec(word);
  if (!match || token.sign) return null;
  const hour = Number(match[1]);
  let minute = Number(match[2] ?? 0);
  let at = i + 1;
  const following = tokens[at];
  // "Thursdays there's two, ten-thirty and eleven-fifteen": a pause ends the hour.
  if (
    !match[2] &&
    !token.pause &&
    following?.value != null &&
    following.value >= 10 &&
    following.value < 60
  ) {
    minute = following.value;
    at += 1;
  }
  // "Ten-oh-five": minutes under ten said after an "oh".
  const ones = tokens[at + 1];
  if (
    !match[2] &&
    at === i + 1 &&
    !token.pause &&
    following?.word === 'oh' &&
    !following.pause &&
    ones?.value != null &&
    Number.isInteger(ones.value) &&
    ones.value >= 1 &&
    ones.value <= 9
  ) {
    minute = ones.value;
    at += 2;
  }
  const after = meridiemAfter(tokens, at);
  // "9:30", "9am", "five thirty": said as a time of day.
  // "four o'clock" is said as a time too, as is "fifteen hours" (of the 24-hour clock).
  const written =
    match[2] !== undefined ||
    match[3] !== undefined ||
    token.tags.has('Time') ||
    at > i + 1 ||
    /^(o'clock|oclock)$/.test(tokens[at]?.word ?? '') ||
    (hour > 12 && tokens[at]?.word === 'hours');
  // "We open eight-ish", "Sundays we close four", "starts tenish": an hour said right after opening,
  // starting or closing (not "open seven days").
  const edgeSaid =
    /^(open|opens|close|closes|starts|begins)$/.test(tokens[i - 1]?.word ?? '') &&
    !tokens[i + 1]?.tags.has('Noun');
  const near =
    edgeSaid ||
    AT.has(tokens[i - 1]?.word ?? '') ||
    THROUGH.has(tokens[after.next]?.word ?? '') ||
    after.meridiem !== null;
  if (
    hour > 23 ||
    (!written && !near) ||
    (!written && hour > 12) ||
    (!written && countsThings(tokens[i + 1])) ||
    (!written && isAgeFloor(tokens, i + 1)) ||
    (after.meridiem === null && pricedAfter(tokens, after.next))
  )
    return null;
  const own = match[3] ? (match[3][0] === 'a' ? 'am' : 'pm') : after.meridiem;
  return { hour, minute, meridiem: own, next: after.next };
}

/** What a price is said per, after "a" or "per": "four-ten a month", "nine-fifty per class". */
const PRICED_PER = /^(?:month|week|term|year|session|lesson|class|night|hour|child|kid|person|head)s?$/;

/** "Nine to one, that's four-ten a month": a number said with what it is per, or a currency, is a price, no hour. */
const pricedAfter = (tokens: Token[], at: number) =>
  Object.hasOwn(CURRENCY_WORDS, tokens[at]?.word ?? '') ||
  (/^(?:a|an|per)$/.test(tokens[at]?.word ?? '') && PRICED_PER.test(tokens[at + 1]?.word ?? ''));

/** "Not until seven and up", "eight plus": an age and those older, no hour. */
const isAgeFloor = (tokens: Token[], at: number) =>
  tokens[at]?.word === 'plus' ||
  (/^(?:and|or)$/.test(tokens[at]?.word ?? '') &&
    /^(?:up|older|over|above)$/.test(tokens[at + 1]?.word ?? ''));

/** Whether the words just before a time say something opens then ("we open at 7"). */
const opensAt = (tokens: Token[], i: number) =>
  !THROUGH.has(tokens[i - 1]?.word ?? '') &&
  tokens.slice(Math.max(0, i - 3), i).some((t) => /^(open|opens|opening|start|starts)$/.test(t.word));

/** Whether the words just before a time say something closes then ("we close at six", "we stop picking at two"). */
const closesAt = (tokens: Token[], i: number) =>
  tokens
    .slice(Math.max(0, i - 3), i)
    .some((t) => /^(close|closes|closing|end|ends|stop|stops)$/.test(t.word)) || lastOfTheDay(tokens, i);

/** "Last seating Saturday is nine-thirty", "last entry's at ten": the last of something a day holds, as its close is. */
const lastOfTheDay = (tokens: Token[], i: number) =>
  tokens
    .slice(Math.max(0, i - 5), i)
    .some(
      (t, k, near) => t.word === 'last' && !!near[k + 1]?.tags.has('Noun') && !near[k + 1]!.tags.has('Date'),
    );

/** Words before "at" that say a thing is over then: "so done at five", "they're out at six", "pickup is at four". */
const OVER = /^(?:done|over|finish|finished|finishes|out|ends|ending|wraps|pickup|pick)$/;
/** A hedge said before a time: "ten-thirty to about eleven". */
const HEDGED_END = /^(?:about|around|roughly|approximately)$/;
/** Words between the end and its time: "wraps up around eleven", "ends at about six", "pickup is at four". */
const TO_THE_TIME = /^(?:at|around|about|up|roughly|is)$/;

/** Words of a pause to look something up: "let me look", "let me check", "let me see". */
const LOOKING = /^(?:look|check|see|think)$/;

/** Where the words after `at` go on, past a pause to look something up said there ("… let me look… twelve-fifteen"). */
const pastLooking = (tokens: Token[], at: number) =>
  tokens[at]?.word === 'let' && tokens[at + 1]?.word === 'me' && LOOKING.test(tokens[at + 2]?.word ?? '')
    ? at + 3
    : at;

/** "Till six", "over by eight", "done at five", "wraps up around eleven": a time said as when what was said before ends. */
const saysEnd = (tokens: Token[], at: number) => {
  if (/^(till|until|by)$/.test(tokens[at - 1]?.word ?? '')) return true;
  let i = at - 1;
  while (i > at - 4 && TO_THE_TIME.test(tokens[i]?.word ?? '')) i -= 1;
  return i < at - 1 && OVER.test(tokens[i]?.word ?? '');
};

/** "till close", "until closing": a time runs on to when the place closes. */
const isUntilClose = (tokens: Token[], at: number) =>
  /^(till|until)$/.test(tokens[at]?.word ?? '') && /^(close|closing)$/.test(tokens[at + 1]?.word ?? '');

/**
 * Whether a lone time is said as when something opens or closes: by the words just before it, else
 * by what the question asked ("What time do you open?" "Seven.").
 */
function edgeAt(tokens: Token[], i: number, asked: Edge): Edge {
  if (opensAt(tokens, i)) return 'opens';
  if (closesAt(tokens, i)) return 'closes';
  return asked;
}

/** The hour `hour` (of twelve) or twelve after it, whichever first comes after the time `start`. */
const afterStart = (hour: number, minute: number, start: string) =>
  hhmm(hour, minute) > start ? hour : hour + 12;

export const hhmm = (hour: number, minute: number) =>
  `${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

function timesIn(tokens: Token[], asked: Edge, askedPart: 'am' | 'pm' | null, hoursAsked = false): string[] {
  const times: string[] = [];
  let opening: string | null = null;
  let closing: string | null = null;
  // Where the last time said ends.
  let saidUpTo = -1;
  // Times said alone as when something ends: "so today we're here till two".
  const untilThen = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const start = clockAt(tokens, i);
    if (!start) continue;
    // "three-thirty through to five-thirty", "from four up to half six": a range said with two linking words.
    const upTo = tokens[start.next]?.word === 'up' && tokens[start.next + 1]?.word === 'to';
    const linked = upTo || THROUGH.has(tokens[start.next]?.word ?? '');
    let endAt = linked ? start.next + (tokens[start.next + 1]?.word === 'to' ? 2 : 1) : -1;
    // "ten-thirty to about eleven": a hedge before the end; "ten forty-five to… let me look… twelve-fifteen": a pause to look.
    if (linked && HEDGED_END.test(tokens[endAt]?.word ?? '')) endAt += 1;
    if (linked) endAt = pastLooking(tokens, endAt);
    // ("ten forty-five to…": a range broken off has no end.)
    const end = endAt > 0 && endAt < tokens.length ? clockAt(tokens, endAt) : null;
    // "From four till close": a time said to run until closing is when the thing opens.
    const untilClose = end === null && isUntilClose(tokens, start.next);
    // "We stay until eight", "open till nine": being open until a time said alone is closing then.
    const lastTime = times.at(-1);
    // ("We're open up to six.")
    const upToIt = tokens[i - 1]?.word === 'to' && tokens[i - 2]?.word === 'up';
    const until =
      end === null &&
      (/^(till|until)$/.test(tokens[i - 1]?.word ?? '') || upToIt) &&
      tokens.slice(Math.max(0, i - 4), i - 1).some((t) => /^(open|stay|stays)$/.test(t.word)) &&
      (lastTime === undefined || lastTime.includes('-'));
    // "Drop-off's from seven-thirty": a time said alone after "from" is when something starts.
    const from_ = end === null && tokens[i - 1]?.word === 'from';
    const edge =
      untilClose || from_ ? 'opens' : until ? 'closes' : edgeAt(tokens, i, end === null ? asked : null);
    const opens = edge === 'opens';
    // "When is the first sailing Saturday morning?" "Seven.": the part of the day asked about, unless
    // the time is said of something else ("Seven, but we close at five").
    const part = partAt(tokens, i) ?? (closesAt(tokens, i) ? null : askedPart);
    // "Saturday morning… we finish at half twelve": twelve in a morning is noon.
    const inPart = (hour: number) => (hour === 12 && part === 'am' ? null : part);
    let from = hours24(
      start.hour,
      start.meridiem ?? end?.meridiem ?? inPart(start.hour),
      clockEdge(tokens, edge),
    );
    if (end) {
      let to = hours24(end.hour, end.meridiem ?? inPart(end.hour));
      // A range runs forward: "nine to 8:30 pm" is 9 am, "six to nine" 6–9 pm, "seven to six" 7 am–6 pm,
      // "seven till twelve" 7 am to noon; "three to three-thirty" is half an hour, by the minutes.
      const behind = () => from * 60 + start.minute >= to * 60 + end.minute;
      if (behind() && start.meridiem === null) from = hours24(start.hour, part, edge);
      // ("When is the play afternoon?" "From ten to twelve.": a morning's hours, the afternoon only
      // asked about; not "six to twelve" to an evening asked about.)
      const morningHours = partAt(tokens, i) === null && start.hour >= 9;
      if (
        behind() &&
        start.meridiem === null &&
        to === 12 &&
        start.hour >= 6 &&
        (part !== 'pm' || morningHours)
      )
        from = start.hour;
      if (behind() && end.meridiem === null && to + 12 <= 24) to += 12;
      if (behind() && start.meridiem === null && from >= 12) from -= 12;
      // "Friday and Saturday, nine to midnight": an hour said bare before midnight is at night.
      if (tokens[end.next - 1]?.word === 'midnight' && start.meridiem === null && from < 12 && from > 0)
        from += 12;
      times.push(`${hhmm(from, start.minute)}-${hhmm(to, end.minute)}`);
      i = end.next - 1;
      saidUpTo = end.next;
    } else {
      const single = times.at(-1);
      const ends = single !== undefined && !single.includes('-') && saysEnd(tokens, i);
      // "Doors at six, it's over by eight", "at ten-thirty… it ends around eleven": an end said
      // without am or pm is the first such hour after the start.
      const hour = ends && start.meridiem === null ? afterStart(from % 12, start.minute, single) : from;
      const time = hhmm(hour, start.minute);
      // "Half past ten, it goes till noon", "we pick up at three-fifteen and parents collect by
      // five-thirty": a later time the answer runs until, or is over by, ends the one said before it.
      // "…pickup is at four — sixteen o'clock": the time just said, said again in other words.
      const again = i === saidUpTo && single?.endsWith(time);
      if (ends && time > single) times[times.length - 1] = `${single}-${time}`;
      else if (!again) times.push(time);
      if (/^(till|until)$/.test(tokens[i - 1]?.word ?? '')) untilThen.add(time);
      if (opens && opening === null) opening = times.at(-1)!;
      else if (edge === 'closes') closing = times.at(-1)!;
      i = start.next - 1;
      saidUpTo = start.next;
    }
  }
  // "We open at 9:30 and close at seven" (or "Nine, and we close at three" to "What time do you
  // open?") are the hours 09:30-19:00.
  // "We open at seven in the morning and close at six": closing comes after opening.
  // "…the kids come in about three-ten, and we close at six" to "What are the hours?": the one time
  // said before closing is the opening.
  if (hoursAsked && opening === null && closing !== null && times.length === 2 && times[1] === closing)
    opening = times[0]!.includes('-') ? null : times[0]!;
  const hours = opening && closing ? `${opening}-${closing <= opening ? later(closing) : closing}` : null;
  const said = [
    ...new Set(times.filter((t) => t !== closing || !hours).map((t) => (t === opening && hours ? hours : t))),
  ];
  // "The wheel class at ten, it runs ten to eleven-thirty": a time that starts a range said with it is that range;
  // "Saturdays we're eight to two, so today we're here till two": so is one said as the end of one.
  return said.filter(
    (t) =>
      t.includes('-') ||
      !said.some((range) => range.startsWith(`${t}-`) || (untilThen.has(t) && range.endsWith(`-${t}`))),
  );
}

/** The same time twelve hours on, if that is still the same day. */
const later = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour < 12 ? hhmm(hour + 12, minute) : time;
};

const askedEdge = (label: Token[]): Edge =>
  label.some((t) => /^(open|opens|opening)$/.test(t.word))
    ? 'opens'
    : label.some((t) => /^(close|closes|closing)$/.test(t.word))
      ? 'closes'
      : null;

/** "o'clock", "p.m.", "in the afternoon": words making the numbers before them hours. */
const saysClock = (after: Token[]) =>
  after.some((t) => partAt([t], 1) !== null || /^(?:o'?clock|am|pm|a\.m\.|p\.m\.)$/.test(t.word));

/** A word naming a group of children, which a range joined to it is the ages of: "the five-to-seven group". */
const namesGroup = (token: Token | undefined) =>
  /^(?:groups?|class(?:es)?|squads?|teams?|sections?|levels?)$/.test(token?.word ?? '');

/** Words before a range of ages: "is for eight to ten", "ages six to nine". */
const AGES_BEFORE = new Set(['for', 'ages', 'aged', 'age']);

/**
 * "Junior Robotics is for eight to ten. It's Thursdays from four…": a range said after "for" or
 * "ages", or of years old, with no "a.m.", "o'clock" or part of the day after it, is the ages of those it is for,
 * not hours; its words are left out of the reading.
 */
function withoutAges(tokens: Token[]): Token[] {
  const ages = new Set<number>();
  for (const [i, token] of tokens.entries()) {
    const [to, end] = [tokens[i + 1], tokens[i + 2]];
    // "…the eight to eleven year olds": a range of years old.
    const old = /^years?$/.test(tokens[i + 3]?.word ?? '') && /^olds?$/.test(tokens[i + 4]?.word ?? '');
    // "For the nine-to-twelve group": a range joined into the name of a group.
    const group = [token, to, end].every((t) => t?.tags.has('Hyphenated')) && namesGroup(tokens[i + 3]);
    if (
      (AGES_BEFORE.has(tokens[i - 1]?.word ?? '') || old || group) &&
      token.value !== null &&
      !token.pause &&
      to?.word === 'to' &&
      end?.value != null &&
      end.value <= 18 &&
      !CLOCK.exec(end.word)?.[3] &&
      (end.pause || !saysClock(tokens.slice(i + 3, i + 6)))
    )
      for (const at of [i, i + 1, i + 2]) ages.add(at);
  }
  return ages.size === 0 ? tokens : tokens.filter((_, i) => !ages.has(i));
}

/**
 * Days and times: "weekdays 9 to 5" → mon–fri, 09:00-17:00; "Saturday mornings at 10" → sat, 10:00;
 * "we close at six" → 18:00; "every day except Sunday" → mon–sat. Null when neither is said. Read
 * against the question (`label`) when there is one: "What time do you open?" "Seven." is 07:00, and
 * times said alone are of the one day it asks about ("What are your Saturday hours?" "Nine to one.",
 * "How late are you open tonight?" "Till nine." on the day of the call, `called`).
 */
export function readSchedule(
  said: Token[],
  label: Token[] = [],
  called: Date = new Date(),
): Reading<NormalizedValue['schedule']> | null {
  // "Some days it's one to three, some days it's two to four": hours that differ with no one said.
  if (variesByCase(said)) return null;
  const tokens = withListedHours(
    withHourAnswered(
      withBetweenSpans(
        withClockPhrases(withoutGivenUp(withoutAges(withoutRules(withoutCutOffs(said, label))))),
      ),
      label,
    ),
    label,
  );
  const own = hoursOfDaysAsked(tokens, label);
  if (own) return { value: own, certainty: 1 };
  const part = label.length > 0 ? partAt(label, label.length) : null;
  const hoursAsked = label.some((t) => t.word === 'hours');
  const times = timesAtEdge(tokens, label, part) ?? timesIn(tokens, askedEdge(label), part, hoursAsked);
  const named = daysIn(tokens);
  const days =
    named.length === 0 && times.length > 0
      ? dayAsked(label, called)
      : (everyDayAsked(tokens, label, named) ?? named);
  if (days.length === 0 && times.length === 0) return null;
  return { value: { days, times }, certainty: named.length > 0 && times.length > 0 ? 1 : 0.95 };
}

/** Words after "last" naming a cut-off before closing: "last check-in", "last entry", "last orders". */
const CUT_OFF =
  /^(?:check|entry|entries|admission|admissions|orders?|call|seating|booking|bookings|appointment|walk)$/;

/**
 * "Sundays we're ten to eight. Last check-in's at seven-thirty though.": a cut-off before closing,
 * said after the hours, is no hour of them (unless the question asks for the last one). The words
 * from "last" to the next pause are left out.
 */
function withoutCutOffs(tokens: Token[], label: Token[]): Token[] {
  if (label.some((t) => t.word === 'last')) return tokens;
  const at = tokens.findIndex(
    (t, i) => i > 0 && t.word === 'last' && CUT_OFF.test(tokens[i + 1]?.word ?? '') && !t.pause,
  );
  if (at < 0 || !tokens.slice(0, at).some((t) => t.value !== null)) return tokens;
  const end = tokens.findIndex((t, i) => i > at && t.pause);
  return [...tokens.slice(0, at), ...(end < 0 ? [] : tokens.slice(end + 1))];
}

/**
 * "Drop-off's between seven and eight in the morning, and no food after midnight.": a rule of what
 * not to do after (or before) an hour, said after the hours, is no hour of them. The words from its
 * "no" to the next pause are left out.
 */
function withoutRules(tokens: Token[]): Token[] {
  const at = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      t.word === 'no' &&
      !t.pause &&
      !!tokens[i + 1]?.tags.has('Noun') &&
      /^(?:after|before|past)$/.test(tokens[i + 2]?.word ?? ''),
  );
  if (at < 0 || !tokens.slice(0, at).some((t) => t.value !== null)) return tokens;
  const end = tokens.findIndex((t, i) => i > at && t.pause);
  return [...tokens.slice(0, at), ...(end < 0 ? [] : tokens.slice(end + 1))];
}

/** Words saying a place keeps the same hours every day: "every day", "daily", "seven days a week". */
const EVERY_DAY = /\b(?:every ?day|daily|seven days|7 days|all week)\b/;

/**
 * "Sunday opening hours?" "We're open nine till five every day, Sundays included.": hours said of
 * every day are the asked days' hours; null unless the question names days and the reply says every day.
 */
function everyDayAsked(tokens: Token[], label: Token[], named: Weekday[]): Weekday[] | null {
  const asked = daysIn(label);
  const said = tokens.map((t) => t.word).join(' ');
  return asked.length > 0 && EVERY_DAY.test(said) && asked.every((day) => named.includes(day)) ? asked : null;
}

/** Words for opening and for closing, as said in a reply: "doors open at", "we close at". */
const EDGE_WORDS = { opens: /^(?:open|opens)$/, closes: /^(?:close|closes)$/ };
/** Words between which a reply says one thing and then another: "…at seven-fifteen and then…". */
const NEXT_THING = /^(?:and|then|but)$/;

/**
 * "What time do you open?" "Doors open at seven-fifteen and then they go to class at eight-forty.":
 * to a question of when a place opens (or closes), the times of the phrases saying it opens (or
 * closes), when others are said too; null when no such phrase, or a question of hours.
 */
function timesAtEdge(tokens: Token[], label: Token[], part: 'am' | 'pm' | null): string[] | null {
  const edge = askedEdge(label);
  if (!edge || asksHours(label)) return null;
  const phrases: Token[][] = [[]];
  for (const token of tokens) {
    if (NEXT_THING.test(token.word) && phrases.at(-1)!.length > 0) phrases.push([]);
    phrases.at(-1)!.push(token);
    if (token.pause) phrases.push([]);
  }
  const said = phrases.filter((phrase) => phrase.some((t) => EDGE_WORDS[edge].test(t.word)));
  const times = said.flatMap((phrase) => timesIn(phrase, edge, part));
  return times.length > 0 && times.length < timesIn(tokens, edge, part).length ? [...new Set(times)] : null;
}

/**
 * A question of the hours a place is open, not of when it opens: "Opening hours?", "What days and
 * times is it open?", "When is the pool open?".
 */
const asksHours = (label: Token[]) =>
  label.some(
    (t, i) =>
      /^(?:hours?|days|times)$/.test(t.word) ||
      (t.word === 'open' && label.slice(Math.max(0, i - 3), i).some((u) => u.tags.has('Copula'))),
  );

/**
 * "Saturday ten to nine, Sunday noon to seven." to "Opening hours this Sunday": each day said with
 * hours of its own, the days the question asks about keep theirs; null unless every phrase opening on
 * a day gives days and times, and only some are the days asked.
 */
function hoursOfDaysAsked(tokens: Token[], label: Token[]): NormalizedValue['schedule'] | null {
  const asked = label.length > 0 ? daysIn(label) : [];
  if (asked.length === 0) return null;
  const starts = tokens.flatMap((t, i) =>
    weekdayOf(t.word) && (i === 0 || tokens[i - 1]!.pause) ? [i] : [],
  );
  if (starts.length < 2 || starts[0] !== 0) return null;
  const parts = starts.map((start, k) => tokens.slice(start, starts[k + 1] ?? tokens.length));
  const read = parts.map((part) => ({ days: daysIn(part), times: timesIn(part, askedEdge(label), null) }));
  if (read.some((r) => r.days.length === 0 || r.times.length === 0)) return null;
  const kept = read.filter((r) => r.days.some((day) => asked.includes(day)));
  if (kept.length === 0 || kept.length === read.length) return null;
  return {
    days: [...new Set(kept.flatMap((r) => r.days))],
    times: [...new Set(kept.flatMap((r) => r.times))],
  };
}
