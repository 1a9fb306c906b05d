import { HIDDEN_EXTRACTED_KEYS } from '../domain/extracted-data';
import * as z from '../zod';
import { requiredText } from './common';
import { defineContract } from './define';

/** How an answer to an ask is normalized. */
export const ASK_KINDS = [
  'yes_no',
  'money',
  'schedule',
  'age_range',
  'count',
  'duration',
  'date',
  'text',
] as const;
export type AskKind = (typeof ASK_KINDS)[number];

export const MAX_ASKS = 6;
/**
 * The most parts of a question a split lists: the first MAX_ASKS are asked, the rest are left out
 * and named to the parent, who can swap one in for an ask.
 */
export const MAX_QUESTION_PARTS = 12;

/** One separate thing to find out from each business: the parent's question is split into 1–6 of them. */
export const askSchema = z.strictObject({
  /** Stable key within the research: lower snake case, e.g. `saturday_classes`. */
  key: z.string().check(
    z.regex(/^[a-z][a-z0-9_]{0,47}$/, 'An ask key is lower case letters, digits and underscores'),
    z.refine(
      (key) => !HIDDEN_EXTRACTED_KEYS.has(key),
      'This ask key is kept for the call record: please choose another',
    ),
  ),
  /** What to find out, in the parent's words, as a short question ("Do you have Saturday classes?"). */
  label: requiredText(200, 'Please say what to ask'),
  kind: z.enum(ASK_KINDS),
});
export type Ask = z.infer<typeof askSchema>;

export const asksSchema = z.array(askSchema).check(
  z.minLength(1, 'Add at least one thing to ask'),
  z.maxLength(MAX_ASKS, `At most ${MAX_ASKS} things can be asked on one call`),
  z.refine((asks) => new Set(asks.map((a) => a.key)).size === asks.length, 'Each ask needs its own key'),
);

/** Units a price is quoted per; null when the business named none. */
export const MONEY_PERIODS = [
  'hour',
  'lesson',
  'class',
  'session',
  'visit',
  'day',
  'night',
  'week',
  'month',
  'term',
  'season',
  'year',
  'child',
  'person',
  'item',
  'one_time',
] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 24-hour "HH:MM", or a range "HH:MM-HH:MM". */
const clockTimes = z.string().check(z.regex(/^\d{2}:\d{2}(-\d{2}:\d{2})?$/));
const notNegative = () => z.number().check(z.minimum(0));

const moneyValueSchema = z.strictObject({
  amount: notNegative(),
  currency: z.string().check(z.length(3)),
  per: z.nullable(z.enum(MONEY_PERIODS)),
});
const scheduleValueSchema = z.strictObject({ days: z.array(z.enum(WEEKDAYS)), times: z.array(clockTimes) });
const ageRangeValueSchema = z.strictObject({
  min: z.nullable(notNegative()),
  max: z.nullable(notNegative()),
});
const durationValueSchema = z.strictObject({ minutes: notNegative() });

/** The normalized value of an answer, by the ask's kind. */
export const normalizedByKind = {
  yes_no: z.boolean(),
  money: moneyValueSchema,
  schedule: scheduleValueSchema,
  age_range: ageRangeValueSchema,
  count: notNegative(),
  duration: durationValueSchema,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  text: z.string(),
} satisfies Record<AskKind, z.ZodMiniType>;

export type NormalizedValue = {
  [K in AskKind]: z.infer<(typeof normalizedByKind)[K]>;
};

const normalizedValueSchema = z.union([
  normalizedByKind.yes_no,
  normalizedByKind.money,
  normalizedByKind.schedule,
  normalizedByKind.age_range,
  normalizedByKind.count,
  normalizedByKind.duration,
  normalizedByKind.text,
]);

/**
 * answered: the business gave an answer; not_offered: "we don't offer that";
 * unknown: the business didn't know or wouldn't say; unclear: asked (and re-asked) without a usable
 * answer; not_asked: the call ended before the ask was put.
 */
export const ANSWER_STATUSES = ['answered', 'not_offered', 'unknown', 'unclear', 'not_asked'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** Where an answer came from: a business turn of the transcript, quoted verbatim. */
const answerEvidenceSchema = z.strictObject({
  turn: z.int().check(z.minimum(0)),
  quote: z.string().check(z.minLength(1)),
});

/** The answer to one ask on one call. */
const answerSchema = z.strictObject({
  status: z.enum(ANSWER_STATUSES),
  /** What the business said, in words; null unless answered or not offered. */
  value: z.nullable(z.string()),
  /** `value` normalized by the ask's kind (see normalizedByKind); null when not answered. */
  normalized: z.nullable(normalizedValueSchema),
  evidence: z.nullable(answerEvidenceSchema),
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
});
export type Answer = z.infer<typeof answerSchema>;

/** Answers of one call by ask key. */
export const answersSchema = z.record(z.string(), answerSchema);
export type Answers = z.infer<typeof answersSchema>;

/**
 * The asks a question (or an extension's context) gives, and the parts of it beyond MAX_ASKS that
 * were left out (none from a server that did not say).
 */
export const keptAsksSchema = z.object({
  asks: asksSchema,
  leftOut: z._default(z.array(askSchema).check(z.maxLength(MAX_QUESTION_PARTS)), []),
});
export type KeptAsks = z.infer<typeof keptAsksSchema>;

/**
 * The asks of a parent's question, and the kind of business its search calls, in the plural
 * ("gymnastics clubs"); null when the question names none (or from a server that did not say).
 */
const questionAsksSchema = z.extend(keptAsksSchema, {
  businessKind: z._default(z.nullable(z.string()), null),
});
export type QuestionAsks = z.infer<typeof questionAsksSchema>;

const deriveAsksBodySchema = z.strictObject({
  question: requiredText(500, 'Please describe what you want to research'),
});

export const deriveAsks = defineContract({
  id: 'asks.derive',
  method: 'POST',
  path: '/api/asks',
  auth: true,
  summary: "Split a parent's question into the separate things to ask each business",
  body: deriveAsksBodySchema,
  response: questionAsksSchema,
});
