import type { AskKind, NormalizedValue, Weekday } from '#shared/contracts/asks';
import { readAgeRange } from './age-range';
import { readCount } from './count';
import { isoDate, readDate } from './date';
import { withoutDeniedValues } from './denied-values';
import { readDuration } from './duration';
import { isHedged } from './hedges';
import { priceLost } from './lost-price';
import { readMoney } from './money';
import { NAMES_A_MONTH } from './month-names';
import { hasAny, phrase, TOTAL_WORDS } from './phrases';
import type { Reading } from './reading';
import { withoutRepaired } from './repairs';
import { readTimetable } from './timetable';
import { type Token, tokensOf, wordsOf } from './tokens';
import { readYesNo } from './yes-no';

/**
 * Normalizing what a business said, by the ask's kind. Built on two maintained NLP libraries
 * rather than tables of patterns: compromise tokenizes, expands contractions and ranges, reads
 * numbers written in digits or words ("one-twenty", "a hundred and fifty", "$1,200") and tags
 * negations and weekdays; chrono-node reads calendar dates relative to the call.
 */
export interface NormalizeContext {
  /** The ask's label: a yes/no answer is read against what was asked. */
  label: string;
  /** ISO currency of prices that name none (the business's country: USD, CAD, …). */
  currency: string;
  /** When the call took place; relative dates are read from it. */
  referenceDate: Date;
  /**
   * The prices said elsewhere in the call: the scale a price said as two numbers is heard in ("nine
   * ninety-five a month" beside "seven seventy-five a bottle" is 9.95).
   */
  callPrices?: number[];
  /**
   * The days the parent means when the ask names none ("a party on a Saturday"): of prices said
   * for different days, the one for these.
   */
  daysMeant?: readonly Weekday[];
}

/** A normalized value with the reading's certainty (0–1), lowered when the answer is hedged. */
export interface Normalized<K extends AskKind = AskKind> {
  value: NormalizedValue[K];
  certainty: number;
  hedged: boolean;
}

const HEDGE_FACTOR = 0.93;

/** Reads `text` as a value of `kind`; null when it holds none (no price in "we're family run"). */
export function normalizeAnswer<K extends AskKind>(
  kind: K,
  text: string,
  context: NormalizeContext,
): Normalized<K> | null {
  // "Sundays, one to th— no, sorry, two to four": what the speaker broke off to repair is not said.
  const said = kind === 'text' ? text : withoutRepaired(text);
  const tokens = tokensOf(said);
  const valued =
    kind === 'yes_no' || kind === 'text' || kind === 'date' ? tokens : withoutDeniedValues(tokens);
  const reading = (summedUp(kind, said, context) ?? readKind(kind, said, context, valued)) as Reading<
    NormalizedValue[K]
  > | null;
  if (!reading) return null;
  const hedged = isHedged(tokens.map((t) => t.word));
  return { value: reading.value, certainty: reading.certainty * (hedged ? HEDGE_FACTOR : 1), hedged };
}

/**
 * Kinds a reply sums up after "so": a length ("one day, nine to three, so six hours"), a day, a
 * count said as the total ("two classes per week, so total twenty-four classes"), and a
 * price for as many as were asked of ("sixty-five for the first seat and forty for each one after,
 * so a hundred and five for two" to "How much for two car seats?").
 */
const SUMMED_KINDS = new Set<AskKind>(['duration', 'date', 'money', 'count']);

/** How many a phrase says: "two", "both". */
const many = (token: Token | undefined) => (token?.word === 'both' ? 2 : (token?.value ?? 0));

/** Whether a summed-up price is said "for" as many (more than one) as the question asks of. */
const forTheNumberAsked = (said: Token[], label: Token[]) =>
  said.some(
    (t, i) => t.word === 'for' && many(said[i + 1]) > 1 && label.some((u) => many(u) === many(said[i + 1])),
  );
/** The "so" opening a summing-up: "…, so six hours", "…had to cancel, so the next one is April tenth". */
const SO = /(?:^|[,;]\s*|\s)so,?\s+(?!much\b|many\b|far\b|long\b|on\b)/gi;

/**
 * "It's one day, nine to three, so six hours.": of values said, the one a reply sums up with after
 * "so" is the answer; null when no such summing-up says a value of the kind.
 */
export function summedUp(kind: AskKind, text: string, context: NormalizeContext) {
  if (!SUMMED_KINDS.has(kind)) return null;
  const at = [...text.matchAll(SO)].at(-1);
  if (!at || at.index === 0) return null;
  const rest = text.slice(at.index + at[0].length);
  // "…first weekend of March, so Friday the fifth": a day summed up without its month goes by the whole.
  if (kind === 'date' && !NAMES_A_MONTH.test(rest)) return null;
  if (kind === 'money' && !forTheNumberAsked(tokensOf(rest), tokensOf(context.label))) return null;
  // "…so total twenty-four classes" (not "Twenty people minimum, so twenty-five's fine").
  if (kind === 'count' && !hasAny(phrase(wordsOf(rest)), TOTAL_WORDS)) return null;
  return readKind(kind, rest, context, tokensOf(rest));
}

function readKind(
  kind: AskKind,
  text: string,
  context: NormalizeContext,
  tokens: ReturnType<typeof tokensOf>,
): Reading<NormalizedValue[AskKind]> | null {
  switch (kind) {
    case 'yes_no':
      return readYesNo(tokens, text, context);
    case 'money':
      return priceLost(text, tokensOf(context.label))
        ? null
        : readMoney(tokens, context.currency, tokensOf(context.label), context.callPrices, context.daysMeant);
    case 'schedule':
      return readTimetable(tokens, tokensOf(context.label), context.referenceDate);
    case 'age_range':
      return readAgeRange(tokens, tokensOf(context.label));
    case 'count':
      return readCount(tokens, tokensOf(context.label));
    case 'duration':
      return readDuration(tokens, tokensOf(context.label));
    case 'date':
      return aheadAsked(otherThanAsked(readDate(text, context.referenceDate), text, context), context);
    case 'text': {
      const value = text.trim();
      return value ? { value, certainty: 1 } : null;
    }
  }
}

/**
 * "Last day to book for April 24?" "So for the twenty-fourth, she'd have to book by the seventeenth.":
 * the day the question names is what it asks about; another day said in a clause after it is the answer.
 */
function otherThanAsked(
  reading: Reading<string> | null,
  text: string,
  { label, referenceDate }: NormalizeContext,
) {
  if (!reading || reading.value !== readDate(label, referenceDate)?.value) return reading;
  const readings = text.split(/[,;]\s*/).map((clause) => readDate(clause, referenceDate));
  const asked = readings.findIndex((r) => r?.value === reading.value);
  return readings.slice(asked + 1).find((r) => r && r.value !== reading.value) ?? reading;
}

/** Words by which a question asks for a day still to come: "the next class", "the soonest opening". */
const AHEAD = /\b(?:next|soonest|earliest|upcoming|first available|first open)\b/i;

/**
 * "When does the next class start?" "The spring one already started last week.": a day gone by is no
 * day still to come.
 */
function aheadAsked(reading: Reading<string> | null, { label, referenceDate }: NormalizeContext) {
  if (!reading || !AHEAD.test(label)) return reading;
  return reading.value < isoDate(referenceDate) ? null : reading;
}
