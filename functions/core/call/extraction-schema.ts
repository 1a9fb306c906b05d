import { z } from 'zod';

/** First line of the extraction system prompt; the scripted model recognises its task by it. */
export const EXTRACTION_PROMPT_HEADER = 'You extract facts from a phone call transcript.';

/** Keys the comparison table hides; a model may not use them for facts. */
export const RESERVED_KEYS = new Set([
  'summary',
  'transcripts',
  'contact_id',
  'batch_id',
  'started_at',
  'end_at',
  'error_message',
]);

/** What the model must answer: facts with the turn and quoted words each came from. */
export const extractionOutputSchema = z.object({
  summary: z.string().trim().min(1).max(1000),
  condensedSummary: z.string().trim().min(1).max(300),
  confidence: z.number().min(0).max(1),
  facts: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'keys are snake_case'),
        value: z.string().trim().min(1).max(500),
        turn: z.number().int().min(0),
        quote: z.string().min(1).max(500),
      }),
    )
    .max(20),
});
export type ExtractionOutput = z.infer<typeof extractionOutputSchema>;

export const EXTRACTION_INSTRUCTIONS = [
  EXTRACTION_PROMPT_HEADER,
  'Answer with JSON only: summary (two or three sentences answering the question), condensedSummary',
  '(one line), confidence (0 to 1: how completely and clearly the business answered) and facts.',
  'Each fact has a snake_case key such as price, hours, availability, services or policies, a short',
  'value, the index of the transcript turn it came from, and a quote: words copied exactly from that turn.',
  'Only use what the business said; never guess.',
].join('\n');
