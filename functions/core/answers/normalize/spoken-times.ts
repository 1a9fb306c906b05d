import { countsThings } from './clock-hours';
import type { Token } from './tokens';
import { weekdayOf } from './weekday-words';

/** Minutes past the hour said before it: "half past four", "quarter after six"; "quarter to five" is 4:45. */
const PAST: Record<string, number> = { half: 30, quarter: 15 };

/**
 * "half past four", "twenty past five", "ten minutes to six" as the one token "4:30", so it reads as
 * any written time. A bare number before "to" is a range ("ten to six"), not minutes to the hour.
 */
export function withClockPhrases(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const part = tokens[i]!;
    const said = tokens[i + 1]?.word === 'minutes' ? 1 : 0;
    const [link, hour] = [tokens[i + 1 + said], tokens[i + 2 + said]];
    const hours = hour?.value ?? null;
    const counted =
      part.value !== null && Number.isInteger(part.value) && part.value >= 1 && part.value < 60
        ? part.value
        : null;
    const minutes = Object.hasOwn(PAST, part.word) ? PAST[part.word]! : counted;
    const before = link?.word === 'to' && (counted === null || said === 1);
    const after = link?.word === 'past' || link?.word === 'after';
    // "Half five": half past five, as said in Britain, Ireland and much of Canada.
    const halfHour = part.word === 'half' ? (link?.value ?? null) : null;
    if (halfHour !== null && Number.isInteger(halfHour) && halfHour >= 1 && halfHour <= 12 && said === 0) {
      out.push({ ...link!, word: `${halfHour}:30`, value: null, tags: new Set(['Time']) });
      i += 1;
      continue;
    }
    if (minutes !== null && hours !== null && hours >= 1 && hours <= 12 && (before || after)) {
      const h = before ? (hours === 1 ? 12 : hours - 1) : hours;
      const m = before ? 60 - minutes : minutes;
      // "Nine-thirty to a quarter past ten": the "a" of "a quarter" is part of the time.
      if (Object.hasOwn(PAST, part.word) && out.at(-1)?.word === 'a') out.pop();
      out.push({
        ...hour!,
        word: `${h}:${String(m).padStart(2, '0')}`,
        value: null,
        tags: new Set(['Time']),
      });
      i += 2 + said;
      continue;
    }
    out.push(part);
  }
  return out;
}

/** Words that may come before the hour that answers a "what time" question: "Um, usually ten." */
const BEFORE_HOUR = /^(um|uh|oh|so|well|usually|normally|about|around|right|we|it|is|are|at)$/;

/**
 * "What time does the craft table start?" "Ten, right when the market opens.": a bare hour that
 * opens the answer to a question about a time of day, or is said alone after a pause, is that time
 * (not "ten kids", "six weeks").
 */
export function withHourAnswered(tokens: Token[], label: Token[]): Token[] {
  const asked = label.map((t) => t.word).join(' ');
  const when =
    /\bwhen\b/.test(asked) && /\b(open|opens|close|closes|start|starts|end|ends|finish|begin)\b/.test(asked);
  // "When is the first sailing Saturday morning?" "Seven.": an hour said alone answers a part of a day.
  const partOfDay = /\bwhen\b/.test(asked) && /\b(mornings?|afternoons?|evenings?|nights?)\b/.test(asked);
  if (!when && !partOfDay && !/\bwhat time\b|\bhow (early|late)\b/.test(asked)) return tokens;
  const first = tokens.findIndex((t) => !BEFORE_HOUR.test(t.word));
  const isHour = (hour: Token | undefined, next: Token | undefined) =>
    hour?.value != null &&
    Number.isInteger(hour.value) &&
    hour.value >= 1 &&
    hour.value <= 12 &&
    hour.sign === null &&
    !next?.tags.has('Noun') &&
    !next?.tags.has('Value');
  // The hour opens the answer, stands alone after a pause ("Sundays we do a late start, eleven."), or
  // is what the one asked about is said to be ("Saturday the first one's seven.", "ours is nine").
  const alone = (t: Token, i: number) => t.pause || !tokens[i + 1];
  const saidToBe = (i: number) =>
    /^(one's|it's|that's)$/.test(tokens[i - 1]?.word ?? '') ||
    (tokens[i - 1]?.word === 'is' && /^(one|it|that|ours)$/.test(tokens[i - 2]?.word ?? ''));
  const at = tokens.findIndex(
    (t, i) =>
      isHour(t, tokens[i + 1]) &&
      (i === first || tokens[i - 1]!.pause || saidToBe(i)) &&
      (alone(t, i) || (i === first && !(partOfDay && !when))),
  );
  return tokens.map((t, i) => (i === at ? { ...t, tags: new Set([...t.tags, 'Time']) } : t));
}

const isClockWord = (token: Token) =>
  token.word === 'noon' ||
  token.word === 'midnight' ||
  token.tags.has('Time') ||
  /^\d{1,2}(:\d{2})?(am|pm)$|^\d{1,2}:\d{2}$/.test(token.word);

const isBareHour = (token: Token) =>
  token.value !== null &&
  Number.isInteger(token.value) &&
  token.value >= 1 &&
  token.value <= 12 &&
  !token.sign;

/** Verbs of having before a count: "we've got two, …", "they run three, …", "there's two, …". */
const HAVING = /^(?:got|have|has|had|run|runs|offer|offers|do|does)$/;

/** Whether the words before `at` say a number had: "we've got", "there's", "there are". */
const saysHad = (tokens: Token[], at: number) =>
  HAVING.test(tokens[at - 1]?.word ?? '') ||
  (tokens[at - 2]?.word === 'there' && tokens[at - 1]!.tags.has('Copula'));

/** "one-thirty" read as 130: an hour and its minutes run together into one spoken number. */
const isRunTogether = (token: Token) =>
  token.value !== null &&
  token.tags.has('TextValue') &&
  token.value >= 100 &&
  token.value < 1260 &&
  token.value % 100 < 60 &&
  !token.sign;

/** "twelve-thirty", "eleven fifteen", "one-thirty": an hour at `i` said with its minutes. */
const withMinutes = (tokens: Token[], i: number) => {
  const [hour, minutes] = [tokens[i]!, tokens[i + 1]];
  if (isRunTogether(hour)) return !countsThings(minutes);
  return (
    isBareHour(hour) &&
    !hour.pause &&
    minutes?.value != null &&
    Number.isInteger(minutes.value) &&
    minutes.value >= 10 &&
    minutes.value < 60 &&
    !minutes.sign &&
    !countsThings(tokens[i + 2])
  );
};

/**
 * "Ten, noon and two", "shows at eleven, one, and three-thirty", and to a question asking what
 * times, "we do eleven and two": bare hours listed with a time of day (a clock word, or an hour said
 * with its minutes), listed after "at", or listed to a question of what times, are times of day
 * too. A list is a run of single words (or an hour and its minutes), each followed by a pause or
 * joined by "and"/"or".
 */
export function withListedHours(tokens: Token[], label: Token[]): Token[] {
  const timesAsked = /\bwhat times?\b/.test(label.map((t) => t.word).join(' '));
  const listed = new Set<number>();
  let run: number[] = [];
  const close = () => {
    // "We've got two, ten a.m. and one-thirty": a number had, before the times, counts them.
    const first = tokens[run[0]!];
    if (first?.pause && !isClockWord(first) && saysHad(tokens, run[0]!)) run.shift();
    const listedAsTimes = run.length >= 2 && (tokens[run[0]! - 1]?.word === 'at' || timesAsked);
    if (listedAsTimes || run.some((i) => isClockWord(tokens[i]!) || withMinutes(tokens, i)))
      for (const i of run) listed.add(i);
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^(and|or)$/.test(token.word) && run.length > 0) continue;
    // ("one at four-thirty and one at five-fifteen": a number before "at" counts what is at the time.)
    const item =
      (isBareHour(token) && !countsThings(tokens[i + 1]) && tokens[i + 1]?.word !== 'at') ||
      isClockWord(token) ||
      withMinutes(tokens, i);
    const joined = run.length === 0 || tokens[i - 1]!.pause || /^(and|or)$/.test(tokens[i - 1]!.word);
    if (item && joined) run.push(i);
    else {
      close();
      if (item) run.push(i);
    }
    // The item ends at its minutes, when said with them.
    const last = item && isBareHour(token) && withMinutes(tokens, i) ? i + 1 : i;
    if (item && !tokens[last]!.pause && !/^(and|or)$/.test(tokens[last + 1]?.word ?? '')) close();
    i = last;
  }
  close();
  return tokens.map((t, i) =>
    listed.has(i) && isBareHour(t) ? { ...t, tags: new Set([...t.tags, 'Time']) } : t,
  );
}

/** Words that may close a time said as a range's bound: "between three and four o'clock", "… and 5 pm". */
const CLOCK_TAILS = /^(am|pm|a\.m\.|p\.m\.|o'clock|oclock)$/;

/** A bound of a range said with "between": a time of day, a bare number or a weekday. */
const isBound = (token: Token | undefined) =>
  Boolean(token && (token.value !== null || isClockWord(token) || weekdayOf(token.word) !== null));

/**
 * "Between three and three-thirty", "between Monday and Friday": a span said with "between … and"
 * reads as one said with "to"; not "between ten and twelve kids", which counts.
 */
export function withBetweenSpans(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    if (token.word !== 'and' || token.pause) return token;
    const start = tokens.slice(0, i).findLastIndex((t) => !isBound(t) && !CLOCK_TAILS.test(t.word));
    const first = tokens[start + 1];
    const end = tokens.slice(i + 1).findIndex((t) => !isBound(t) && !CLOCK_TAILS.test(t.word));
    const after = end < 0 ? undefined : tokens[i + 1 + end];
    const counts = Boolean(
      after?.tags.has('Noun') && !CLOCK_TAILS.test(after.word) && !tokens[i + end]?.pause,
    );
    const spans =
      tokens[start]?.word === 'between' &&
      start + 1 < i &&
      isBound(first) &&
      isBound(tokens[i + 1]) &&
      !counts;
    return spans ? { ...token, word: 'to' } : token;
  });
}
