import { keptAsks } from '#functions/core/asks/merge-asks';
import type { CallExtraction, ExtractionInput } from '#functions/core/call/extract';
import { type Answers, type Ask, askSchema } from '#shared/contracts/asks';
import * as z from '#shared/zod';
import { currencyOfPlacesNamed } from './places-named';
import type { ExpectedAnswer } from './score';

/** A call written by a person: the question, the turns and, in the shipped set, the answers expected. */
export const transcriptItemSchema = z.object({
  question: z.string().check(z.minLength(1)),
  turns: z
    .array(z.object({ speaker: z.enum(['agent', 'business']), text: z.string() }))
    .check(z.minLength(1)),
  /** Asks to use instead of deriving them from the question (as edited asks are on a research). */
  asks: z.optional(z.array(askSchema)),
  /**
   * Currency of prices said without one. When absent, that of the places the call names (a call
   * written by a person has no phone number to tell it), else USD.
   */
  currency: z.optional(z.string().check(z.length(3))),
  /** When the call took place (relative dates are read from it); now when absent. */
  calledAt: z.optional(z.iso.datetime()),
  expected: z.optional(z.record(z.string(), z.custom<ExpectedAnswer>())),
});
type TranscriptItem = z.infer<typeof transcriptItemSchema>;

export interface TranscriptDeps {
  deriveAsks(question: string): Promise<Ask[]>;
  extractCall(input: ExtractionInput): Promise<CallExtraction>;
}

/** The asks and answers of each written call, in input order, through the product's extractor. */
export async function answerTranscripts(
  items: TranscriptItem[],
  deps: TranscriptDeps,
): Promise<{ items: { asks: Ask[]; answers: Answers }[] }> {
  const results: { asks: Ask[]; answers: Answers }[] = [];
  for (const [i, item] of items.entries()) {
    const asks = item.asks ?? keptAsks(await deps.deriveAsks(item.question)).asks;
    const extraction = await deps.extractCall({
      callId: `transcript-${i}`,
      businessName: 'The business',
      question: item.question,
      asks,
      turns: item.turns.map((turn, at) => ({ ...turn, at })),
      currency:
        item.currency ?? currencyOfPlacesNamed([item.question, ...item.turns.map((t) => t.text)]) ?? 'USD',
      referenceDate: item.calledAt ? new Date(item.calledAt) : new Date(),
    });
    results.push({ asks, answers: extraction.answers });
  }
  return { items: results };
}
