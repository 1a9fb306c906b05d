import { NUMBERS_BELOW_TWENTY, TENS } from '#shared/domain/number-words';

/** Numbers, times, days and dates as people say them on the phone. */

const ONES = NUMBERS_BELOW_TWENTY;

/** 0–9999 in words: 45 → "forty-five", 120 → "one hundred twenty". */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) {
    const rest = n % 100;
    return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` ${numberWords(rest)}` : ''}`;
  }
  const rest = n % 1000;
  return `${numberWords(Math.floor(n / 1000))} thousand${rest ? ` ${numberWords(rest)}` : ''}`;
}

/** The short way of saying a price like 120 ("one-twenty"), or null when there is none. */
export function shortPrice(n: number): string | null {
  if (n < 110 || n >= 1000 || n % 10 !== 0 || n % 100 < 10) return null;
  return `${ONES[Math.floor(n / 100)]}-${numberWords(n % 100)}`;
}

/**
 * Opening hours said one of three ways: "9 am" to "6 pm", "nine" to "six", "9:30 in the morning" to
 * "6 in the evening". Bare hours only where a listener hears the span: the closing hour on the clock
 * before the opening one ("nine till five"), never "seven till eight" for 7 am to 8 pm.
 */
export function spokenHours(opens: number, closes: number, style: number): { open: string; close: string } {
  const clock = (minutes: number) => Math.floor(minutes / 60) % 12 || 12;
  const heard = style % 3 !== 1 || (opens < 12 * 60 && closes >= 12 * 60 && clock(closes) < clock(opens));
  const said = heard ? style : 0;
  return { open: spokenTime(opens, said), close: spokenTime(closes, said) };
}

/** A clock time said three ways: "9 am", "nine", "9:30 in the morning". */
function spokenTime(minutes: number, style: number): string {
  const hour24 = Math.floor(minutes / 60);
  const min = minutes % 60;
  const hour = hour24 % 12 || 12;
  const pm = hour24 >= 12;
  if (style % 3 === 1 && min === 0) return numberWords(hour);
  if (style % 3 === 2)
    return `${hour}${min ? `:${String(min).padStart(2, '0')}` : ''} ${pm ? 'in the evening' : 'in the morning'}`;
  return `${hour}${min ? `:${String(min).padStart(2, '0')}` : ''} ${pm ? 'pm' : 'am'}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Days as a span ("Monday to Friday") when they run on, else a list. */
export function spokenDays(days: readonly string[], all: readonly string[]): string {
  const idx = days.map((d) => all.indexOf(d));
  const contiguous = idx.every((v, i) => i === 0 || v === idx[i - 1]! + 1);
  if (days.length === 1) return `${capital(days[0]!)}s`;
  if (contiguous && days.length > 2) return `${capital(days[0]!)} to ${capital(days.at(-1)!)}`;
  return `${days.slice(0, -1).map(capital).join(', ')} and ${capital(days.at(-1)!)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

/** An ISO date said with its year: "September 8th, 2027" or "the 8th of September, 2027". */
export function spokenDate(iso: string, style: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const name = MONTHS[month - 1]!;
  return style % 2 ? `the ${ordinal(day)} of ${name}, ${year}` : `${name} ${ordinal(day)}, ${year}`;
}

/** Minutes as said: 60 → "an hour", 90 → "an hour and a half", 45 → "45 minutes" or "forty-five minutes". */
export function spokenDuration(minutes: number, style: number): string {
  if (minutes === 30) return style % 2 ? 'half an hour' : 'thirty minutes';
  if (minutes === 60) return style % 2 ? 'an hour' : 'sixty minutes';
  if (minutes === 90) return 'an hour and a half';
  if (minutes % 60 === 0) return `${numberWords(minutes / 60)} hours`;
  return style % 2 ? `${minutes} minutes` : `${numberWords(minutes)} minutes`;
}
