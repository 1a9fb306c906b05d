/** Parses "09:00-20:00" into minutes of the day; empty means always open. */
export function parseCallingWindow(text: string | undefined): { start: number; end: number } | null {
  if (!text?.trim()) return null;
  const match = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error('must look like 09:00-20:00');
  const [sh, sm, eh, em] = match.slice(1).map(Number) as [number, number, number, number];
  const start = sh * 60 + sm;
  const end = eh * 60 + em;
  if (sh > 23 || eh > 24 || sm > 59 || em > 59 || start >= end) throw new Error('must look like 09:00-20:00');
  return { start, end };
}

function minutesOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** When a call outside the window may be placed; null when it may be placed now. */
export function nextCallingTime(
  window: { start: number; end: number } | null,
  now: Date,
  timeZone: string,
): Date | null {
  if (!window) return null;
  const minute = minutesOfDay(now, timeZone);
  if (minute >= window.start && minute < window.end) return null;
  const wait = minute < window.start ? window.start - minute : 24 * 60 - minute + window.start;
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
