import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ASK_KINDS, type Ask, askSchema, MAX_ASKS, MAX_QUESTION_PARTS } from '#shared/contracts/asks';
import * as z from '#shared/zod';
import { logger } from '../logger';
import { generateJson } from '../model/generate-json';
import { asksOutputJsonSchema } from '../model/json-schemas';

/**
 * Splits a parent's question into its parts, 1 to MAX_QUESTION_PARTS asks in the parent's order: a
 * call asks the first six, the rest are named to the parent as left out (`keptAsks`).
 */
export type DeriveAsks = (question: string) => Promise<Ask[]>;

const ASKS_PROMPT_HEADER = "Split a parent's question to local businesses into separate asks.";

const INSTRUCTIONS = [
  ASKS_PROMPT_HEADER,
  `Return 1 to ${MAX_QUESTION_PARTS} asks, in the parent's order, one per separate thing to find out.`,
  `A call asks only the first ${MAX_ASKS}; list every part anyway, so the parent can choose among them.`,
  'label: a short standalone question to a business, e.g. "Do you have Saturday classes?".',
  'key: lower snake_case from the label, unique, e.g. saturday_classes.',
  `kind: one of ${ASK_KINDS.join(', ')} — yes_no for do/is/can questions, money for prices and fees,`,
  'schedule for days, times and hours, age_range for ages, count for "how many", duration for',
  '"how long", date for a start date, text otherwise.',
  'Context that asks nothing ("for my 6-year-old", "near me") is not an ask. Never add asks the',
  'parent did not ask.',
].join('\n');

/** What the model must answer: the asks, in the parent's order, up to six and any parts beyond. */
export const asksOutputSchema = z.object({
  asks: z.array(askSchema).check(z.minLength(1), z.maxLength(MAX_QUESTION_PARTS)),
});

/** The parts of a question: asks with keys of their own. */
const questionPartsSchema = asksOutputSchema.shape.asks.check(
  z.refine((asks) => new Set(asks.map((a) => a.key)).size === asks.length, 'Each ask needs its own key'),
);

/**
 * The model with structured output (the cloud), falling back to `fallback` on error or invalid asks:
 * the parser where a question is split (`parseAsksLater`), the words as typed where the function
 * does not carry the parser (`askAsTyped`, ask-as-typed.ts).
 */
export function createModelAskDeriver(model: LanguageModelV3, fallback: DeriveAsks): DeriveAsks {
  return async (question) => {
    try {
      const output = await generateJson(model, {
        system: INSTRUCTIONS,
        prompt: `Question: ${question.trim().replace(/\s+/g, ' ')}`,
        schema: asksOutputSchema,
        jsonSchema: asksOutputJsonSchema,
      });
      return questionPartsSchema.parse(output.asks);
    } catch (error) {
      logger.warn('Deriving asks with the model failed; using the fallback', { error: String(error) });
      return fallback(question);
    }
  };
}
