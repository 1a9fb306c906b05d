import type { Ask } from '#shared/contracts/asks';

/** Minutes from midnight of a time "HH:MM". */
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** The part of the day a question names, as the minutes its hours must reach past or start before. */
interface Window {
  endsAfter?: number;
  startsBefore?: number;
}

const EVENING = /\b(?:evenings?|nights?|late)\b/i;
const MORNING = /\b(?:mornings?|early)\b/i;
const AFTER_HOUR = /\bafter (\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/i;
const BEFORE_HOUR = /\bbefore (\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/i;

/** The hour a question gives in digits ("after 5pm"), afternoon hours read as such (5 → 17:00). */
const hourGiven = (match: RegExpExecArray) => {
  const hour = Number(match[1]) % 12;
  const pm = match[3] ? match[3].toLowerCase() === 'pm' : hour < 8;
  return (hour + (pm ? 12 : 0)) * 60 + Number(match[2] ?? 0);
};

/** "Evening hours after 5pm?", "Open before 8?": the part of the day a schedule question asks about. */
function windowAsked(label: string): Window | null {
  const after = AFTER_HOUR.exec(label);
  const before = BEFORE_HOUR.exec(label);
  if (after) return { endsAfter: hourGiven(after) };
  if (before) return { startsBefore: hourGiven(before) };
  if (EVENING.test(label)) return { endsAfter: 17 * 60 };
  if (MORNING.test(label)) return { startsBefore: 10 * 60 };
  return null;
}

/**
 * "Are you open in the evenings, after five?" "Monday, Wednesday, Friday it's nine to five": hours
 * said that none of reach into the part of the day asked about are another day's, not the answer.
 * Hours said as single times, or no times, miss nothing.
 */
export function missesTimesAsked(ask: Ask, times: string[]): boolean {
  const window = ask.kind === 'schedule' ? windowAsked(ask.label) : null;
  const spans = times.filter((time) => time.includes('-')).map((time) => time.split('-').map(minutesOf));
  if (!window || spans.length === 0) return false;
  return !spans.some(
    ([start, end]) =>
      (window.endsAfter === undefined || end! > window.endsAfter) &&
      (window.startsBefore === undefined || start! < window.startsBefore),
  );
}
