import { WEEKDAYS, type Weekday } from '#shared/contracts/asks';
import { createRandom, seedOf } from './prng';

/** How a number behaves when dialled. */
export type LineKind = 'answers' | 'no_answer' | 'voicemail' | 'phone_menu' | 'busy';

/**
 * A simulated business of any kind: how its line behaves, how its staff talk, and the few facts
 * every business has (open days and hours, how it usually prices). Everything else it knows is
 * generated per question from the same seed (facts.ts). The same number and name always give the
 * same persona.
 */
export interface Persona {
  phone: string;
  businessName: string;
  line: LineKind;
  openDays: Weekday[];
  /** Minutes after midnight. */
  opens: number;
  closes: number;
  /** Puts the caller on hold to check before the first answer. */
  holds: boolean;
  /** Asks how old the child is before answering about prices, ages or places. */
  asksAge: boolean;
  /** Answers some questions vaguely the first time ("it depends"), so the agent must ask again. */
  hedges: boolean;
  /** Doesn't know or doesn't offer more often than most. */
  vague: boolean;
  /** Total simulated length the conversation aims at, in seconds. */
  targetSeconds: number;
  ringSeconds: number;
  /** Picks the wording of each sentence. */
  style: number;
}

const OPEN_DAYS: Weekday[][] = [
  WEEKDAYS.slice(0, 5),
  WEEKDAYS.slice(0, 6),
  WEEKDAYS.slice(1, 6),
  WEEKDAYS.slice(0, 7),
  ['monday', 'tuesday', 'wednesday', 'thursday', 'saturday'],
];

/** The persona behind a number. */
export function personaFor(phone: string, businessName: string): Persona {
  const random = createRandom(seedOf(phone, businessName.trim().toLowerCase()));
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
  return {
    phone,
    businessName,
    line,
    openDays: random.pick(OPEN_DAYS),
    opens: random.pick([7, 8, 9, 10]) * 60 + random.pick([0, 0, 30]),
    closes: random.pick([17, 18, 19, 20]) * 60 + random.pick([0, 0, 30]),
    holds: random.chance(0.5),
    asksAge: random.chance(0.3),
    hedges: random.chance(0.35),
    vague: random.chance(0.25),
    targetSeconds: random.int(80, 210),
    ringSeconds: random.int(20, 40),
    style: random.int(0, 1000),
  };
}
