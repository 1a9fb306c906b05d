import type { Token } from './tokens';

/** Units said without their "a" at the start of a phrase: "Hour and a half.", "week or so". */
const BARE_UNITS = new Set(['hour', 'day', 'week', 'month', 'year']);
/** Words that may come before such a unit in place of its "a": "about hour and a half", "um, hour", "I'd say hour and a half". */
const LEAD_INS = new Set([
  'say',
  'reckon',
  'guess',
  'probably',
  'usually',
  'about',
  'around',
  'roughly',
  'just',
  'maybe',
  'like',
  'um',
  'uh',
  'so',
  'well',
  'oh',
]);

const word = (text: string, pause = false): Token => ({
  word: text,
  tags: new Set(['Noun']),
  value: null,
  sign: null,
  pause,
});

/**
 * A length as a person says it in short: "Hour and a half." is an hour and a half, "an hour and
 * fifteen" or "an hour fifteen" an hour and fifteen minutes; the missing words are put back so the
 * length reads whole.
 */
export function withSpokenLengths(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const before = tokens[i - 1];
    if (BARE_UNITS.has(token.word) && (!before || before.pause || LEAD_INS.has(before.word)))
      out.push(word('a'));
    // "Three quarters of an hour", "a quarter of an hour": the share of the unit is its count.
    const share =
      token.word === 'quarter' ? 0.25 : token.value !== null && token.value < 1 ? token.value : null;
    if (share !== null && tokens[i + 1]?.word === 'of' && /^(a|an|the)$/.test(tokens[i + 2]?.word ?? '')) {
      if (token.word === 'quarter' && out.at(-1)?.word === 'a') out.pop();
      out.push({ ...token, value: share });
      i += 2;
      continue;
    }
    out.push(token);
    if (!/^hours?$/.test(token.word) || token.pause) continue;
    // "An hour fifteen", "two hours fifteen minutes": minutes said after the hours, without "and".
    const joined = tokens[i + 1]?.word === 'and' ? 1 : 0;
    const [minutes, after] = [tokens[i + 1 + joined], tokens[i + 2 + joined]];
    if (!isMinutesPast(minutes)) continue;
    const named = /^(minutes?|mins?)$/.test(after?.word ?? '') && !minutes!.pause;
    if (after?.tags.has('Noun') && !named && !minutes!.pause) continue;
    out.push(word('and'), { ...minutes!, pause: named ? false : minutes!.pause });
    if (!named) out.push(word('minutes', minutes!.pause));
    i += 1 + joined;
  }
  return out;
}

/** A number of minutes that may follow the hours of a length: 1–59. */
const isMinutesPast = (token: Token | undefined) =>
  token?.value != null && token.value > 0 && token.value < 60 && token.sign === null;

/** Things that last part of a day: a class, a lesson, a visit. */
const SITTINGS = new Set([
  'class',
  'classes',
  'lesson',
  'lessons',
  'appointment',
  'appointments',
  'visit',
  'visits',
  'practice',
  'practices',
  'shift',
  'shifts',
  'tour',
  'tours',
  'party',
  'parties',
]);
/** Things that last days or weeks: a course, a camp, a program. */
const RUNS = new Set([
  'course',
  'courses',
  'camp',
  'camps',
  'program',
  'programs',
  'programme',
  'term',
  'season',
  'session',
  'sessions',
  'series',
]);

/**
 * Auxiliaries after "how long" that are passed over to reach its subject: "How long is…", "How long
 * do…"; fewer than the question grammar's AUXILIARIES (asks/words.ts).
 */
const HOW_LONG_AUXILIARIES = new Set(['is', 'are', 'does', 'do', 'will', 'would', 'should', 'can']);

/**
 * What a "how long" question asks the length of: the words after it and its auxiliary, up to a
 * preposition or a verb ("How long is the wait for an appointment?" → the wait); the whole
 * question when it says no "how long".
 */
function subjectOf(label: Token[]): Token[] {
  const at = label.findIndex((t, i) => t.word === 'how' && label[i + 1]?.word === 'long');
  if (at < 0) return label;
  const start = HOW_LONG_AUXILIARIES.has(label[at + 2]?.word ?? '') ? at + 3 : at + 2;
  const end = label.findIndex(
    (t, i) =>
      i >= start &&
      (t.tags.has('Preposition') || (t.tags.has('Verb') && !t.tags.has('Gerund')) || label[i - 1]?.pause),
  );
  return label.slice(start, end < 0 ? label.length : end);
}

/**
 * Whether a question asks how long one sitting lasts ("How long is each class in the course?"), not
 * a course of them nor a wait: a length of days or weeks said to it ("it's four weeks") is the
 * course's, not the answer.
 */
export const asksOfASitting = (label: Token[]) => {
  const subject = subjectOf(label);
  return subject.some((t) => SITTINGS.has(t.word)) && !subject.some((t) => RUNS.has(t.word));
};
