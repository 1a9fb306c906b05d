import {
  type Answer,
  type AskKind,
  type MoneyPeriod,
  type NormalizedValue,
  normalizedByKind,
  WEEKDAYS,
} from '#shared/contracts/asks';
import { STATUS_LABELS } from '#shared/domain/answer-status';

const PER_LABELS: Record<MoneyPeriod, string> = {
  hour: ' / hour',
  lesson: ' / lesson',
  class: ' / class',
  session: ' / session',
  visit: ' / visit',
  day: ' / day',
  night: ' / night',
  week: ' / week',
  month: ' / month',
  term: ' / term',
  season: ' / season',
  year: ' / year',
  child: ' / child',
  person: ' / person',
  item: ' / item',
  one_time: ' one-time',
};

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

function money({ amount, currency, per }: NormalizedValue['money']): string {
  const whole = Number.isInteger(amount);
  const price = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
  return per ? `${price}${PER_LABELS[per]}` : price;
}

/** "09:00-12:00" → "9:00–12:00". */
const clock = (time: string) =>
  time
    .split('-')
    .map((t) => t.replace(/^0(\d)/, '$1'))
    .join('–');

/** Weekdays in week order, three or more in a row as a range: "Mon–Fri, Sun". */
function days(list: readonly NormalizedValue['schedule']['days'][number][]): string {
  const indexes = [...new Set(list.map((d) => WEEKDAYS.indexOf(d)))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < indexes.length; ) {
    let j = i;
    while (j + 1 < indexes.length && (indexes[j + 1] as number) === (indexes[j] as number) + 1) j += 1;
    const from = DAY_NAMES[indexes[i] as number];
    const to = DAY_NAMES[indexes[j] as number];
    if (j - i >= 2) parts.push(`${from}–${to}`);
    else parts.push(...indexes.slice(i, j + 1).map((d) => DAY_NAMES[d] as string));
    i = j + 1;
  }
  return parts.join(', ');
}

function ages({ min, max }: NormalizedValue['age_range']): string {
  if (min !== null && max !== null)
    return min === max ? `Age ${number(min)}` : `Ages ${number(min)}–${number(max)}`;
  if (min !== null) return `Ages ${number(min)}+`;
  if (max !== null) return `Up to age ${number(max)}`;
  return 'Any age';
}

function duration({ minutes }: NormalizedValue['duration']): string {
  if (minutes < 60) return `${number(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const date = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const FORMATTERS: { [K in AskKind]: (value: NormalizedValue[K]) => string } = {
  yes_no: (yes) => (yes ? 'Yes' : 'No'),
  money,
  schedule: (s) => [days(s.days), s.times.map(clock).join(', ')].filter(Boolean).join(' '),
  age_range: ages,
  count: number,
  duration,
  date,
  text: (text) => text,
};

/** The normalized value read as `kind`, or null when it is missing or of another shape. */
export function normalizedAs<K extends AskKind>(kind: K, answer: Answer): NormalizedValue[K] | null {
  const parsed = normalizedByKind[kind].safeParse(answer.normalized);
  return parsed.success ? (parsed.data as NormalizedValue[K]) : null;
}

/**
 * An answer as a parent reads it: the normalized value by the ask's kind ("$120 / month", "Yes",
 * "Sat 9:00–12:00", "Ages 3–6", "45 min"), the business's words when it has none, and the
 * status's label when the business gave no answer.
 */
export function formatAnswer(kind: AskKind, answer: Answer | undefined): string {
  if (!answer) return STATUS_LABELS.not_asked;
  if (answer.status !== 'answered') return STATUS_LABELS[answer.status];
  const value = normalizedAs(kind, answer);
  const text = value === null ? '' : (FORMATTERS[kind] as (v: typeof value) => string)(value);
  return text || answer.value || STATUS_LABELS.unclear;
}
