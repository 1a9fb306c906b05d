import { generateText, type LanguageModel, Output } from 'ai';
import type { Evidence, TranscriptTurn } from '../../../shared/contracts/research';
import { logger } from '../logger';
import { oneLine } from './agent-prompt';
import {
  EXTRACTION_INSTRUCTIONS,
  EXTRACTION_PROMPT_HEADER,
  type ExtractionOutput,
  extractionOutputSchema,
  RESERVED_KEYS,
} from './extraction-schema';
import { formatTranscript, numberedTranscript } from './transcript';

export { EXTRACTION_PROMPT_HEADER };

/** Confidence given to a call whose extraction failed twice. */
export const FALLBACK_CONFIDENCE = 0.1;

/** What is known about the call being extracted. */
export interface ExtractionInput {
  callId: string;
  businessName: string;
  question: string;
  turns: TranscriptTurn[];
}

/** The extracted data of one call, as stored on the call record. */
export interface CallExtraction {
  /** Free keys (price, hours, …) plus `summary`; `transcripts` holds the raw transcript on fallback. */
  extractedData: Record<string, string>;
  condensedSummary: string;
  confidenceScore: number;
  /** For each key, the turn and the words it came from (verified to occur in that turn). */
  evidence: Record<string, Evidence>;
  status: 'extracted' | 'fallback';
}

/** Builds `extractCall(input)`: model extraction validated with zod, retried once, then a fallback. */
export function createExtractCall({ model }: { model: LanguageModel }) {
  return async function extractCall(input: ExtractionInput): Promise<CallExtraction> {
    let problem: string | null = null;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const { output } = await generateText({
          model,
          system: EXTRACTION_INSTRUCTIONS,
          prompt: userPrompt(input, problem),
          output: Output.object({ schema: extractionOutputSchema }),
        });
        return toExtraction(extractionOutputSchema.parse(output), input.turns);
      } catch (error) {
        problem = error instanceof Error ? error.message.slice(0, 300) : 'invalid output';
        logger.warn('Extraction output was invalid', { callId: input.callId, attempt, problem });
      }
    }
    return fallback(input.turns);
  };
}

function userPrompt(input: ExtractionInput, problem: string | null): string {
  const lines = [
    `Business: ${oneLine(input.businessName)}`,
    `Question: ${oneLine(input.question)}`,
    'Transcript:',
    numberedTranscript(input.turns),
  ];
  if (problem)
    lines.push('', `Your previous answer was not valid (${problem}). Answer again with valid JSON.`);
  return lines.join('\n');
}

/** Keeps facts with allowed keys; keeps evidence only when the quote occurs in that turn. */
export function toExtraction(output: ExtractionOutput, turns: TranscriptTurn[]): CallExtraction {
  const extractedData: Record<string, string> = { summary: output.summary };
  const evidence: Record<string, Evidence> = {};
  let facts = 0;
  for (const fact of output.facts) {
    if (RESERVED_KEYS.has(fact.key) || fact.key in extractedData) continue;
    extractedData[fact.key] = fact.value;
    facts += 1;
    if (turns[fact.turn]?.text.includes(fact.quote))
      evidence[fact.key] = { turn: fact.turn, quote: fact.quote };
  }
  const verified = Object.keys(evidence).length;
  const share = facts === 0 ? 0.5 : verified / facts;
  const confidenceScore = round2(output.confidence * (0.5 + 0.5 * share));
  return {
    extractedData,
    condensedSummary: output.condensedSummary,
    confidenceScore,
    evidence,
    status: 'extracted',
  };
}

function fallback(turns: TranscriptTurn[]): CallExtraction {
  const said = turns
    .filter((t) => t.speaker === 'business')
    .map((t) => t.text)
    .join(' ');
  return {
    extractedData: {
      summary: 'The answers could not be extracted automatically; see the transcript.',
      transcripts: formatTranscript(turns),
    },
    condensedSummary: said ? truncate(said, 200) : 'No answer could be extracted.',
    confidenceScore: FALLBACK_CONFIDENCE,
    evidence: {},
    status: 'fallback',
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
