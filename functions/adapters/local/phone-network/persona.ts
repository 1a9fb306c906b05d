import { type BusinessType, businessTypeOf } from './business-types';
import { createRandom, seedOf } from './prng';

export const QUESTION_CATEGORIES = ['hours', 'prices', 'services', 'availability', 'policies'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** How a number behaves when dialled. */
export type LineKind = 'answers' | 'no_answer' | 'voicemail' | 'phone_menu' | 'busy';

export interface PersonaPrice {
  item: string;
  plural: string;
  amount: number;
  unit: string;
}

/** A simulated business: everything it will say on the phone, fixed by its number, name and question. */
export interface Persona {
  phone: string;
  businessName: string;
  category: QuestionCategory;
  type: BusinessType['id'];
  line: LineKind;
  prices: PersonaPrice[];
  /** Opening hours as spoken ranges, e.g. { days: 'Monday to Friday', open: '9 am', close: '6 pm' }. */
  hours: { days: string; open: string; close: string }[];
  services: string[];
  availability: { spots: number; nextStart: string };
  cancelNoticeHours: number;
  /** Asks how old the child is before answering a price or availability question. */
  asksAge: boolean;
  /** Puts the caller on hold to check before the first answer. */
  holds: boolean;
  /** Total simulated length the conversation aims at, in seconds (1 to 4 minutes). */
  targetSeconds: number;
  ringSeconds: number;
  /** Picks the wording variant of each sentence. */
  style: number;
}

/** Words that mark each category, most specific first. */
export const CATEGORY_PATTERNS: [QuestionCategory, RegExp][] = [
  ['prices', /how much|price|cost|fee|rate|charge|afford|\$/i],
  ['hours', /\bhours\b|\bopen\b|\bclose\b|what time/i],
  [
    'availability',
    /availab|openings|opening(?! hours)|spot|space|waitlist|book|appointment|start|enrol|register/i,
  ],
  ['policies', /polic|cancel|refund|deposit|rule|require/i],
  ['services', /offer|service|do you (do|provide)|kind of|types? of/i],
];

/** The question's category: prices, hours, availability, policies or services (the default). */
export function categoryOf(question: string): QuestionCategory {
  return CATEGORY_PATTERNS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'services';
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The persona behind a number; the same number, name and question always give the same persona. */
export function personaFor(phone: string, businessName: string, question: string): Persona {
  const category = categoryOf(question);
  const random = createRandom(seedOf(phone, businessName.trim().toLowerCase(), category));
  const type = businessTypeOf(businessName, question);
  const roll = random.next();
  const line: LineKind =
    roll < 0.7
      ? 'answers'
      : roll < 0.82
        ? 'no_answer'
        : roll < 0.92
          ? 'voicemail'
          : roll < 0.97
            ? 'phone_menu'
            : 'busy';
  const count = Math.min(type.items.length, random.int(2, 3));
  const prices = type.items.slice(0, count).map((i) => ({
    item: i.name,
    plural: i.plural,
    amount: random.chance(0.2) && i.max < 100 ? random.int(i.min, i.max) + 0.5 : random.int(i.min, i.max),
    unit: i.unit,
  }));
  const open = random.pick(['7 am', '8 am', '9 am', '10 am']);
  const close = random.pick(['5 pm', '6 pm', '7 pm', '8 pm']);
  const hours = [{ days: 'Monday to Friday', open, close }];
  if (random.chance(0.7))
    hours.push({
      days: 'Saturday',
      open: random.pick(['9 am', '10 am']),
      close: random.pick(['2 pm', '4 pm']),
    });
  return {
    phone,
    businessName,
    category,
    type: type.id,
    line,
    prices,
    hours,
    services: type.services.slice(0, random.int(2, type.services.length)),
    availability: { spots: random.chance(0.2) ? 0 : random.int(1, 6), nextStart: random.pick(WEEKDAYS) },
    cancelNoticeHours: random.pick([12, 24, 48]),
    asksAge: random.chance(0.35),
    holds: random.chance(0.6),
    targetSeconds: random.int(80, 210),
    ringSeconds: random.int(20, 40),
    style: random.int(0, 1000),
  };
}
