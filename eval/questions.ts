import nlp from 'compromise';
import { defaultCurrency } from '#functions/core/answers/currency';
import { keptAsks } from '#functions/core/asks/merge-asks';
import type { CallExtraction, ExtractionInput } from '#functions/core/call/extract';
import type { Answer, Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import * as z from '#shared/zod';
import { expectedCalibrationError, type Judged } from './calibration';
import { type ExpectedAnswer, isRight, isUnsupported } from './score';
import type { EvalCall, SimulatedBusiness } from './simulated-calls';

export const questionItemSchema = z.object({
  question: z.string().check(z.minLength(1)),
  location: z.string().check(z.minLength(1)),
});
type QuestionItem = z.infer<typeof questionItemSchema>;

/** A simulated business's ground truth for some asks (from the phone network's fact sheets). */
interface FactSheet {
  /** How the number behaves when dialled; only `answers` lines reach a person. */
  line: string;
  answers: Record<string, ExpectedAnswer>;
}

export interface QuestionsDeps {
  deriveAsks(question: string): Promise<Ask[]>;
  factSheetFor(business: SimulatedBusiness, asks: Ask[]): FactSheet;
  /** Transcripts of connected calls by call id (null when the call did not connect). */
  placeCalls(calls: EvalCall[]): Promise<Map<string, TranscriptTurn[] | null>>;
  extractCall(input: ExtractionInput): Promise<CallExtraction>;
}

export interface QuestionsReport {
  questions: number;
  coverage: number;
  accuracy: number;
  unsupported: number;
  calibration: { ece: number };
  perQuestion: { question: string; asks: number; coverage: number; accuracy: number }[];
}

/** Businesses called per question. */
const BUSINESSES_PER_QUESTION = 6;

/** Area codes of the numbers dialled: Canadian for a Canadian location (prices then in CAD). */
const AREA_CODES = {
  US: ['212', '312', '415', '617', '206', '512'],
  CA: ['416', '604', '514', '403', '613', '902'],
};
const CANADIAN = /\b(canada|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU)\b/;

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The businesses a question is put to: names from the question's first noun, numbers by location. */
export function businessesFor(item: QuestionItem, count = BUSINESSES_PER_QUESTION): SimulatedBusiness[] {
  const noun = (nlp(item.question).nouns().toSingular().out('array') as string[])[0] ?? 'Local business';
  const name = noun.replace(/^(the|a|an|your|my)\s+/i, '').replace(/^\w/, (c) => c.toUpperCase());
  const codes = CANADIAN.test(item.location) ? AREA_CODES.CA : AREA_CODES.US;
  const base = hash(`${item.question}|${item.location}`);
  return Array.from({ length: count }, (_, i) => ({
    businessName: `${name} ${['North', 'South', 'East', 'West', 'Central', 'Riverside'][i % 6]}`,
    phone: `+1${codes[i % codes.length]}555${String(100 + ((base + i * 17) % 100)).padStart(4, '0')}`,
  }));
}

interface Tally {
  knew: number;
  covered: number;
  answered: number;
  right: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);
const gave = (answer: Answer) => answer.status === 'answered' || answer.status === 'not_offered';

/**
 * Runs each question as the product does (asks derived, calls to simulated businesses through the
 * agent, answers extracted) and scores every (business, ask) against the business's fact sheet.
 * coverage: asks given an answer ÷ asks the business knew; accuracy: right ÷ answers given;
 * unsupported: answers whose quote is not in a business turn or that state what the business never
 * said; ece: calibration of the answers' confidence.
 */
export async function runQuestions(items: QuestionItem[], deps: QuestionsDeps): Promise<QuestionsReport> {
  const total: Tally = { knew: 0, covered: 0, answered: 0, right: 0 };
  const judged: Judged[] = [];
  let unsupported = 0;
  const perQuestion: QuestionsReport['perQuestion'] = [];
  for (const [q, item] of items.entries()) {
    const { asks } = keptAsks(await deps.deriveAsks(item.question));
    const businesses = businessesFor(item);
    const calls = businesses.map((business, b) => ({
      callId: `q${q}_b${b}`,
      business,
      question: item.question,
      asks,
    }));
    const transcripts = await deps.placeCalls(calls);
    const tally: Tally = { knew: 0, covered: 0, answered: 0, right: 0 };
    for (const call of calls) {
      const turns = transcripts.get(call.callId);
      if (!turns) continue;
      const sheet = deps.factSheetFor(call.business, asks);
      const extraction = await deps.extractCall({
        callId: call.callId,
        businessName: call.business.businessName,
        question: item.question,
        asks,
        turns,
        currency: defaultCurrency(call.business.phone),
        referenceDate: new Date(),
      });
      for (const ask of asks) {
        const expected = sheet.answers[ask.key];
        const answer = extraction.answers[ask.key];
        if (!expected || !answer) continue;
        const knew = expected.status !== 'unknown';
        const right = isRight(ask.kind, answer, expected);
        if (isUnsupported(answer, turns) || (gave(answer) && !knew)) unsupported += 1;
        if (knew) tally.knew += 1;
        if (knew && gave(answer)) tally.covered += 1;
        if (gave(answer)) {
          tally.answered += 1;
          if (right) tally.right += 1;
          judged.push({ confidence: answer.confidence, right });
        }
      }
    }
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
    perQuestion.push({
      question: item.question,
      asks: asks.length,
      coverage: ratio(tally.covered, tally.knew),
      accuracy: ratio(tally.right, tally.answered),
    });
  }
  return {
    questions: items.length,
    coverage: ratio(total.covered, total.knew),
    accuracy: ratio(total.right, total.answered),
    unsupported,
    calibration: { ece: Math.round(expectedCalibrationError(judged) * 1000) / 1000 },
    perQuestion,
  };
}
