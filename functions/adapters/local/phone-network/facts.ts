import { defaultCurrency } from '#functions/core/answers/currency';
import { contentWords } from '#functions/core/asks/ask-key';
import { dayNumber } from '#functions/core/weekdays';
import {
  type Ask,
  type AskKind,
  type MoneyPeriod,
  type NormalizedValue,
  WEEKDAYS,
  type Weekday,
} from '#shared/contracts/asks';
import type { Persona } from './persona';
import { createRandom, type Random, seedOf } from './prng';

/** What a business knows about one question, and how it will answer it. */
export interface BusinessFact {
  kind: AskKind;
  status: 'answered' | 'not_offered' | 'unknown';
  /** The true value, normalized by kind; null unless answered. */
  normalized: NormalizedValue[AskKind] | null;
  /** The first reply to this question is vague ("it depends"); asked again, it answers. */
  unclearFirst: boolean;
  /** The weekday the question names, if any ("Are you open Sundays?"). */
  day: Weekday | null;
  /** Picks the wording of the answer. */
  seed: number;
}

/**
 * The business's fact for a question, generated from its persona, the question's kind and what the
 * question is about (its content words, so "What is the monthly fee?" and "And what's the monthly
 * fee?" get the same fact). Works for any kind of business: prices, hours, ages, counts, durations
 * and dates are drawn within ranges by unit, days and hours come from the persona.
 */
export function factFor(persona: Persona, ask: Pick<Ask, 'label' | 'kind'>): BusinessFact {
  const topic = topicOf(ask.label);
  const seed = seedOf(persona.phone, persona.businessName.trim().toLowerCase(), ask.kind, topic);
  const random = createRandom(seed);
  const day = dayNamed(ask.label);
  const unclearFirst = persona.hedges && random.chance(0.5);
  const roll = random.next();
  const unknown = persona.vague ? 0.18 : 0.06;
  const notOffered = ask.kind === 'yes_no' ? 0 : unknown + (persona.vague ? 0.15 : 0.06);
  const base = { kind: ask.kind, unclearFirst, day, seed };
  if (roll < unknown) return { ...base, status: 'unknown', normalized: null };
  if (roll < notOffered || (ask.kind === 'schedule' && day && !persona.openDays.includes(day))) {
    return { ...base, status: 'not_offered', normalized: null };
  }
  return { ...base, status: 'answered', normalized: trueValue(ask, persona, random, day) };
}

/** The question's content words, singular and sorted: what it is about, whatever the wording. */
export function topicOf(label: string): string {
  return contentWords(label)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .sort()
    .join(' ');
}

function dayNamed(label: string): Weekday | null {
  const lower = label.toLowerCase();
  return WEEKDAYS.find((d) => new RegExp(`\\b${d}s?\\b`).test(lower)) ?? null;
}

function trueValue(
  ask: Pick<Ask, 'label' | 'kind'>,
  persona: Persona,
  random: Random,
  day: Weekday | null,
): NormalizedValue[AskKind] {
  switch (ask.kind) {
    case 'yes_no':
      return day ? persona.openDays.includes(day) : random.chance(0.6);
    case 'money': {
      const per = periodNamed(ask.label) ?? usualPeriod(ask.label);
      // A business quotes in its country's currency (dollars in the US and Canada alike).
      return { amount: amountFor(per, random), currency: defaultCurrency(persona.phone), per };
    }
    case 'schedule':
      return {
        days: day ? [day] : [...persona.openDays],
        times: [`${clock(persona.opens)}-${clock(persona.closes)}`],
      };
    case 'age_range': {
      const min = random.int(1, 6);
      return { min, max: random.chance(0.25) ? null : min + random.int(4, 12) };
    }
    case 'count':
      return random.int(3, 20);
    case 'duration':
      return { minutes: random.pick([20, 30, 45, 60, 90, 120]) };
    case 'date': {
      const date = new Date(Date.UTC(2027, random.int(1, 12) - 1, random.int(1, 28)));
      // "The next available Saturday": a date on the weekday the ask names.
      if (day) date.setUTCDate(date.getUTCDate() + ((dayNumber(day) - date.getUTCDay() + 7) % 7));
      return date.toISOString().slice(0, 10);
    }
    case 'text':
      return random.pick(TEXT_FACTS);
  }
}

/** Units a price is usually quoted per when a question names none. */
const USUAL_PERIODS: MoneyPeriod[] = ['visit', 'session', 'hour', 'month', 'one_time'];

/**
 * The unit every business quotes a price per when the question names none: the same for one
 * question ("How much is a brake job?" is per visit at every garage), so prices compare.
 */
const usualPeriod = (label: string): MoneyPeriod =>
  createRandom(seedOf('usual-period', topicOf(label))).pick(USUAL_PERIODS);

/** Units a price can be quoted per, as a question names them ("monthly fee", "per lesson"). */
const PERIOD_WORDS: [RegExp, MoneyPeriod][] = [
  [/\b(hour|hourly)\b/, 'hour'],
  [/\blessons?\b/, 'lesson'],
  [/\bclass(es)?\b/, 'class'],
  [/\bsessions?\b/, 'session'],
  [/\b(visit|visits|appointment|appointments)\b/, 'visit'],
  [/\b(day|daily)\b/, 'day'],
  [/\b(night|nightly)\b/, 'night'],
  [/\b(week|weekly)\b/, 'week'],
  [/\b(month|monthly)\b/, 'month'],
  [/\b(term|semester)\b/, 'term'],
  [/\bseason\b/, 'season'],
  [/\b(year|yearly|annual)\b/, 'year'],
  [/\b(child|kid|sibling)\b/, 'child'],
  [/\b(person|adult)\b/, 'person'],
  [/\b(one-time|flat|registration|deposit|install|installation)\b/, 'one_time'],
];

function periodNamed(label: string): MoneyPeriod | null {
  const lower = label.toLowerCase();
  return PERIOD_WORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

const RANGES: Record<MoneyPeriod, [number, number]> = {
  hour: [40, 140],
  lesson: [20, 90],
  class: [15, 45],
  session: [25, 95],
  visit: [60, 250],
  day: [30, 90],
  night: [60, 240],
  week: [150, 450],
  month: [80, 400],
  term: [200, 900],
  season: [150, 900],
  year: [500, 2000],
  child: [15, 60],
  person: [15, 60],
  item: [5, 40],
  one_time: [25, 300],
};

function amountFor(per: MoneyPeriod, random: Random): number {
  const [min, max] = RANGES[per];
  return random.int(min / 5, max / 5) * 5;
}

const TEXT_FACTS = [
  'everything is in the welcome email we send once you book',
  'we handle that case by case, so just call a day ahead',
  "that's included at no extra charge",
  'you fill in a short form when you arrive',
  "we ask for 24 hours' notice, otherwise there's a small fee",
  'the front desk sorts that out on your first visit',
];

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
