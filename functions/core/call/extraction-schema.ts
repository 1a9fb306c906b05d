import { ANSWER_STATUSES, type Ask, MAX_ASKS } from '#shared/contracts/asks';
import * as z from '#shared/zod';

/** First line of the extraction system prompt; the scripted model recognises its task by it. */
export const EXTRACTION_PROMPT_HEADER = 'You extract the answers to the asks from a phone call transcript.';

/** What the model must answer: per ask, the status and the business turn and words it came from. */
export const extractionOutputSchema = z.object({
  summary: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  condensedSummary: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  answers: z
    .array(
      z.object({
        key: z.string().check(z.minLength(1), z.maxLength(48)),
        status: z.enum(ANSWER_STATUSES),
        /** What the business said, in words; null unless answered or not offered. */
        value: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
        /** Index of the business turn the answer came from; null when none. */
        turn: z.nullable(z.int().check(z.minimum(0))),
        /** Words copied exactly from that turn; null when none. */
        quote: z.nullable(z.string().check(z.minLength(1), z.maxLength(500))),
        /** Set when the agent had to ask again before the business answered. */
        reasked: z._default(z.boolean(), false),
      }),
    )
    .check(z.maxLength(MAX_ASKS * 2)),
});
export type ExtractionOutput = z.infer<typeof extractionOutputSchema>;
export type ModelAnswer = ExtractionOutput['answers'][number];

export const EXTRACTION_INSTRUCTIONS = [
  EXTRACTION_PROMPT_HEADER,
  'The asks are the separate things the caller wanted to find out; each has a key, a kind and a label.',
  'Answer with JSON only: summary (two or three sentences on what the business answered),',
  'condensedSummary (one line) and answers: one entry per ask with its key and a status:',
  'answered (the business gave an answer, even an implied one: "we don\'t do Sundays" answers',
  '"open Sundays?" with no), not_offered (the business does not offer the thing asked about),',
  'unknown (the business did not know or would not say), unclear (asked, but no usable answer),',
  'not_asked (the ask never came up). For answered and not_offered give value (what the business said,',
  'in a few words), turn (the index of the business turn that says it) and quote (words copied exactly',
  'from that turn, one sentence or less). Set reasked when the caller had to ask again.',
  "Only use what the business said; never guess or use the agent's words as an answer.",
].join('\n');

/** The asks as the prompt lists them: "- key (kind): label". */
export function askLines(asks: Ask[]): string {
  return asks.map((ask) => `- ${ask.key} (${ask.kind}): ${ask.label.replace(/\s+/g, ' ')}`).join('\n');
}
