import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Answers, Ask } from '#shared/contracts/asks';
import type { Evidence, TranscriptTurn } from '#shared/contracts/research';
import type { StoredCall } from '../../ports/call-store';
import type { AnswerContext } from '../answers/answers';
import { asksOfStoredCall } from '../asks/stored-asks';
import { logger } from '../logger';
import { generateJson } from '../model/generate-json';
import { extractionOutputJsonSchema } from '../model/json-schemas';
import { oneLine } from './agent-prompt';
import {
  askLines,
  EXTRACTION_INSTRUCTIONS,
  type ExtractionOutput,
  extractionOutputSchema,
} from './extraction-schema';
import { formatTranscript, numberedTranscript } from './transcript';

/** Confidence given to a call whose extraction failed twice. */
const FALLBACK_CONFIDENCE = 0.1;
/** Confidence of a call on which no ask was answered. */
const UNANSWERED_CONFIDENCE = 0.2;

/** What is known about the call being extracted. */
export interface ExtractionInput extends AnswerContext {
  callId: string;
  businessName: string;
  question: string;
  /** The separate things the call asked. */
  asks: Ask[];
  turns: TranscriptTurn[];
}

/** The extracted data of one call, as stored on the call record. */
export interface CallExtraction {
  /** Ask key → what the business said, plus `summary`; `transcripts` holds the raw transcript on fallback. */
  extractedData: Record<string, string>;
  condensedSummary: string;
  /** Mean confidence over the answered asks. */
  confidenceScore: number;
  /** For each key of extractedData, the verified turn and words it came from. */
  evidence: Record<string, Evidence>;
  answers: Answers;
  status: 'extracted' | 'fallback';
}

/**
 * The answer reader: it verifies and normalizes what the model found, with the normalizers'
 * language libraries (compromise, chrono-node; ~170 ms to load and most of a bundle). Each
 * extraction starts loading it before it asks the model, so a cold start does not wait for it and
 * the first extraction loads it while the model reads the transcript.
 */
const loadAnswerReader = () => import('../answers/answers');
type AnswerReader = Awaited<ReturnType<typeof loadAnswerReader>>;

/**
 * Builds `extractCall(input)`: the model locates each ask's answer (status, business turn, quote),
 * validated with zod and retried once, then a fallback; core verifies and normalizes each answer.
 */
export function createExtractCall({ model }: { model: LanguageModelV3 }) {
  return async function extractCall(input: ExtractionInput): Promise<CallExtraction> {
    const reading = loadAnswerReader();
    // Awaited below on every path; this only keeps a failed load from being unhandled meanwhile.
    reading.catch(() => {});
    let found: ExtractionOutput | null = null;
    let problem: string | null = null;
    for (let attempt = 1; attempt <= 2 && !found; attempt++) {
      try {
        found = await generateJson(model, {
          system: EXTRACTION_INSTRUCTIONS,
          prompt: userPrompt(input, problem),
          schema: extractionOutputSchema,
          jsonSchema: extractionOutputJsonSchema,
        });
      } catch (error) {
        problem = error instanceof Error ? error.message.slice(0, 300) : 'invalid output';
        logger.warn('Extraction output was invalid', { callId: input.callId, attempt, problem });
      }
    }
    const reader = await reading;
    if (!found) return fallback(reader, input);
    try {
      return toExtraction(reader, found, input);
    } catch (error) {
      // A reading the rules cannot make is the fallback's, as a model reply that was never valid.
      logger.error('Reading the extracted answers failed', { callId: input.callId, error });
      return fallback(reader, input);
    }
  };
}

/** The research engine's extractor: a stored call's answers with `model`. */
export function createCallExtractor({ model }: { model: LanguageModelV3 }) {
  const extractCall = createExtractCall({ model });
  return async (call: StoredCall): Promise<CallExtraction> => extractCall(extractionInputOf(call));
}

/** What the extractor needs of a stored call: its asks, turns, currency and when it took place. */
function extractionInputOf(call: StoredCall): ExtractionInput {
  return {
    callId: call.id,
    businessName: call.businessName,
    question: call.goal,
    asks: asksOfStoredCall(call.asks, call.goal),
    turns: call.turns,
    currency: call.currency,
    referenceDate: new Date(call.calledAt ?? call.createdAt),
  };
}

function userPrompt(input: ExtractionInput, problem: string | null): string {
  const lines = [
    `Business: ${oneLine(input.businessName)}`,
    `Question: ${oneLine(input.question)}`,
    // "Saturday the sixteenth", "next Tuesday": days are said from the day of the call.
    `Call date: ${input.referenceDate.toISOString().slice(0, 10)}`,
    'Asks:',
    askLines(input.asks),
    'Transcript:',
    numberedTranscript(input.turns),
  ];
  if (problem)
    lines.push('', `Your previous answer was not valid (${problem}). Answer again with valid JSON.`);
  return lines.join('\n');
}

/** The stored extraction: verified, normalized answers and the per-key text and evidence beside them. */
function toExtraction(
  { toAnswers }: AnswerReader,
  output: ExtractionOutput,
  input: ExtractionInput,
): CallExtraction {
  const answers = toAnswers(input.asks, output.answers, input.turns, {
    currency: input.currency,
    referenceDate: input.referenceDate,
    question: input.question,
  });
  const extractedData: Record<string, string> = { summary: output.summary };
  const evidence: Record<string, Evidence> = {};
  const confidences: number[] = [];
  for (const [key, answer] of Object.entries(answers)) {
    if (answer.value === null || !answer.evidence) continue;
    extractedData[key] = answer.value;
    evidence[key] = answer.evidence;
    if (answer.status === 'answered') confidences.push(answer.confidence);
  }
  const confidenceScore =
    confidences.length === 0
      ? UNANSWERED_CONFIDENCE
      : Math.round((confidences.reduce((a, b) => a + b, 0) / confidences.length) * 100) / 100;
  return {
    extractedData,
    condensedSummary: output.condensedSummary,
    confidenceScore,
    evidence,
    answers,
    status: 'extracted',
  };
}

function fallback({ unanswered }: AnswerReader, input: ExtractionInput): CallExtraction {
  const said = input.turns
    .filter((t) => t.speaker === 'business')
    .map((t) => t.text)
    .join(' ');
  const answers = Object.fromEntries(input.asks.map((ask) => [ask.key, unanswered('unclear')]));
  return {
    extractedData: {
      summary: 'The answers could not be extracted automatically; see the transcript.',
      transcripts: formatTranscript(input.turns),
    },
    condensedSummary: said ? truncate(said, 200) : 'No answer could be extracted.',
    confidenceScore: FALLBACK_CONFIDENCE,
    evidence: {},
    answers,
    status: 'fallback',
  };
}

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
